import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { operatorApi } from '../helpers/operatorApi';
import { checkLedger, postChange, walletBalance } from '../../server/modules/wallet/index';
import { oddsOf } from '../../server/modules/games/index';
import { placeLotteryBet, type NewLotteryBet } from '../../server/modules/games/lottery/placeBet';
import { lotteryWallet } from '../helpers/lotteryWallet';
import { defaultOdds } from '../../server/games/lottery/betTypes';
import { lotteryDaysJob } from '../../server/modules/games/lottery/jobs';
import { engine } from '../helpers/freshDatabase';
import { sql } from 'kysely';
import type { LotteryOdds, OpsLottery, OpsLotteryGameSaved, OpsLotteryIssueCancelled, OpsLotteryLiability, OpsLotteryOddsSaved } from '../../src/generated/types';

// The lottery's console calls (decision 0317), on PGlite and, with DATABASE_URL, on PostgreSQL:
// roles, a schedule's edit that keeps the issues holding bets, the odds' checks, each number's
// liability at the odds its bets were taken at, and a cancel that refunds every stake once.

let server: TestServer;
let ops: ReturnType<typeof operatorApi>;
const tokens: Record<string, string> = {};
const db = () => server.database.db;
const key = () => randomBytes(8).toString('hex');

beforeAll(async () => {
  server = await startTestServer();
  ops = operatorApi(server);
  for (const name of ['admin', 'cashier', 'editor', 'helpdesk']) tokens[name] = await ops.tokenOf(name);
});
afterAll(() => server.close());
afterEach(async () => {
  expect(await checkLedger(db())).toEqual([]);
});

const as = <T>(who: string, path: string, method = 'GET', body?: unknown) => ops.call<T>(tokens[who]!, path, method, body);
const fastGame = (over: Record<string, unknown> = {}) => ({
  brandId: 'bd',
  code: `T${key().slice(0, 6).toUpperCase()}`,
  prizeMode: 'LOTT',
  dailyAt: null,
  intervalSeconds: 300,
  closeSeconds: 30,
  timeZone: 'Asia/Ho_Chi_Minh',
  enabled: true,
  sort: 5,
  ...over,
});

async function player(): Promise<string> {
  const { id } = await db()
    .insertInto('members')
    .values({ brand_id: 'bd', account: `lc${key().slice(0, 8)}`, password_hash: '!' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await postChange(db(), {
    brandId: 'bd',
    idempotencyKey: `lc-open:${id}`,
    kind: 'adjustment',
    postings: [
      { memberId: id, amount: 1_000_000n },
      { house: 'adjustments', amount: -1_000_000n },
    ],
  });
  return id;
}

/** A bet as the player's call takes it: at the brand's odds of its prize mode now. */
async function bet(issueId: string, memberId: string, b: Partial<NewLotteryBet>) {
  const { odds, cap } = await oddsOf(db(), 'bd', 'LOTT');
  return placeLotteryBet(db(), lotteryWallet(db(), 'bd'), { brandId: 'bd', memberId, issueId, type: 'lo2', numbers: ['45'], stake: 2700n, idempotencyKey: key(), ...b }, odds, cap);
}

/** The game's open issues, the soonest first. */
const openIssues = (gameId: string) =>
  db().selectFrom('lottery_issues').select(['id', 'issue', 'draws_at', 'closes_at', 'chain_id']).where('game_id', '=', gameId).where('status', '=', 'open').orderBy('draws_at').execute();

/** An issue of the game that stays open for the test: one closing at least ten minutes from now. */
async function laterIssue(gameId: string, skip = 0) {
  const later = (await openIssues(gameId)).filter((i) => new Date(i.closes_at).getTime() > Date.now() + 600_000);
  return later[skip]!;
}

async function addGame(over: Record<string, unknown> = {}) {
  const res = await as<OpsLotteryGameSaved>('admin', '/ops/lottery/games', 'POST', fastGame(over));
  if (!res.body.success) throw new Error(JSON.stringify(res.body));
  return res.body.value;
}

const auditRows = (action: string, target: string) => db().selectFrom('audit_log').selectAll().where('action', '=', action).where('target', '=', target).execute();

describe('lottery console calls', () => {
  it('lets admin and payments read, only admin set schedules and odds, and refuses content and support', async () => {
    expect((await as<OpsLottery>('cashier', '/ops/lottery', 'GET', { brandId: 'bd' })).body.success).toBe(true);
    for (const who of ['editor', 'helpdesk']) {
      const read = await as(who, '/ops/lottery', 'GET', { brandId: 'bd' });
      expect([read.status, read.body]).toMatchObject([403, { errorCode: 'ROLE_FORBIDDEN' }]);
      const cancel = await as(who, '/ops/lottery/issues/cancel', 'POST', { brandId: 'bd', issueId: '1', reason: 'x' });
      expect(cancel.status).toBe(403);
    }
    const code = `T${key().slice(0, 6).toUpperCase()}`;
    const schedule = await as('cashier', '/ops/lottery/games', 'POST', fastGame({ code }));
    expect([schedule.status, schedule.body]).toMatchObject([403, { errorCode: 'ROLE_FORBIDDEN' }]);
    const odds = await as('cashier', '/ops/lottery/odds', 'PUT', { brandId: 'bd', prizeMode: 'ZY', odds: defaultOdds });
    expect(odds.status).toBe(403);
    expect(await db().selectFrom('lottery_games').select('id').where('code', '=', code).execute()).toEqual([]);
    expect(await db().selectFrom('lottery_odds').select('brand_id').where('prize_mode', '=', 'ZY').execute()).toEqual([]);
  });

  it('makes a new game’s draws from now on, audited, and refuses a schedule with both or neither time, or an unknown zone', async () => {
    const saved = await addGame();
    expect(saved.removed).toBe(0);
    expect(saved.made).toBeGreaterThan(288);
    const issues = await openIssues(saved.game.id);
    expect(issues.length).toBe(saved.made);
    expect(issues.every((i) => new Date(i.closes_at).getTime() > Date.now() - 60_000)).toBe(true);
    expect(await auditRows('lottery.game.add', saved.game.code)).toHaveLength(1);
    // Its game in the in-house vendor's catalogue, named by its code: what lobbies list and a stake is taken under (decision 0333).
    const listed = await db().selectFrom('games').select(['category', 'name']).where('brand_id', '=', 'bd').where('vendor', '=', 'MQ_LOTTO').where('code', '=', saved.game.code).executeTakeFirstOrThrow();
    expect(listed).toEqual({ category: 'LOTT', name: { en: saved.game.code, bn: saved.game.code } });

    for (const [over, field] of [
      [{ dailyAt: '18:15' }, 'dailyAt'],
      [{ intervalSeconds: null }, 'dailyAt'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
    ] as const) {
      const res = await as('admin', '/ops/lottery/games', 'POST', fastGame(over));
      expect([res.status, res.body]).toMatchObject([400, { errorCode: 'FIELD_INVALID', field }]);
    }
    const bad = await as('admin', '/ops/lottery/games', 'POST', fastGame({ intervalSeconds: 120 }));
    expect([bad.status, bad.body]).toMatchObject([400, { errorCode: 'VALIDATION_FAILED' }]);
    const taken = await as<never>('admin', '/ops/lottery/games', 'POST', fastGame({ code: saved.game.code }));
    expect([taken.status, taken.body]).toMatchObject([400, { errorCode: 'FIELD_INVALID', field: 'code' }]);
  });

  it('keeps an issue holding bets at its time when the schedule changes, and makes the rest from a new chain', async () => {
    const saved = await addGame();
    const held = await laterIssue(saved.game.id, 3);
    const member = await player();
    await bet(held.id, member, {});
    const before = await openIssues(saved.game.id);

    const edited = await as<OpsLotteryGameSaved>('admin', '/ops/lottery/games', 'POST', fastGame({ id: saved.game.id, code: saved.game.code, intervalSeconds: 180 }));
    expect(edited.body.success).toBe(true);
    if (!edited.body.success) return;
    const after = await openIssues(saved.game.id);
    // Only the issue with the bet stayed of those that had not closed; it keeps its name, time and chain.
    const kept = after.filter((i) => before.some((b) => b.id === i.id && new Date(b.closes_at).getTime() > Date.now()));
    expect(kept.map((i) => [i.id, i.issue, i.chain_id, new Date(i.draws_at).toISOString()])).toEqual([[held.id, held.issue, held.chain_id, new Date(held.draws_at).toISOString()]]);
    expect(edited.body.value.removed).toBeGreaterThan(0);
    const made = after.filter((i) => !before.some((b) => b.id === i.id));
    expect(made.length).toBe(edited.body.value.made);
    // Every three minutes after now, none at the kept issue's time, names never repeated.
    const gaps = new Set(made.slice(1).map((i, n) => (new Date(i.draws_at).getTime() - new Date(made[n]!.draws_at).getTime()) / 1000));
    expect([...gaps].every((g) => g === 180 || g === 360 || g > 3600)).toBe(true);
    expect(new Set(after.map((i) => new Date(i.draws_at).getTime())).size).toBe(after.length);
    expect(new Set(after.map((i) => i.issue)).size).toBe(after.length);
    const chains = await db().selectFrom('lottery_chains').select(['id', 'edition']).where('game_id', '=', saved.game.id).orderBy('edition').execute();
    expect(chains.some((c) => c.edition > 0)).toBe(true);

    // Switched off: every issue without bets goes; the one with a bet stays, to be drawn or cancelled.
    const off = await as<OpsLotteryGameSaved>('admin', '/ops/lottery/games', 'POST', fastGame({ id: saved.game.id, code: saved.game.code, intervalSeconds: 180, enabled: false }));
    expect(off.body).toMatchObject({ success: true, value: { made: 0, game: { enabled: false } } });
    expect((await openIssues(saved.game.id)).filter((i) => new Date(i.closes_at).getTime() > Date.now()).map((i) => i.id)).toEqual([held.id]);
    expect(await db().selectFrom('lottery_bets').select('status').where('member_id', '=', member).execute()).toEqual([{ status: 'open' }]);
    const edits = await auditRows('lottery.game.edit', saved.game.code);
    expect(edits).toHaveLength(2);
    expect(edits[0]!.detail).toMatchObject({ before: { intervalSeconds: 300 }, after: { intervalSeconds: 180 } });
  });

  it.skipIf(engine !== 'postgres')('makes a day from the new schedule when an edit comes while the days job is making it from the old one', async () => {
    // A game stored without issues: the days job makes its today and tomorrow every 300 s.
    const code = `T${key().slice(0, 6).toUpperCase()}`;
    const game = await db()
      .insertInto('lottery_games')
      .values({ brand_id: 'bd', code, interval_seconds: 300, time_zone: 'Asia/Ho_Chi_Minh', close_seconds: 30 })
      .returning('id')
      .executeTakeFirstOrThrow();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let made!: () => void;
    const jobMade = new Promise<void>((resolve) => (made = resolve));
    const job = db()
      .transaction()
      .execute(async (trx) => {
        await lotteryDaysJob.handle({ send: () => Promise.resolve(true) })({}, trx, { id: 'test', retryCount: 0 });
        made();
        await held;
      });
    await jobMade;
    // The edit to every 180 s starts while the job's day is not yet committed, and waits for it.
    const edit = as<OpsLotteryGameSaved>('admin', '/ops/lottery/games', 'POST', fastGame({ id: game.id, code, intervalSeconds: 180 }));
    await expect
      .poll(async () => (await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`.execute(db())).rows[0]!.n, {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);
    release();
    await job;
    const saved = await edit;
    expect(saved.body).toMatchObject({ success: true });
    // Every draw still to come is on the new schedule: none of the job's 300 s draws was kept.
    const { rows } = await sql<{ offset: number }>`
      select extract(epoch from (draws_at at time zone 'Asia/Ho_Chi_Minh') - date_trunc('day', draws_at at time zone 'Asia/Ho_Chi_Minh'))::int as offset
      from lottery_issues where game_id = ${game.id}::bigint and status = 'open' and closes_at > now()`.execute(db());
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.filter((r) => r.offset % 180 !== 0)).toEqual([]);
  });

  it('draws a daily game once a day: a day whose draw holds bets keeps it at its time, a day without bets moves', async () => {
    const saved = await addGame({ intervalSeconds: null, dailyAt: '12:00', timeZone: 'UTC' });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const dayAfter = (day: string) =>
      db()
        .selectFrom('lottery_issues')
        .select(['id', 'draws_at'])
        .where('game_id', '=', saved.game.id)
        .where('issue', 'like', `${day.replaceAll('-', '')}-%`)
        .execute();
    const [held] = await dayAfter(tomorrow);
    await bet(held!.id, await player(), {});
    const moved = await as<OpsLotteryGameSaved>(
      'admin',
      '/ops/lottery/games',
      'POST',
      fastGame({ id: saved.game.id, code: saved.game.code, intervalSeconds: null, dailyAt: '13:00', timeZone: 'UTC' }),
    );
    expect(moved.body.success).toBe(true);
    expect((await dayAfter(tomorrow)).map((i) => [i.id, new Date(i.draws_at).toISOString()])).toEqual([[held!.id, `${tomorrow}T12:00:00.000Z`]]);
    // Today's, if it had not closed: no bet, so it moved to 13:00 (or was past both times).
    const today = await dayAfter(new Date().toISOString().slice(0, 10));
    expect(today.every((i) => new Date(i.draws_at).toISOString().endsWith('T13:00:00.000Z') || new Date(i.draws_at).getTime() < Date.now() + 30_000)).toBe(true);
    expect(today.length).toBeLessThanOrEqual(1);
  });

  it('refuses odds its schema refuses, changing nothing, and saves good ones audited', async () => {
    const attempts: unknown[] = [
      { ...defaultOdds, lo2: { cost: 27, pays: 0 } },
      { ...defaultOdds, xien4: undefined },
      { ...defaultOdds, maxStakePerNumber: '500' },
      { ...defaultOdds, de: { pays: 95, extra: 1 } },
    ];
    for (const odds of attempts) {
      const res = await as('admin', '/ops/lottery/odds', 'PUT', { brandId: 'bd', prizeMode: 'ELOTT', odds });
      expect([res.status, res.body]).toMatchObject([400, { errorCode: 'VALIDATION_FAILED' }]);
    }
    const wrongMode = await as('admin', '/ops/lottery/odds', 'PUT', { brandId: 'bd', prizeMode: 'XX', odds: defaultOdds });
    expect(wrongMode.status).toBe(400);
    expect(await db().selectFrom('lottery_odds').select('brand_id').where('prize_mode', '=', 'ELOTT').execute()).toEqual([]);

    const odds: LotteryOdds = { ...defaultOdds, de: { pays: 98 }, maxStakePerNumber: '20000.00' };
    const saved = await as<OpsLotteryOddsSaved>('admin', '/ops/lottery/odds', 'PUT', { brandId: 'bd', prizeMode: 'ELOTT', odds });
    expect(saved.body).toMatchObject({ success: true, value: { prizeMode: 'ELOTT', odds } });
    const read = await as<OpsLottery>('cashier', '/ops/lottery', 'GET', { brandId: 'bd' });
    expect(read.body).toMatchObject({ success: true, value: { odds: { ELOTT: odds, SEA: defaultOdds } } });
    const [row] = await auditRows('lottery.odds', 'ELOTT');
    expect(row!.detail).toMatchObject({ before: defaultOdds, after: odds });
  });

  it('shows each number’s stakes and what it pays at the odds the bets were taken at, the largest first', async () => {
    const saved = await addGame();
    const issue = await laterIssue(saved.game.id);
    const [a, b] = [await player(), await player()];
    await bet(issue.id, a, { type: 'lo2', numbers: ['45'], stake: 5_400n }); // 2 points: 2 × 99 a time
    await bet(issue.id, b, { type: 'de', numbers: ['45'], stake: 1_000n }); // × 95
    await bet(issue.id, a, { type: 'xien2', numbers: ['45', '67'], stake: 500n }); // × 17
    // The odds change after those: the next lô point pays 80, the ones before still 99.
    const changed = await as('admin', '/ops/lottery/odds', 'PUT', { brandId: 'bd', prizeMode: 'LOTT', odds: { ...defaultOdds, lo2: { cost: 27, pays: 80 } } });
    expect(changed.body).toMatchObject({ success: true });
    await bet(issue.id, b, { type: 'lo2', numbers: ['45'], stake: 2_700n });
    await as('admin', '/ops/lottery/odds', 'PUT', { brandId: 'bd', prizeMode: 'LOTT', odds: defaultOdds });

    const res = await as<OpsLotteryLiability>('cashier', '/ops/lottery/liability', 'GET', { brandId: 'bd', gameId: saved.game.id });
    expect(res.body.success).toBe(true);
    if (!res.body.success) return;
    expect(res.body.value.issues).toEqual([
      {
        id: issue.id,
        issue: issue.issue,
        closesAt: new Date(issue.closes_at).toISOString(),
        drawsAt: new Date(issue.draws_at).toISOString(),
        bets: 4,
        staked: '96.00',
        numbers: [
          { betType: 'de', number: '45', staked: '10.00', pays: '950.00' },
          { betType: 'lo2', number: '45', staked: '81.00', pays: '278.00' },
          { betType: 'xien2', number: '45', staked: '5.00', pays: '85.00' },
          { betType: 'xien2', number: '67', staked: '5.00', pays: '85.00' },
        ],
      },
    ]);
    const other = await as('cashier', '/ops/lottery/liability', 'GET', { brandId: 'bd', gameId: '999999999' });
    expect(other.status).toBe(404);
  });

  it('cancels an open issue with a reason, refunds every stake once even when asked twice at once, audited', async () => {
    const saved = await addGame();
    const issue = await laterIssue(saved.game.id);
    const [a, b] = [await player(), await player()];
    await bet(issue.id, a, { stake: 8_100n });
    await bet(issue.id, b, { type: 'de', numbers: ['07'], stake: 2_500n });
    expect(await walletBalance(db(), a)).toBe(1_000_000n - 8_100n);

    for (const reason of ['', '   ']) {
      const res = await as('cashier', '/ops/lottery/issues/cancel', 'POST', { brandId: 'bd', issueId: issue.id, reason });
      expect([res.status, res.body]).toMatchObject([400, { errorCode: 'VALIDATION_FAILED' }]);
    }
    const both = await Promise.all(
      [0, 1].map(() => as<OpsLotteryIssueCancelled>('cashier', '/ops/lottery/issues/cancel', 'POST', { brandId: 'bd', issueId: issue.id, reason: 'Power cut at the studio' })),
    );
    const answers = both.map((r) => (r.body.success ? `refunded ${r.body.value.refunded}` : r.body.errorCode)).sort();
    expect(answers).toEqual(['LOTTERY_ISSUE_NOT_OPEN', 'refunded 2']);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await walletBalance(db(), a)).toBe(1_000_000n);
    expect(await walletBalance(db(), b)).toBe(1_000_000n);
    // What each player's records read: one refund of the stake.
    const refunds = await db()
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
      .select(['e.member_id', 'e.amount'])
      .where('e.member_id', 'in', [a, b])
      .where('t.kind', '=', 'rollback')
      .orderBy('e.amount')
      .execute();
    expect(refunds.map((r) => [r.member_id, String(r.amount)])).toEqual([
      [b, '2500'],
      [a, '8100'],
    ]);
    const [row, ...more] = await auditRows('lottery.issue.cancel', issue.issue);
    expect(more).toEqual([]);
    expect(row!.detail).toMatchObject({ reason: 'Power cut at the studio', refunded: 2 });
    const again = await as('admin', '/ops/lottery/issues/cancel', 'POST', { brandId: 'bd', issueId: issue.id, reason: 'again' });
    expect([again.status, again.body]).toMatchObject([409, { errorCode: 'LOTTERY_ISSUE_NOT_OPEN' }]);
    const elsewhere = await as('admin', '/ops/lottery/issues/cancel', 'POST', { brandId: 'bd', issueId: '999999999', reason: 'none' });
    expect(elsewhere.status).toBe(404);
  });
});
