import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { referralHouse } from './qualify';

/** A brand's invitees by status for the console: the held ones oldest first (the review queue), the others newest first. */
export async function heldReferrals(db: Kysely<Tables>, brandId: string, status: 'pending' | 'held' | 'paid' | 'rejected', pageNo: number, pageSize: number) {
  const order = status === 'held' ? sql`r.qualified_at asc, r.invitee_id asc` : sql`r.created_at desc, r.invitee_id desc`;
  const { rows: count } = await sql<{ n: number }>`select count(*)::int as n from referrals where brand_id = ${brandId} and status = ${status}`.execute(db);
  const { rows } = await sql<{ invitee_id: string; invitee: string; referrer: string; created_at: Date; status: typeof status; held_for: string[]; reward: string | null; qualified_at: Date | null; remark: string | null }>`
    select r.invitee_id::text, i.account as invitee, f.account as referrer, r.created_at, r.status, r.held_for, r.reward::text, r.qualified_at, r.remark
    from referrals r join members i on i.id = r.invitee_id join members f on f.id = r.referrer_id
    where r.brand_id = ${brandId} and r.status = ${status}
    order by ${order} limit ${pageSize} offset ${(pageNo - 1) * pageSize}`.execute(db);
  const total = count[0]!.n;
  return { total, totalPages: Math.ceil(total / pageSize), rows };
}

/** The programme's figures: invitees, held, paid, and its cost from the house account's entries. */
export async function referralCounts(db: Kysely<Tables>, brandId: string) {
  const { rows } = await sql<{ invitees: number; held: number; paid: number; cost: string }>`
    select (select count(*) from referrals where brand_id = ${brandId})::int as invitees,
           (select count(*) from referrals where brand_id = ${brandId} and status = 'held')::int as held,
           (select count(*) from referrals where brand_id = ${brandId} and status = 'paid')::int as paid,
           (select coalesce(-sum(e.amount), 0) from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
             where t.brand_id = ${brandId} and e.house_account = ${referralHouse})::text as cost`.execute(db);
  return rows[0]!;
}
