import type { Kysely, Selectable } from 'kysely';
import type { Tables } from '../../../db/tables';
import type { Brand } from '../../../brands/store';
import type { Withdrawal, WithdrawalReceiptRequest, WithdrawalRules, Withdrawals, WithdrawRequest } from '../../../../src/generated/types';
import { fromMinorUnits } from '../../../../src/engine/money';
import { apiError } from '../../../errors';
import { payoutProofId, readProofs } from './proofs';
import { pageOf } from '../../../db/pageOf';
import { amountWithin, minorOf } from '../amount';
import { postChange, walletBalance } from '../ledger';
import { todayStart } from '../../../db/brandDay';
import { payoutKindNames, type PayoutKind } from '../../../../src/engine/payoutAccount';
import { bonusHoldsWithdrawal } from './spentBonus';

type WithdrawalRow = Selectable<Tables['withdrawals']>;

function rulesOf(brand: Brand) {
  const w = brand.config.payments?.withdrawal;
  if (!w) throw apiError('MODULE_DISABLED');
  return w;
}

/** When a paid withdrawal the member has not confirmed counts as received. */
export const autoReceiveAt = (brand: Brand, paidAt: Date) => new Date(paidAt.getTime() + (brand.config.payments?.withdrawal.autoReceiveMinutes ?? 60) * 60_000);

/** How the member reads where it is paid: the kind, the number (and bank), the payee. */
export const accountLine = (r: { account_kind: string; account_number: string; account_bank: string | null; payee_name: string }) =>
  `${payoutKindNames[r.account_kind as PayoutKind] ?? r.account_kind}${r.account_bank ? ` (${r.account_bank})` : ''} ${r.account_number} · ${r.payee_name}`;

/** A withdrawal as its member sees it; `payout_proof` is the ID of the desk's picture of the payment, where it was read. */
export function withdrawalView(brand: Brand, r: WithdrawalRow & { payout_proof?: string | null }): Withdrawal {
  const paidAt = r.paid_at ? new Date(r.paid_at) : null;
  return {
    id: r.id,
    reference: `W${r.id}`,
    amount: fromMinorUnits(r.amount),
    account: accountLine(r),
    status: r.status,
    receipt: r.receipt,
    receiptNote: r.receipt_note,
    rejectReason: r.reject_reason,
    createdAt: new Date(r.created_at).toISOString(),
    paidAt: paidAt?.toISOString() ?? null,
    autoReceiveAt: paidAt && !r.receipt ? autoReceiveAt(brand, paidAt).toISOString() : null,
    payoutReference: r.payout_reference,
    payoutProof: Boolean(r.payout_proof),
  };
}

/** Withdrawals the member asked for today (the brand's day), whatever became of them. */
async function askedToday(db: Kysely<Tables>, brand: Brand, memberId: string): Promise<number> {
  const { n } = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', memberId)
    .where('created_at', '>=', todayStart(brand.config.timeZone))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** What a withdrawal may be for this member now. */
export async function withdrawalRules(db: Kysely<Tables>, brand: Brand, memberId: string): Promise<WithdrawalRules> {
  const w = rulesOf(brand);
  const [m, asked, available] = await Promise.all([
    db.selectFrom('members').select(['payee_name', 'payment_password_hash']).where('id', '=', memberId).executeTakeFirstOrThrow(),
    askedToday(db, brand, memberId),
    walletBalance(db, memberId, 'main'),
  ]);
  return {
    min: fromMinorUnits(minorOf(w.min)),
    max: fromMinorUnits(minorOf(w.max)),
    dailyCount: w.dailyCount,
    leftToday: Math.max(0, w.dailyCount - asked),
    available: fromMinorUnits(available),
    hasPaymentPassword: m.payment_password_hash !== null,
    realName: m.payee_name,
  };
}

/**
 * Asks for a payout, in the caller's transaction (the payment password was checked before it): the
 * account is the member's and still bound, the amount within the brand's limits, fewer than the daily count asked
 * today (the member's row is locked, so two at once are counted one after the other), and the
 * amount moves from the main wallet to the hold at once — refused whole when the wallet is short.
 */
export async function requestWithdrawal(db: Kysely<Tables>, brand: Brand, memberId: string, ledgerKey: string, input: WithdrawRequest): Promise<Withdrawal> {
  const w = rulesOf(brand);
  const amount = amountWithin(brand, input.amount, { min: minorOf(w.min), max: minorOf(w.max) });
  const account = await db.selectFrom('payout_accounts').selectAll().where('id', '=', input.accountId).where('member_id', '=', memberId).where('removed_at', 'is', null).executeTakeFirst();
  if (!account) throw apiError('NOT_FOUND', {}, 'accountId');
  await db.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().executeTakeFirstOrThrow();
  if ((await askedToday(db, brand, memberId)) >= w.dailyCount) throw apiError('WITHDRAWALS_TODAY_USED', { count: String(w.dailyCount) });
  // A bonus in play holds the withdrawal until its turnover is met or it is forfeited (decision 0262): the page offers the forfeit.
  // One played down to nothing is closed here and holds nothing (decision 0268).
  if (await bonusHoldsWithdrawal(db, brand, memberId)) throw apiError('BONUS_WITHDRAWAL_BLOCKED');
  const row = await db
    .insertInto('withdrawals')
    .values({
      brand_id: brand.id,
      member_id: memberId,
      amount: String(amount),
      account_id: account.id,
      account_kind: account.kind,
      account_number: account.number,
      account_bank: account.bank_name,
      payee_name: account.payee_name,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await postChange(db, {
    brandId: brand.id,
    idempotencyKey: ledgerKey,
    kind: 'withdrawalHold',
    reference: `W${row.id}`,
    postings: [
      { memberId, amount: -amount },
      { memberId, wallet: 'hold', amount },
    ],
  });
  return withdrawalView(brand, row);
}

/** The member's withdrawals, newest first. */
export async function withdrawalsOf(db: Kysely<Tables>, brand: Brand, memberId: string, pageNo = 1, pageSize = 10): Promise<Withdrawals> {
  const base = db.selectFrom('withdrawals as w').where('w.member_id', '=', memberId).where('w.brand_id', '=', brand.id);
  const page = await pageOf(
    pageNo,
    pageSize,
    base,
    (limit, offset) => base.selectAll('w').select(payoutProofId('w.id').as('payout_proof')).orderBy('w.id', 'desc').limit(limit).offset(offset).execute(),
  );
  return { pageNo, total: page.total, totalPages: page.totalPages, list: page.rows.map((r) => withdrawalView(brand, r)) };
}

/**
 * The member says whether a paid withdrawal arrived, once, before it counts as received by itself.
 * "Partly" and "not received" need proof pictures and stay on the desk's list for a person to look at.
 */
export async function confirmReceipt(db: Kysely<Tables>, brand: Brand, memberId: string, input: WithdrawalReceiptRequest): Promise<Withdrawal> {
  const proofs = readProofs(input.proofs);
  const row = await db
    .updateTable('withdrawals')
    .set({ receipt: input.receipt, receipt_note: input.note?.trim() || null, receipt_at: new Date() })
    .where('id', '=', input.id)
    .where('member_id', '=', memberId)
    .where('status', '=', 'paid')
    .where('receipt', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (!row) {
    const now = await db.selectFrom('withdrawals').select(['status', 'receipt']).where('id', '=', input.id).where('member_id', '=', memberId).executeTakeFirst();
    if (!now) throw apiError('NOT_FOUND');
    throw apiError('WITHDRAWAL_STATE', { status: `errors:withdrawal_status_${now.receipt ?? now.status}` });
  }
  if (proofs.length)
    await db
      .insertInto('withdrawal_proofs')
      .values(proofs.map((p) => ({ withdrawal_id: row.id, content_type: p.contentType, width: p.width, height: p.height, bytes: p.bytes })))
      .execute();
  const payout = await db.selectFrom('withdrawal_proofs').select('id').where('withdrawal_id', '=', row.id).where('kind', '=', 'payout').executeTakeFirst();
  return withdrawalView(brand, { ...row, payout_proof: payout?.id ?? null });
}

/** A paid withdrawal nobody confirmed in time counts as received (the scheduled job's work; idempotent). */
export async function autoReceive(db: Kysely<Tables>, withdrawalId: string): Promise<boolean> {
  const done = await db
    .updateTable('withdrawals')
    .set({ receipt: 'autoReceived', receipt_at: new Date() })
    .where('id', '=', withdrawalId)
    .where('status', '=', 'paid')
    .where('receipt', 'is', null)
    .executeTakeFirst();
  return done.numUpdatedRows > 0n;
}
