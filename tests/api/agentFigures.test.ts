import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { signIn } from '../helpers/signIn';
import { memberApi, newKey } from '../helpers/memberApi';
import { operatorApi, type Envelope } from '../helpers/operatorApi';
import { valueOf } from '../helpers/valueOf';
import { checkLedger, postChange } from '../../server/modules/wallet/index';
import { OVERVIEW_KEPT_MS, rollUpTeamDay, rollUpYesterday, teamOverview } from '../../server/modules/agent/index';
import { BrandDirectory } from '../../server/brands/BrandDirectory';
import { tokenHash } from '../../server/lib/tokens';
import { signVendorBody } from '../../server/lib/vendorSignature';
import { calls } from '../../src/generated/calls';
import { todayOf } from '../../src/engine/dayRange';
import type { PayoutAccounts, TeamOverview, TeamProfitLoss, Withdrawal } from '../../src/generated/types';

// An agent's figures (decision 0275): each settled bet, credited deposit, paid withdrawal and bonus
// grant lands in member_daily_stats once, in the transaction that moved it; the nightly roll-up
// replaces a day's rows; the overview and the per-member report answer only the caller's subtree.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(async () => {
  expect(await checkLedger(server.database.db)).toEqual([]);
});

const db = () => server.database.db;
const newId = (prefix: string) => `${prefix}${randomBytes(5).toString('hex')}`;
const today = () => todayOf(new Date(), 'Asia/Dhaka');

async function memberOf(account: string) {
  return db().selectFrom('members').select(['id', 'account']).where('brand_id', '=', 'bd').where('account', '=', account).executeTakeFirstOrThrow();
}

/** A new member of bd with the demo password, under `upline`. */
async function member(type: number, uplineId: string | null) {
  const { password_hash } = await db().selectFrom('members').select('password_hash').where('brand_id', '=', 'bd').where('account', '=', 'player01').executeTakeFirstOrThrow();
  const account = newId(type === 0 ? 'p' : 'a');
  const { id } = await db()
    .insertInto('members')
    .values({
      brand_id: 'bd',
      account,
      password_hash,
      type,
      upline_id: uplineId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, account };
}

const statsOf = async (memberId: string) =>
  (
    await db()
      .selectFrom('member_daily_stats')
      .select(['product', 'valid_bet', 'payout', 'bonus', 'deposits', 'withdrawals', 'bet_count', sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day')])
      .where('member_id', '=', memberId)
      .orderBy('product')
      .execute()
  ).map((r) => ({ ...r, bet_count: Number(r.bet_count) }));

// A seamless vendor of bd with a slot.
const VENDOR = 'AGSTAT';
const secret = randomBytes(32).toString('base64url');
let gameId = 0;
async function launch(memberId: string) {
  const token = randomBytes(24).toString('base64url');
  await db()
    .insertInto('game_launches')
    .values({
      token_hash: tokenHash(token),
      brand_id: 'bd',
      member_id: memberId,
      game_id: gameId,
      expires_at: new Date(Date.now() + 3_600_000),
    })
    .execute();
  return token;
}
function vendorCall(call: 'vendor/bet' | 'vendor/win', body: Record<string, string>) {
  const text = JSON.stringify(body);
  const at = Date.now();
  return server.call<Envelope<{ balance: string }>>(calls[call].path.replace(':vendor', VENDOR), {
    method: 'POST',
    headers: {
      'X-Timestamp': String(at),
      'X-Signature': signVendorBody(secret, at, text),
    },
    body: text,
  });
}

/** A round of the member's: staked, then settled by a win (0 for a loss); answers the win's body to send again. */
async function playRound(memberId: string, stake: string, payout: string) {
  const token = await launch(memberId);
  const roundId = newId('r');
  const betTx = newId('b');
  valueOf(
    await vendorCall('vendor/bet', {
      token,
      txId: betTx,
      roundId,
      amount: stake,
    }),
  );
  const winBody = { txId: newId('w'), betTxId: betTx, roundId, amount: payout };
  valueOf(await vendorCall('vendor/win', winBody));
  return winBody;
}

const call = <T>(token: string, path: string) =>
  server.call<Envelope<T>>(path, {
    headers: { Authorization: token, Language: 'EN' },
  });
const overview = async (token: string, from = today(), to = today()) => valueOf<TeamOverview>(await call(token, `/wps/relay/MCSFE_getTeamOverview?from=${from}&to=${to}`));
/** Today's overview read afresh, as the call reads it once its kept copy is a minute old; without its time. */
async function overviewNow(agentId: string): Promise<Omit<TeamOverview, 'asOf'>> {
  const brands = new BrandDirectory(db());
  await brands.reload();
  const { asOf: _, ...figures } = await teamOverview(
    db(),
    brands.all().find((b) => b.id === 'bd')!,
    agentId,
    { from: today(), to: today() },
  );
  return figures;
}
const profitLoss = (token: string, query: string) => call<TeamProfitLoss>(token, `/wps/relay/MCSFE_getTeamProfitLoss?from=${today()}&to=${today()}${query}`);

describe('agent figures', () => {
  let agent: { id: string; token: string };
  let player: { id: string; token: string; call: ReturnType<typeof memberApi> };
  let sub: { id: string; account: string };
  let subPlayer: { id: string; account: string };
  let otherAgent: { id: string; account: string };

  beforeAll(async () => {
    await db()
      .insertInto('vendor_connections')
      .values({
        brand_id: 'bd',
        code: VENDOR,
        adapter: 'remote',
        secret,
        launch_url: 'https://games.agstat.example/launch',
      })
      .execute();
    ({ id: gameId } = await db()
      .insertInto('games')
      .values({
        brand_id: 'bd',
        vendor: VENDOR,
        category: 'RNG',
        code: 'agstat-rng',
        name: JSON.stringify({ en: 'S', bn: 'S' }),
        image: '/games/s.webp',
        min_bet: '1',
        engine: 'remote',
      })
      .returning('id')
      .executeTakeFirstOrThrow());
    const a = await memberOf('agent01');
    agent = { id: a.id, token: (await signIn(server.call, 'agent01')).token };
    const p = await memberOf('player01');
    const token = (await signIn(server.call, 'player01')).token;
    player = { id: p.id, token, call: memberApi(server, token) };
    sub = await member(1, a.id);
    subPlayer = await member(0, sub.id);
    otherAgent = await member(1, null);
    await member(0, otherAgent.id);
  });

  it('counts a settled bet once: the stake and one bet at the first settlement, the payout as paid, nothing for a win sent again', async () => {
    const win = await playRound(player.id, '100.00', '150.00');
    await playRound(player.id, '40.00', '0');
    // The vendor sends the same win again: answered from the first, counted once.
    valueOf(await vendorCall('vendor/win', win));
    expect(await statsOf(player.id)).toEqual([
      {
        day: today(),
        product: 'RNG',
        valid_bet: '14000',
        payout: '15000',
        bonus: '0',
        deposits: '0',
        withdrawals: '0',
        bet_count: 2,
      },
    ]);
  });

  it('counts a credited deposit, a paid withdrawal and a granted bonus once, on the day row of no product', async () => {
    const cashier = await operatorApi(server).tokenOf('cashier');
    // A deposit the desk approves twice: credited once.
    const { id: depositId } = await db()
      .insertInto('deposits')
      .values({
        brand_id: 'bd',
        member_id: player.id,
        channel: 'bkash',
        channel_name: 'bKash',
        kind: 'sendMoney',
        amount: '50000',
        fee: '0',
        account_label: 'x',
        account_number: '017',
        status: 'pending',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const decideDeposit = () =>
      operatorApi(server).call(cashier, '/ops/payments/deposits/decide', 'POST', { brandId: 'bd', id: depositId, decision: 'approve' }, 'EN', { 'Idempotency-Key': newKey() });
    valueOf(await decideDeposit());
    expect((await decideDeposit()).body).toMatchObject({
      errorCode: 'DEPOSIT_DECIDED',
    });
    // A withdrawal paid, the request sent twice with one key.
    valueOf(
      await player.call('/wps/member/profile', 'PUT', {
        realName: 'Karim Uddin',
      }),
    );
    valueOf(
      await player.call('/wps/member/paymentPassword', 'PUT', {
        newPassword: '246802',
      }),
    );
    const accountId = valueOf<PayoutAccounts>(
      await player.call('/wps/member/payoutAccounts', 'POST', {
        kind: 'bkash',
        number: '01712345678',
        payeeName: 'Karim Uddin',
      }),
    ).accounts[0]!.id;
    const w = valueOf<Withdrawal>(
      await player.call('/wps/v2/transaction/withdraw', 'POST', {
        accountId,
        amount: '500',
        paymentPassword: '246802',
      }),
    );
    const decide = (body: Record<string, string>, key = newKey()) =>
      operatorApi(server).call(cashier, '/ops/payments/withdrawals/decide', 'POST', { brandId: 'bd', ...body }, 'EN', { 'Idempotency-Key': key });
    valueOf(await decide({ id: w.id, action: 'approve' }));
    const key = newKey();
    valueOf(await decide({ id: w.id, action: 'pay', payoutReference: '9FX2K7LQ1M' }, key));
    valueOf(await decide({ id: w.id, action: 'pay', payoutReference: '9FX2K7LQ1M' }, key));
    // A bonus: a fixed promotion claimed twice, granted once.
    const editor = await operatorApi(server).tokenOf('editor');
    const promoId = newId('t-');
    const texts = { en: `Test ${promoId}`, bn: `পরীক্ষা ${promoId}` };
    valueOf(
      await operatorApi(server).call(editor, '/ops/promotions', 'POST', {
        brandId: 'bd',
        id: promoId,
        kind: 'fixed',
        amount: '10',
        title: texts,
        summary: texts,
        rules: texts,
        startsAt: '2026-01-01T00:00:00Z',
        contributions: { RNG: 100 },
      }),
    );
    valueOf(
      await player.call('/wps/relay/MCS2_claimPromotion', 'POST', {
        id: promoId,
      }),
    );
    expect(
      (
        await player.call('/wps/relay/MCS2_claimPromotion', 'POST', {
          id: promoId,
        })
      ).body,
    ).toMatchObject({ success: false });
    const untied = (await statsOf(player.id)).find((r) => r.product === '');
    expect(untied).toEqual({
      day: today(),
      product: '',
      valid_bet: '0',
      payout: '0',
      bonus: '1000',
      deposits: '50000',
      withdrawals: '50000',
      bet_count: 0,
    });
    // The ledger's own replay of a change adds nothing either.
    const replay = await postChange(db(), {
      brandId: 'bd',
      idempotencyKey: `deposit:${depositId}`,
      kind: 'deposit',
      reference: `D${depositId}`,
      postings: [
        { memberId: player.id, amount: 50000n },
        { house: 'deposits:bkash', amount: -50000n },
      ],
      counts: { memberId: player.id, deposits: 50000n },
    });
    expect(replay.replayed).toBe(true);
    expect((await statsOf(player.id)).find((r) => r.product === '')?.deposits).toBe('50000');
  });

  it('shows agent01 its team’s figures of today after a downline’s bets, live', async () => {
    // Money of no day's figures (an adjustment), staked by the downline's player.
    await postChange(db(), {
      brandId: 'bd',
      idempotencyKey: `open:${subPlayer.id}`,
      kind: 'adjustment',
      postings: [
        { memberId: subPlayer.id, amount: 10_000n },
        { house: 'adjustments', amount: -10_000n },
      ],
    });
    await playRound(subPlayer.id, '30.00', '10.00');
    const o = await overview(agent.token);
    expect(o).toMatchObject({
      teamSize: expect.any(Number) as number,
      newMembers: expect.any(Number) as number,
      activeMembers: 2,
      deposits: '500.00',
      withdrawals: '500.00',
      validBet: '170.00',
      payout: '160.00',
      bonus: '10.00',
      profitLoss: '-10.00',
    });
    expect(o.teamSize).toBeGreaterThanOrEqual(3);
    expect(o.newMembers).toBeGreaterThanOrEqual(2);
    expect(o.days).toEqual([{ day: today(), validBet: '170.00', profitLoss: '-10.00' }]);
    // The downline agent sees its own branch only.
    const subToken = (await signIn(server.call, sub.account)).token;
    expect(await overview(subToken)).toMatchObject({
      teamSize: 1,
      activeMembers: 1,
      validBet: '30.00',
      profitLoss: '-20.00',
      deposits: '0.00',
    });
  });

  it('rolls a day up twice into the same rows, and reads a rolled-up day from them', async () => {
    const day = today();
    const rows = () =>
      db()
        .selectFrom('team_daily_stats')
        .select(['agent_id', 'product', 'valid_bet', 'payout', 'bonus', 'deposits', 'withdrawals', 'bet_count', 'active_members', 'new_members'])
        .where('brand_id', '=', 'bd')
        .where(sql<string>`to_char(day, 'YYYY-MM-DD')`, '=', day)
        .orderBy('agent_id')
        .orderBy('product')
        .execute();
    const before = await overviewNow(agent.id);
    await db()
      .transaction()
      .execute((trx) => rollUpTeamDay(trx, 'bd', 'Asia/Dhaka', day));
    const first = await rows();
    await db()
      .transaction()
      .execute((trx) => rollUpTeamDay(trx, 'bd', 'Asia/Dhaka', day));
    expect(await rows()).toEqual(first);
    const mine = first.filter((r) => r.agent_id === agent.id);
    expect(mine.find((r) => r.product === 'RNG')).toMatchObject({
      valid_bet: '17000',
      payout: '16000',
      active_members: 2,
    });
    expect(mine.find((r) => r.product === '')).toMatchObject({
      deposits: '50000',
      withdrawals: '50000',
      bonus: '1000',
    });
    // A player is no agent: no rows of its own.
    expect(first.some((r) => r.agent_id === player.id)).toBe(false);
    // The day is marked rolled up: the overview now reads these rows, and answers the same.
    expect(await overviewNow(agent.id)).toEqual(before);
    // The nightly job claims each brand's yesterday once; a second run finds it taken.
    const runs = await db()
      .transaction()
      .execute((trx) => rollUpYesterday(trx));
    expect(runs.find((r) => r.brandId === 'bd')).toBeDefined();
    expect(
      await db()
        .transaction()
        .execute((trx) => rollUpYesterday(trx)),
    ).toEqual([]);
    await db()
      .deleteFrom('team_stats_runs')
      .where('brand_id', '=', 'bd')
      .where(sql<string>`to_char(day, 'YYYY-MM-DD')`, '=', day)
      .execute();
  });

  it('lists each member of the subtree with their figures, searches, sorts and drills into a downline agent’s direct team', async () => {
    const all = valueOf<TeamProfitLoss>(await profitLoss(agent.token, '&sort=profitLossDesc&pageSize=100'));
    const p1 = all.list.find((r) => r.account === 'player01');
    expect(p1).toEqual({
      account: 'player01',
      level: 1,
      isAgent: false,
      validBet: '140.00',
      payout: '150.00',
      bonus: '10.00',
      profitLoss: '10.00',
      deposits: '500.00',
      withdrawals: '500.00',
    });
    expect(all.list[0]!.account).toBe('player01');
    expect(all.list.find((r) => r.account === subPlayer.account)).toMatchObject({ level: 2, profitLoss: '-20.00' });
    expect(all.list.some((r) => r.account === otherAgent.account)).toBe(false);
    const found = valueOf<TeamProfitLoss>(await profitLoss(agent.token, '&account=PLAYER01'));
    expect(found.list.map((r) => r.account)).toEqual(['player01']);
    const paged = valueOf<TeamProfitLoss>(await profitLoss(agent.token, '&pageSize=1&pageNo=2&sort=account'));
    expect(paged).toMatchObject({
      pageNo: 2,
      total: all.total,
      totalPages: all.total,
    });
    const drilled = valueOf<TeamProfitLoss>(await profitLoss(agent.token, `&parent=${sub.account}&sort=account`));
    expect(drilled.parent).toBe(sub.account);
    expect(drilled.list.map((r) => [r.account, r.level, r.isAgent]).sort()).toEqual(
      [
        [sub.account, 1, true],
        [subPlayer.account, 2, false],
      ].sort(),
    );
  });

  it('refuses a player (403 NOT_AGENT), another branch’s member (404) and a period the calendar lacks', async () => {
    const asPlayer = await call(player.token, `/wps/relay/MCSFE_getTeamOverview?from=${today()}&to=${today()}`);
    expect([asPlayer.status, asPlayer.body]).toMatchObject([403, { errorCode: 'NOT_AGENT' }]);
    const plPlayer = await profitLoss(player.token, '');
    expect(plPlayer.status).toBe(403);
    const other = await profitLoss(agent.token, `&parent=${otherAgent.account}`);
    expect([other.status, other.body]).toMatchObject([404, { errorCode: 'NOT_FOUND' }]);
    // Its upline is outside a downline agent's subtree too.
    const subToken = (await signIn(server.call, sub.account)).token;
    expect((await profitLoss(subToken, '&parent=agent01')).status).toBe(404);
    const bad = await call(agent.token, '/wps/relay/MCSFE_getTeamOverview?from=2026-02-31&to=2026-03-01');
    expect([bad.status, bad.body]).toMatchObject([400, { errorCode: 'FIELD_INVALID', field: 'from' }]);
    const long = await call(agent.token, '/wps/relay/MCSFE_getTeamOverview?from=2026-01-01&to=2026-03-01');
    expect([long.status, long.body]).toMatchObject([400, { errorCode: 'FIELD_INVALID', field: 'to' }]);
  });

  it('keeps an overview a minute and says when its figures were read (decision 0309)', async () => {
    const first = await overview(agent.token);
    expect(Date.now() - Date.parse(first.asOf)).toBeLessThan(OVERVIEW_KEPT_MS);
    await playRound(subPlayer.id, '5.00', '0.00');
    // The page shows the figures of `asOf` until the minute is up; read afresh, the bet is in them.
    expect(await overview(agent.token)).toEqual(first);
    const { asOf: _, ...kept } = first;
    const now = await overviewNow(agent.id);
    expect(now.validBet).not.toBe(kept.validBet);
    expect(BigInt(now.validBet.replace('.', '')) - BigInt(kept.validBet.replace('.', ''))).toBe(500n);
  });
});
