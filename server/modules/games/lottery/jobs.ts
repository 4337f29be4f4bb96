import type { Kysely } from 'kysely';
import type { Tables } from '../../../db/tables';
import { retriedQueue, type JobHandler, type Jobs } from '../../../jobs/jobs';
import { daysAhead, makeDayIssues } from './issues';
import { drawIssue } from './drawIssue';

// The lottery on the job queue (decision 0311): a schedule that keeps each game's days of issues
// made, and a job per draw, sent for a game's next open issue to run at its time, which sends the
// one after. Each draw is claimed once by its job's key and again by its issue's row.

type Sender = Pick<Jobs, 'send'>;

const daysKind = 'lottery.days';
const drawKind = 'lottery.draw';

/** The draw job of a game's next open issue, at its time; keyed by the issue, so asking again sends no copy. */
export async function sendNextDraw(trx: Kysely<Tables>, jobs: Sender, gameId: string): Promise<void> {
  const next = await trx.selectFrom('lottery_issues').select(['id', 'draws_at']).where('game_id', '=', gameId).where('status', '=', 'open').orderBy('draws_at').limit(1).executeTakeFirst();
  if (next) await jobs.send(trx, { kind: drawKind, key: `issue:${next.id}`, runAt: new Date(next.draws_at), payload: { issueId: next.id } });
}

/**
 * Every few minutes: each enabled game's issues of today and tomorrow made (once, by the day's
 * chain), and the draw of its next open issue sent. A draw missed while no process ran is the next
 * open one: it is drawn at once, and its job sends the next. The games are held shared for the job's
 * transaction, as a schedule's edit holds its game for update: an edit in hand is waited for and its
 * schedule read, and an edit waits for the job's issues to be in, then takes away those without bets
 * and makes the day again. (The issues' and chains' references to the game take a lighter lock on
 * it as they are written, which already made an edit wait; this says so rather than leaning on it.)
 */
export const lotteryDaysJob = {
  kind: daysKind,
  cron: '*/5 * * * *',
  queue: retriedQueue(daysKind, 3, 30, { keepDays: 1 }),
  handle:
    (jobs: Sender): JobHandler =>
    async (_payload, trx) => {
      const games = await trx.selectFrom('lottery_games').selectAll().where('enabled', '=', true).orderBy('id').forShare().execute();
      for (const game of games) {
        for (const day of daysAhead(game.time_zone, new Date())) await makeDayIssues(trx, game, day);
        await sendNextDraw(trx, jobs, game.id);
      }
    },
};

/** An issue drawn at its time and its bets settled, then the game's next draw sent. */
export const lotteryDrawJob = {
  kind: drawKind,
  // A failed draw is tried again soon: players are waiting on it; then kept for an operator.
  queue: retriedQueue(drawKind, 5, 5),
  handle:
    (jobs: Sender): JobHandler<{ issueId: string }> =>
    async (payload, trx) => {
      const issue = await trx.selectFrom('lottery_issues').select(['game_id', 'draws_at']).where('id', '=', payload.issueId).executeTakeFirst();
      if (!issue) return;
      // The queue runs it at its time by the database's clock: this process's may be a little behind.
      await drawIssue(trx, payload.issueId, new Date(Math.max(Date.now(), new Date(issue.draws_at).getTime())));
      await sendNextDraw(trx, jobs, issue.game_id);
    },
};
