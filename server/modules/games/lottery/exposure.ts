import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../../db/tables';

/** Bets that no longer stake on their issue (refused by the wallet, or void): their numbers' stakes lowered, in one statement. */
export async function lowerExposure(trx: Kysely<Tables>, bets: ReadonlyArray<{ issue_id: string; bet_type: string; numbers: string[]; stake: string }>): Promise<void> {
  if (bets.length === 0) return;
  await sql`
    update lottery_exposure e set staked = e.staked - x.staked
    from (select b.issue_id, b.bet_type, n.number, sum(b.stake) as staked
          from jsonb_to_recordset(${JSON.stringify(bets)}::jsonb) as b(issue_id bigint, bet_type text, numbers text[], stake bigint)
          cross join unnest(b.numbers) as n(number)
          group by b.issue_id, b.bet_type, n.number) x
    where e.issue_id = x.issue_id and e.bet_type = x.bet_type and e.number = x.number`.execute(trx);
}
