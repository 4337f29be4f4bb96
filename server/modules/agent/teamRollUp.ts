import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { retriedQueue, type JobHandler } from '../../jobs/jobs';
import { dayEnd, dayStart } from '../../db/brandDay';

const kind = 'agent.teamRollUp';

/**
 * Rolls up one brand day for every agent of the brand in one statement (decision 0275): per agent
 * (account types 1, 2, 41, 42) and product, the sums of its subtree's daily rows (the agent's own
 * included) and the members with a valid bet; the day's new members below it on the '' row. The
 * day's rows are replaced, so a second run gives the same rows, and the day is marked rolled up:
 * the reports read it from here from then on.
 */
export async function rollUpTeamDay(trx: Kysely<Tables>, brandId: string, timeZone: string, day: string): Promise<void> {
  await trx.deleteFrom('team_daily_stats').where('brand_id', '=', brandId).where('day', '=', day).execute();
  await sql`
    insert into team_daily_stats (brand_id, agent_id, day, product, valid_bet, payout, bonus, deposits, withdrawals, bet_count, active_members, new_members)
    with agents as (
      select id from members where brand_id = ${brandId} and type in (1, 2, 41, 42)
    ),
    figures as (
      -- One daily row per member and product, so the rows with a valid bet are the active members.
      select t.ancestor as agent_id, s.product,
             case when s.product = '' then t.ancestor end as untied_agent,
             sum(s.valid_bet) as valid_bet, sum(s.payout) as payout, sum(s.bonus) as bonus,
             sum(s.deposits) as deposits, sum(s.withdrawals) as withdrawals, sum(s.bet_count) as bet_count,
             count(*) filter (where s.valid_bet > 0) as active_members
      from member_daily_stats s
      join member_tree t on t.descendant = s.member_id
      join agents a on a.id = t.ancestor
      where s.brand_id = ${brandId} and s.day = ${day}::date
      group by t.ancestor, s.product
    ),
    joined as (
      select t.ancestor as agent_id, count(*) as n
      from members m
      join member_tree t on t.descendant = m.id and t.depth > 0
      join agents a on a.id = t.ancestor
      where m.brand_id = ${brandId} and m.created_at >= ${dayStart(day, timeZone)} and m.created_at < ${dayEnd(day, timeZone)}
      group by t.ancestor
    )
    select ${brandId}, coalesce(f.agent_id, j.agent_id), ${day}::date, coalesce(f.product, ''),
           coalesce(f.valid_bet, 0), coalesce(f.payout, 0), coalesce(f.bonus, 0), coalesce(f.deposits, 0), coalesce(f.withdrawals, 0),
           coalesce(f.bet_count, 0), coalesce(f.active_members, 0), coalesce(j.n, 0)
    from figures f full join joined j on j.agent_id = f.untied_agent`.execute(trx);
  await trx
    .insertInto('team_stats_runs')
    .values({ brand_id: brandId, day })
    .onConflict((oc) => oc.columns(['brand_id', 'day']).doUpdateSet({ rolled_at: sql<Date>`now()` }))
    .execute();
}

/**
 * Each brand's previous day, once: the day is claimed by inserting its `team_stats_runs` row (a
 * second run, or another process's, finds it taken and rolls up nothing), then rolled up, all in
 * the job's transaction. Resolves to the brand days rolled up.
 */
export async function rollUpYesterday(trx: Kysely<Tables>): Promise<Array<{ brandId: string; day: string }>> {
  const due = await trx
    .selectFrom('brands')
    .select(['id', sql<string>`coalesce(config ->> 'timeZone', 'UTC')`.as('tz')])
    .select(sql<string>`to_char((now() at time zone coalesce(config ->> 'timeZone', 'UTC'))::date - 1, 'YYYY-MM-DD')`.as('day'))
    .orderBy('id')
    .execute();
  const done: Array<{ brandId: string; day: string }> = [];
  for (const b of due) {
    const claimed = await trx
      .insertInto('team_stats_runs')
      .values({ brand_id: b.id, day: b.day })
      .onConflict((oc) => oc.doNothing())
      .returning('brand_id')
      .executeTakeFirst();
    if (!claimed) continue;
    await rollUpTeamDay(trx, b.id, b.tz, b.day);
    done.push({ brandId: b.id, day: b.day });
  }
  return done;
}

/**
 * The nightly roll-up: hourly at :15 UTC, so each brand's day is rolled up within the hour after its
 * midnight, whatever its time zone; the hours between find their day claimed and do nothing.
 */
export const teamRollUpJob = {
  kind,
  cron: '15 * * * *',
  queue: retriedQueue(kind, 5, 60, { retryBackoff: true }),
  handle: (async (_payload, trx) => {
    await rollUpYesterday(trx);
  }) as JobHandler<object>,
};
