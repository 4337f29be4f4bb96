import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../../db/tables';

/** A member's approved deposits and paid withdrawals of the last 30 days, in minor units: what the play status and the support desk show. */
export async function moneyIn30Days(db: Kysely<Tables>, memberId: string): Promise<{ deposits: bigint; withdrawals: bigint }> {
  const { rows } = await sql<{ deposits: string; withdrawals: string }>`select
      (select coalesce(sum(amount), 0) from deposits where member_id = ${memberId} and status = 'approved' and coalesce(decided_at, created_at) > now() - interval '30 days')::text as deposits,
      (select coalesce(sum(amount), 0) from withdrawals where member_id = ${memberId} and status = 'paid' and coalesce(decided_at, created_at) > now() - interval '30 days')::text as withdrawals`.execute(db);
  return { deposits: BigInt(rows[0]!.deposits), withdrawals: BigInt(rows[0]!.withdrawals) };
}
