import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../../db/tables';

/**
 * Bets that no longer stake on their issue (refused by the wallet, or void): their numbers' stakes
 * lowered, in one statement. Its rows are locked in number order first, the order a bet raises them
 * in, so a bet on the same numbers meanwhile waits rather than deadlocks.
 */
export async function lowerExposure(trx: Kysely<Tables>, bets: ReadonlyArray<{ issue_id: string; bet_type: string; numbers: string[]; stake: string }>): Promise<void> {
  if (bets.length === 0) return;
  await sql`
    with x as (
      select b.issue_id, b.bet_type, n.number, sum(b.stake) as staked
      from jsonb_to_recordset(${JSON.stringify(bets)}::jsonb) as b(issue_id bigint, bet_type text, numbers text[], stake bigint)
      cross join unnest(b.numbers) as n(number)
      group by b.issue_id, b.bet_type, n.number),
    locked as (
      select e.issue_id, e.bet_type, e.number from lottery_exposure e join x using (issue_id, bet_type, number)
      order by e.issue_id, e.bet_type, e.number
      for update of e)
    update lottery_exposure e set staked = e.staked - x.staked
    from x join locked l using (issue_id, bet_type, number)
    where e.issue_id = x.issue_id and e.bet_type = x.bet_type and e.number = x.number`.execute(trx);
}
