import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import stringify from 'safe-stable-stringify';
import type { Tables } from '../db/tables';
import { apiError } from '../errors';

export interface OnceRequest {
  brandId: string;
  /** Whose key it is: `member:<id>` or `operator:<id>`; two callers' keys never meet. */
  scope: string;
  key: string;
  call: string;
  /** The validated input: its fingerprint (keys in a fixed order) is what "the same request" means. */
  input: unknown;
}

/** What an Idempotency-Key may look like: what a client makes from random bytes or a UUID. */
export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * Runs a money call once per key: in one transaction that first claims the key, then does the
 * work and keeps its answer, so the work and the record commit together or not at all. A repeat
 * of the same call with the same input answers the kept value and does nothing; anything else under
 * that key is refused (IDEMPOTENCY_MISMATCH). Two at once: on PostgreSQL the second waits on the
 * first's claim and then reads its answer; a failed call keeps nothing, so it may be tried again.
 */
export async function runOnce<T>(db: Kysely<Tables>, req: OnceRequest, work: (trx: Kysely<Tables>) => Promise<T>): Promise<T> {
  const fingerprint = createHash('sha256')
    .update(`${req.call}\n${stringify(req.input) ?? ''}`)
    .digest('base64url');
  const where = { brand_id: req.brandId, scope: req.scope, key: req.key };
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('idempotent_requests')
      .values({ ...where, call: req.call, fingerprint, response: 'null' })
      .onConflict((oc) => oc.columns(['brand_id', 'scope', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) {
      const first = await trx
        .selectFrom('idempotent_requests')
        .select(['call', 'fingerprint', 'response'])
        .where('brand_id', '=', where.brand_id)
        .where('scope', '=', where.scope)
        .where('key', '=', where.key)
        .executeTakeFirstOrThrow();
      if (first.call !== req.call || first.fingerprint !== fingerprint) throw apiError('IDEMPOTENCY_MISMATCH');
      return first.response as T;
    }
    const value = await work(trx);
    await trx
      .updateTable('idempotent_requests')
      .set({ response: JSON.stringify(value ?? null) })
      .where('brand_id', '=', where.brand_id)
      .where('scope', '=', where.scope)
      .where('key', '=', where.key)
      .execute();
    return value;
  });
}
