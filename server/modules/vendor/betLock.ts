import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';

/** The first key of the two-key advisory locks a bet's calls take: its own space, apart from the migrations' one-key lock. */
export const betLockSpace = 0x56424554; // "VBET"

/** The text whose hash is a bet's second key: the bet itself takes it inside migration 042's vendor_bet. */
export const betLockKey = (brandId: string, vendor: string, betTxId: string): string => `${brandId}\n${vendor}\n${betTxId}`;

/**
 * Holds a vendor's bet, by its txId, until the transaction ends: the bet itself, its wins and its
 * rollbacks take turns, so a rollback can never cross the bet it cancels (a bet refused because a
 * rollback came first, a win refused because the bet was rolled back) half-way. What a call reads
 * of the bet's other calls it reads in a statement after the one that took the lock: a statement
 * reads the database as it stood when the statement began, before any wait for the lock.
 */
export async function lockBet(trx: Kysely<Tables>, brandId: string, vendor: string, betTxId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(${betLockSpace}::int, hashtext(${betLockKey(brandId, vendor, betTxId)}))`.execute(trx);
}
