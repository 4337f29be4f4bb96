import type { Kysely } from 'kysely';
import type { Tables } from './tables';

/** Runs work in a transaction: the caller's when `db` already is one (so it commits or fails with it), else a new one. */
export function inTransaction<T>(db: Kysely<Tables>, work: (trx: Kysely<Tables>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
