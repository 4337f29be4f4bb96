import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../../http/defineRoute';
import { depositChannels, depositsOf, openDeposit, submitDeposit } from './deposits';
import type { Kysely } from 'kysely';
import type { Tables } from '../../../db/tables';
import type { SignedMember } from '../../../http/sessions';
import { confirmReceipt, requestWithdrawal, withdrawalRules, withdrawalsOf } from './withdrawals';
import { sendToUpline, uplineInfo } from './toUpline';
import { sendToDownline } from './toDownline';
import { payoutProofOf } from './proofs';
import { checkPaymentPassword } from '../../member/index';
import { teamMember } from '../../agent/index';

/**
 * Money in and out: deposits, withdrawals, the transfer to the upline and an agent's to its team, the money calls asking
 * the member's payment password (kept by the member module, with the real name and payout
 * accounts they need). The console's payments desk for both is the ops module's.
 */
export function paymentsRoutes(app: FastifyInstance) {
  defineRoute(app, 'wallet/depositChannels', ({ db, brand, lang, member }) => depositChannels(db, brand, lang, member.id));
  defineRoute(app, 'wallet/depositOpen', ({ db, brand, lang, member, input }) => openDeposit(db, brand, lang, member.id, input));
  defineRoute(app, 'wallet/depositSubmit', ({ db, brand, lang, member, input }) => submitDeposit(db, brand, lang, member.id, input));
  defineRoute(app, 'wallet/deposits', ({ db, brand, lang, member, input }) => depositsOf(db, brand, lang, member.id, input.pageNo, input.pageSize));

  defineRoute(app, 'wallet/upline', ({ db, member }) => uplineInfo(db, member.id));
  // The payment password is checked before the money call's transaction: a wrong one must count.
  const paymentPassword = { before: ({ db, member, input }: { db: Kysely<Tables>; member: SignedMember; input: { paymentPassword: string } }) => checkPaymentPassword(db, member.id, input.paymentPassword) };
  defineRoute(app, 'wallet/toUpline', ({ db, brand, member, input, onceKey }) => sendToUpline(db, brand.id, member.id, onceKey!, input), paymentPassword);
  // An agent's transfer to its team (decision 0273): a member outside the team is 404 before any
  // password is tried, so a probe costs the agent no tries and learns nothing from them.
  defineRoute(app, 'wallet/toDownline', ({ db, brand, member, input, onceKey }) => sendToDownline(db, brand, member.id, onceKey!, input), {
    before: async (ctx) => {
      await teamMember(ctx.db, ctx.brand.id, ctx.member.id, ctx.input.memberId);
      await paymentPassword.before(ctx);
    },
  });
  defineRoute(app, 'wallet/withdrawalRules', ({ db, brand, member }) => withdrawalRules(db, brand, member.id));
  defineRoute(app, 'wallet/withdraw', ({ db, brand, member, input, onceKey }) => requestWithdrawal(db, brand, member.id, onceKey!, input), paymentPassword);
  defineRoute(app, 'wallet/withdrawals', ({ db, brand, member, input }) => withdrawalsOf(db, brand, member.id, input.pageNo, input.pageSize));
  defineRoute(app, 'wallet/withdrawalPayoutProof', ({ db, member, input }) => payoutProofOf(db, member.id, input.id));
  defineRoute(app, 'wallet/withdrawalReceipt', ({ db, brand, member, input }) => confirmReceipt(db, brand, member.id, input));
}
