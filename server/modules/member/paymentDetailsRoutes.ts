import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/defineRoute';
import { profileOf } from '../../lib/profile';
import { addPayoutAccount, payoutAccountsOf, removePayoutAccount, saveProfile, setPaymentPassword } from './paymentDetails';

/**
 * What deposits and withdrawals need of the security centre: the profile (the real name payouts are
 * checked against, set once; birthday; e-mail), the payment password and the payout accounts.
 */
export function paymentDetailsRoutes(app: FastifyInstance) {
  defineRoute(app, 'member/profile', ({ db, member }) => profileOf(db, member.id));
  defineRoute(app, 'member/saveProfile', ({ db, reply, brand, member, input }) => saveProfile(db, reply, brand, member, input));
  defineRoute(app, 'member/paymentPassword', ({ db, member, input }) => setPaymentPassword(db, member.id, input));
  defineRoute(app, 'member/payoutAccounts', ({ db, brand, member }) => payoutAccountsOf(db, brand, member.id));
  defineRoute(app, 'member/addPayoutAccount', ({ db, brand, member, input }) => addPayoutAccount(db, brand, member.id, input));
  defineRoute(app, 'member/removePayoutAccount', ({ db, brand, member, input }) => removePayoutAccount(db, brand, member.id, input.id));
}
