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
import { placeLotteryBet, type LotteryWallet, type NewLotteryBet } from './placeBet';
import { lottoTxId } from './staking';
import { lotteryWallet } from '../../../../tests/helpers/lotteryWallet';
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

/** A member of bd with nothing in their wallets. */
const newMember = async (prefix: string) =>
  (
    await db()
      .insertInto('members')
      .values({ brand_id: 'bd', account: `${prefix}${key().slice(0, 6)}`, password_hash: '!' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
/** Money put in a member's wallet, as an operator's adjustment. */
const give = (memberId: string, amount: bigint, wallet: 'main' | 'bonus' = 'main') =>
  postChange(db(), {
    brandId: 'bd',
    idempotencyKey: key(),
    kind: 'adjustment',
    postings: [
      { memberId, wallet, amount },
      { house: 'adjustments', amount: -amount },
    ],
  });

beforeAll(async () => {
  fresh = await freshDatabase();
  await prepareDatabase(fresh.database, { configDir: join(projectRoot, 'config'), seedDemo: true });
  const made = await db()
    .insertInto('lottery_games')
    .values({ brand_id: 'bd', code: 'T_FAST5', interval_seconds: 300, time_zone: 'Asia/Ho_Chi_Minh', close_seconds: 30 })
    .returningAll()
    .executeTakeFirstOrThrow();
  game = made;
  // Its game in the catalogue, of the in-house vendor: what a bet's stake is taken under (decision 0333).
  await db()
    .insertInto('games')
    .values({ brand_id: 'bd', vendor: 'MQ_LOTTO', category: 'LOTT', code: 'T_FAST5', name: JSON.stringify({ en: 'Test fast 5' }), image: '', min_bet: '100', engine: 'lottery' })
    .execute();
  players = [];
  for (let i = 0; i < 4; i++) {
    const m = await newMember(`lotto${i}`);
    await give(m, 1_000_000n);
    players.push(m);
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
  placeLotteryBet(db(), lotteryWallet(db(), 'bd'), { brandId: 'bd', memberId, issueId, type: 'lo2', numbers: ['45'], stake: 2700n, idempotencyKey: key(), ...b }, odds, cap);
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
    // Above the balance: the wallet's bet call refuses it, and the number's stakes are as they were.
    const exposure = () => db().selectFrom('lottery_exposure').select('staked').where('issue_id', '=', issue.id).where('bet_type', '=', 'de').where('number', '=', '46').executeTakeFirst();
    const poor = { id: await newMember('poor') };
    expect(await codeOf(bet(issue.id, poor.id, { type: 'de', numbers: ['46'], stake: 1000n }))).toBe('INSUFFICIENT_FUNDS');
    expect((await exposure())?.staked ?? '0').toBe('0');
    expect(await db().selectFrom('lottery_bets').select('id').where('member_id', '=', poor.id).execute()).toEqual([]);
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

  it('keeps the numbers’ stakes those of the bets taken when bets the wallet refuses arrive at once with bets it takes', async () => {
    const issue = await openIssue(12);
    const poor = await newMember('lottop');
    // 16 xiên 2 on 31 and 32, named in either order, at once: the poor member's refused (nothing in their wallet), the others taken.
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) => codeOf(bet(issue.id, i % 2 ? poor : players[i % 4]!, { type: 'xien2', numbers: i % 4 < 2 ? ['31', '32'] : ['32', '31'], stake: 1000n }))),
    );
    expect(results).toEqual(Array.from({ length: 16 }, (_, i) => (i % 2 ? 'INSUFFICIENT_FUNDS' : 'taken')));
    const exposure = await db().selectFrom('lottery_exposure').select(['number', 'staked']).where('issue_id', '=', issue.id).orderBy('number').execute();
    expect(exposure).toEqual([
      { number: '31', staked: '8000' },
      { number: '32', staked: '8000' },
    ]);
    const left = await db().selectFrom('lottery_bets').select(['member_id', 'status']).where('issue_id', '=', issue.id).execute();
    expect(left.map((b) => b.status)).toEqual(Array.from({ length: 8 }, () => 'open'));
    expect(left.some((b) => b.member_id === poor)).toBe(false);
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
    const m = await newMember('lottoc');
    await give(m, 100_000n);
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

  it('stakes through the wallet’s bet call, from main and then bonus, and settles a bet stopped between its steps when its issue is drawn or cancelled (decision 0333)', async () => {
    const m = await newMember('lottob');
    await give(m, 1000n);
    await give(m, 2000n, 'bonus');
    const balances = async (of = m) => [await walletBalance(db(), of, 'main'), await walletBalance(db(), of, 'bonus')];
    const issue = await openIssue(10);
    // ৳25.00 on đề: ৳10.00 from main, the rest from the bonus, as a game's stake is taken.
    const taken = await bet(issue.id, m, { type: 'de', numbers: ['33'], stake: 2500n });
    expect(await balances()).toEqual([0n, 500n]);
    const row = await db().selectFrom('lottery_bets').select(['status', 'bonus_stake']).where('id', '=', taken.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'open', bonus_stake: '1500' });
    const call = await db()
      .selectFrom('vendor_transactions')
      .select(['kind', 'amount', 'round_id'])
      .where('vendor', '=', 'MQ_LOTTO')
      .where('tx_id', '=', lottoTxId(taken.id))
      .executeTakeFirstOrThrow();
    expect(call).toEqual({ kind: 'bet', amount: '2500', round_id: taken.id });
    const line = await db().selectFrom('bets').select(['stake', 'bonus_stake', 'status']).where('vendor', '=', 'MQ_LOTTO').where('round_id', '=', taken.id).executeTakeFirstOrThrow();
    expect(line).toEqual({ stake: '2500', bonus_stake: '1500', status: 'open' });
    expect(await db().selectFrom('game_launches').select('token_hash').where('member_id', '=', m).execute()).toEqual([]);

    // Stopped after the wallet took the stake, and stopped before it did: both left staking.
    const wallet = lotteryWallet(db(), 'bd');
    const stopsAfter: LotteryWallet = { bet: async (input) => (await wallet.bet(input), Promise.reject(new Error('stopped'))) };
    const stopsBefore: LotteryWallet = { bet: () => Promise.reject(new Error('stopped')) };
    const place = (w: LotteryWallet, memberId: string, number: string, idempotencyKey: string, on = issue.id) =>
      placeLotteryBet(db(), w, { brandId: 'bd', memberId, issueId: on, type: 'lo2', numbers: [number], stake: 2700n, idempotencyKey }, odds, cap);
    const [after, before, again, twice] = [key(), key(), key(), key()];
    const start = await walletBalance(db(), players[1]!);
    await expect(place(stopsAfter, players[1]!, '21', after)).rejects.toThrow('stopped');
    await expect(place(stopsBefore, players[1]!, '22', before)).rejects.toThrow('stopped');
    // The same key again goes on from where it stopped, and takes the stake once.
    await expect(place(stopsBefore, players[1]!, '23', again)).rejects.toThrow('stopped');
    const resumed = await place(wallet, players[1]!, '23', again);
    expect(resumed.replayed).toBe(true);
    // Stopped after its stake was taken: made again, it is the same call to the wallet, answered once.
    await expect(place(stopsAfter, players[1]!, '25', twice)).rejects.toThrow('stopped');
    expect((await place(wallet, players[1]!, '25', twice)).replayed).toBe(true);
    expect(await walletBalance(db(), players[1]!)).toBe(start - 3n * 2700n);
    const statuses = async () =>
      (await db().selectFrom('lottery_bets').select(['numbers', 'status']).where('issue_id', '=', issue.id).where('member_id', '=', players[1]!).orderBy('id').execute()).map(
        (b) => `${b.numbers[0]} ${b.status}`,
      );
    expect(await statuses()).toEqual(['21 staking', '22 staking', '23 open', '25 open']);

    // The draw: the stake taken makes its bet open and settled; the one never taken is void, its number's stakes lowered, its txId refused for good.
    await db()
      .transaction()
      .execute((trx) => drawIssue(trx, issue.id, new Date(issue.draws_at)));
    expect((await statuses()).map((b) => b.replace(/won|lost/, 'settled'))).toEqual(['21 settled', '22 void', '23 settled', '25 settled']);
    const voided = await db().selectFrom('lottery_bets').select('id').where('issue_id', '=', issue.id).where('status', '=', 'void').executeTakeFirstOrThrow();
    const refusal = await db().selectFrom('vendor_transactions').select(['kind', 'amount']).where('vendor', '=', 'MQ_LOTTO').where('ref_tx_id', '=', lottoTxId(voided.id)).executeTakeFirstOrThrow();
    expect(refusal).toEqual({ kind: 'rollback', amount: '0' });
    const exposure = await db().selectFrom('lottery_exposure').select('staked').where('issue_id', '=', issue.id).where('bet_type', '=', 'lo2').where('number', '=', '22').executeTakeFirstOrThrow();
    expect(exposure.staked).toBe('0');
    expect(await codeOf(place(wallet, players[1]!, '22', before))).toBe('LOTTERY_CLOSED');

    // A cancel gives each stake back where it came from: ৳15.00 of main and ৳5.00 of bonus; a bet stopped before its stake is void.
    // Another member, as the draw may have paid m's đề: the numbers are drawn at random.
    const c = await newMember('lottox');
    await give(c, 1500n);
    await give(c, 500n, 'bonus');
    const cancelled = await openIssue(11);
    await bet(cancelled.id, c, { type: 'de', numbers: ['44'], stake: 2000n });
    expect(await balances(c)).toEqual([0n, 0n]);
    await expect(place(stopsBefore, players[2]!, '24', key(), cancelled.id)).rejects.toThrow('stopped');
    expect(
      await db()
        .transaction()
        .execute((trx) => cancelIssue(trx, cancelled.id, new Date())),
    ).toBe(1);
    expect(await balances(c)).toEqual([1500n, 500n]);
    const left = await db().selectFrom('lottery_bets').select('status').where('issue_id', '=', cancelled.id).orderBy('id').execute();
    expect(left.map((b) => b.status)).toEqual(['refunded', 'void']);

    // A stake call that arrives after a cancel refused its bet: the player is told the draw closed, and nothing moves.
    const late = await openIssue(13);
    const lateStart = await walletBalance(db(), players[3]!);
    const cancelsFirst: LotteryWallet = {
      bet: async (input) => {
        await db()
          .transaction()
          .execute((trx) => cancelIssue(trx, late.id, new Date()));
        return wallet.bet(input);
      },
    };
    expect(await codeOf(place(cancelsFirst, players[3]!, '26', key(), late.id))).toBe('LOTTERY_CLOSED');
    expect(await walletBalance(db(), players[3]!)).toBe(lateStart);
    expect((await db().selectFrom('lottery_bets').select('status').where('issue_id', '=', late.id).executeTakeFirstOrThrow()).status).toBe('void');
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
