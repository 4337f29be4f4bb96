import type { Kysely } from 'kysely';
import type { Tables } from '../../../db/tables';
import type { OpsDecideDepositRequest, OpsDecideWithdrawalRequest, OpsDepositDecided, OpsDeposits, OpsPaymentsCounts, OpsWithdrawalDecided, OpsWithdrawals } from '../../../../src/generated/types';
import { fromMinorUnits } from '../../../../src/engine/money';
import { apiError } from '../../../errors';
import type { SignedOperator } from '../../../http/operatorSession';
import { postChange, type Posting } from '../ledger';
import { accountLine } from './withdrawals';
import { pageOf } from '../../../db/pageOf';
import { payoutProofId, proofIds, readProof } from './proofs';

/** A brand's deposits by status for the payments desk: the oldest pending first (first come, first served), else the newest decided first. */
export async function deskDeposits(db: Kysely<Tables>, brandId: string, status: 'pending' | 'approved' | 'rejected', pageNo = 1, pageSize = 10): Promise<OpsDeposits> {
  const base = db.selectFrom('deposits as d').innerJoin('members as m', 'm.id', 'd.member_id').where('d.brand_id', '=', brandId).where('d.status', '=', status);
  const { total, totalPages, rows } = await pageOf(
    pageNo,
    pageSize,
    base,
    (limit, offset) =>
      base
        .select(['d.id', 'd.member_id', 'm.account', 'd.channel_name', 'd.amount', 'd.fee', 'd.account_label', 'd.account_number', 'd.transaction_ref', 'd.status', 'd.reject_reason', 'd.operator_name', 'd.submitted_at', 'd.decided_at'])
        .select(proofIds('deposit', 'd.id').as('proofs'))
        .orderBy('d.id', status === 'pending' ? 'asc' : 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
  );
  return {
    pageNo,
    total,
    totalPages,
    list: rows.map((r) => ({
      id: r.id,
      reference: `D${r.id}`,
      member: r.account,
      memberId: r.member_id,
      channelName: r.channel_name,
      amount: fromMinorUnits(r.amount),
      fee: fromMinorUnits(r.fee),
      credit: fromMinorUnits(BigInt(r.amount) - BigInt(r.fee)),
      account: `${r.account_label} · ${r.account_number}`,
      transactionId: r.transaction_ref ?? '',
      proofs: r.proofs ?? [],
      status: r.status as 'pending' | 'approved' | 'rejected',
      rejectReason: r.reject_reason,
      operator: r.operator_name,
      submittedAt: new Date(r.submitted_at!).toISOString(),
      decidedAt: r.decided_at ? new Date(r.decided_at).toISOString() : null,
    })),
  };
}

/**
 * Approves or rejects a pending deposit, in the caller's transaction. The status changes in one
 * statement that only a pending deposit passes, so of two operators deciding at once one wins and
 * the other is told who did; an approval credits the main wallet through the ledger under the
 * deposit's own key, so it can never be credited twice.
 */
export async function decideDeposit(
  db: Kysely<Tables>,
  operator: SignedOperator,
  input: OpsDecideDepositRequest,
  // What else a credited deposit moves on (a deposit mission's progress), in the same transaction.
  credited: (trx: Kysely<Tables>, deposit: { memberId: string; amount: bigint }) => Promise<void> = () => Promise.resolve(),
): Promise<OpsDepositDecided> {
  const status = input.decision === 'approve' ? 'approved' : 'rejected';
  const decided = await db
    .updateTable('deposits')
    .set({ status, reject_reason: input.decision === 'reject' ? input.reason! : null, operator_id: operator.id, operator_name: operator.username, decided_at: new Date() })
    .where('id', '=', input.id)
    .where('brand_id', '=', input.brandId)
    .where('status', '=', 'pending')
    .returning(['id', 'member_id', 'channel', 'amount', 'fee'])
    .executeTakeFirst();
  if (!decided) {
    const row = await db.selectFrom('deposits').select(['status', 'operator_name']).where('id', '=', input.id).where('brand_id', '=', input.brandId).executeTakeFirst();
    if (!row || row.status === 'open') throw apiError('NOT_FOUND');
    throw apiError('DEPOSIT_DECIDED', { operator: row.operator_name ?? '' });
  }
  if (status === 'approved') {
    const amount = BigInt(decided.amount);
    const fee = BigInt(decided.fee);
    const postings: Posting[] = [
      { memberId: decided.member_id, amount: amount - fee },
      { house: `deposits:${decided.channel}`, amount: -amount },
    ];
    if (fee > 0n) postings.push({ house: 'fees', amount: fee });
    await postChange(db, { brandId: input.brandId, idempotencyKey: `deposit:${decided.id}`, kind: 'deposit', reference: `D${decided.id}`, postings, counts: { memberId: decided.member_id, deposits: amount } });
    await credited(db, { memberId: decided.member_id, amount });
  }
  return { id: decided.id, status };
}

const withdrawalOrder = { pending: 'asc', approved: 'asc', paid: 'desc', rejected: 'desc' } as const;

/** A brand's withdrawals by status: to approve and to pay oldest first, the others newest first; a receipt the member disputed shows with its proofs. */
export async function deskWithdrawals(db: Kysely<Tables>, brandId: string, status: keyof typeof withdrawalOrder, pageNo = 1, pageSize = 10): Promise<OpsWithdrawals> {
  const base = db.selectFrom('withdrawals as w').innerJoin('members as m', 'm.id', 'w.member_id').where('w.brand_id', '=', brandId).where('w.status', '=', status);
  const { total, totalPages, rows } = await pageOf(
    pageNo,
    pageSize,
    base,
    (limit, offset) =>
      base
        .selectAll('w')
        .select('m.account')
        .select(proofIds('withdrawal', 'w.id').as('proofs'))
        .select(payoutProofId('w.id').as('payout_proof'))
        .orderBy('w.id', withdrawalOrder[status])
        .limit(limit)
        .offset(offset)
        .execute(),
  );
  return {
    pageNo,
    total,
    totalPages,
    list: rows.map((r) => ({
      id: r.id,
      reference: `W${r.id}`,
      member: r.account,
      amount: fromMinorUnits(r.amount),
      account: accountLine(r),
      status: r.status,
      receipt: r.receipt,
      receiptNote: r.receipt_note,
      proofs: r.proofs ?? [],
      rejectReason: r.reject_reason,
      operator: r.operator_name,
      createdAt: new Date(r.created_at).toISOString(),
      decidedAt: r.decided_at ? new Date(r.decided_at).toISOString() : null,
      paidAt: r.paid_at ? new Date(r.paid_at).toISOString() : null,
      payoutReference: r.payout_reference,
      payoutProof: r.payout_proof,
    })),
  };
}

/** How many of a brand's deposits and withdrawals wait in each of the desk's queues: counted as the lists count them. */
export async function deskCounts(db: Kysely<Tables>, brandId: string): Promise<OpsPaymentsCounts> {
  const deposits = await db
    .selectFrom('deposits')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('brand_id', '=', brandId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  const withdrawals = await db
    .selectFrom('withdrawals')
    .select((eb) => ['status', eb.fn.countAll<string>().as('n')])
    .where('brand_id', '=', brandId)
    .where('status', 'in', ['pending', 'approved'])
    .groupBy('status')
    .execute();
  const waiting = (status: string) => Number(withdrawals.find((w) => w.status === status)?.n ?? 0);
  return { deposits: { pending: Number(deposits.n) }, withdrawals: { pending: waiting('pending'), approved: waiting('approved') } };
}

/** Which status each action starts from, and where it leads. */
const moves = { approve: { from: ['pending'], to: 'approved' }, pay: { from: ['approved'], to: 'paid' }, reject: { from: ['pending', 'approved'], to: 'rejected' } } as const;

/**
 * Moves a withdrawal on, in the caller's transaction, in one statement only its expected status
 * passes (two operators at once: one wins). Paying records the payout reference the member reads
 * (and the picture of the payment, judged before anything changes), takes the held money out of the
 * books to the house's payout account and schedules its automatic receipt (`onPaid`); rejecting
 * returns the hold to the main wallet. Each under the withdrawal's own ledger key, so never twice.
 */
export async function decideWithdrawal(
  db: Kysely<Tables>,
  operator: SignedOperator,
  input: OpsDecideWithdrawalRequest,
  onPaid: (trx: Kysely<Tables>, w: { id: string; paidAt: Date }) => Promise<void>,
): Promise<OpsWithdrawalDecided> {
  const move = moves[input.action];
  const proof = input.action === 'pay' && input.payoutProof !== undefined ? readProof(input.payoutProof, 'payoutProof') : null;
  const now = new Date();
  const row = await db
    .updateTable('withdrawals')
    .set({
      status: move.to,
      operator_id: operator.id,
      operator_name: operator.username,
      decided_at: now,
      ...(input.action === 'pay' ? { paid_at: now, payout_reference: input.payoutReference! } : {}),
      ...(input.action === 'reject' ? { reject_reason: input.reason! } : {}),
    })
    .where('id', '=', input.id)
    .where('brand_id', '=', input.brandId)
    .where('status', 'in', [...move.from])
    .returning(['id', 'member_id', 'amount', 'account_kind'])
    .executeTakeFirst();
  if (!row) {
    const current = await db.selectFrom('withdrawals').select('status').where('id', '=', input.id).where('brand_id', '=', input.brandId).executeTakeFirst();
    if (!current) throw apiError('NOT_FOUND');
    throw apiError('WITHDRAWAL_STATE', { status: `errors:withdrawal_status_${current.status}` });
  }
  const amount = BigInt(row.amount);
  const hold = { memberId: row.member_id, wallet: 'hold', amount: -amount };
  if (input.action === 'pay') {
    if (proof)
      await db
        .insertInto('withdrawal_proofs')
        .values({ withdrawal_id: row.id, kind: 'payout', content_type: proof.contentType, width: proof.width, height: proof.height, bytes: proof.bytes })
        .execute();
    await postChange(db, {
      brandId: input.brandId,
      idempotencyKey: `withdrawal-paid:${row.id}`,
      kind: 'withdrawalPaid',
      reference: `W${row.id}`,
      postings: [hold, { house: `payouts:${row.account_kind}`, amount }],
      counts: { memberId: row.member_id, withdrawals: amount },
    });
    await onPaid(db, { id: row.id, paidAt: now });
  }
  if (input.action === 'reject')
    await postChange(db, { brandId: input.brandId, idempotencyKey: `withdrawal-release:${row.id}`, kind: 'withdrawalRelease', reference: `W${row.id}`, postings: [hold, { memberId: row.member_id, amount }] });
  return { id: row.id, status: move.to };
}
