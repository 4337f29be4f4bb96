import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Category, Profit, ProfitRequest } from '../../../src/generated/types';
import { fromMinorUnits } from '../../../src/engine/money';
import { dayEnd, dayStart } from '../../db/brandDay';

/**
 * A member's profit and loss per product over the brand's days, from the ledger: what their bets
 * took from their wallets (less bets a vendor rolled back) and their wins put back, by the product a bet's change names
 * (`<CATEGORY>/<VENDOR>` as its reference), products in the order of most played first.
 */
export async function profitOf(db: Kysely<Tables>, timeZone: string, memberId: string, input: ProfitRequest): Promise<Profit> {
  const { rows } = await sql<{ category: Category; bets: string; wins: string }>`
    select split_part(t.reference, '/', 1) as category,
           sum(case when t.kind in ('bet', 'rollback') then -e.amount else 0 end)::text as bets,
           sum(case when t.kind = 'win' then e.amount else 0 end)::text as wins
    from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
    where e.member_id = ${memberId} and t.kind in ('bet', 'win', 'rollback') and t.reference like '%/%'
      and t.created_at >= ${dayStart(input.from, timeZone)}
      and t.created_at < ${dayEnd(input.to, timeZone)}
    group by 1
    order by sum(case when t.kind in ('bet', 'rollback') then -e.amount else 0 end) desc, 1`.execute(db);
  const line = (bets: bigint, wins: bigint) => ({ bets: fromMinorUnits(bets), wins: fromMinorUnits(wins), profit: fromMinorUnits(wins - bets) });
  const sums = rows.reduce((s, r) => ({ bets: s.bets + BigInt(r.bets), wins: s.wins + BigInt(r.wins) }), { bets: 0n, wins: 0n });
  return { products: rows.map((r) => ({ category: r.category, ...line(BigInt(r.bets), BigInt(r.wins)) })), total: line(sums.bets, sums.wins) };
}
