import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../../db/tables';
import type { LotteryBetType, OpsLotteryIssueLiability } from '../../../../src/generated/types';
import { fromMinorUnits } from '../../../../src/engine/money';

/** How many open issues with bets the console is shown at once: the next draws are the ones an operator can act on. */
const shownIssues = 50;

/**
 * A game's open issues holding bets, the soonest first, with what each number of each type would
 * cost the house: the bets' own odds (kept with each bet), so odds changed since move nothing. A
 * lô bet returns stake × pays / cost each time its number comes, as the draw pays it (rounded down
 * per bet); another type its stake × pays. A xiên bet counts under each of its numbers.
 */
export async function issueLiability(db: Kysely<Tables>, gameId: string): Promise<OpsLotteryIssueLiability[]> {
  const issues = await db
    .selectFrom('lottery_issues as i')
    .innerJoin('lottery_bets as b', (j) => j.onRef('b.issue_id', '=', 'i.id').on('b.status', '=', 'open'))
    .select(['i.id', 'i.issue', 'i.closes_at', 'i.draws_at'])
    .select((eb) => [eb.fn.countAll<string>().as('bets'), sql<string>`sum(b.stake)::text`.as('staked')])
    .where('i.game_id', '=', gameId)
    .where('i.status', '=', 'open')
    .groupBy(['i.id', 'i.issue', 'i.closes_at', 'i.draws_at'])
    .orderBy('i.draws_at')
    .limit(shownIssues)
    .execute();
  if (issues.length === 0) return [];
  const { rows } = await sql<{ issue_id: string; bet_type: LotteryBetType; number: string; staked: string; pays: string }>`
    select b.issue_id::text as issue_id, b.bet_type, n.number, sum(b.stake)::text as staked, sum(b.stake * b.pays / b.cost)::text as pays
    from lottery_bets b cross join unnest(b.numbers) as n(number)
    where b.issue_id = any(${issues.map((i) => i.id)}::bigint[]) and b.status = 'open'
    group by b.issue_id, b.bet_type, n.number
    order by sum(b.stake * b.pays / b.cost) desc, sum(b.stake) desc, b.bet_type, n.number`.execute(db);
  return issues.map((i) => ({
    id: String(i.id),
    issue: i.issue,
    closesAt: new Date(i.closes_at).toISOString(),
    drawsAt: new Date(i.draws_at).toISOString(),
    bets: Number(i.bets),
    staked: fromMinorUnits(i.staked),
    numbers: rows.filter((r) => r.issue_id === String(i.id)).map((r) => ({ betType: r.bet_type, number: r.number, staked: fromMinorUnits(r.staked), pays: fromMinorUnits(r.pays) })),
  }));
}
