import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';

/** The first key of the two-key advisory locks a bet's calls take: its own space, apart from the migrations' one-key lock. */
const betLockSpace = 0x56424554; // "VBET"

/**
 * Holds a vendor's bet, by its txId, until the transaction ends: the bet itself, its wins and its
 * rollbacks take turns, so a rollback can never cross the bet it cancels (a bet refused because a
 * rollback came first, a win refused because the bet was rolled back) half-way.
 */
export async function lockBet(trx: Kysely<Tables>, brandId: string, vendor: string, betTxId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(${betLockSpace}::int, hashtext(${`${brandId}\n${vendor}\n${betTxId}`}))`.execute(trx);
}
