import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { apiError } from '../../errors';
import { lockBet } from './betLock';
import { vendorFingerprint, type VendorTxKind } from './fingerprint';

export interface VendorTx {
  brandId: string;
  vendor: string;
  kind: VendorTxKind;
  txId: string;
  /** The bet the call is about: its own txId for a bet, the one it names for a win or a rollback. */
  betTxId: string;
  /** The validated body: its fingerprint is what "the same call" means. */
  input: unknown;
}

/** What a call's work keeps of it beside its answer. */
export interface VendorTxRecord {
  /** Null only for a rollback of a bet never seen. */
  memberId: string | null;
  roundId: string;
  /** What it moved, in minor units (0 when nothing). */
  amount: bigint;
  refTxId: string | null;
}

/** The txId's record met another call's, which committed first. */
export const isFirstCallsKey = (err: unknown) => {
  const e = err as { code?: string; constraint?: string };
  return e.code === '23505' && e.constraint === 'vendor_transactions_pkey';
};

/**
 * Runs a vendor's call once per txId, in one transaction with everything it changes: the bet's lock
 * first, then the txId's record — a call seen before answers its first answer again (same kind and
 * body) or is refused (422 IDEMPOTENCY_MISMATCH), and moves nothing — then the work, then the record
 * with its answer. A refused call keeps nothing, so the vendor may send it again. Two calls with one
 * txId at once: for the same bet the lock makes the second wait and then answer the first one's
 * answer; for two bets, the second's record collides with the first's at commit, and it is run once
 * more, when it finds that record.
 */
export async function oncePerTx<T>(db: Kysely<Tables>, tx: VendorTx, work: (trx: Kysely<Tables>) => Promise<{ record: VendorTxRecord; answer: T }>): Promise<T> {
  const fingerprint = vendorFingerprint(tx.kind, tx.input);
  const attempt = () =>
    db.transaction().execute(async (trx) => {
      await lockBet(trx, tx.brandId, tx.vendor, tx.betTxId);
      const first = await trx
        .selectFrom('vendor_transactions')
        .select(['fingerprint', 'response'])
        .where('brand_id', '=', tx.brandId)
        .where('vendor', '=', tx.vendor)
        .where('tx_id', '=', tx.txId)
        .executeTakeFirst();
      if (first) {
        if (first.fingerprint !== fingerprint) throw apiError('IDEMPOTENCY_MISMATCH');
        return first.response as T;
      }
      const { record, answer } = await work(trx);
      await trx
        .insertInto('vendor_transactions')
        .values({
          brand_id: tx.brandId,
          vendor: tx.vendor,
          tx_id: tx.txId,
          kind: tx.kind,
          member_id: record.memberId,
          round_id: record.roundId,
          amount: String(record.amount),
          ref_tx_id: record.refTxId,
          fingerprint,
          response: JSON.stringify(answer),
        })
        .execute();
      return answer;
    });
  try {
    return await attempt();
  } catch (err) {
    if (isFirstCallsKey(err)) return attempt();
    throw err;
  }
}
