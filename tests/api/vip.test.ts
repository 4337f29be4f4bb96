import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import modulesFile from '../../config/modules.json';
import patternsFile from '../../config/patterns.json';
import { compile } from '../../src/engine/compile';
import { visitorFacts } from '../../src/engine/visitorFacts';
import type { OpsVipLevels, Patterns, Permission, VipLevels, VipStatus } from '../../src/generated/types';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { signIn } from '../helpers/signIn';
import { memberApi } from '../helpers/memberApi';
import { operatorApi, type Envelope } from '../helpers/operatorApi';
import { setModule } from '../e2e/helpers/brandDb';
import { openLivePage } from '../helpers/livePage';
import { checkLedger } from '../../server/modules/wallet/checkLedger';
import { postChange } from '../../server/modules/wallet/ledger';
import { signVendorBody } from '../../server/lib/vendorSignature';
import { monthlyJob } from '../../server/modules/vip/monthlyJob';

// VIP levels (decision 0261): the ladder a visitor reads, progress counted at a round's first
// settlement through the vendor API, upgrade bonuses paid once per level however many settlements
// race over a threshold, the monthly bonus once per month, the console's edits, and the module
// switched off. The books are sound after every test.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(async () => {
  expect(await checkLedger(server.database.db)).toEqual([]);
});

const valueOf = <T>(res: { status: number; body: Envelope<unknown> }): T => {
  if (!res.body.success) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res.body.value as T;
};
const levels = (lang = 'EN', host = 'localhost') => server.call<Envelope<VipLevels>>('/wps/relay/MCS2_getVipLevels', { host, headers: { Language: lang } });

const VENDOR = 'VIPCO';
const secret = randomBytes(32).toString('base64url');
const newId = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;
let gameId: number;

function vendorCall(call: 'bet' | 'win', body: unknown) {
  const text = JSON.stringify(body);
  const at = Date.now();
  return server.call<Envelope<{ balance: string }>>(`/vendor-api/${VENDOR}/${call}`, {
    method: 'POST',
    headers: { Language: 'EN', 'X-Timestamp': String(at), 'X-Signature': signVendorBody(secret, at, text) },
    body: text,
  });
}

/** A new member of bd with money to play and a launch token of the vendor's game. */
async function player(account: string, balance = 200_000_00n) {
  const db = server.database.db;
  const { id } = await db.insertInto('members').values({ brand_id: 'bd', account, password_hash: '!' }).returning('id').executeTakeFirstOrThrow();
  if (balance > 0n) await postChange(db, { brandId: 'bd', idempotencyKey: `open:${id}`, kind: 'adjustment', postings: [{ memberId: id, amount: balance }, { house: 'adjustments', amount: -balance }] });
  const token = randomBytes(24).toString('base64url');
  await db
    .insertInto('game_launches')
    .values({ token_hash: createHash('sha256').update(token).digest('hex'), brand_id: 'bd', member_id: id, game_id: gameId, expires_at: new Date(Date.now() + 3_600_000) })
    .execute();
  players.set(account, { id, token });
  return { id, token };
}
const players = new Map<string, { id: string; token: string }>();
/** An operator signs in once: a second sign-in within the same authenticator step is refused. */
const operatorTokens = new Map<string, Promise<string>>();
const operatorToken = (username: string) => {
  if (!operatorTokens.has(username)) operatorTokens.set(username, operatorApi(server).tokenOf(username));
  return operatorTokens.get(username)!;
};
/** A round staked and not settled yet. */
async function stake(p: { token: string }, amount: string) {
  const roundId = newId('r');
  const betTxId = newId('b');
  valueOf(await vendorCall('bet', { token: p.token, txId: betTxId, roundId, amount }));
  return { roundId, betTxId };
}
const settle = (round: { roundId: string; betTxId: string }, amount = '0.00') => vendorCall('win', { txId: newId('w'), betTxId: round.betTxId, roundId: round.roundId, amount });

const progressOf = (memberId: string) => server.database.db.selectFrom('vip_progress').selectAll().where('member_id', '=', memberId).executeTakeFirst();
const keysLike = async (pattern: string) =>
  (await server.database.db.selectFrom('ledger_transactions').select('idempotency_key').where('idempotency_key', 'like', pattern).orderBy('idempotency_key').execute()).map((r) => r.idempotency_key);
const systemTitles = async (memberId: string) =>
  (await server.database.db.selectFrom('messages').select('title').where('member_id', '=', memberId).where('kind', '=', 'system').orderBy('id').execute()).map((r) => r.title.en);

describe('VIP levels', () => {
  beforeAll(async () => {
    const db = server.database.db;
    await db.insertInto('vendor_connections').values({ brand_id: 'bd', code: VENDOR, adapter: 'remote', secret, launch_url: 'https://games.vip.example/launch' }).execute();
    ({ id: gameId } = await db
      .insertInto('games')
      .values({ brand_id: 'bd', vendor: VENDOR, category: 'LIVE', code: 'vip-table', name: JSON.stringify({ en: 'VIP Table', bn: 'VIP Table' }), image: '/games/x.webp', min_bet: '100', engine: 'remote' })
      .returning('id')
      .executeTakeFirstOrThrow());
  });

  it('answers a visitor the ladder with its benefits, in the request’s language', async () => {
    const en = valueOf<VipLevels>(await levels('EN'));
    expect(en.basis).toBe('validBet');
    expect(en.levels.map((l) => l.clubLabel)).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Royal']);
    expect(en.levels[1]).toMatchObject({ rankLevel: 1, threshold: '10000.00', upgradeBonus: '100.00', monthlyBonus: '20.00', pointMultiplier: 1.2 });
    expect(en.levels[1]!.rebates[0]).toEqual({ product: 'LIVE', rate: 0.4 });
    const bn = valueOf<VipLevels>(await levels('BN'));
    expect(bn.levels[2]!.clubLabel).toBe('গোল্ড');
    const lumen = valueOf<VipLevels>(await levels('EN', 'lumen.localhost'));
    expect(lumen.levels[1]).toMatchObject({ clubLabel: 'Silver', threshold: '5000.00' });
  });

  it('counts a round’s stake once, at its first settlement, and tells the member how far the next level is', async () => {
    const p = await player('vipcount');
    const round = await stake(p, '3000.00');
    expect(await progressOf(p.id)).toBeUndefined();
    valueOf(await settle(round, '1000.00'));
    valueOf(await settle(round, '500.00'));
    expect(await progressOf(p.id)).toMatchObject({ valid_bet: '300000', rank_level: 0 });
    await server.database.db.updateTable('members').set({ password_hash: (await server.database.db.selectFrom('members').select('password_hash').where('account', '=', 'player01').where('brand_id', '=', 'bd').executeTakeFirstOrThrow()).password_hash }).where('id', '=', p.id).execute();
    const { token } = await signIn(server.call, 'vipcount');
    const status = valueOf<VipStatus>(await memberApi(server, token)('/wps/relay/MCS2_getVipInfo'));
    expect(status).toEqual({
      rankLevel: 0,
      clubLabel: 'Bronze',
      next: { rankLevel: 1, clubLabel: 'Silver', threshold: '10000.00', remaining: '7000.00', percent: 30 },
      basis: 'validBet',
      validBet: '3000.00',
      deposits: '0.00',
      counted: '3000.00',
    });
    expect((await server.call<Envelope>('/wps/relay/MCS2_getVipInfo')).status).toBe(401);

    // Crossing Silver tells the member's open page that their member info changed (the header's label, /vip).
    const live = await openLivePage(server.port, token);
    const from = live.events.length;
    valueOf(await settle(await stake(p, '7000.00')));
    expect(await live.next('member', from)).toEqual({ type: 'member' });
    live.socket.close();
    const risen = valueOf<VipStatus>(await memberApi(server, token)('/wps/relay/MCS2_getVipInfo'));
    expect(risen).toMatchObject({ rankLevel: 1, clubLabel: 'Silver', next: { rankLevel: 2, remaining: '40000.00', percent: 0 } });
    expect(valueOf<{ clubLabel: unknown }>(await memberApi(server, token)('/wps/member/info')).clubLabel).toEqual({ labelName: 'সিলভার', rankLevel: 1 });
  });

  it('pays a level’s upgrade bonus once when 20 settlements cross its threshold together', async () => {
    const p = await player('viprace');
    const rounds = [];
    for (let i = 0; i < 20; i++) rounds.push(await stake(p, '500.00'));
    const answers = await Promise.all(rounds.map((r) => settle(r)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(await progressOf(p.id)).toMatchObject({ valid_bet: '1000000', rank_level: 1 });
    expect(await keysLike(`vip-up:${p.id}:%`)).toEqual([`vip-up:${p.id}:1`]);
    const member = await server.database.db.selectFrom('members').select(['rank_level', 'club_label']).where('id', '=', p.id).executeTakeFirstOrThrow();
    expect(member).toEqual({ rank_level: 1, club_label: 'সিলভার' });
    // 200,000 in, 10,000 staked and lost, 100 of bonus.
    const { balance } = await server.database.db.selectFrom('wallets').select('balance').where('member_id', '=', p.id).where('wallet', '=', 'main').executeTakeFirstOrThrow();
    expect(balance).toBe(String(200_000_00 - 10_000_00 + 100_00));
    expect(await systemTitles(p.id)).toEqual(['Welcome to VIP Silver']);
  });

  it('pays both bonuses once when one settlement crosses two levels', async () => {
    const p = await player('vipjump');
    valueOf(await settle(await stake(p, '60000.00')));
    expect(await keysLike(`vip-up:${p.id}:%`)).toEqual([`vip-up:${p.id}:1`, `vip-up:${p.id}:2`]);
    valueOf(await settle(await stake(p, '100.00')));
    expect(await keysLike(`vip-up:${p.id}:%`)).toHaveLength(2);
    expect(await progressOf(p.id)).toMatchObject({ rank_level: 2 });
    expect(await systemTitles(p.id)).toHaveLength(2);
  });

  it('pays the monthly bonus once per month however often the job runs', async () => {
    const db = server.database.db;
    const run = (month: string) => db.transaction().execute((trx) => monthlyJob.handle({ month }, trx, { id: 'test', retryCount: 0 }));
    const low = await player('viplow');
    valueOf(await settle(await stake(low, '100.00')));
    await run('2026-11');
    await run('2026-11');
    const jump = (await db.selectFrom('members').select('id').where('account', '=', 'vipjump').executeTakeFirstOrThrow()).id;
    const race = (await db.selectFrom('members').select('id').where('account', '=', 'viprace').executeTakeFirstOrThrow()).id;
    expect(await keysLike(`vip-month:${jump}:%`)).toEqual([`vip-month:${jump}:2026-11`]);
    expect(await keysLike(`vip-month:${race}:%`)).toEqual([`vip-month:${race}:2026-11`]);
    // Gold's monthly bonus is 100, Silver's 20; the entry level has none.
    const paid = await sql<{ key: string; amount: string }>`
      select t.idempotency_key as key, e.amount::text as amount from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
      where t.idempotency_key in (${`vip-month:${jump}:2026-11`}, ${`vip-month:${race}:2026-11`}) and e.member_id is not null order by 1`.execute(db);
    expect(Object.fromEntries(paid.rows.map((r) => [r.key, r.amount]))).toEqual({ [`vip-month:${jump}:2026-11`]: '10000', [`vip-month:${race}:2026-11`]: '2000' });
    await run('2026-12');
    expect(await keysLike(`vip-month:${jump}:%`)).toHaveLength(2);
    // The entry level has no monthly bonus.
    expect(await keysLike(`vip-month:${low.id}:%`)).toEqual([]);
  });

  it('lowers a level on the monthly run of a brand that asks for it, to what the last 30 days reach', async () => {
    const db = server.database.db;
    const idOf = async (account: string) => (await db.selectFrom('members').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;
    const [count, jump] = [await idOf('vipcount'), await idOf('vipjump')];
    await db.updateTable('bets').set({ settled_at: new Date(Date.now() - 40 * 86_400_000) }).where('member_id', '=', count).execute();
    await db.insertInto('vip_options').values({ brand_id: 'bd', basis: 'validBet', downgrade: true }).onConflict((oc) => oc.column('brand_id').doUpdateSet({ downgrade: true })).execute();
    try {
      await db.transaction().execute((trx) => monthlyJob.handle({ month: '2027-01' }, trx, { id: 'test', retryCount: 0 }));
    } finally {
      await db.updateTable('vip_options').set({ downgrade: false }).where('brand_id', '=', 'bd').execute();
    }
    expect(await progressOf(count)).toMatchObject({ valid_bet: '0', rank_level: 0 });
    expect(await db.selectFrom('members').select(['rank_level', 'club_label']).where('id', '=', count).executeTakeFirstOrThrow()).toEqual({ rank_level: 0, club_label: null });
    expect(await keysLike(`vip-month:${count}:2027-01`)).toEqual([]);
    // Gold's 60,100 were staked within the 30 days: still Gold, and paid for the month.
    expect(await progressOf(jump)).toMatchObject({ valid_bet: '6010000', rank_level: 2 });
    expect(await keysLike(`vip-month:${jump}:2027-01`)).toEqual([`vip-month:${jump}:2027-01`]);
    // Risen again, no second upgrade bonus for a level already paid.
    valueOf(await settle(await stake(players.get('vipcount')!, '10000.00')));
    expect(await progressOf(count)).toMatchObject({ rank_level: 1 });
    expect(await keysLike(`vip-up:${count}:%`)).toEqual([`vip-up:${count}:1`]);
  });

  it('counts a deposit when the payments desk credits it, and a brand reached by deposits raises the level by it', async () => {
    const db = server.database.db;
    const p = await player('vipdepositor', 0n);
    const ops = operatorApi(server);
    const cashier = await operatorToken('cashier');
    await db.insertInto('vip_options').values({ brand_id: 'bd', basis: 'deposit', downgrade: false }).onConflict((oc) => oc.column('brand_id').doUpdateSet({ basis: 'deposit' })).execute();
    try {
      const { id } = await db
        .insertInto('deposits')
        .values({ brand_id: 'bd', member_id: p.id, channel: 'bkash', channel_name: 'bKash', kind: 'sendMoney', amount: '1200000', fee: '0', account_label: 'x', account_number: '01700000000', status: 'pending', submitted_at: new Date() })
        .returning('id')
        .executeTakeFirstOrThrow();
      valueOf(await ops.call(cashier, '/ops/payments/deposits/decide', 'POST', { brandId: 'bd', id, decision: 'approve' }, 'EN', { 'Idempotency-Key': randomBytes(12).toString('hex') }));
      expect(await progressOf(p.id)).toMatchObject({ deposits: '1200000', valid_bet: '0', rank_level: 1 });
      expect(await keysLike(`vip-up:${p.id}:%`)).toEqual([`vip-up:${p.id}:1`]);
    } finally {
      await db.updateTable('vip_options').set({ basis: 'validBet' }).where('brand_id', '=', 'bd').execute();
    }
  });

  it('lets the console edit the ladder in order, and shows what house vip paid this month', async () => {
    const ops = operatorApi(server);
    const editor = await operatorToken('editor');
    const ladder = valueOf<OpsVipLevels>(await ops.call(editor, '/ops/vip/levels', 'GET', { brandId: 'bd' }));
    expect(ladder.levels).toHaveLength(6);
    expect(ladder.levels[1]!.clubLabel).toEqual({ en: 'Silver', bn: 'সিলভার' });
    expect(Number(ladder.cost.upgrade)).toBeGreaterThanOrEqual(700);
    const level = { rankLevel: 6, clubLabel: { en: 'Legend', bn: 'লিজেন্ড' }, threshold: '20000000', upgradeBonus: '100000', monthlyBonus: '15000', rebates: { LIVE: 1.2 }, pointMultiplier: 4 };
    const saved = valueOf<OpsVipLevels>(await ops.call(editor, '/ops/vip/levels', 'POST', { brandId: 'bd', level }));
    expect(saved.levels.at(-1)).toMatchObject({ rankLevel: 6, threshold: '20000000.00', members: 0 });
    const low = await ops.call(editor, '/ops/vip/levels', 'POST', { brandId: 'bd', level: { ...level, threshold: '100' } });
    expect(low.status).toBe(400);
    expect(low.body).toMatchObject({ errorCode: 'VIP_THRESHOLD_ORDER', field: 'level.threshold' });
    const gap = await ops.call(editor, '/ops/vip/levels', 'POST', { brandId: 'bd', level: { ...level, rankLevel: 9 } });
    expect(gap.body).toMatchObject({ errorCode: 'VIP_LEVEL_GAP', message: 'A new level goes right above the top level (7).' });
    const notTop = await ops.call(editor, '/ops/vip/levels/remove', 'POST', { brandId: 'bd', rankLevel: 3 });
    expect(notTop.body).toMatchObject({ errorCode: 'VIP_LEVEL_NOT_TOP' });
    const markup = await ops.call(editor, '/ops/vip/levels', 'POST', { brandId: 'bd', level: { ...level, clubLabel: { en: '<b>Legend</b>' } } });
    expect(markup.body).toMatchObject({ errorCode: 'FIELD_INVALID', field: 'level.clubLabel.en' });
    const removed = valueOf<OpsVipLevels>(await ops.call(editor, '/ops/vip/levels/remove', 'POST', { brandId: 'bd', rankLevel: 6 }));
    expect(removed.levels).toHaveLength(6);
    const options = valueOf<OpsVipLevels>(await ops.call(editor, '/ops/vip/options', 'POST', { brandId: 'bd', basis: 'deposit', downgrade: false }));
    expect(options.basis).toBe('deposit');
    expect(valueOf<VipLevels>(await levels()).basis).toBe('deposit');
    valueOf(await ops.call(editor, '/ops/vip/options', 'POST', { brandId: 'bd', basis: 'validBet', downgrade: false }));
    const cashier = await operatorToken('cashier');
    expect((await ops.call(cashier, '/ops/vip/levels', 'GET', { brandId: 'bd' })).body).toMatchObject({ errorCode: 'ROLE_FORBIDDEN' });
    const audited = await server.database.db.selectFrom('audit_log').select('action').where('action', 'like', 'vip.%').execute();
    expect(audited.map((a) => a.action).sort()).toEqual(['vip.level.remove', 'vip.level.save', 'vip.options', 'vip.options']);
  });

  it('switched off: its calls answer 403 MODULE_DISABLED, /vip leaves the runtime, and settlements count nothing', async () => {
    const p = await player('vipoff');
    await setModule(server, 'bd', 'VIP3', '0');
    try {
      const res = await levels();
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, errorCode: 'MODULE_DISABLED' });
      valueOf(await settle(await stake(p, '60000.00')));
      expect(await progressOf(p.id)).toBeUndefined();
      const permission = valueOf<Permission>(await server.call<Envelope<Permission>>('/wps/system/permission?url=localhost', { headers: { Language: 'EN' } }));
      const runtime = compile({
        brand: permission.whitelabel,
        settings: permission.settings,
        rules: permission.register,
        modules: modulesFile,
        patterns: (patternsFile as unknown as Patterns).patterns,
        facts: visitorFacts({ resources: permission.resources, hasCustomerService: false, gameMenus: [] }),
      });
      expect(runtime.routes.map((r) => r.path)).not.toContain('/vip');
    } finally {
      await setModule(server, 'bd', 'VIP3', '1');
    }
    expect((await levels()).status).toBe(200);
  });
});
