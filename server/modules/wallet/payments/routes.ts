import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/defineRoute';
import { audit } from '../../lib/audit';
import { brandOf } from '../../lib/brandOf';
import { depositChannels, depositsOf, openDeposit, submitDeposit } from './deposits';
import { decideDeposit, decideWithdrawal, deskDeposits, deskWithdrawals } from './desk';
import { proofOf } from './proofs';
import { addPayoutAccount, checkPaymentPassword, payoutAccountsOf, removePayoutAccount, saveProfile, setPaymentPassword } from './security';
import { profileOf } from '../../lib/profile';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { SignedMember } from '../../http/sessions';
import { confirmReceipt, requestWithdrawal, withdrawalRules, withdrawalsOf } from './withdrawals';
import { autoReceiveJob } from './autoReceiveJob';
import { sendToUpline, uplineInfo } from './toUpline';

/**
 * Money in and out: deposits, withdrawals, and what they need of the security centre (real name,
 * payment password, payout accounts); the console's payments desk for both.
 */
export function paymentsRoutes(app: FastifyInstance) {
  defineRoute(app, 'wallet/depositChannels', ({ db, brand, lang, member }) => depositChannels(db, brand, lang, member.id));
  defineRoute(app, 'wallet/depositOpen', ({ db, brand, lang, member, input }) => openDeposit(db, brand, lang, member.id, input));
  defineRoute(app, 'wallet/depositSubmit', ({ db, brand, lang, member, input }) => submitDeposit(db, brand, lang, member.id, input));
  defineRoute(app, 'wallet/deposits', ({ db, brand, lang, member, input }) => depositsOf(db, brand, lang, member.id, input.pageNo, input.pageSize));

  defineRoute(app, 'ops/deposits', ({ db, input }) => deskDeposits(db, brandOf(app, input.brandId).id, input.status ?? 'pending', input.pageNo, input.pageSize));
  defineRoute(app, 'ops/depositProof', ({ db, input }) => proofOf(db, 'deposit', brandOf(app, input.brandId).id, input.id));
  defineRoute(app, 'ops/decideDeposit', async ({ db, req, operator, input }) => {
    brandOf(app, input.brandId);
    const decided = await decideDeposit(db, operator, input);
    await audit(db, { operator, action: `deposit.${input.decision}`, brandId: input.brandId, target: `D${input.id}`, detail: input.reason ? { reason: input.reason } : {}, ip: req.ip });
    return decided;
  });

  defineRoute(app, 'member/profile', ({ db, member }) => profileOf(db, member.id));
  defineRoute(app, 'member/saveProfile', ({ db, reply, brand, member, input }) => saveProfile(db, reply, brand, member, input));
  defineRoute(app, 'member/paymentPassword', ({ db, member, input }) => setPaymentPassword(db, member.id, input));
  defineRoute(app, 'member/payoutAccounts', ({ db, brand, member }) => payoutAccountsOf(db, brand, member.id));
  defineRoute(app, 'member/addPayoutAccount', ({ db, brand, member, input }) => addPayoutAccount(db, brand, member.id, input));
  defineRoute(app, 'member/removePayoutAccount', ({ db, brand, member, input }) => removePayoutAccount(db, brand, member.id, input.id));

  defineRoute(app, 'wallet/upline', ({ db, member }) => uplineInfo(db, member.id));
  // The payment password is checked before the money call's transaction: a wrong one must count.
  const paymentPassword = { before: ({ db, member, input }: { db: Kysely<Tables>; member: SignedMember; input: { paymentPassword: string } }) => checkPaymentPassword(db, member.id, input.paymentPassword) };
  defineRoute(app, 'wallet/toUpline', ({ db, brand, member, input, onceKey }) => sendToUpline(db, brand.id, member.id, onceKey!, input), paymentPassword);
  defineRoute(app, 'wallet/withdrawalRules', ({ db, brand, member }) => withdrawalRules(db, brand, member.id));
  defineRoute(app, 'wallet/withdraw', ({ db, brand, member, input, onceKey }) => requestWithdrawal(db, brand, member.id, onceKey!, input), paymentPassword);
  defineRoute(app, 'wallet/withdrawals', ({ db, brand, member, input }) => withdrawalsOf(db, brand, member.id, input.pageNo, input.pageSize));
  defineRoute(app, 'wallet/withdrawalReceipt', ({ db, brand, member, input }) => confirmReceipt(db, brand, member.id, input));

  defineRoute(app, 'ops/withdrawals', ({ db, input }) => deskWithdrawals(db, brandOf(app, input.brandId).id, input.status ?? 'pending', input.pageNo, input.pageSize));
  defineRoute(app, 'ops/withdrawalProof', ({ db, input }) => proofOf(db, 'withdrawal', brandOf(app, input.brandId).id, input.id));
  defineRoute(app, 'ops/decideWithdrawal', async ({ db, req, operator, input }) => {
    const brand = brandOf(app, input.brandId);
    const decided = await decideWithdrawal(db, operator, input, (trx, w) => app.jobs.send(trx, autoReceiveJob.schedule(brand, w)).then(() => undefined));
    await audit(db, { operator, action: `withdrawal.${input.action}`, brandId: input.brandId, target: `W${input.id}`, detail: input.reason ? { reason: input.reason } : {}, ip: req.ip });
    return decided;
  });
}
