import type { Kysely } from 'kysely';
import type { Tables } from '../../../db/tables';
import type { ToUpline, ToUplineRequest, Upline } from '../../../../src/generated/types';
import { fromMinorUnits } from '../../../../src/engine/money';
import { apiError } from '../../../errors';
import { amountWithin } from '../amount';
import { postChange, walletBalance } from '../ledger';

async function uplineOf(db: Kysely<Tables>, memberId: string) {
  return db
    .selectFrom('members as m')
    .leftJoin('members as u', 'u.id', 'm.upline_id')
    .select(['u.id as uplineId', 'u.account as upline', 'm.account', 'm.payment_password_hash'])
    .where('m.id', '=', memberId)
    .executeTakeFirstOrThrow();
}

/** Who the member's upline is, and what the main wallet holds to send them. */
export async function uplineInfo(db: Kysely<Tables>, memberId: string): Promise<Upline> {
  const row = await uplineOf(db, memberId);
  return { upline: row.upline, available: fromMinorUnits(await walletBalance(db, memberId, 'main')), hasPaymentPassword: row.payment_password_hash !== null };
}

/** SPEC §6: a downline may send money to its upline: main wallet to main wallet, through the ledger (the payment password was checked before). */
export async function sendToUpline(db: Kysely<Tables>, brandId: string, memberId: string, ledgerKey: string, input: ToUplineRequest): Promise<ToUpline> {
  const amount = amountWithin(null, input.amount);
  const row = await uplineOf(db, memberId);
  if (!row.uplineId || !row.upline) throw apiError('NOT_FOUND');
  const { balances } = await postChange(db, {
    brandId,
    idempotencyKey: ledgerKey,
    kind: 'toUpline',
    reference: `${row.account} → ${row.upline}`,
    postings: [
      { memberId, amount: -amount },
      { memberId: row.uplineId, amount },
    ],
  });
  const mine = balances.find((b) => b.memberId === memberId)?.balance ?? (await walletBalance(db, memberId, 'main'));
  return { moved: fromMinorUnits(amount), upline: row.upline, available: fromMinorUnits(mine) };
}
