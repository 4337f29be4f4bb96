import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import type { TeamOverview, TeamProfitLoss, TeamProfitLossRequest } from '../../../src/generated/types';
import { fromMinorUnits } from '../../../src/engine/money';
import { isAgent } from '../../../src/engine/accountType';
import { periodProblem, type DayPeriod } from '../../../src/engine/dayRange';
import { daysOf } from '../../../src/engine/teamPresets';
import { apiError } from '../../errors';
import { dayEnd, dayStart } from '../../db/brandDay';
import { likeText } from '../../db/likeText';
import { pageOf } from '../../db/pageOf';

/** The days asked for: days that exist, in order, 31 at most (src/engine/dayRange.ts). */
export function checkTeamPeriod(period: DayPeriod): void {
  const problem = periodProblem(period.from, period.to);
  if (problem) throw apiError('FIELD_INVALID', { reason: `errors:reason_period_${problem.reason}` }, problem.field);
}

interface DayFigures {
  day: string;
  valid_bet: string;
  payout: string;
  bonus: string;
  deposits: string;
  withdrawals: string;
}

/**
 * An agent's team over a period (decision 0275): days rolled up are read from team_daily_stats,
 * the others (today, and a closed day the nightly job has not reached yet) from the members' daily
 * rows of those days only (by the brand-day index, then member_tree). Active members are counted
 * afresh, each member of the team once if it has a daily row with a valid bet in the period (one
 * index probe each, stopping at the first): a sum of daily counts would count a member active on
 * two days twice.
 */
export async function teamOverview(db: Kysely<Tables>, brand: Brand, agentId: string, period: DayPeriod): Promise<TeamOverview> {
  checkTeamPeriod(period);
  const tz = brand.config.timeZone;
  const readAt = new Date();
  const { rows: perDay } = await sql<DayFigures>`
    with rolled as (
      select day from team_stats_runs where brand_id = ${brand.id} and day between ${period.from}::date and ${period.to}::date
    )
    select to_char(day, 'YYYY-MM-DD') as day, sum(valid_bet)::text as valid_bet, sum(payout)::text as payout, sum(bonus)::text as bonus,
           sum(deposits)::text as deposits, sum(withdrawals)::text as withdrawals
    from (
      select r.day, r.valid_bet, r.payout, r.bonus, r.deposits, r.withdrawals
      from team_daily_stats r
      where r.agent_id = ${agentId} and r.day in (select day from rolled)
      union all
      select s.day, s.valid_bet, s.payout, s.bonus, s.deposits, s.withdrawals
      from member_daily_stats s join member_tree t on t.descendant = s.member_id and t.ancestor = ${agentId}
      where s.brand_id = ${brand.id} and s.day = any(array(
        select d::date from generate_series(${period.from}::date, ${period.to}::date, interval '1 day') d where d::date not in (select day from rolled)))
    ) f
    group by day`.execute(db);
  const counts = await sql<{
    team_size: string;
    new_members: string;
    active_members: string;
  }>`
    select
      (select count(*) from member_tree where ancestor = ${agentId} and depth > 0) as team_size,
      (select count(*) from member_tree t join members m on m.id = t.descendant
        where t.ancestor = ${agentId} and t.depth > 0 and m.created_at >= ${dayStart(period.from, tz)} and m.created_at < ${dayEnd(period.to, tz)}) as new_members,
      (select count(*) from member_tree t
        where t.ancestor = ${agentId} and exists (select 1 from member_daily_stats s
          where s.member_id = t.descendant and s.day between ${period.from}::date and ${period.to}::date and s.valid_bet > 0)) as active_members`.execute(db);
  const c = counts.rows[0]!;
  const byDay = new Map(perDay.map((d) => [d.day, d]));
  const total = {
    validBet: 0n,
    payout: 0n,
    bonus: 0n,
    deposits: 0n,
    withdrawals: 0n,
  };
  const days = daysOf(period).map((day) => {
    const d = byDay.get(day);
    const validBet = BigInt(d?.valid_bet ?? 0);
    const payout = BigInt(d?.payout ?? 0);
    total.validBet += validBet;
    total.payout += payout;
    total.bonus += BigInt(d?.bonus ?? 0);
    total.deposits += BigInt(d?.deposits ?? 0);
    total.withdrawals += BigInt(d?.withdrawals ?? 0);
    return {
      day,
      validBet: fromMinorUnits(validBet),
      profitLoss: fromMinorUnits(payout - validBet),
    };
  });
  return {
    asOf: readAt.toISOString(),
    from: period.from,
    to: period.to,
    teamSize: Number(c.team_size),
    newMembers: Number(c.new_members),
    activeMembers: Number(c.active_members),
    deposits: fromMinorUnits(total.deposits),
    withdrawals: fromMinorUnits(total.withdrawals),
    validBet: fromMinorUnits(total.validBet),
    payout: fromMinorUnits(total.payout),
    bonus: fromMinorUnits(total.bonus),
    profitLoss: fromMinorUnits(total.payout - total.validBet),
    days,
  };
}

/**
 * Per member of the agent's subtree (the agent at level 0), their own figures over the period,
 * read from their daily rows. With `parent`, that member (which must be in the subtree, else
 * NOT_FOUND, as a member of another branch would be) and its direct downlines.
 */
export async function teamProfitLoss(db: Kysely<Tables>, brand: Brand, agentId: string, input: TeamProfitLossRequest): Promise<TeamProfitLoss> {
  const period = { from: input.from, to: input.to };
  checkTeamPeriod(period);
  const pageNo = input.pageNo ?? 1;
  const pageSize = input.pageSize ?? 10;
  let parentId: string | null = null;
  if (input.parent !== undefined) {
    const parent = await db
      .selectFrom('members as m')
      .innerJoin('member_tree as t', 't.descendant', 'm.id')
      .select('m.id')
      .where('m.brand_id', '=', brand.id)
      .where('m.account', '=', input.parent)
      .where('t.ancestor', '=', agentId)
      .executeTakeFirst();
    if (!parent) throw apiError('NOT_FOUND', {}, 'parent');
    parentId = parent.id;
  }
  let base = db.selectFrom('member_tree as t').innerJoin('members as m', 'm.id', 't.descendant').where('t.ancestor', '=', agentId);
  if (parentId !== null) {
    const under = parentId;
    base = base.where('t.descendant', 'in', (eb) => eb.selectFrom('member_tree as p').select('p.descendant').where('p.ancestor', '=', under).where('p.depth', '<=', 1));
  }
  if (input.account) base = base.where('m.account', 'ilike', likeText(input.account));
  const result = sql<string>`coalesce(sum(s.payout - s.valid_bet), 0)`;
  const sort = input.sort ?? 'profitLossAsc';
  const { total, totalPages, rows } = await pageOf(pageNo, pageSize, base, (limit, offset) => {
    let q = base
      .leftJoin('member_daily_stats as s', (j) =>
        j
          .onRef('s.member_id', '=', 't.descendant')
          .on('s.day', '>=', sql<string>`${period.from}::date`)
          .on('s.day', '<=', sql<string>`${period.to}::date`),
      )
      .select([
        'm.account',
        'm.type',
        't.depth',
        sql<string>`coalesce(sum(s.valid_bet), 0)::text`.as('valid_bet'),
        sql<string>`coalesce(sum(s.payout), 0)::text`.as('payout'),
        sql<string>`coalesce(sum(s.bonus), 0)::text`.as('bonus'),
        sql<string>`coalesce(sum(s.deposits), 0)::text`.as('deposits'),
        sql<string>`coalesce(sum(s.withdrawals), 0)::text`.as('withdrawals'),
      ])
      .groupBy(['m.id', 'm.account', 'm.type', 't.depth']);
    q = sort === 'account' ? q.orderBy('m.account') : q.orderBy(result, sort === 'profitLossAsc' ? 'asc' : 'desc').orderBy('m.account');
    return q.limit(limit).offset(offset).execute();
  });
  return {
    pageNo,
    total,
    totalPages,
    parent: parentId === null ? null : input.parent!,
    list: rows.map((r) => ({
      account: r.account,
      level: r.depth,
      isAgent: isAgent(r.type),
      validBet: fromMinorUnits(r.valid_bet),
      payout: fromMinorUnits(r.payout),
      bonus: fromMinorUnits(r.bonus),
      profitLoss: fromMinorUnits(BigInt(r.payout) - BigInt(r.valid_bet)),
      deposits: fromMinorUnits(r.deposits),
      withdrawals: fromMinorUnits(r.withdrawals),
    })),
  };
}
