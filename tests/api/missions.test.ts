import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { signIn } from '../helpers/signIn';
import { registerAs } from '../helpers/register';
import { memberApi, newKey } from '../helpers/memberApi';
import { operatorApi, type Envelope } from '../helpers/operatorApi';
import { switchModule } from '../helpers/switchModule';
import { checkLedger } from '../../server/modules/wallet/checkLedger';
import { postChange } from '../../server/modules/wallet/ledger';
import { payEndedRaces } from '../../server/modules/mission/index';
import { signVendorBody } from '../../server/lib/vendorSignature';
import { compile } from '../../src/engine/compile';
import { visitorFacts } from '../../src/engine/visitorFacts';
import type { PatternKind } from '../../src/engine/runtime';
import modules from '../../config/modules.json';
import patterns from '../../config/patterns.json';
import type { MissionClaimed, MissionLeaderboard, MissionSummary, OpsMissions, Permission } from '../../src/generated/types';
import { valueOf } from '../helpers/valueOf';

// Missions and the leaderboard (MISSION3, decision 0263): progress from settled bets, deposits and
// sign-ins, each counted in one statement; a reward claimed once whatever the number of claims at
// once; the race's board ranking equal amounts by who reached them first; its prizes paid once by
// the job however often it runs; the books sound after every test.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(async () => {
  expect(await checkLedger(server.database.db)).toEqual([]);
});

const VENDOR = 'MQSLOT';
const secret = randomBytes(32).toString('base64url');
let gameId: number;
const db = () => server.database.db;
const ops = () => operatorApi(server);
// Each operator signs in once: an authenticator code is spent by its sign-in.
const tokens: Record<string, string> = {};
const operator = async (name: string) => (tokens[name] ??= await ops().tokenOf(name));

/** A vendor's signed call, as a game server makes it. */
function vendorCall(call: 'bet' | 'win', body: unknown) {
  const text = JSON.stringify(body);
  const at = Date.now();
  return server.call<Envelope<{ balance: string }>>(`/vendor-api/${VENDOR}/${call}`, {
    method: 'POST',
    headers: { Language: 'EN', 'X-Timestamp': String(at), 'X-Signature': signVendorBody(secret, at, text) },
    body: text,
  });
}

/** A launch of the slot for the member: the token a vendor names them by. */
async function launchFor(memberId: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db()
    .insertInto('game_launches')
    .values({ token_hash: createHash('sha256').update(token).digest('hex'), brand_id: 'bd', member_id: memberId, game_id: gameId, expires_at: new Date(Date.now() + 3_600_000) })
    .execute();
  return token;
}

/** A round staked and settled (a loss: a win of 0), as a vendor reports one. */
async function settledRound(token: string, amount: string) {
  const roundId = `r-${randomBytes(6).toString('hex')}`;
  const betTxId = `b-${randomBytes(6).toString('hex')}`;
  valueOf(await vendorCall('bet', { token, txId: betTxId, roundId, amount }));
  valueOf(await vendorCall('win', { txId: `w-${randomBytes(6).toString('hex')}`, betTxId, roundId, amount: '0' }));
}

/** A member made for the board, with money to stake and a launch. */
async function player(account: string): Promise<{ id: string; token: string }> {
  const { id } = await db().insertInto('members').values({ brand_id: 'bd', account, password_hash: '!' }).returning('id').executeTakeFirstOrThrow();
  await postChange(db(), { brandId: 'bd', idempotencyKey: `open:${id}`, kind: 'adjustment', postings: [{ memberId: id, amount: 1_000_000n }, { house: 'adjustments', amount: -1_000_000n }] });
  return { id, token: await launchFor(id) };
}

const title = (en: string) => ({ en, bn: `বাংলা ${en}` });
async function newMission(body: Record<string, unknown>): Promise<string> {
  const editor = await operator('editor');
  return valueOf<{ id: string }>(await ops().call(editor, '/ops/missions', 'POST', { brandId: 'bd', enabled: true, title: title('A mission'), ...body })).id;
}
async function newRace(body: Record<string, unknown>): Promise<string> {
  const editor = await operator('editor');
  return valueOf<{ id: string }>(await ops().call(editor, '/ops/races', 'POST', { brandId: 'bd', enabled: true, period: 'weekly', title: title('Slot race'), ...body })).id;
}

describe('missions and the leaderboard', () => {
  let me: { id: string; token: string; call: ReturnType<typeof memberApi>; launch: string };
  const summary = async () => valueOf<MissionSummary>(await me.call('/wps/relay/MCSFE_getMissionSummaryDetails'));
  const mission = async (id: string) => (await summary()).list.find((m) => m.id === id)!;
  const claim = (missionId: string) => me.call('/wps/relay/MCSFE_claimMissionReward', 'POST', { missionId });

  beforeAll(async () => {
    await db().insertInto('vendor_connections').values({ brand_id: 'bd', code: VENDOR, adapter: 'remote', secret, launch_url: 'https://games.mq.example/launch' }).execute();
    ({ id: gameId } = await db()
      .insertInto('games')
      .values({ brand_id: 'bd', vendor: VENDOR, category: 'RNG', code: 'mq-fruits', name: JSON.stringify({ en: 'MQ Fruits', bn: 'MQ Fruits' }), image: '/games/mq.webp', min_bet: '100', engine: 'remote' })
      .returning('id')
      .executeTakeFirstOrThrow());
    const { token } = await signIn(server.call, 'player01');
    const { id } = await db().selectFrom('members').select('id').where('brand_id', '=', 'bd').where('account', '=', 'player01').executeTakeFirstOrThrow();
    me = { id, token, call: memberApi(server, token), launch: await launchFor(id) };
  });

  it('counts settled valid bets and rounds of the mission’s product, each settlement in one statement, concurrent ones adding up', async () => {
    const slotBets = await newMission({ period: 'daily', kind: 'validBet', product: 'RNG', target: '100', reward: '5' });
    const liveBets = await newMission({ period: 'daily', kind: 'validBet', product: 'LIVE', target: '100', reward: '5' });
    const rounds = await newMission({ period: 'daily', kind: 'rounds', target: '12', reward: '2' });
    // An open bet counts nothing until its round settles.
    valueOf(await vendorCall('bet', { token: me.launch, txId: `b-${randomBytes(6).toString('hex')}`, roundId: 'open-round', amount: '30' }));
    expect(await mission(slotBets)).toMatchObject({ progress: '0.00', target: '100.00', status: 'inProgress', kind: 'validBet', product: 'RNG' });
    await Promise.all(Array.from({ length: 10 }, () => settledRound(me.launch, '7.50')));
    expect(await mission(slotBets)).toMatchObject({ progress: '75.00', status: 'inProgress' });
    expect(await mission(liveBets)).toMatchObject({ progress: '0.00' });
    expect(await mission(rounds)).toMatchObject({ progress: '10', target: '12', reward: '2.00' });
    await settledRound(me.launch, '30');
    await settledRound(me.launch, '1');
    // Progress is shown up to the target.
    expect(await mission(slotBets)).toMatchObject({ progress: '100.00', status: 'claimable' });
    expect(await mission(rounds)).toMatchObject({ progress: '12', status: 'claimable' });
    const s = await summary();
    expect(s.claimable).toBeGreaterThanOrEqual(2);
    expect(Date.parse(s.list[0]!.endsAt)).toBeGreaterThan(Date.now());
  });

  it('counts a credited deposit, and a day signed in once however often', async () => {
    const deposits = await newMission({ period: 'daily', kind: 'deposit', target: '500', reward: '10' });
    const days = await newMission({ period: 'weekly', kind: 'signInDays', target: '5', reward: '20' });
    const cashier = await operator('cashier');
    const deposit = valueOf<{ id: string }>(await me.call('/wps/v2/transaction/deposit', 'POST', { channel: 'bkash', amount: '500' }));
    valueOf(await me.call('/wps/v2/transaction/deposit/submit', 'POST', { id: deposit.id, transactionId: 'TRX55500001' }));
    expect(await mission(deposits)).toMatchObject({ progress: '0.00' });
    valueOf(await ops().call(cashier, '/ops/payments/deposits/decide', 'POST', { brandId: 'bd', id: deposit.id, decision: 'approve' }, 'EN', { 'Idempotency-Key': newKey() }));
    expect(await mission(deposits)).toMatchObject({ progress: '500.00', status: 'claimable' });
    expect(await mission(days)).toMatchObject({ progress: '0', target: '5', period: 'weekly' });
    await Promise.all([signIn(server.call, 'player01'), signIn(server.call, 'player01'), signIn(server.call, 'player01')]);
    expect(await mission(days)).toMatchObject({ progress: '1', status: 'inProgress' });
    // A registration that signs the new member in is their first day signed in.
    const registered = await registerAs(server, '61', 'missionnew01', 'Kite-Monsoon-42');
    expect(registered.body.success).toBe(true);
    const newcomer = memberApi(server, (registered.body as { value: { token: string } }).value.token);
    const theirs = valueOf<MissionSummary>(await newcomer('/wps/relay/MCSFE_getMissionSummaryDetails')).list.find((m) => m.id === days);
    expect(theirs).toMatchObject({ progress: '1' });
    // A mission switched off neither shows nor counts; its reward cannot be claimed.
    const editor = await operator('editor');
    valueOf(await ops().call(editor, '/ops/missions', 'POST', { brandId: 'bd', id: deposits, enabled: false, period: 'daily', kind: 'deposit', target: '500', reward: '10', title: title('A mission') }));
    expect(await mission(deposits)).toBeUndefined();
    expect((await claim(deposits)).status).toBe(404);
  });

  it('pays a complete mission once under 30 claims at once, and refuses an incomplete one in the member’s language', async () => {
    const m = await newMission({ period: 'daily', kind: 'rounds', target: '1', reward: '12.34' });
    const incomplete = await claim(m);
    expect(incomplete.status).toBe(409);
    expect(incomplete.body).toEqual({ success: false, errorCode: 'MISSION_NOT_COMPLETE', message: 'This mission is not complete yet: its reward can be claimed when the progress reaches the target.' });
    const bn = await server.call<Envelope>('/wps/relay/MCSFE_claimMissionReward', { method: 'POST', body: { missionId: m }, headers: { Authorization: me.token, Language: 'BN', 'Idempotency-Key': newKey() } });
    expect(bn.body).toMatchObject({ errorCode: 'MISSION_NOT_COMPLETE', message: 'এই মিশনটি এখনও সম্পূর্ণ হয়নি: অগ্রগতি লক্ষ্যে পৌঁছালে পুরস্কার দাবি করা যাবে।' });
    await settledRound(me.launch, '5');
    const before = await db().selectFrom('wallets').select('balance').where('member_id', '=', me.id).where('wallet', '=', 'main').executeTakeFirstOrThrow();
    const answers = await Promise.all(Array.from({ length: 30 }, () => claim(m)));
    const paid = answers.filter((a) => a.status === 200);
    expect(paid).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).every((a) => !a.body.success && a.body.errorCode === 'MISSION_CLAIMED')).toBe(true);
    const claimed = valueOf<MissionClaimed>(paid[0]!);
    expect(claimed.reward).toBe('12.34');
    expect(BigInt(Math.round(Number(claimed.balance) * 100))).toBe(BigInt(before.balance) + 1234n);
    const rows = await db().selectFrom('ledger_transactions').select('idempotency_key').where('idempotency_key', 'like', `mission:${m}:${me.id}:%`).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.idempotency_key).toMatch(new RegExp(`^mission:${m}:${me.id}:\\d{4}-\\d{2}-\\d{2}$`));
    expect(await mission(m)).toMatchObject({ status: 'claimed' });
    // The same key again answers the first answer and pays nothing more.
    const key = newKey();
    const once = (k: string) => server.call<Envelope>('/wps/relay/MCSFE_claimMissionReward', { method: 'POST', body: { missionId: m }, headers: { Authorization: me.token, Language: 'EN', 'Idempotency-Key': k } });
    expect((await once(key)).body).toMatchObject({ errorCode: 'MISSION_CLAIMED' });
    // A trial account has no missions to see or claim.
    const trial = memberApi(server, (await signIn(server.call, 'guest01')).token);
    for (const answer of [await trial('/wps/relay/MCSFE_getMissionSummaryDetails'), await trial('/wps/relay/MCSFE_claimMissionReward', 'POST', { missionId: m })])
      expect(answer.body).toMatchObject({ success: false, errorCode: 'REAL_ACCOUNT_REQUIRED' });
    // Input the schema refuses is a 400 naming the field.
    expect((await me.call('/wps/relay/MCSFE_claimMissionReward', 'POST', { missionId: 'x1' })).body).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED', field: 'missionId' });
  });

  it('ranks the board by amount, equal amounts by who reached them first, masks accounts and gives the member their own place', async () => {
    const race = await newRace({ product: 'RNG', prizes: ['300', '200', '100'] });
    const board = async (token?: string) =>
      valueOf<MissionLeaderboard>(await server.call<Envelope>(`/wps/relay/MCSFE_getMissionLeaderboard?raceId=${race}`, { headers: { Language: 'EN', ...(token ? { Authorization: token } : {}) } }));
    const alice = await player('alicerace');
    const bobby = await player('bobbyrace');
    const carol = await player('carolrace');
    await settledRound(alice.token, '100');
    await settledRound(bobby.token, '100');
    await settledRound(carol.token, '60');
    await settledRound(carol.token, '40');
    let b = await board();
    expect(b.race).toMatchObject({ id: race, title: 'Slot race', period: 'weekly', prizes: ['300.00', '200.00', '100.00'] });
    expect(b.list.map((r) => [r.rank, r.account, r.amount, r.prize])).toEqual([
      [1, 'al****e', '100.00', '300.00'],
      [2, 'bo****e', '100.00', '200.00'],
      [3, 'ca****e', '100.00', '100.00'],
    ]);
    expect(b.me).toBeNull();
    await settledRound(bobby.token, '0.01');
    await settledRound(me.launch, '50');
    b = await board(me.token);
    expect(b.list.map((r) => r.account)).toEqual(['bo****e', 'al****e', 'ca****e', 'pl****1']);
    expect(b.list[3]).toMatchObject({ rank: 4, amount: '50.00', prize: null, mine: true });
    expect(b.list.filter((r) => r.mine)).toHaveLength(1);
    expect(b.me).toEqual({ rank: 4, amount: '50.00' });
    expect(Date.parse(b.race!.endsAt)).toBeGreaterThan(Date.now());
    expect((await server.call('/wps/relay/MCSFE_getMissionLeaderboard?raceId=999999')).status).toBe(404);

    // The week ends: the job pays each prize once, however often it runs, and tells each winner.
    await sql`update race_standings set period_start = period_start - interval '7 days' where race_id = ${race}`.execute(db());
    const run = () => db().transaction().execute((trx) => payEndedRaces(trx));
    const [first, second] = await Promise.all([run(), run()]);
    expect(first + second).toBe(3);
    expect(await run()).toBe(0);
    const prizes = await db()
      .selectFrom('ledger_transactions as t')
      .innerJoin('ledger_entries as e', 'e.transaction_id', 't.id')
      .select(['t.idempotency_key', 'e.member_id', 'e.amount'])
      .where('t.idempotency_key', 'like', `race:${race}:%`)
      .where('e.member_id', 'is not', null)
      .orderBy('t.idempotency_key')
      .execute();
    expect(prizes.map((p) => [p.idempotency_key.replace(/:\d{4}-\d{2}-\d{2}:/, ':day:'), p.member_id, p.amount])).toEqual([
      [`race:${race}:day:1`, bobby.id, '30000'],
      [`race:${race}:day:2`, alice.id, '20000'],
      [`race:${race}:day:3`, carol.id, '10000'],
    ]);
    const told = (await db().selectFrom('messages').select(['member_id', 'title']).where('kind', '=', 'system').where('member_id', 'in', [alice.id, bobby.id, carol.id, me.id]).execute()).filter(
      (m) => m.title.en?.startsWith('You won'),
    );
    expect(told.map((m) => m.member_id).sort()).toEqual([alice.id, bobby.id, carol.id].sort());
    expect(told.find((m) => m.member_id === bobby.id)!.title).toEqual({ en: 'You won a prize in Slot race', bn: 'বাংলা Slot race-এ আপনি পুরস্কার জিতেছেন' });
    // The new week's board starts empty.
    expect((await board()).list).toEqual([]);
  });

  it('lets admin and content operators edit missions and races and see what they cost, and no one else', async () => {
    const editor = await operator('editor');
    const helpdesk = await operator('helpdesk');
    const listed = valueOf<OpsMissions>(await ops().call(editor, '/ops/missions', 'GET', { brandId: 'bd' }));
    expect(listed.missions.some((m) => m.kind === 'signInDays' && m.target === '5')).toBe(true);
    expect(listed.races.some((r) => r.title.en === 'Slot race')).toBe(true);
    // The demo's own: three daily missions, two weekly, and a weekly race of ten prizes.
    expect(listed.missions.filter((m) => m.title.en === 'Deposit ৳500 today' && m.target === '500.00')).toHaveLength(1);
    expect(listed.races.find((r) => r.title.en === 'Weekly wager race')?.prizes).toHaveLength(10);
    expect(Number(listed.cost.week)).toBeGreaterThanOrEqual(12.34 + 600);
    expect((await ops().call(helpdesk, '/ops/missions', 'GET', { brandId: 'bd' })).status).toBe(403);
    const bad = await ops().call(editor, '/ops/missions', 'POST', { brandId: 'bd', enabled: true, period: 'daily', kind: 'signInDays', target: '3', reward: '1', title: title('Days') });
    expect(bad.body).toMatchObject({ success: false, errorCode: 'FIELD_INVALID', field: 'period' });
    const fraction = await ops().call(editor, '/ops/missions', 'POST', { brandId: 'bd', enabled: true, period: 'daily', kind: 'rounds', target: '2.5', reward: '1', title: title('Rounds') });
    expect(fraction.body).toMatchObject({ success: false, errorCode: 'FIELD_INVALID', field: 'target' });
    const audited = await db().selectFrom('audit_log').select('action').where('action', 'in', ['mission.create', 'mission.edit', 'race.create']).execute();
    expect(audited.length).toBeGreaterThan(3);
  });

  it('answers 403 MODULE_DISABLED with MISSION3 off, counts nothing, and leaves the page out of the member menu', async () => {
    const m = await newMission({ period: 'daily', kind: 'rounds', target: '3', reward: '1' });
    const menuKeys = async () => {
      const permission = valueOf<Permission>(await server.call<Envelope>('/wps/system/permission?url=localhost'));
      const runtime = compile({
        brand: permission.whitelabel,
        settings: permission.settings,
        rules: permission.register,
        modules,
        patterns: (patterns as unknown as { patterns: Record<string, PatternKind> }).patterns,
        facts: visitorFacts({ loggedIn: true, accountType: 0, contract: null, resources: permission.resources, hasCustomerService: false, gameMenus: [], counts: { missionCount: 0, messageCount: 0, rewardCount: 0, promotionCount: 0 } }),
      });
      return runtime.member.menu.map((p) => p.key);
    };
    expect(await menuKeys()).toContain('missionLeaderboard');
    await switchModule(server, 'bd', 'MISSION3', '0');
    try {
      for (const answer of [await me.call('/wps/relay/MCSFE_getMissionSummaryDetails'), await server.call('/wps/relay/MCSFE_getMissionLeaderboard'), await claim(m)]) {
        expect(answer.status).toBe(403);
        expect(answer.body).toMatchObject({ success: false, errorCode: 'MODULE_DISABLED' });
      }
      await settledRound(me.launch, '5');
      expect(await menuKeys()).not.toContain('missionLeaderboard');
    } finally {
      await switchModule(server, 'bd', 'MISSION3', '1');
    }
    expect(await mission(m)).toMatchObject({ progress: '0' });
  });
});
