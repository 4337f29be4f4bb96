import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/defineRoute';
import { audit } from '../../lib/audit';
import { brandOf } from '../../lib/brandOf';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import { fromMinorUnits } from '../../../src/engine/money';
import { autoReceiveJob, decideDeposit, decideWithdrawal, deskCounts, deskDeposits, deskWithdrawals, proofOf } from '../wallet/index';
import { deskNews, sendSystemMessage } from '../inbox/index';
import { accrueDeposit } from '../../lib/missionProgress';
import { countDeposit } from '../vip/index';
import { earnOnDeposit } from '../points/index';

/** The payments desk: a brand's deposits and withdrawals by status, how many wait in each queue, their proofs, and each decision, audited. */
export function paymentsDeskRoutes(app: FastifyInstance) {
  defineRoute(app, 'ops/paymentsCounts', ({ db, input }) => deskCounts(db, brandOf(app, input.brandId).id));
  defineRoute(app, 'ops/deposits', ({ db, input }) => deskDeposits(db, brandOf(app, input.brandId).id, input.status ?? 'pending', input.pageNo, input.pageSize));
  defineRoute(app, 'ops/depositProof', ({ db, input }) => proofOf(db, 'deposit', brandOf(app, input.brandId).id, input.id));
  defineRoute(app, 'ops/decideDeposit', async ({ db, req, operator, input }) => {
    const brand = brandOf(app, input.brandId);
    const decided = await decideDeposit(db, operator, input, (trx, d) => accrueDeposit(trx, brand, d.memberId, d.amount));
    // An approved deposit earns points at the brand's deposit ratio, in the approval's transaction.
    if (decided.status === 'approved') await earnOnDeposit(db, brand, decided.id);
    await tellMember(db, brand, 'deposit', decided.id, decided.status);
    if (decided.status === 'approved') await countDeposit(db, brand, decided.id);
    await audit(db, { operator, action: `deposit.${input.decision}`, brandId: input.brandId, target: `D${input.id}`, detail: input.reason ? { reason: input.reason } : {}, ip: req.ip });
    return decided;
  });

  defineRoute(app, 'ops/withdrawals', ({ db, input }) => deskWithdrawals(db, brandOf(app, input.brandId).id, input.status ?? 'pending', input.pageNo, input.pageSize));
  defineRoute(app, 'ops/withdrawalProof', ({ db, input }) => proofOf(db, 'withdrawal', brandOf(app, input.brandId).id, input.id));
  defineRoute(app, 'ops/decideWithdrawal', async ({ db, req, operator, input }) => {
    const brand = brandOf(app, input.brandId);
    const decided = await decideWithdrawal(db, operator, input, (trx, w) => app.jobs.send(trx, autoReceiveJob.schedule(brand, w)).then(() => undefined));
    await tellMember(db, brand, 'withdrawal', decided.id, decided.status);
    await audit(db, { operator, action: `withdrawal.${input.action}`, brandId: input.brandId, target: `W${input.id}`, detail: withdrawalDetail(input), ip: req.ip });
    return decided;
  });
}

/** What the audit line keeps of a withdrawal's decision: the reason of a rejection, the payout reference of a payment. */
const withdrawalDetail = (input: { reason?: string; payoutReference?: string; payoutProof?: string }) =>
  input.reason ? { reason: input.reason } : input.payoutReference ? { payoutReference: input.payoutReference, proof: input.payoutProof !== undefined } : {};

/**
 * The member hears of the desk's decision in their inbox (decision 0258): a system message written
 * in the decision's own transaction (an idempotent call's), so it exists exactly when the decision
 * committed, naming the reference, the amount and a rejection's reason.
 */
async function tellMember(db: Kysely<Tables>, brand: Brand, book: 'deposit' | 'withdrawal', id: string, status: string): Promise<void> {
  const news = deskNews(book, status);
  if (!news) return;
  const row = await db
    .selectFrom(book === 'deposit' ? 'deposits' : 'withdrawals')
    .select(['member_id', 'amount', 'reject_reason'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const params = { reference: `${book === 'deposit' ? 'D' : 'W'}${id}`, amount: `${brand.config.currency.symbol}${fromMinorUnits(row.amount)}`, reason: row.reject_reason ?? '' };
  await sendSystemMessage(db, brand, row.member_id, news, params);
}
