import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { freshDatabase, engine, type FreshDatabase } from '../../../../tests/helpers/freshDatabase';
import { prepareDatabase } from '../../../boot';
import { projectRoot } from '../../../config';
import { ApiError } from '../../../errors';
import { drawNumbers, hashSeed } from '../../../games/lottery/draw';
import { betReturn, defaultOdds } from '../../../games/lottery/betTypes';
import { checkLedger, postChange, walletBalance } from '../../wallet/index';
import { daysAhead, makeDayIssues, type LotteryGame } from './issues';
import { placeLotteryBet, type NewLotteryBet } from './placeBet';
import { drawIssue, lottoKey } from './drawIssue';
import { cancelIssue } from './cancelIssue';
import { oddsOf } from './odds';
import { lotteryDaysJob, lotteryDrawJob } from './jobs';
import type { NewJob } from '../../../jobs/jobs';

// The lottery's storage (decision 0311), on PGlite and, with DATABASE_URL, on PostgreSQL: issues
// made a day at a time with their chain, bets taken within the cap, each bet settled or refunded once.

const odds = { ...defaultOdds, maxStakePerNumber: '1000.00' };
const cap = 100_000n;

let fresh: FreshDatabase;
let game: LotteryGame;
let players: string[];
const db = () => fresh.database.db;
const key = () => randomBytes(8).toString('hex');

beforeAll(async () => {
  fresh = await freshDatabase();
  await prepareDatabase(fresh.database, { configDir: join(projectRoot, 'config'), seedDemo: true });
  const made = await db()
    .insertInto('lottery_games')
    .values({ brand_id: 'bd', code: 'T_FAST5', interval_seconds: 300, time_zone: 'Asia/Ho_Chi_Minh', close_seconds: 30 })
    .returningAll()
    .executeTakeFirstOrThrow();
  game = made;
  players = [];
  for (let i = 0; i < 4; i++) {
    const m = await db()
      .insertInto('members')
      .values({ brand_id: 'bd', account: `lotto${i}${key().slice(0, 4)}`, password_hash: '!' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await postChange(db(), {
      brandId: 'bd',
      idempotencyKey: `lotto-open:${m.id}`,
      kind: 'adjustment',
      postings: [
        { memberId: m.id, amount: 1_000_000n },
        { house: 'adjustments', amount: -1_000_000n },
      ],
    });
    players.push(m.id);
  }
});
afterAll(() => fresh.dispose());

/** An issue of the game that is still open for bets: tomorrow's, by the game's day. */
async function openIssue(position = 0) {
  const [, tomorrow] = daysAhead(game.time_zone, new Date());
  return db()
    .selectFrom('lottery_issues as i')
    .innerJoin('lottery_chains as c', 'c.id', 'i.chain_id')
    .selectAll('i')
    .where('c.game_id', '=', game.id)
    .where('c.day', '=', tomorrow!)
    .where('i.position', '=', position)
    .executeTakeFirstOrThrow();
}
const bet = (issueId: string, memberId: string, b: Partial<NewLotteryBet>) =>
  db()
    .transaction()
    .execute((trx) => placeLotteryBet(trx, { brandId: 'bd', memberId, issueId, type: 'lo2', numbers: ['45'], stake: 2700n, idempotencyKey: key(), ...b }, odds, cap));
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'taken',
    (e: unknown) => (e instanceof ApiError ? e.code : String(e)),
  );

describe(`the lottery's issues, bets and draws (${engine})`, () => {
  it('makes a day of issues with its chain once: 288 five-minute draws, each closing 30 s before, the published hash the first seed’s', async () => {
    const days = daysAhead(game.time_zone, new Date());
    const made = await Promise.all(
      days.flatMap((day) =>
        [0, 1].map(() =>
          db()
            .transaction()
            .execute((trx) => makeDayIssues(trx, game, day)),
        ),
      ),
    );
    expect(made.sort()).toEqual([0, 0, 288, 288]);
    const [today] = days;
    const chain = await db().selectFrom('lottery_chains').selectAll().where('game_id', '=', game.id).where('day', '=', today!).executeTakeFirstOrThrow();
    const issues = await db().selectFrom('lottery_issues').selectAll().where('chain_id', '=', chain.id).orderBy('position').execute();
    expect(issues).toHaveLength(288);
    expect(issues[0]!.issue).toBe(`${today!.replaceAll('-', '')}-0001`);
    expect(chain.published_hash).toBe(hashSeed(issues[0]!.seed));
    // Each seed is the hash of the next: revealing one proves the one before it.
    for (let i = 1; i < issues.length; i++) expect(hashSeed(issues[i]!.seed)).toBe(issues[i - 1]!.seed);
    expect(new Date(issues[1]!.draws_at).getTime() - new Date(issues[0]!.draws_at).getTime()).toBe(300_000);
    expect(new Date(issues[0]!.draws_at).getTime() - new Date(issues[0]!.closes_at).getTime()).toBe(30_000);
  });

  it('takes a bet once for a key sent twice, and refuses what it cannot take, moving nothing', async () => {
    const issue = await openIssue(0);
    const before = await walletBalance(db(), players[0]!);
    const k = key();
    const first = await bet(issue.id, players[0]!, { idempotencyKey: k });
    const again = await bet(issue.id, players[0]!, { idempotencyKey: k });
    expect(again).toEqual({ id: first.id, replayed: true });
    expect(await walletBalance(db(), players[0]!)).toBe(before - 2700n);
    expect(await codeOf(bet(issue.id, players[0]!, { stake: 2000n }))).toBe('FIELD_INVALID');
    expect(await codeOf(bet(issue.id, players[0]!, { type: 'xien2', numbers: ['45', '45'], stake: 1000n }))).toBe('FIELD_INVALID');
    expect(await codeOf(bet(issue.id, players[0]!, { type: 'de', numbers: ['45'], stake: 2_000_000n }))).toBe('INSUFFICIENT_FUNDS');
    // Past its close: the stake is not taken either.
    const past = await db().selectFrom('lottery_issues').select('id').where('game_id', '=', game.id).where('closes_at', '<', new Date()).orderBy('closes_at', 'desc').executeTakeFirst();
    if (past) expect(await codeOf(bet(past.id, players[0]!, {}))).toBe('LOTTERY_CLOSED');
    expect(await walletBalance(db(), players[0]!)).toBe(before - 2700n);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('keeps a number within its cap however many bets arrive at once', async () => {
    const issue = await openIssue(1);
    // ৳1,000.00 a number: 14 bets of ৳81.00 at once, of which 12 fit.
    const results = await Promise.all(Array.from({ length: 14 }, (_, i) => codeOf(bet(issue.id, players[i % 4]!, { type: 'lo2', numbers: ['07'], stake: 8100n }))));
    expect(results.filter((r) => r === 'taken')).toHaveLength(12);
    expect(results.filter((r) => r === 'LOTTERY_NUMBER_FULL')).toHaveLength(2);
    const exposure = await db().selectFrom('lottery_exposure').select('staked').where('issue_id', '=', issue.id).where('number', '=', '07').executeTakeFirstOrThrow();
    expect(exposure.staked).toBe('97200');
    expect(await checkLedger(db())).toEqual([]);
  });

  it('draws an issue once, by two runs at once, settling every bet by the odds it was taken at', async () => {
    const issue = await openIssue(2);
    const numbers = drawNumbers(issue.seed, issue.issue);
    const tail = numbers[0]!.slice(-2);
    const plays: Array<Partial<NewLotteryBet>> = [
      { type: 'lo2', numbers: [numbers[5]!.slice(-2)], stake: 5400n },
      { type: 'lo2', numbers: [tail === '00' ? '01' : '00'], stake: 2700n },
      { type: 'de', numbers: [tail], stake: 1000n },
      { type: 'cang3', numbers: [numbers[0]!.slice(-3)], stake: 500n },
      // Two different tails of the draw: a xiên 2 that wins.
      { type: 'xien2', numbers: [...new Set(numbers.slice(3).map((n) => n.slice(-2)))].slice(0, 2), stake: 1000n },
    ];
    const before = await Promise.all(players.map((p) => walletBalance(db(), p)));
    const ids = [];
    for (const [i, p] of plays.entries()) ids.push((await bet(issue.id, players[i % 4]!, p)).id);
    const at = new Date(issue.draws_at);
    // Not due a second before its time.
    expect(
      await db()
        .transaction()
        .execute((trx) => drawIssue(trx, issue.id, new Date(at.getTime() - 1000))),
    ).toBeNull();
    // A run that dies mid-way undoes all it did.
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await drawIssue(trx, issue.id, at);
          throw new Error('killed');
        }),
    ).rejects.toThrow('killed');
    expect((await db().selectFrom('lottery_issues').select('status').where('id', '=', issue.id).executeTakeFirstOrThrow()).status).toBe('open');
    const runs = await Promise.all(
      [0, 1].map(() =>
        db()
          .transaction()
          .execute((trx) => drawIssue(trx, issue.id, at)),
      ),
    );
    const drawn = runs.filter((r) => r !== null);
    expect(drawn).toHaveLength(1);
    expect(drawn[0]!.numbers).toEqual(numbers);
    const settled = await db().selectFrom('lottery_bets').select(['id', 'bet_type', 'numbers', 'stake', 'cost', 'pays', 'status', 'payout']).where('id', 'in', ids).orderBy('id').execute();
    const expected = settled.map((b) => betReturn(b.bet_type, b.numbers, BigInt(b.stake), b, numbers));
    expect(settled.map((b) => BigInt(b.payout!))).toEqual(expected);
    expect(settled.map((b) => b.status)).toEqual(expected.map((x) => (x > 0n ? 'won' : 'lost')));
    // lô and xiên on drawn tails, đề on the special's tail and 3 càng on its last three win.
    expect(settled.map((b) => b.status)).toEqual(['won', settled[1]!.status, 'won', 'won', 'won']);
    const after = await Promise.all(players.map((p) => walletBalance(db(), p)));
    const staked = plays.map((p) => p.stake!);
    players.forEach((_, m) => {
      const mine = plays.flatMap((_, i) => (i % 4 === m ? [i] : []));
      expect(after[m]! - before[m]!).toBe(mine.reduce((sum, i) => sum - staked[i]! + expected[i]!, 0n));
    });
    // Each member's stakes and payouts counted once in their figures of the day, under the lottery's product.
    const figures = await db()
      .selectFrom('member_daily_stats')
      .select(['member_id', 'valid_bet', 'payout', 'bet_count'])
      .where('product', '=', 'LOTT')
      .where('member_id', 'in', players)
      .orderBy('member_id')
      .execute();
    const byMember = players.map((p, m) => {
      const mine = plays.flatMap((_, i) => (i % 4 === m ? [i] : []));
      return { member_id: p, valid_bet: String(mine.reduce((sum, i) => sum + staked[i]!, 0n)), payout: String(mine.reduce((sum, i) => sum + expected[i]!, 0n)), bet_count: mine.length };
    });
    expect(figures).toEqual(byMember.filter((f) => f.bet_count > 0).sort((a, b) => Number(BigInt(a.member_id) - BigInt(b.member_id))));
    // Each win one ledger change under its bet's key.
    const keyed = await db().selectFrom('ledger_transactions').select('idempotency_key').where('idempotency_key', 'in', ids.map(lottoKey)).execute();
    expect(keyed).toHaveLength(expected.filter((x) => x > 0n).length);
    expect(
      await db()
        .transaction()
        .execute((trx) => cancelIssue(trx, issue.id, at)),
    ).toBeNull();
    expect(await checkLedger(db())).toEqual([]);
  });

  it('counts a drawn issue’s stakes once towards the member’s missions, race, VIP progress and points (decision 0320)', async () => {
    const m = (
      await db()
        .insertInto('members')
        .values({ brand_id: 'bd', account: `lottoc${key().slice(0, 6)}`, password_hash: '!' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await postChange(db(), {
      brandId: 'bd',
      idempotencyKey: `lotto-open:${m}`,
      kind: 'adjustment',
      postings: [
        { memberId: m, amount: 100_000n },
        { house: 'adjustments', amount: -100_000n },
      ],
    });
    const issue = await openIssue(4);
    await bet(issue.id, m, { type: 'lo2', numbers: ['12'], stake: 5400n });
    await bet(issue.id, m, { type: 'de', numbers: ['34'], stake: 1000n });
    const runs = await Promise.all(
      [0, 1].map(() =>
        db()
          .transaction()
          .execute((trx) => drawIssue(trx, issue.id, new Date(issue.draws_at))),
      ),
    );
    expect(runs.filter((r) => r !== null)).toHaveLength(1);
    // bd's missions of every product: 20 rounds a day and ৳10,000 of valid bets a week; the slots one is not the lottery's.
    const progress = await db()
      .selectFrom('mission_progress as p')
      .innerJoin('missions as x', 'x.id', 'p.mission_id')
      .select(['x.kind', 'x.product', 'p.progress'])
      .where('p.member_id', '=', m)
      .orderBy('x.kind')
      .execute();
    expect(progress).toEqual([
      { kind: 'rounds', product: null, progress: '2' },
      { kind: 'validBet', product: null, progress: '6400' },
    ]);
    expect((await db().selectFrom('race_standings').select('amount').where('member_id', '=', m).execute()).map((r) => r.amount)).toEqual(['6400']);
    expect((await db().selectFrom('vip_progress').select('valid_bet').where('member_id', '=', m).executeTakeFirstOrThrow()).valid_bet).toBe('6400');
    // bd's lottery ratio is 1 point a unit: ৳64.00 staked, 64 points, once.
    const points = await db().selectFrom('ledger_transactions').select('id').where('idempotency_key', '=', `pts-bet:lotto:${issue.id}:${m}`).execute();
    expect(points).toHaveLength(1);
    expect(await walletBalance(db(), m, 'points')).toBe(64n);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('cancels an open issue and refunds each stake once; a drawn or cancelled one is left alone', async () => {
    const issue = await openIssue(3);
    const before = await walletBalance(db(), players[1]!);
    const taken = await bet(issue.id, players[1]!, { type: 'xien3', numbers: ['01', '02', '03'], stake: 1500n });
    const runs = await Promise.all(
      [0, 1].map(() =>
        db()
          .transaction()
          .execute((trx) => cancelIssue(trx, issue.id, new Date())),
      ),
    );
    expect(runs.sort()).toEqual([1, null]);
    expect(await walletBalance(db(), players[1]!)).toBe(before);
    expect(await db().selectFrom('lottery_bets').select(['status', 'payout']).where('id', '=', taken.id).executeTakeFirstOrThrow()).toEqual({ status: 'refunded', payout: '1500' });
    expect(
      await db()
        .transaction()
        .execute((trx) => drawIssue(trx, issue.id, new Date(issue.draws_at))),
    ).toBeNull();
    expect(await codeOf(bet(issue.id, players[1]!, {}))).toBe('LOTTERY_CLOSED');
    expect(await checkLedger(db())).toEqual([]);
  });

  it('keeps the demo games’ days made and sends each game’s next draw, whose job draws it and sends the one after', async () => {
    const sent: NewJob[] = [];
    const jobs = { send: (_db: unknown, job: NewJob) => Promise.resolve(sent.push(job) > 0) };
    await db()
      .transaction()
      .execute((trx) => lotteryDaysJob.handle(jobs)({}, trx, { id: 'j1', retryCount: 0 }));
    const seeded = await db().selectFrom('lottery_games').select(['id', 'code']).where('brand_id', '=', 'bd').where('code', '=', 'VN_FAST1').executeTakeFirstOrThrow();
    const [today] = daysAhead('Asia/Ho_Chi_Minh', new Date());
    const made = await db()
      .selectFrom('lottery_issues as i')
      .innerJoin('lottery_chains as c', 'c.id', 'i.chain_id')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('c.game_id', '=', seeded.id)
      .where('c.day', '=', today!)
      .executeTakeFirstOrThrow();
    expect(Number(made.n)).toBe(1440);
    // One draw sent per enabled game, for its earliest open issue: today's first, still open, is due at once.
    const first = await db().selectFrom('lottery_issues').select(['id', 'draws_at']).where('game_id', '=', seeded.id).where('status', '=', 'open').orderBy('draws_at').executeTakeFirstOrThrow();
    const draw = sent.find((j) => j.key === `issue:${first.id}`)!;
    expect(draw).toMatchObject({ kind: 'lottery.draw', payload: { issueId: first.id } });
    expect(draw.runAt).toEqual(new Date(first.draws_at));
    sent.length = 0;
    await db()
      .transaction()
      .execute((trx) => lotteryDrawJob.handle(jobs)({ issueId: first.id }, trx, { id: 'j2', retryCount: 0 }));
    const drawn = await db().selectFrom('lottery_issues').select(['status', 'numbers']).where('id', '=', first.id).executeTakeFirstOrThrow();
    expect(drawn.status).toBe('drawn');
    expect(drawn.numbers).toHaveLength(27);
    const next = await db().selectFrom('lottery_issues').select('id').where('game_id', '=', seeded.id).where('status', '=', 'open').orderBy('draws_at').executeTakeFirstOrThrow();
    expect(sent.map((j) => j.key)).toEqual([`issue:${next.id}`]);
  });
});

describe('a brand odds', () => {
  it('are the defaults until the brand sets its own, and the cap is the per-number stake in minor units', async () => {
    expect(await oddsOf(db(), 'lumen', 'ZY')).toEqual({ odds: defaultOdds, cap: 5_000_000n });
    const own = { ...defaultOdds, de: { pays: 80 }, maxStakePerNumber: '120.50' };
    await db()
      .insertInto('lottery_odds')
      .values({ brand_id: 'lumen', prize_mode: 'ZY', odds: JSON.stringify(own) })
      .execute();
    expect(await oddsOf(db(), 'lumen', 'ZY')).toEqual({ odds: own, cap: 12_050n });
    expect((await oddsOf(db(), 'lumen', 'LOTT')).odds).toEqual(defaultOdds);
  });
});
