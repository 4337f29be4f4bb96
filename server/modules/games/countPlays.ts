import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { retriedQueue, type JobHandler } from '../../jobs/jobs';

const kind = 'games.countPlays';

/**
 * Adds the rounds opened since the last count to each game's `plays` (the popular list's order), in
 * the caller's transaction. Counted here, every so often, rather than by each bet: a bet that also
 * updated its game's row would make every player of a popular game wait on that one row. The mark
 * of what was counted is locked while counting, so two counts never add a round twice; a round
 * whose row commits after a later one was counted is missed, which a popularity order can bear.
 */
export async function countPlaysIn(trx: Kysely<Tables>): Promise<void> {
  await trx
    .insertInto('meta')
    .values({ key: 'plays_counted_to', value: '0' })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const mark = await trx.selectFrom('meta').select('value').where('key', '=', 'plays_counted_to').forUpdate().executeTakeFirstOrThrow();
  const top = await trx
    .selectFrom('bets')
    .select(sql<string>`coalesce(max(id), 0)::text`.as('id'))
    .executeTakeFirstOrThrow();
  if (top.id === mark.value) return;
  await sql`update games g set plays = g.plays + c.n
    from (select game_id, count(*) as n from bets where id > ${mark.value}::bigint and id <= ${top.id}::bigint and game_id is not null group by game_id) c
    where g.id = c.game_id`.execute(trx);
  await trx.updateTable('meta').set({ value: top.id }).where('key', '=', 'plays_counted_to').execute();
}

/** One count in a transaction of its own. */
export const countPlays = (db: Kysely<Tables>) => db.transaction().execute(countPlaysIn);

/** A count each minute on the job queue's schedule, each run taken by one process. */
export const countPlaysJob = {
  kind,
  cron: '* * * * *',
  // A missed count is made up by the next, a minute later.
  queue: retriedQueue(kind, 0, 0, { keepDays: 1 }),
  handle: ((_payload, trx) => countPlaysIn(trx)) as JobHandler<object>,
};
