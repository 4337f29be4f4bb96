import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { inTransaction } from '../../db/inTransaction';
import { apiError } from '../../errors';

/**
 * One side of a change: one of a member's wallets (`main` unless named: a vendor's wallet
 * `vendor:<code>`, `hold` for withdrawals asked for and not yet paid), or a house account (where
 * demo credit, deposits and wins come from, and where payouts go).
 */
export type Posting = { memberId: string; wallet?: string; amount: bigint } | { house: string; amount: bigint };

export interface LedgerChange {
  brandId: string;
  /** The same key twice moves money once; the same key with other postings is refused. */
  idempotencyKey: string;
  kind: string;
  /** What the player and the console read beside the movement (a deposit's number, a vendor). */
  reference?: string;
  postings: Posting[];
}

export interface PostedChange {
  transactionId: string;
  replayed: boolean;
  /** Each member wallet the change touched, with its balance after it (empty when replayed). */
  balances: Array<{ memberId: string; wallet: string; balance: bigint }>;
}

const isCheckViolation = (err: unknown) => (err as { code?: string }).code === '23514';
const walletOf = (p: Posting) => ('memberId' in p ? (p.wallet ?? 'main') : null);
/** Wallets are locked by member ID (as a number), then by name. */
const lockOrder = (p: { memberId: string; wallet?: string }) => `${p.memberId.padStart(20, '0')}:${p.wallet ?? 'main'}`;

/** The change as a key's first use recorded it: its kind and postings in a fixed order. */
function fingerprintOf(change: LedgerChange): string {
  const sides = change.postings.map((p) => ('memberId' in p ? `m:${p.memberId}:${walletOf(p)}:${p.amount}` : `h:${p.house}:${p.amount}`)).sort();
  return createHash('sha256').update(JSON.stringify([change.kind, change.reference ?? null, sides])).digest('base64url');
}

/**
 * Moves money: the postings, which must sum to zero, and every wallet they touch, in one database
 * transaction (the caller's, when it has one). A key already used with the same postings answers
 * the first transaction and moves nothing; with other postings it is refused
 * (IDEMPOTENCY_MISMATCH). A posting that would take a wallet below zero refuses the whole change.
 * Wallets are updated in one fixed order, so two changes crossing the same wallets wait for each
 * other instead of deadlocking.
 */
export async function postChange(db: Kysely<Tables>, change: LedgerChange): Promise<PostedChange> {
  const sum = change.postings.reduce((s, p) => s + p.amount, 0n);
  if (change.postings.length < 2 || sum !== 0n)
    throw new Error(`unbalanced ledger change ${change.kind}: ${change.postings.length} postings summing to ${sum}`);
  const fingerprint = fingerprintOf(change);
  try {
    return await inTransaction(db, async (trx) => {
      const made = await trx
        .insertInto('ledger_transactions')
        .values({ brand_id: change.brandId, idempotency_key: change.idempotencyKey, kind: change.kind, fingerprint, reference: change.reference ?? null })
        .onConflict((oc) => oc.columns(['brand_id', 'idempotency_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!made) {
        const first = await trx
          .selectFrom('ledger_transactions')
          .select(['id', 'fingerprint'])
          .where('brand_id', '=', change.brandId)
          .where('idempotency_key', '=', change.idempotencyKey)
          .executeTakeFirstOrThrow();
        if (first.fingerprint !== null && first.fingerprint !== fingerprint) throw apiError('IDEMPOTENCY_MISMATCH');
        return { transactionId: first.id, replayed: true, balances: [] };
      }
      const after = new Map<Posting, bigint>();
      const members = change.postings
        .filter((p): p is Extract<Posting, { memberId: string }> => 'memberId' in p)
        .sort((a, b) => (lockOrder(a) < lockOrder(b) ? -1 : 1));
      for (const p of members) after.set(p, await move(trx, p.memberId, walletOf(p)!, p.amount));
      await trx
        .insertInto('ledger_entries')
        .values(
          change.postings.map((p) => ({
            transaction_id: made.id,
            member_id: 'memberId' in p ? p.memberId : null,
            wallet: walletOf(p),
            house_account: 'house' in p ? p.house : null,
            amount: String(p.amount),
            balance_after: after.has(p) ? String(after.get(p)) : null,
          })),
        )
        .execute();
      return { transactionId: made.id, replayed: false, balances: members.map((p) => ({ memberId: p.memberId, wallet: walletOf(p)!, balance: after.get(p)! })) };
    });
  } catch (err) {
    if (isCheckViolation(err)) throw apiError('INSUFFICIENT_FUNDS');
    throw err;
  }
}

/** One wallet's change in one statement, answering the balance after it. */
async function move(trx: Kysely<Tables>, memberId: string, wallet: string, amount: bigint): Promise<bigint> {
  if (amount < 0n) {
    // A debit needs a wallet with the money in it: no row is no money, and the check refuses an overdraft.
    const debited = await trx
      .updateTable('wallets')
      .set((eb) => ({ balance: eb('balance', '+', String(amount)), updated_at: new Date() }))
      .where('member_id', '=', memberId)
      .where('wallet', '=', wallet)
      .returning('balance')
      .executeTakeFirst();
    if (!debited) throw apiError('INSUFFICIENT_FUNDS');
    return BigInt(debited.balance);
  }
  const credited = await trx
    .insertInto('wallets')
    .values({ member_id: memberId, wallet, balance: String(amount) })
    .onConflict((oc) => oc.columns(['member_id', 'wallet']).doUpdateSet((eb) => ({ balance: eb('wallets.balance', '+', String(amount)), updated_at: new Date() })))
    .returning('balance')
    .executeTakeFirstOrThrow();
  return BigInt(credited.balance);
}

/** One of a member's wallets in minor units (`main` unless named); a wallet money never reached has none. */
export async function walletBalance(db: Kysely<Tables>, memberId: string, wallet = 'main'): Promise<bigint> {
  const row = await db.selectFrom('wallets').select('balance').where('member_id', '=', memberId).where('wallet', '=', wallet).executeTakeFirst();
  return BigInt(row?.balance ?? 0);
}

/** What a member may spend, as the header shows it: every wallet but the withdrawal hold. */
export async function spendableBalance(db: Kysely<Tables>, memberId: string): Promise<bigint> {
  const row = await db
    .selectFrom('wallets')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('balance'), eb.val('0')).as('total'))
    .where('member_id', '=', memberId)
    .where('wallet', '<>', 'hold')
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
}
