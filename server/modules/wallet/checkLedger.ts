import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { assetSql } from './ledger';

/**
 * What `npm run ledger:check` and every money test ask of the books, read in one snapshot: every
 * change sums to zero, and so does each brand's ledger (one currency per brand); every wallet's
 * balance is the sum of its entries (each asset on its own: money and points, decision 0260) and the balance its last entry recorded. Answers each fault in
 * words; none is a sound ledger.
 */
export async function checkLedger(db: Kysely<Tables>): Promise<string[]> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const faults: string[] = [];
      // Per asset (decision 0260): money and points each sum to zero, in every change and every brand.
      const unbalanced = await sql<{ id: string; asset: string; total: string }>`
        select e.transaction_id as id, ${sql.raw(assetSql('e'))} as asset, sum(e.amount)::text as total
        from ledger_entries e group by 1, 2 having sum(e.amount) <> 0`.execute(trx);
      for (const r of unbalanced.rows) faults.push(`change ${r.id} sums to ${r.total} ${r.asset}, not 0`);
      const brands = await sql<{ brand: string; currency: string; asset: string; total: string }>`
        select t.brand_id as brand, coalesce(b.config->'currency'->>'code', '?') as currency, ${sql.raw(assetSql('e'))} as asset, sum(e.amount)::text as total
        from ledger_entries e join ledger_transactions t on t.id = e.transaction_id left join brands b on b.id = t.brand_id
        group by t.brand_id, b.config->'currency'->>'code', 3 having sum(e.amount) <> 0`.execute(trx);
      for (const r of brands.rows) faults.push(`brand ${r.brand} (${r.asset === 'PTS' ? 'PTS' : r.currency}) sums to ${r.total}, not 0`);
      const wallets = await sql<{ member: string; wallet: string; balance: string | null; total: string | null; last: string | null }>`
        with sums as (
          select member_id, wallet, sum(amount) as total,
                 (array_agg(balance_after order by id desc))[1] as last
          from ledger_entries where member_id is not null group by member_id, wallet)
        select coalesce(w.member_id, s.member_id)::text as member, coalesce(w.wallet, s.wallet) as wallet,
               w.balance::text as balance, s.total::text as total, s.last::text as last
        from wallets w full join sums s on s.member_id = w.member_id and s.wallet = w.wallet
        where coalesce(w.balance, 0) <> coalesce(s.total, 0) or coalesce(w.balance, 0) <> coalesce(s.last, 0)`.execute(trx);
      for (const r of wallets.rows)
        faults.push(`member ${r.member} wallet ${r.wallet}: balance ${r.balance ?? 'none'}, entries sum to ${r.total ?? 'nothing'}, last entry says ${r.last ?? 'nothing'}`);
      return faults;
    });
}
