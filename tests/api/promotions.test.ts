import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { signIn } from '../helpers/signIn';
import { memberApi, newKey } from '../helpers/memberApi';
import { operatorApi, type Envelope } from '../helpers/operatorApi';
import { setModule } from '../e2e/helpers/brandDb';
import { openLivePage } from '../helpers/livePage';
import { checkLedger, postChange, walletBalance } from '../../server/modules/wallet/index';
import { expireGrants } from '../../server/modules/promo/index';
import { tokenHash } from '../../server/lib/tokens';
import { BrandDirectory } from '../../server/brands/BrandDirectory';
import { signVendorBody } from '../../server/lib/vendorSignature';
import { calls } from '../../src/generated/calls';
import { compile } from '../../src/engine/compile';
import { visitorFacts } from '../../src/engine/visitorFacts';
import modulesFile from '../../config/modules.json';
import patternsFile from '../../config/patterns.json';
import seedBanners from '../../config/seed/banners.json';
import seedPromotions from '../../config/seed/promotions.json';
import type { BonusDetails, BonusGrant, MessageList, MissionSummary, Patterns, Permission, PromotionDetail, PromotionList } from '../../src/generated/types';
import { valueOf } from '../helpers/valueOf';

// Promotions and the bonus wallet (decision 0262): the offers for visitors and members, claims that
// pay once however many arrive, stakes from main then bonus, turnover released once, expiry, the
// withdrawal a bonus holds, applications an operator decides, and the module switched off.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(async () => {
  expect(await checkLedger(server.database.db)).toEqual([]);
});

const errorOf = (answer: { body: Envelope<unknown> }) => (answer.body.success ? 'ok' : answer.body.errorCode);
const db = () => server.database.db;
const newId = (prefix: string) => `${prefix}${randomBytes(5).toString('hex')}`;

/** A new player of bd, signed in, who registered `days` ago, with `main` in the main wallet. */
async function player(o: { days?: number; main?: bigint } = {}) {
  const { days = 30, main = 0n } = o;
  const { password_hash } = await db().selectFrom('members').select('password_hash').where('brand_id', '=', 'bd').where('account', '=', 'player01').executeTakeFirstOrThrow();
  const account = newId('p');
  const { id } = await db()
    .insertInto('members')
    .values({ brand_id: 'bd', account, password_hash, created_at: new Date(Date.now() - days * 86_400_000) })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (main > 0n) await postChange(db(), { brandId: 'bd', idempotencyKey: `open:${id}`, kind: 'adjustment', postings: [{ memberId: id, amount: main }, { house: 'adjustments', amount: -main }] });
  const { token } = await signIn(server.call, account);
  return { id, account, token, call: memberApi(server, token) };
}

/** A credited deposit of `minor`: its row approved, and the money in main. */
async function deposit(memberId: string, minor: bigint) {
  const { id } = await db()
    .insertInto('deposits')
    .values({ brand_id: 'bd', member_id: memberId, channel: 'bkash', channel_name: 'bKash', kind: 'sendMoney', amount: String(minor), fee: '0', account_label: 'x', account_number: '017', status: 'approved', decided_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await postChange(db(), { brandId: 'bd', idempotencyKey: `deposit:${id}`, kind: 'deposit', reference: `D${id}`, postings: [{ memberId, amount: minor }, { house: 'deposits', amount: -minor }] });
  return id;
}

// The promotions of the list; the envelopes, raffles and missions after them are tests/api/promotionOffers.test.ts's.
const list = async (token?: string, lang = 'EN') =>
  valueOf<PromotionList>(await server.call<Envelope<unknown>>('/wps/relay/MCS2_getPromotionList', { headers: { Language: lang, ...(token ? { Authorization: token } : {}) } })).list.filter((p) => p.envelope === null && p.raffle === null && p.missions === null);
const statusOf = async (token: string, id: string) => (await list(token)).find((p) => p.id === id)?.status;
const claim = (m: { call: ReturnType<typeof memberApi> }, id: string) => m.call('/wps/relay/MCS2_claimPromotion', 'POST', { id });
const grantsOf = (memberId: string) => db().selectFrom('bonus_grants').selectAll().where('member_id', '=', memberId).orderBy('id').execute();
const changesKeyed = async (key: string) => (await db().selectFrom('ledger_transactions').select('id').where('brand_id', '=', 'bd').where('idempotency_key', 'like', key).execute()).length;

// A seamless vendor of bd with a slot (RNG, counting 100%) and a live table (counting 10%).
const VENDOR = 'PROMOV';
const secret = randomBytes(32).toString('base64url');
const games: Record<'RNG' | 'LIVE', number> = { RNG: 0, LIVE: 0 };
async function launch(memberId: string, category: 'RNG' | 'LIVE' = 'RNG') {
  const token = randomBytes(24).toString('base64url');
  await db().insertInto('game_launches').values({ token_hash: tokenHash(token), brand_id: 'bd', member_id: memberId, game_id: games[category], expires_at: new Date(Date.now() + 3_600_000) }).execute();
  return token;
}
type VendorAnswer = Envelope<{ balance: string }>;
function vendorCall(call: 'vendor/bet' | 'vendor/win' | 'vendor/rollback', body: Record<string, string>) {
  const text = JSON.stringify(body);
  const at = Date.now();
  return server.call<VendorAnswer>(calls[call].path.replace(':vendor', VENDOR), { method: 'POST', headers: { 'X-Timestamp': String(at), 'X-Signature': signVendorBody(secret, at, text) }, body: text });
}
const bet = (token: string, amount: string, roundId = newId('r'), txId = newId('b')) => vendorCall('vendor/bet', { token, txId, roundId, amount });
const win = (betTxId: string, roundId: string, amount: string) => vendorCall('vendor/win', { txId: newId('w'), betTxId, roundId, amount });

/** A promotion written through the console by a content operator. */
// An operator signs in once per file: the console refuses a second sign-in of the same name too soon.
const operatorTokens = new Map<string, Promise<string>>();
const operatorToken = (name: string) => {
  if (!operatorTokens.has(name)) operatorTokens.set(name, operatorApi(server).tokenOf(name));
  return operatorTokens.get(name)!;
};
async function promotion(body: Record<string, unknown>) {
  const editor = await operatorToken('editor');
  const id = newId('t-');
  const texts = { en: `Test ${id}`, bn: `পরীক্ষা ${id}` };
  valueOf(await operatorApi(server).call(editor, '/ops/promotions', 'POST', { brandId: 'bd', id, title: texts, summary: texts, rules: texts, startsAt: '2026-01-01T00:00:00Z', contributions: { RNG: 100, LIVE: 10 }, ...body }));
  return id;
}

describe('promotions', () => {
  beforeAll(async () => {
    await db().insertInto('vendor_connections').values({ brand_id: 'bd', code: VENDOR, adapter: 'remote', secret, launch_url: 'https://games.promo.example/launch' }).execute();
    for (const category of ['RNG', 'LIVE'] as const)
      ({ id: games[category] } = await db()
        .insertInto('games')
        .values({ brand_id: 'bd', vendor: VENDOR, category, code: `promo-${category}`, name: JSON.stringify({ en: category, bn: category }), image: '/games/p.webp', min_bet: '1', engine: 'remote' })
        .returning('id')
        .executeTakeFirstOrThrow());
  });

  it('shows a visitor the offers in their language, and a member their own statuses', async () => {
    const visitor = await list();
    expect(visitor.map((p) => [p.id, p.status])).toEqual([
      ['bd-welcome', 'join'],
      ['bd-cashback', 'apply'],
      ['bd-reload', 'join'],
      ['bd-zalo', 'apply'],
    ]);
    expect(visitor[0]).toMatchObject({ title: '100% first deposit bonus', percent: 100, cap: '10000.00', minDeposit: '300.00', image: '/seed/banners/bd-w_home-1.en.webp', blocked: null });
    expect((await list(undefined, 'BN'))[0]).toMatchObject({ title: 'প্রথম ডিপোজিটে 100% বোনাস', image: '/seed/banners/bd-w_home-1.bn.webp' });
    const detail = valueOf<PromotionDetail>(await server.call('/wps/relay/MCS2_getPromotionDetail?id=bd-zalo', { headers: { Language: 'EN' } }));
    expect(detail).toMatchObject({ kind: 'application', contact: 'zalo', cap: '131000.00', application: null, status: 'apply' });
    expect((await server.call<Envelope<unknown>>('/wps/relay/MCS2_getPromotionDetail?id=nothing-here')).body).toMatchObject({ errorCode: 'NOT_FOUND' });

    const m = await player();
    // Before any deposit the welcome bonus is joined by depositing; the cashback asks for a deposit first.
    expect((await list(m.token)).map((p) => [p.id, p.status, p.blocked])).toEqual([
      ['bd-welcome', 'join', null],
      ['bd-cashback', 'apply', 'deposits'],
      ['bd-reload', 'join', 'deposits'],
      ['bd-zalo', 'apply', null],
    ]);
    expect(errorOf(await claim(m, 'bd-welcome'))).toBe('PROMO_NO_DEPOSIT');
    await deposit(m.id, 20_000n);
    expect(await statusOf(m.token, 'bd-welcome')).toBe('join');
    await deposit(m.id, 50_000n);
    // The first deposit (৳200) is below the minimum of ৳300: only the reload qualifies, with the later one.
    expect(await statusOf(m.token, 'bd-reload')).toBe('claim');
  });

  it('says coming soon and closed by the dates, who may not take an offer yet and why, and tells an open page of a grant', async () => {
    const soon = await promotion({ kind: 'fixed', amount: '10', startsAt: new Date(Date.now() + 86_400_000).toISOString() });
    const over = await promotion({ kind: 'fixed', amount: '10', startsAt: '2026-01-01T00:00:00Z', endsAt: new Date(Date.now() - 60_000).toISOString() });
    const old = await promotion({ kind: 'fixed', amount: '10', minAccountDays: 60 });
    const vip = await promotion({ kind: 'fixed', amount: '10', minRankLevel: 1 });
    const m = await player({ days: 30 });
    const statuses = Object.fromEntries((await list(m.token)).map((p) => [p.id, [p.status, p.blocked]]));
    expect([statuses[soon], statuses[over], statuses[old], statuses[vip]]).toEqual([
      ['comingSoon', null],
      ['close', null],
      ['claim', 'accountAge'],
      ['claim', 'level'],
    ]);
    expect(errorOf(await claim(m, soon))).toBe('PROMO_CLOSED');
    expect(errorOf(await claim(m, over))).toBe('PROMO_CLOSED');
    expect(errorOf(await claim(m, old))).toBe('PROMO_NOT_ELIGIBLE');
    // Every member is level 0 until VIP levels exist (decision 0262).
    expect(errorOf(await claim(m, vip))).toBe('PROMO_NOT_ELIGIBLE');
    const fixed = await promotion({ kind: 'fixed', amount: '10' });
    const page = await openLivePage(server.port, m.token);
    try {
      const from = page.events.length;
      valueOf(await claim(m, fixed));
      expect(await page.next('balance', from)).toMatchObject({ type: 'balance' });
    } finally {
      page.socket.close();
    }
    // Switched off, an offer leaves the list and its page.
    const admin = await operatorToken('admin');
    const all = valueOf<{ list: Array<Record<string, unknown>> }>(await operatorApi(server).call(admin, '/ops/promotions', 'GET', { brandId: 'bd' })).list;
    // A seeded offer, its picture a path per language, is saved back as the console shows it.
    const { cost: _c, grants: _g, applying: _a, ...seeded } = all.find((p) => String(p.image).includes('{lang}'))!;
    expect(valueOf<{ id: string }>(await operatorApi(server).call(await operatorToken('editor'), '/ops/promotions', 'POST', { brandId: 'bd', ...seeded }))).toEqual({ id: seeded.id });
    const current = all.find((p) => p.id === fixed)!;
    const { cost: _cost, grants: _grants, applying: _applying, ...form } = current;
    expect(_cost).toBe('10.00');
    valueOf(await operatorApi(server).call(await operatorToken('editor'), '/ops/promotions', 'POST', { brandId: 'bd', ...form, enabled: false }));
    expect((await list()).map((p) => p.id)).not.toContain(fixed);
    expect((await server.call<Envelope<unknown>>(`/wps/relay/MCS2_getPromotionDetail?id=${fixed}`)).body).toMatchObject({ errorCode: 'NOT_FOUND' });
  });

  it('turns a card on open pages by itself when its start and its end pass, a visitor’s page too, by the jobs its save sent', async () => {
    const visitor = await openLivePage(server.port, null);
    const m = await player();
    const member = await openLivePage(server.port, m.token);
    try {
      const startsAt = new Date(Date.now() + 3000);
      const endsAt = new Date(startsAt.getTime() + 3000);
      const saving = visitor.events.length;
      const id = await promotion({ kind: 'fixed', amount: '10', startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() });
      // The save itself is told at once; the card is still to come.
      await visitor.next('offers', saving);
      expect((await list()).find((p) => p.id === id)?.status).toBe('comingSoon');
      // Its start: nothing is written then, the job sent with the save tells every page of the brand,
      // a visitor's and a member's: asked again at an event told after the moment, the card has turned.
      const toldAfter = async (page: typeof visitor, moment: Date, want: string, token?: string) => {
        let from = page.events.length;
        for (;;) {
          await page.next('offers', from);
          const at = page.arrivedAt('offers', from)!;
          from = page.events.length;
          if (at >= moment.getTime() && (await list(token)).find((p) => p.id === id)?.status === want) return;
        }
      };
      await Promise.all([toldAfter(visitor, startsAt, 'claim'), toldAfter(member, startsAt, 'claim', m.token)]);
      // Its end, the same way: closed.
      await toldAfter(visitor, endsAt, 'close');
      // One job for each: its start and its end.
      const jobs = await sql<{ n: string }>`select count(*)::text as n from pgboss.job where name = 'promo.turns' and data->>'promotionId' = ${id}`.execute(db());
      expect(jobs.rows[0]!.n).toBe('2');
    } finally {
      visitor.socket.close();
      member.socket.close();
    }
  }, 30_000);

  it("pays one grant and one ledger change for a member's 200 concurrent claims", async () => {
    const m = await player();
    await deposit(m.id, 100_000n);
    expect(await statusOf(m.token, 'bd-welcome')).toBe('claim');
    const answers = await Promise.all(Array.from({ length: 200 }, () => claim(m, 'bd-welcome')));
    const codes = answers.map(errorOf);
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(new Set(codes.filter((c) => c !== 'ok'))).toEqual(new Set(['PROMO_TAKEN']));
    const grants = await grantsOf(m.id);
    expect(grants).toHaveLength(1);
    // 100% of ৳1,000, turnover (bonus + deposit) × 10.
    expect(grants[0]).toMatchObject({ amount: '100000', required: '2000000', progress: '0', status: 'active', max_stake: '50000' });
    expect(await changesKeyed(`promo:bd-welcome:${m.id}:once`)).toBe(1);
    expect(await walletBalance(db(), m.id, 'bonus')).toBe(100_000n);
    expect(await statusOf(m.token, 'bd-welcome')).toBe('process');
    const details = valueOf<BonusDetails>(await m.call('/wps/relay/MCS2_getBonusDetails'));
    expect(details).toMatchObject({ balance: '1000.00', list: [{ promotionId: 'bd-welcome', amount: '1000.00', required: '20000.00', progress: '0.00', status: 'active' }] });
    // Another bonus waits while this one is in play.
    expect(errorOf(await claim(m, 'bd-reload'))).toBe('BONUS_ACTIVE');
  });

  it('stakes from main first, then the bonus wallet, records the bonus part, and refuses a stake above the maximum', async () => {
    const m = await player({ main: 10_000n });
    const id = await promotion({ kind: 'fixed', amount: '500', turnoverMultiplier: 10, maxStake: '400' });
    valueOf(await claim(m, id));
    const token = await launch(m.id);
    const roundId = newId('r');
    const firstTx = newId('b');
    const placed = await bet(token, '300.00', roundId, firstTx);
    expect(placed.body).toEqual({ success: true, value: { balance: '300.00', currency: 'BDT' } });
    expect(await walletBalance(db(), m.id)).toBe(0n);
    expect(await walletBalance(db(), m.id, 'bonus')).toBe(30_000n);
    const row = await db().selectFrom('bets').select(['stake', 'bonus_stake']).where('member_id', '=', m.id).where('round_id', '=', roundId).executeTakeFirstOrThrow();
    expect(row).toEqual({ stake: '30000', bonus_stake: '20000' });
    expect((await bet(token, '400.01')).body).toMatchObject({ success: false, errorCode: 'BONUS_STAKE_TOO_HIGH' });
    expect(await walletBalance(db(), m.id, 'bonus')).toBe(30_000n);
    // A rollback gives each wallet back its part.
    const txId = newId('b');
    valueOf(await bet(token, '100.00', newId('r'), txId));
    expect(await walletBalance(db(), m.id, 'bonus')).toBe(20_000n);
    valueOf(await vendorCall('vendor/rollback', { txId: newId('x'), betTxId: txId }));
    expect([await walletBalance(db(), m.id), await walletBalance(db(), m.id, 'bonus')]).toEqual([0n, 30_000n]);
    // The game is told what it may still stake: main and the bonus.
    expect((await win(newId('b0'), roundId, '0')).body).toMatchObject({ errorCode: 'VENDOR_BET_UNKNOWN' });
    const settledAnswer = await vendorCall('vendor/win', { txId: newId('w'), betTxId: firstTx, roundId, amount: '0' });
    expect(settledAnswer.body).toEqual({ success: true, value: { balance: '300.00', currency: 'BDT' } });
  });

  it('releases the bonus once when concurrent settlements meet the turnover', async () => {
    const m = await player({ main: 100_000n });
    // ৳100 bonus × 5 = ৳500 of turnover: ten slot rounds of ৳50, settled at once.
    const id = await promotion({ kind: 'fixed', amount: '100', turnoverMultiplier: 5 });
    valueOf(await claim(m, id));
    const token = await launch(m.id);
    const rounds = Array.from({ length: 12 }, () => ({ roundId: newId('r'), txId: newId('b') }));
    for (const r of rounds) valueOf(await bet(token, '50.00', r.roundId, r.txId));
    // A live round counts 10%: ৳50 adds ৳5.
    const live = await launch(m.id, 'LIVE');
    const liveRound = { roundId: newId('r'), txId: newId('b') };
    valueOf(await bet(live, '50.00', liveRound.roundId, liveRound.txId));
    valueOf(await win(liveRound.txId, liveRound.roundId, '0'));
    expect((await grantsOf(m.id))[0]).toMatchObject({ progress: '500', status: 'active' });
    const answers = await Promise.all(rounds.map((r) => win(r.txId, r.roundId, '10.00')));
    expect(answers.map((a) => a.body.success)).toEqual(rounds.map(() => true));
    const [grant] = await grantsOf(m.id);
    expect(grant).toMatchObject({ status: 'released', progress: '50000' });
    expect(await changesKeyed(`promo-release:${grant!.id}`)).toBe(1);
    expect(await walletBalance(db(), m.id, 'bonus')).toBe(0n);
    expect(await statusOf(m.token, id)).toBe('claimed');
    const inbox = await db().selectFrom('messages').select('title').where('member_id', '=', m.id).execute();
    expect(inbox.map((i) => i.title.en)).toEqual(expect.arrayContaining(['Bonus ৳100.00 added', 'Bonus ৳100.00 released']));
  });

  it('forfeits an expired grant back to the house once, whichever pass gets it', async () => {
    const m = await player();
    const id = await promotion({ kind: 'fixed', amount: '70', turnoverMultiplier: 5 });
    const grant = valueOf<BonusGrant>(await claim(m, id));
    await db().updateTable('bonus_grants').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', grant.id).execute();
    const brands = new BrandDirectory(db());
    await brands.reload();
    const brandOf = (bid: string) => brands.all().find((b) => b.id === bid);
    const passes = await Promise.all([0, 1, 2].map(() => db().transaction().execute((trx) => expireGrants(trx, brandOf))));
    expect(passes.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await grantsOf(m.id))[0]).toMatchObject({ status: 'expired' });
    expect(await changesKeyed(`promo-forfeit:${grant.id}`)).toBe(1);
    expect(await walletBalance(db(), m.id, 'bonus')).toBe(0n);
  });

  it('refuses a withdrawal while a bonus is active, and allows it after the member forfeits', async () => {
    const m = await player({ main: 200_000n });
    valueOf(await m.call('/wps/member/profile', 'PUT', { realName: 'Karim Uddin' }));
    valueOf(await m.call('/wps/member/paymentPassword', 'PUT', { newPassword: '135790' }));
    const accountId = valueOf<{ accounts: Array<{ id: string }> }>(await m.call('/wps/member/payoutAccounts', 'POST', { kind: 'bkash', number: '01712345670', payeeName: 'Karim Uddin' })).accounts[0]!.id;
    const id = await promotion({ kind: 'fixed', amount: '50', turnoverMultiplier: 5 });
    const grant = valueOf<BonusGrant>(await claim(m, id));
    const refused = await m.call('/wps/v2/transaction/withdraw', 'POST', { accountId, amount: '500', paymentPassword: '135790' });
    expect(refused.body).toMatchObject({ errorCode: 'BONUS_WITHDRAWAL_BLOCKED', message: 'You have a bonus whose turnover is not met yet. Forfeit the bonus to withdraw now.' });
    const forfeits = await Promise.all([0, 1, 2].map(() => m.call('/wps/relay/MCS2_forfeitBonus', 'POST', { grantId: grant.id })));
    expect(forfeits.map(errorOf).sort()).toEqual(['NOT_FOUND', 'NOT_FOUND', 'ok']);
    expect(await changesKeyed(`promo-forfeit:${grant.id}`)).toBe(1);
    // Bonus details say why it ended (decision 0280).
    expect(valueOf<BonusDetails>(await m.call('/wps/relay/MCS2_getBonusDetails')).list[0]).toMatchObject({ status: 'forfeited', endCause: 'member' });
    expect(valueOf(await m.call('/wps/v2/transaction/withdraw', 'POST', { accountId, amount: '500', paymentPassword: '135790' }))).toMatchObject({ amount: '500.00' });
  });

  it('lets a claim and a withdrawal request take turns: of the two at once exactly one goes through, and a claim waits for an unpaid withdrawal', async () => {
    const m = await player({ main: 200_000n });
    valueOf(await m.call('/wps/member/profile', 'PUT', { realName: 'Karim Uddin' }));
    valueOf(await m.call('/wps/member/paymentPassword', 'PUT', { newPassword: '135790' }));
    const accountId = valueOf<{ accounts: Array<{ id: string }> }>(await m.call('/wps/member/payoutAccounts', 'POST', { kind: 'bkash', number: '01712345673', payeeName: 'Karim Uddin' })).accounts[0]!.id;
    const id = await promotion({ kind: 'fixed', amount: '50', turnoverMultiplier: 5 });
    const [claimed, withdrawn] = await Promise.all([claim(m, id), m.call('/wps/v2/transaction/withdraw', 'POST', { accountId, amount: '500', paymentPassword: '135790' })]);
    const outcomes = [errorOf(claimed), errorOf(withdrawn)].sort();
    expect([['BONUS_WITHDRAWAL_BLOCKED', 'ok'], ['PROMO_WITHDRAWAL_PENDING', 'ok']]).toContainEqual(outcomes);
    const grants = await grantsOf(m.id);
    const holds = await db().selectFrom('withdrawals').select('id').where('member_id', '=', m.id).execute();
    expect(grants.length + holds.length).toBe(1);

    // Asked in turn: a withdrawal not yet paid refuses the claim, and nothing is granted.
    const n = await player({ main: 200_000n });
    valueOf(await n.call('/wps/member/profile', 'PUT', { realName: 'Rahim Uddin' }));
    valueOf(await n.call('/wps/member/paymentPassword', 'PUT', { newPassword: '135790' }));
    const nAccount = valueOf<{ accounts: Array<{ id: string }> }>(await n.call('/wps/member/payoutAccounts', 'POST', { kind: 'bkash', number: '01712345674', payeeName: 'Rahim Uddin' })).accounts[0]!.id;
    valueOf(await n.call('/wps/v2/transaction/withdraw', 'POST', { accountId: nAccount, amount: '500', paymentPassword: '135790' }));
    const refused = await claim(n, id);
    expect(refused.body).toMatchObject({ errorCode: 'PROMO_WITHDRAWAL_PENDING', message: 'A withdrawal of yours is still in progress. Claim a bonus once it is paid or rejected.' });
    expect(await grantsOf(n.id)).toEqual([]);
  });

  it('takes back once what a round’s first settlement counted of a bet rolled back after it: missions, race, VIP, turnover and points', async () => {
    const m = await player({ main: 100_000n });
    const id = await promotion({ kind: 'fixed', amount: '50', turnoverMultiplier: 20 });
    valueOf(await claim(m, id));
    const token = await launch(m.id);
    const roundId = newId('r');
    const [first, second] = [newId('b'), newId('b')];
    valueOf(await bet(token, '100.00', roundId, first));
    valueOf(await bet(token, '200.00', roundId, second));
    // The round's first settlement (a loss) counts both bets: ৳300 of own money on a slot.
    valueOf(await win(first, roundId, '0'));
    const seen = async () => {
      const missions = valueOf<MissionSummary>(await m.call('/wps/relay/MCSFE_getMissionSummaryDetails')).list;
      const race = await db().selectFrom('race_standings').select('amount').where('member_id', '=', m.id).executeTakeFirst();
      return {
        slots: missions.find((x) => x.kind === 'validBet' && x.product === 'RNG')!.progress,
        rounds: missions.find((x) => x.kind === 'rounds')!.progress,
        race: race?.amount,
        vip: valueOf<{ validBet: string }>(await m.call('/wps/relay/MCS2_getVipInfo')).validBet,
        turnover: (await grantsOf(m.id))[0]!.progress,
        points: valueOf<{ points: string }>(await m.call('/wps/relay/MCS2_getPointBalance')).points,
      };
    };
    expect(await seen()).toEqual({ slots: '300.00', rounds: '1', race: '30000', vip: '300.00', turnover: '30000', points: '300' });
    // The second bet rolled back: its ৳200 leaves each count; the round still holds own money, so it still counts as a round.
    const rollback = () => vendorCall('vendor/rollback', { txId: `rb-${second}`, betTxId: second });
    valueOf(await rollback());
    const after = { slots: '100.00', rounds: '1', race: '10000', vip: '100.00', turnover: '10000', points: '100' };
    expect(await seen()).toEqual(after);
    // The same rollback again takes back nothing more.
    valueOf(await rollback());
    expect(await seen()).toEqual(after);
    expect(await changesKeyed(`pts-unbet:%`)).toBe(1);
    // A bet placed after the first settlement was never counted: its rollback takes back nothing.
    const late = newId('b');
    valueOf(await bet(token, '50.00', roundId, late));
    valueOf(await vendorCall('vendor/rollback', { txId: `rb-${late}`, betTxId: late }));
    expect(await seen()).toEqual(after);
  });

  it('gives back from the refunded stake the rebate a claim paid on a bet rolled back after it', async () => {
    const m = await player({ main: 100_000n });
    await db().updateTable('rebate_settings').set({ min_claim: '0' }).where('brand_id', '=', 'bd').execute();
    const token = await launch(m.id);
    const roundId = newId('r');
    const [first, second] = [newId('b'), newId('b')];
    valueOf(await bet(token, '100.00', roundId, first));
    valueOf(await bet(token, '200.00', roundId, second));
    valueOf(await win(first, roundId, '0'));
    const claimed = valueOf<{ id: string; amount: string }>(await m.call('/wps/relay/MCS2_claimRebate', 'POST', {}));
    const { products } = await db().selectFrom('rebate_claims').select('products').where('id', '=', claimed.id).executeTakeFirstOrThrow();
    const rate = products.find((l) => l.product === 'RNG')!.rate;
    // What the claim paid on the second bet's ৳200, rounded down: its rate in hundredths of a per cent.
    const paidOnIt = (20_000n * BigInt(Math.round(rate * 100))) / 10_000n;
    expect(paidOnIt).toBeGreaterThan(0n);
    const before = await walletBalance(db(), m.id);
    const rollback = () => vendorCall('vendor/rollback', { txId: `rb-${second}`, betTxId: second });
    valueOf(await rollback());
    expect(await walletBalance(db(), m.id)).toBe(before + 20_000n - paidOnIt);
    valueOf(await rollback());
    expect(await walletBalance(db(), m.id)).toBe(before + 20_000n - paidOnIt);
    expect(await changesKeyed('rebate-unbet:%')).toBe(1);
  });

  it('closes a bonus played down to nothing at the next withdrawal, but not while an open round holds its stake', async () => {
    const m = await player();
    valueOf(await m.call('/wps/member/profile', 'PUT', { realName: 'Karim Uddin' }));
    valueOf(await m.call('/wps/member/paymentPassword', 'PUT', { newPassword: '135790' }));
    const accountId = valueOf<{ accounts: Array<{ id: string }> }>(await m.call('/wps/member/payoutAccounts', 'POST', { kind: 'bkash', number: '01712345671', payeeName: 'Karim Uddin' })).accounts[0]!.id;
    const id = await promotion({ kind: 'fixed', amount: '50', turnoverMultiplier: 20 });
    valueOf(await claim(m, id));
    const token = await launch(m.id);
    const withdraw = () => m.call('/wps/v2/transaction/withdraw', 'POST', { accountId, amount: '500', paymentPassword: '135790' });
    // The whole bonus staked on a round still open: a rollback would give it back, so it still holds.
    const roundId = newId('r');
    const betTx = newId('b');
    valueOf(await bet(token, '50.00', roundId, betTx));
    expect(await walletBalance(db(), m.id, 'bonus')).toBe(0n);
    expect(errorOf(await withdraw())).toBe('BONUS_WITHDRAWAL_BLOCKED');
    expect((await grantsOf(m.id))[0]).toMatchObject({ status: 'active' });
    // Lost: the bonus is spent, the requirement far from met, and the next withdrawal closes it.
    valueOf(await vendorCall('vendor/win', { txId: newId('w'), betTxId: betTx, roundId, amount: '0' }));
    expect((await grantsOf(m.id))[0]).toMatchObject({ status: 'active', progress: '5000' });
    // A win goes to main (decision 0262): the member has something to withdraw.
    await postChange(db(), { brandId: 'bd', idempotencyKey: `spent:${m.id}`, kind: 'adjustment', postings: [{ memberId: m.id, amount: 100_000n }, { house: 'adjustments', amount: -100_000n }] });
    expect(valueOf(await withdraw())).toMatchObject({ amount: '500.00' });
    const [grant] = await grantsOf(m.id);
    expect(grant).toMatchObject({ status: 'forfeited', end_cause: 'spent' });
    expect(grant!.ended_at).not.toBeNull();
    // Nothing moved back to the house for it: the bonus wallet held nothing.
    expect(await changesKeyed(`promo-forfeit:${grant!.id}`)).toBe(0);
    expect(await walletBalance(db(), m.id, 'bonus')).toBe(0n);
    // The member is told in their inbox, in either language, as every other end of a bonus is.
    const newest = async (lang: string) =>
      valueOf<MessageList>(await server.call<Envelope<MessageList>>('/wps/relay/CSP_getMessageList?pageNo=1&pageSize=5', { headers: { Authorization: m.token, Language: lang } })).list[0];
    expect(await newest('EN')).toMatchObject({ kind: 'system', title: 'Bonus used up', body: expect.stringContaining('played down to nothing') as unknown });
    expect(await newest('BN')).toMatchObject({ kind: 'system', title: 'বোনাস শেষ হয়ে গেছে' });
    // And the member may take another bonus.
    expect(await statusOf(m.token, 'bd-zalo')).toBe('apply');
  });

  it('takes applications with a remark and the Zalo ID asked for, and lets payments issue up to the cap or reject', async () => {
    const a = await player();
    const apply = (m: typeof a, body: Record<string, unknown>) => m.call('/wps/relay/MCS2_applyPromotion', 'POST', { id: 'bd-zalo', ...body });
    const noId = await apply(a, { remark: 'Please' });
    expect(noId.body).toMatchObject({ errorCode: 'PROMO_CONTACT_REQUIRED', field: 'contactId', message: 'Please enter your Zalo ID number to redeem the bonus.' });
    expect(errorOf(await apply(a, { remark: 'x'.repeat(141), contactId: '0901234567' }))).toBe('VALIDATION_FAILED');
    expect(errorOf(await apply(a, { remark: 'see <b>me</b>', contactId: '0901234567' }))).toBe('FIELD_INVALID');
    expect(valueOf(await apply(a, { remark: 'x'.repeat(140), contactId: '0901234567' }))).toMatchObject({ status: 'applying' });
    expect(errorOf(await apply(a, { remark: 'again', contactId: '0901234567' }))).toBe('PROMO_TAKEN');
    expect(await statusOf(a.token, 'bd-zalo')).toBe('applying');

    const ops = operatorApi(server);
    const cashier = await operatorToken('cashier');
    const queue = valueOf<{ list: Array<{ id: string; member: string; contactId: string }> }>(await ops.call(cashier, '/ops/promotions/applications', 'GET', { brandId: 'bd' }));
    const mine = queue.list.find((x) => x.member === a.account)!;
    expect(mine).toMatchObject({ contactId: '0901234567' });
    const decide = (body: Record<string, unknown>) => ops.call(cashier, '/ops/promotions/applications/decide', 'POST', { brandId: 'bd', ...body }, 'EN', { 'Idempotency-Key': newKey() });
    expect(errorOf(await decide({ id: mine.id, approve: true, amount: '131000.01' }))).toBe('PROMO_AMOUNT_ABOVE_CAP');
    expect(valueOf(await decide({ id: mine.id, approve: true, amount: '2500' }))).toEqual({ id: mine.id, status: 'issued' });
    expect(errorOf(await decide({ id: mine.id, approve: false, reason: 'late' }))).toBe('NOT_FOUND');
    expect(await walletBalance(db(), a.id, 'bonus')).toBe(250_000n);
    expect(await statusOf(a.token, 'bd-zalo')).toBe('issued');

    const b = await player();
    valueOf(await apply(b, { contactId: 'zalo.user_1' }));
    const other = valueOf<{ list: Array<{ id: string; member: string }> }>(await ops.call(cashier, '/ops/promotions/applications', 'GET', { brandId: 'bd' })).list.find((x) => x.member === b.account)!;
    expect(valueOf(await decide({ id: other.id, approve: false, reason: 'The Zalo ID does not answer.' }))).toEqual({ id: other.id, status: 'rejected' });
    expect(await statusOf(b.token, 'bd-zalo')).toBe('rejected');
    const told = await db().selectFrom('messages').select('body').where('member_id', '=', b.id).executeTakeFirstOrThrow();
    expect(told.body.en).toBe('Your bonus application was rejected: The Zalo ID does not answer.');
    const audited = await db().selectFrom('audit_log').select('action').where('target', 'in', [mine.id, other.id]).execute();
    expect(audited.map((r) => r.action).sort()).toEqual(['promotion.issue', 'promotion.reject']);
    // What each promotion cost, from house `promotions`.
    const admin = await operatorToken('admin');
    const costs = valueOf<{ list: Array<{ id: string; cost: string; grants: number }> }>(await ops.call(admin, '/ops/promotions', 'GET', { brandId: 'bd' }));
    expect(costs.list.find((p) => p.id === 'bd-zalo')).toMatchObject({ cost: '2500.00', grants: 1 });
  });

  it('lets payments grant a bonus by hand with a reason, once however often the request is sent, and says why it may not', async () => {
    const m = await player();
    const ops = operatorApi(server);
    const cashier = await operatorToken('cashier');
    const fixed = await promotion({ kind: 'fixed', amount: '40', turnoverMultiplier: 3 });
    const grant = (body: Record<string, unknown>, key = newKey(), as = cashier, lang = 'EN') => ops.call(as, '/ops/promotions/grant', 'POST', { brandId: 'bd', reason: 'Apology for the outage', ...body }, lang, { 'Idempotency-Key': key });
    // A double submit: the same key, twice at once and once again later, grants once.
    const key = newKey();
    const answers = await Promise.all([grant({ promotionId: fixed, member: m.account }, key), grant({ promotionId: fixed, member: m.account }, key)]);
    const again = await grant({ promotionId: fixed, member: m.account }, key);
    const granted = answers.map((a) => valueOf<{ id: string; amount: string }>(a));
    expect(granted[0]).toEqual({ id: expect.any(String) as unknown, amount: '40.00' });
    expect([granted[1], valueOf(again)]).toEqual([granted[0], granted[0]]);
    expect((await grantsOf(m.id)).map((g) => [g.status, g.amount, g.required])).toEqual([['active', '4000', '12000']]);
    expect(await walletBalance(db(), m.id, 'bonus')).toBe(4000n);
    expect(await changesKeyed(`promo:${fixed}:${m.id}:hand:%`)).toBe(1);
    const audited = await db().selectFrom('audit_log').select(['action', 'detail']).where('target', '=', granted[0]!.id).where('action', '=', 'promotion.grant').execute();
    expect(audited).toEqual([{ action: 'promotion.grant', detail: { member: m.account, promotionId: fixed, amount: '40.00', reason: 'Apology for the outage' } }]);
    // A second grant while the first is held is refused as a claim would be.
    expect(errorOf(await grant({ promotionId: fixed, member: m.account }))).toBe('BONUS_ACTIVE');

    // A member no one has, in the operator's language; an amount the kind needs, within its cap.
    const nobody = await grant({ promotionId: fixed, member: 'no-such-member' });
    expect([nobody.status, nobody.body]).toMatchObject([400, { errorCode: 'FIELD_INVALID', field: 'member', message: expect.stringContaining('no member of this brand has this account') as unknown }]);
    const nobodyBn = await grant({ promotionId: fixed, member: 'no-such-member' }, newKey(), cashier, 'BN');
    expect((nobodyBn.body as { message: string }).message).not.toContain('no member');
    const other = await player();
    expect(errorOf(await grant({ promotionId: 'bd-zalo', member: other.account }))).toBe('AMOUNT_INVALID');
    expect(errorOf(await grant({ promotionId: 'bd-zalo', member: other.account, amount: '131000.01' }))).toBe('PROMO_AMOUNT_ABOVE_CAP');
    expect(errorOf(await grant({ promotionId: 'no-such-offer', member: other.account, amount: '10' }))).toBe('NOT_FOUND');
    expect(errorOf(await grant({ promotionId: fixed, member: other.account, reason: '' }))).toBe('VALIDATION_FAILED');
    // Money is payments' (and admin's): content may not grant.
    expect((await grant({ promotionId: fixed, member: other.account }, newKey(), await operatorToken('editor'))).status).toBe(403);
    expect(valueOf(await grant({ promotionId: 'bd-zalo', member: other.account, amount: '25' }))).toMatchObject({ amount: '25.00' });
    expect(await walletBalance(db(), other.id, 'bonus')).toBe(2500n);
  });

  it('matches the seeded banners: every banner that links to a promotion finds it, and the welcome and cashback offers exist', async () => {
    for (const [brand, banners] of Object.entries(seedBanners)) {
      const seeded = new Set(seedPromotions.brands[brand as 'bd' | 'lumen'].map((p) => p.id));
      const linked = banners.flatMap((b) => (b.linkageUrl?.startsWith('/promoDetail') ? [new URL(b.linkageUrl, 'https://x').searchParams.get('id')!] : []));
      expect(linked.sort()).toEqual([`${brand}-cashback`, `${brand}-welcome`]);
      for (const id of linked) {
        expect(seeded.has(id)).toBe(true);
        const host = brand === 'bd' ? 'localhost' : 'lumen.localhost';
        expect(valueOf<PromotionDetail>(await server.call(`/wps/relay/MCS2_getPromotionDetail?id=${id}`, { host }))).toMatchObject({ id });
      }
    }
  });

  it('with PROMO3 off, refuses the calls and takes /promotions out of the runtime', async () => {
    const m = await player();
    const routesOf = async () => {
      const p = valueOf<Permission>(await server.call('/wps/system/permission?url=localhost'));
      const runtime = compile({ brand: p.whitelabel, settings: p.settings, rules: p.register, modules: modulesFile, patterns: (patternsFile as unknown as Patterns).patterns, facts: visitorFacts() });
      return runtime.routes.map((r) => r.path);
    };
    expect(await routesOf()).toEqual(expect.arrayContaining(['/promotions', '/promoDetail']));
    await setModule(server, 'bd', 'PROMO3', '0');
    try {
      expect((await server.call<Envelope<unknown>>('/wps/relay/MCS2_getPromotionList')).status).toBe(403);
      const refused = await claim(m, 'bd-welcome');
      expect(refused).toMatchObject({ status: 403, body: { errorCode: 'MODULE_DISABLED' } });
      const paths = await routesOf();
      expect(paths).not.toContain('/promotions');
      expect(paths).not.toContain('/promoDetail');
    } finally {
      await setModule(server, 'bd', 'PROMO3', '1');
    }
  });
});
