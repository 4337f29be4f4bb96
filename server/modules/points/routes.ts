import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { SignedMember } from '../../http/sessions';
import { defineRoute } from '../../http/defineRoute';
import { checkPaymentPassword } from '../member/index';
import { convert, pointBalance, redeem, redemptionsOf, rewardsOf } from './mall';
import { pointConfig } from './settings';

/**
 * The point mall's calls (PTSYS3, decision 0260): the member's points, the brand's ratios and
 * rewards (open to visitors), a redemption and a conversion (each with the payment password,
 * checked and counted before the call's transaction, as wallet's money calls are) and the redeem
 * record. The points' movements are the account record's (wallet/transactions with asset PTS).
 */
export function pointsRoutes(app: FastifyInstance) {
  defineRoute(app, 'points/balance', ({ db, brand, member }) => pointBalance(db, brand.id, member.id));
  defineRoute(app, 'points/config', ({ db, brand }) => pointConfig(db, brand));
  defineRoute(app, 'points/rewards', ({ db, brand, lang, input }) => rewardsOf(db, brand, lang, input.pageNo, input.pageSize));
  const paymentPassword = { before: ({ db, member, input }: { db: Kysely<Tables>; member: SignedMember; input: { paymentPassword: string } }) => checkPaymentPassword(db, member.id, input.paymentPassword) };
  defineRoute(app, 'points/redeem', ({ db, brand, lang, member, input }) => redeem(db, brand, lang, member.id, input), paymentPassword);
  defineRoute(app, 'points/convert', ({ db, brand, lang, member, input }) => convert(db, brand, lang, member.id, input), paymentPassword);
  defineRoute(app, 'points/redemptions', ({ db, brand, lang, member, input }) => redemptionsOf(db, brand, lang, member.id, input));
}
