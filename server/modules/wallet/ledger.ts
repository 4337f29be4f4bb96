import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { inTransaction } from '../../db/inTransaction';
import { apiError } from '../../errors';

/** One side of a change: a member's wallet, or a house account (where demo credit, deposits and wins come from). */
export type Posting = { memberId: string; amount: bigint } | { house: string; amount: bigint };

export interface LedgerChange {
  brandId: string;
  /** The same key twice moves money once. */
  idempotencyKey: string;
  kind: string;
  postings: Posting[];
}

const isCheckViolation = (err: unknown) => (err as { code?: string }).code === '23514';

/**
 * Moves money: the postings, which must sum to zero, and every wallet they touch, in one database
 * transaction (the caller's, when it has one). A key already used answers the first transaction
 * and moves nothing; a posting that would take a wallet below zero refuses the whole change.
 */
export async function postChange(db: Kysely<Tables>, change: LedgerChange): Promise<{ transactionId: string; replayed: boolean }> {
  const sum = change.postings.reduce((s, p) => s + p.amount, 0n);
  if (change.postings.length < 2 || sum !== 0n)
    throw new Error(`unbalanced ledger change ${change.kind}: ${change.postings.length} postings summing to ${sum}`);
  try {
    return await inTransaction(db, async (trx) => {
      const made = await trx
        .insertInto('ledger_transactions')
        .values({ brand_id: change.brandId, idempotency_key: change.idempotencyKey, kind: change.kind })
        .onConflict((oc) => oc.columns(['brand_id', 'idempotency_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!made) {
        const first = await trx
          .selectFrom('ledger_transactions')
          .select('id')
          .where('brand_id', '=', change.brandId)
          .where('idempotency_key', '=', change.idempotencyKey)
          .executeTakeFirstOrThrow();
        return { transactionId: first.id, replayed: true };
      }
      await trx
        .insertInto('ledger_entries')
        .values(
          change.postings.map((p) => ({
            transaction_id: made.id,
            member_id: 'memberId' in p ? p.memberId : null,
            house_account: 'house' in p ? p.house : null,
            amount: String(p.amount),
          })),
        )
        .execute();
      for (const p of change.postings) {
        if (!('memberId' in p)) continue;
        if (p.amount < 0n) {
          // A debit needs a wallet with the money in it: no row is no money, and the check refuses an overdraft.
          const debited = await trx
            .updateTable('wallets')
            .set((eb) => ({ balance: eb('balance', '+', String(p.amount)), updated_at: new Date() }))
            .where('member_id', '=', p.memberId)
            .executeTakeFirst();
          if (debited.numUpdatedRows === 0n) throw apiError('INSUFFICIENT_FUNDS');
        } else {
          await trx
            .insertInto('wallets')
            .values({ member_id: p.memberId, balance: String(p.amount) })
            .onConflict((oc) =>
              oc.column('member_id').doUpdateSet((eb) => ({ balance: eb('wallets.balance', '+', String(p.amount)), updated_at: new Date() })),
            )
            .execute();
        }
      }
      return { transactionId: made.id, replayed: false };
    });
  } catch (err) {
    if (isCheckViolation(err)) throw apiError('INSUFFICIENT_FUNDS');
    throw err;
  }
}

/** A member's balance in minor units; a member money never reached has none. */
export async function walletBalance(db: Kysely<Tables>, memberId: string): Promise<bigint> {
  const row = await db.selectFrom('wallets').select('balance').where('member_id', '=', memberId).executeTakeFirst();
  return BigInt(row?.balance ?? 0);
}
