import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { signIn } from '../helpers/signIn';
import { newKey } from '../helpers/memberApi';
import { operatorApi, type Envelope } from '../helpers/operatorApi';
import { switchModule } from '../helpers/switchModule';
import { checkLedger, postChange, walletBalance } from '../../server/modules/wallet/index';
import { settleRound } from '../../server/modules/vendor/rounds';
import { engine } from '../helpers/freshDatabase';
import type { OpsRebate, RebateClaimed, RebateHistory, RebateSummary, RewardCenter } from '../../src/generated/types';
import { valueOf } from '../helpers/valueOf';

// The manual rebate (REBATE3, decision 0267): own-money valid bet of rounds settled since the last
// claim × the VIP level's rate per product, claimed once above the brand's minimum; the books sound
// after every test.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(async () => {
  expect(await checkLedger(server.database.db)).toEqual([]);
});

const db = () => server.database.db;

interface Member {
  id: string;
  token: string;
}

/** A member of bd with the demo password, signed in; a level of the ladder when given. */
async function member(rankLevel = 0): Promise<Member> {
  const account = `rb${randomBytes(4).toString('hex')}`;
  const { id } = await db()
    .insertInto('members')
    .values((eb) => ({ brand_id: 'bd', account, password_hash: eb.selectFrom('members').select('password_hash').where('brand_id', '=', 'bd').where('account', '=', 'player01') }))
    .returning('id')
    .executeTakeFirstOrThrow();
  if (rankLevel > 0) await db().insertInto('vip_progress').values({ member_id: id, brand_id: 'bd', rank_level: rankLevel }).execute();
  return { id, token: (await signIn(server.call, account)).token };
}

/** A round of the member's, as the vendor calls leave it: settled once unless `open`. */
async function round(m: Member, category: string, stake: bigint, o: { bonusStake?: bigint; open?: boolean } = {}): Promise<string> {
  const { id } = await db()
    .insertInto('bets')
    .values({
      brand_id: 'bd',
      member_id: m.id,
      vendor: 'MQTEST',
      category,
      round_id: `r-${randomBytes(6).toString('hex')}`,
      stake: String(stake),
      bonus_stake: String(o.bonusStake ?? 0n),
      status: o.open ? 'open' : 'settled',
      settlements: o.open ? 0 : 1,
      settled_at: o.open ? null : new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
/** The round's first settlement, as payRound writes it. */
const settle = (betId: string) =>
  db()
    .updateTable('bets')
    .set({ status: 'settled', settled_at: sql`now()`, settlements: sql`settlements + 1` })
    .where('id', '=', betId)
    .execute();

const call = <T,>(m: Member, path: string, method = 'GET', headers: Record<string, string> = {}) =>
  server.call<Envelope<T>>(path, { method, headers: { Authorization: m.token, Language: 'EN', ...headers }, ...(method === 'POST' ? { body: {} } : {}) });
const summary = async (m: Member) => valueOf<RebateSummary>(await call(m, '/wps/relay/MCS2_getRebateSummary'));
const claim = (m: Member, key = newKey()) => call<RebateClaimed>(m, '/wps/relay/MCS2_claimRebate', 'POST', { 'Idempotency-Key': key });
const history = async (m: Member, query = '') => valueOf<RebateHistory>(await call(m, `/wps/relay/MCS2_getRebateHistory${query}`));
const rebatePaid = async () => {
  const row = await db()
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.val('0')).as('total'))
    .where('house_account', '=', 'rebate')
    .executeTakeFirstOrThrow();
  return -BigInt(row.total);
};
const setMinimum = (minClaim: string) => db().updateTable('rebate_settings').set({ min_claim: minClaim }).where('brand_id', '=', 'bd').execute();

describe('manual rebate', () => {
  beforeAll(async () => {
    // A ladder whose level 2 pays 1% on live and 0.5% on slots; level 0, 0.1% on live.
    await db().deleteFrom('vip_levels').where('brand_id', '=', 'bd').execute();
    const level = (rank_level: number, threshold: string, rebates: Record<string, number>) => ({
      brand_id: 'bd',
      rank_level,
      club_label: JSON.stringify({ en: `L${rank_level}`, bn: `L${rank_level}` }),
      threshold,
      upgrade_bonus: '0',
      monthly_bonus: '0',
      point_multiplier: 1,
      rebates: JSON.stringify(rebates),
    });
    await db()
      .insertInto('vip_levels')
      .values([level(0, '0', { LIVE: 0.1 }), level(1, '100000', { LIVE: 0.5 }), level(2, '1000000', { LIVE: 1, RNG: 0.5 })])
      .execute();
    await setMinimum('0');
  });

  it('counts own-money valid bet of settled rounds × the level’s rate per product, the bonus-funded part excluded', async () => {
    const m = await member(2);
    await round(m, 'LIVE', 100_000n);
    await round(m, 'LIVE', 50_000n, { bonusStake: 20_000n });
    await round(m, 'RNG', 40_001n);
    await round(m, 'RNG', 30_000n, { bonusStake: 30_000n });
    // An open round counts nothing yet.
    await round(m, 'LIVE', 999_900n, { open: true });
    const s = await summary(m);
    expect(s.products).toEqual([
      { product: 'LIVE', validBet: '1300.00', rate: 1, amount: '13.00' },
      { product: 'RNG', validBet: '400.01', rate: 0.5, amount: '2.00' },
    ]);
    expect(s).toMatchObject({ validBet: '1700.01', amount: '15.00', minimum: '0.00', claimable: true, rateSource: 'vip', rankLevel: 2, lastClaimAt: null });

    const before = await walletBalance(db(), m.id);
    const paid = valueOf<RebateClaimed>(await claim(m));
    expect(paid.amount).toBe('15.00');
    expect(await walletBalance(db(), m.id)).toBe(before + 1500n);
    expect(paid.balance).toBe(((before + 1500n) / 100n).toString() + '.' + String((before + 1500n) % 100n).padStart(2, '0'));
    const after = await summary(m);
    expect(after).toMatchObject({ amount: '0.00', claimable: false });
    expect(after.lastClaimAt).not.toBeNull();
    const h = await history(m);
    expect(h).toMatchObject({ total: 1, pageNo: 1, list: [{ id: paid.id, amount: '15.00', validBet: '1700.01' }] });
    expect(h.list[0]!.products).toHaveLength(2);
    const tx = await db().selectFrom('ledger_transactions').select(['idempotency_key', 'kind']).where('reference', '=', `R${paid.id}`).executeTakeFirstOrThrow();
    expect(tx).toEqual({ idempotency_key: `rebate:${m.id}:1`, kind: 'rebate' });
  });

  it('refuses a claim below the minimum, or with nothing to claim, and moves nothing', async () => {
    const m = await member(0);
    expect((await claim(m)).body).toMatchObject({ success: false, errorCode: 'REBATE_NOTHING' });
    await round(m, 'LIVE', 500_000n); // ৳5,000 at 0.1%: ৳5
    await setMinimum('1000');
    try {
      const s = await summary(m);
      expect(s).toMatchObject({ amount: '5.00', minimum: '10.00', claimable: false, rankLevel: 0 });
      const paidBefore = await rebatePaid();
      const before = await walletBalance(db(), m.id);
      const refused = await claim(m);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ success: false, errorCode: 'REBATE_BELOW_MINIMUM' });
      expect((refused.body as { message: string }).message).toContain('৳10.00');
      expect(await walletBalance(db(), m.id)).toBe(before);
      expect(await rebatePaid()).toBe(paidBefore);
      expect(await summary(m)).toMatchObject({ amount: '5.00', lastClaimAt: null });
      expect((await history(m)).total).toBe(0);
      // In Bengali too.
      const bn = await server.call<Envelope>('/wps/relay/MCS2_claimRebate', { method: 'POST', body: {}, headers: { Authorization: m.token, Language: 'BN', 'Idempotency-Key': newKey() } });
      expect((bn.body as { message: string }).message).toMatch(/ন্যূনতম/);
    } finally {
      await setMinimum('0');
    }
  });

  it('pays once when 20 claims race, and the next claim pays only what settled after it', async () => {
    const m = await member(1);
    for (let i = 0; i < 5; i++) await round(m, 'LIVE', 200_000n);
    const late = await round(m, 'LIVE', 100_000n, { open: true });
    const paidBefore = await rebatePaid();
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(m)));
    const paid = answers.filter((a) => a.body.success);
    expect(paid).toHaveLength(1);
    expect(valueOf<RebateClaimed>(paid[0]!).amount).toBe('50.00');
    for (const a of answers.filter((x) => !x.body.success)) expect(a.body).toMatchObject({ errorCode: 'REBATE_NOTHING' });
    expect(await rebatePaid()).toBe(paidBefore + 5000n);

    // The same request again answers the same claim and pays nothing more.
    const key = newKey();
    await round(m, 'RNG', 10_000n);
    await round(m, 'LIVE', 10_000n);
    const second = valueOf<RebateClaimed>(await claim(m, key));
    expect(second.amount).toBe('0.50');
    expect(valueOf<RebateClaimed>(await claim(m, key))).toEqual(second);
    // A round open at the claims, settled since, counts at the next one.
    await settle(late);
    expect(await summary(m)).toMatchObject({ validBet: '1000.00', amount: '5.00' });
    expect(valueOf<RebateClaimed>(await claim(m)).amount).toBe('5.00');
    expect(await rebatePaid()).toBe(paidBefore + 5000n + 50n + 500n);
    const h = await history(m, '?pageSize=2');
    expect(h).toMatchObject({ total: 3, totalPages: 2 });
    expect(h.list.map((c) => c.amount)).toEqual(['5.00', '0.50']);
    expect((await history(m, '?pageSize=2&pageNo=2')).list.map((c) => c.amount)).toEqual(['50.00']);
  });

  // Two connections at once: PGlite has one, so the interleaving exists only on PostgreSQL.
  it.skipIf(engine === 'pglite')('lets a claim and a second win on one of its rounds take turns, main wallet before the round, never deadlocking', async () => {
    const m = await member(2);
    const betId = await round(m, 'LIVE', 100_000n);
    const { round_id: roundId } = await db().selectFrom('bets').select('round_id').where('id', '=', betId).executeTakeFirstOrThrow();
    const waiting = async () => Number((await sql<{ n: string }>`select count(*)::text as n from pg_locks where not granted`.execute(db())).rows[0]!.n);
    let claimed: Awaited<ReturnType<typeof claim>> | undefined;
    // The win as payWin does it: main credited (its row locked until commit), then the round settled.
    await db()
      .transaction()
      .execute(async (trx) => {
        await postChange(trx, { brandId: 'bd', idempotencyKey: `second-win:${betId}`, kind: 'win', postings: [{ memberId: m.id, amount: 500n }, { house: 'games:MQTEST', amount: -500n }] });
        // The claim starts meanwhile and waits for a lock the win holds.
        const claiming = claim(m).then((c) => (claimed = c));
        const until = Date.now() + 10_000;
        while ((await waiting()) === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
        expect(await waiting()).toBeGreaterThan(0);
        // The win now takes the round's row: with the claim holding it and waiting for main, one of the two would be killed.
        await settleRound(trx, { brandId: 'bd', vendor: 'MQTEST', roundId, memberId: m.id }, 500n, { wallet: 'main', timeZone: 'Asia/Dhaka', missions: false, vip: false });
        void claiming;
      });
    const until = Date.now() + 10_000;
    while (!claimed && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    expect(valueOf<RebateClaimed>(claimed!).amount).toBe('10.00');
    const bet = await db().selectFrom('bets').select(['settlements', 'payout', 'rebate_claim_id']).where('id', '=', betId).executeTakeFirstOrThrow();
    expect(bet).toMatchObject({ settlements: 2, payout: '500' });
    expect(bet.rebate_claim_id).not.toBeNull();
  });

  it('uses the brand’s default rates while VIP3 is off', async () => {
    const m = await member(2);
    await round(m, 'LIVE', 100_000n);
    await switchModule(server, 'bd', 'VIP3', '0');
    try {
      // bd's seeded default: 0.3% on live.
      expect(await summary(m)).toMatchObject({ amount: '3.00', rateSource: 'default', rankLevel: null });
      expect(valueOf<RebateClaimed>(await claim(m)).amount).toBe('3.00');
    } finally {
      await switchModule(server, 'bd', 'VIP3', '1');
    }
  });

  it('shows in the reward centre and counts as one item to claim', async () => {
    const m = await member(1);
    const centre = async () => valueOf<RewardCenter>(await call(m, '/wps/relay/MCS2_getRewardCenter'));
    const before = await centre();
    expect(before.rebate).toEqual({ amount: '0.00', claimable: false });
    await round(m, 'LIVE', 100_000n);
    const after = await centre();
    expect(after.rebate).toEqual({ amount: '5.00', claimable: true });
    expect(after.claimable).toBe(before.claimable + 1);
    await switchModule(server, 'bd', 'REBATE3', '0');
    try {
      expect((await centre()).rebate).toBeNull();
    } finally {
      await switchModule(server, 'bd', 'REBATE3', '1');
    }
  });

  it('answers 403 MODULE_DISABLED with REBATE3 off and pays nothing', async () => {
    const m = await member(1);
    await round(m, 'LIVE', 100_000n);
    await switchModule(server, 'bd', 'REBATE3', '0');
    try {
      for (const answer of [await call(m, '/wps/relay/MCS2_getRebateSummary'), await claim(m), await call(m, '/wps/relay/MCS2_getRebateHistory')]) {
        expect(answer.status).toBe(403);
        expect(answer.body).toMatchObject({ success: false, errorCode: 'MODULE_DISABLED' });
      }
    } finally {
      await switchModule(server, 'bd', 'REBATE3', '1');
    }
    expect(await summary(m)).toMatchObject({ amount: '5.00' });
  });

  it('lets admin and content set the minimum and default rates, audited, and list the claims', async () => {
    const ops = operatorApi(server);
    const editor = await ops.tokenOf('editor');
    const saved = valueOf<{ minClaim: string }>(await ops.call(editor, '/ops/engagement/rebate', 'POST', { brandId: 'bd', minClaim: '0', defaultRates: { LIVE: 0.3, RNG: 0.4, PVP: 0 } }));
    expect(saved).toEqual({ minClaim: '0.00', defaultRates: { LIVE: 0.3, RNG: 0.4 } });
    const bad = await ops.call(editor, '/ops/engagement/rebate', 'POST', { brandId: 'bd', minClaim: '-1', defaultRates: { LIVE: 101 } });
    expect(bad.status).toBe(400);
    const view = valueOf<OpsRebate>(await ops.call(editor, '/ops/engagement/rebate', 'GET', { brandId: 'bd', pageSize: 2 }));
    expect(view.settings).toEqual(saved);
    expect(view.total).toBeGreaterThanOrEqual(4);
    expect(view.list).toHaveLength(2);
    expect(view.list[0]!.account).toMatch(/^rb/);
    expect(await db().selectFrom('audit_log').select('action').where('action', '=', 'rebate.settings').execute()).toHaveLength(1);
    const helpdesk = await ops.tokenOf('helpdesk');
    expect((await ops.call(helpdesk, '/ops/engagement/rebate', 'GET', { brandId: 'bd' })).status).toBe(403);
  });
});
