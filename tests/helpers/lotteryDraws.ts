import type { Kysely } from 'kysely';
import type { Tables } from '../../server/db/tables';
import { drawIssue, makeDayIssues } from '../../server/modules/games/index';
import { addDays, todayOf } from '../../src/engine/dayRange';
import { placeLotteryBet } from '../../server/modules/games/lottery/placeBet';
import { lotteryWallet } from './lotteryWallet';
import { oddsOf } from '../../server/modules/games/index';

/** A seeded lottery game of a brand by its code. */
export const lotteryGame = (db: Kysely<Tables>, brandId: string, code: string) =>
  db.selectFrom('lottery_games').selectAll().where('brand_id', '=', brandId).where('code', '=', code).executeTakeFirstOrThrow();

/**
 * Draws a game's first `count` issues of each of the `days` local days before today, as the draw
 * jobs would have at their times, so a test has drawn issues without waiting for one. Resolves to
 * the drawn issues' names, the latest first.
 */
export async function drawPastIssues(db: Kysely<Tables>, brandId: string, code: string, { days = 1, count = 1 } = {}): Promise<string[]> {
  const game = await lotteryGame(db, brandId, code);
  const today = todayOf(new Date(), game.time_zone);
  const names: string[] = [];
  for (let d = days; d >= 1; d--) {
    const day = addDays(today, -d);
    await db.transaction().execute((trx) => makeDayIssues(trx, game, day));
    const issues = await db
      .selectFrom('lottery_issues as i')
      .innerJoin('lottery_chains as c', 'c.id', 'i.chain_id')
      .select(['i.id', 'i.issue', 'i.draws_at'])
      .where('c.game_id', '=', game.id)
      .where('c.day', '=', day)
      .orderBy('i.position')
      .limit(count)
      .execute();
    for (const issue of issues) {
      await db.transaction().execute((trx) => drawIssue(trx, issue.id, new Date(issue.draws_at)));
      names.unshift(issue.issue);
    }
  }
  return names;
}

/** Makes a game's issues of today and tomorrow, as the schedule's pass does, so its next draw exists. */
export async function makeIssuesAhead(db: Kysely<Tables>, brandId: string, code: string): Promise<void> {
  const game = await lotteryGame(db, brandId, code);
  const today = todayOf(new Date(), game.time_zone);
  for (const day of [today, addDays(today, 1)]) await db.transaction().execute((trx) => makeDayIssues(trx, game, day));
}

/** A lô bet of a member on a game's next open issue, placed as the bet call places it; the member needs 27.00 in main. */
export async function betOnNextIssue(db: Kysely<Tables>, brandId: string, memberId: string, code: string, key: string): Promise<void> {
  const game = await lotteryGame(db, brandId, code);
  const issue = await db
    .selectFrom('lottery_issues')
    .select('id')
    .where('game_id', '=', game.id)
    .where('status', '=', 'open')
    .where('closes_at', '>', new Date())
    .orderBy('draws_at')
    .limit(1)
    .executeTakeFirstOrThrow();
  const { odds, cap } = await oddsOf(db, brandId, game.prize_mode);
  await placeLotteryBet(db, lotteryWallet(db, brandId), { brandId, memberId, issueId: issue.id, type: 'lo2', numbers: ['45'], stake: 2700n, idempotencyKey: key }, odds, cap);
}
