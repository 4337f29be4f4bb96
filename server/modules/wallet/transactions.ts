import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { TransactionKind, Transactions, TransactionsRequest } from '../../../src/generated/types';
import { fromMinorUnits } from '../../../src/engine/money';
import { dayEnd, dayStart } from '../../db/brandDay';
import { pageOf } from '../../db/pageOf';

/**
 * A member's account record: each of their wallets' side of every ledger change, newest first,
 * with the balance the wallet had after it. Days are the brand's (its time zone), `to` included.
 */
export async function transactionsOf(db: Kysely<Tables>, timeZone: string, memberId: string, input: TransactionsRequest): Promise<Transactions> {
  const pageNo = input.pageNo ?? 1;
  const pageSize = input.pageSize ?? 10;
  let q = db.selectFrom('ledger_entries as e').innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id').where('e.member_id', '=', memberId);
  if (input.kind) q = q.where('t.kind', '=', input.kind);
  if (input.from) q = q.where('t.created_at', '>=', dayStart(input.from, timeZone));
  if (input.to) q = q.where('t.created_at', '<', dayEnd(input.to, timeZone));
  const { total, totalPages, rows } = await pageOf(
    pageNo,
    pageSize,
    q,
    (limit, offset) => q.select(['e.id', 't.created_at', 't.kind', 'e.wallet', 'e.amount', 'e.balance_after', 't.reference']).orderBy('e.id', 'desc').limit(limit).offset(offset).execute(),
  );
  return {
    pageNo,
    total,
    totalPages,
    list: rows.map((r) => ({
      id: r.id,
      at: new Date(r.created_at).toISOString(),
      kind: r.kind as TransactionKind,
      wallet: r.wallet!.startsWith('vendor:') ? r.wallet!.slice(7) : r.wallet!,
      amount: fromMinorUnits(r.amount),
      balanceAfter: fromMinorUnits(r.balance_after!),
      reference: r.reference,
    })),
  };
}
