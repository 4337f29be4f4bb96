import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { isTrialAccount } from '../../../src/engine/accountType';
import { fromMinorUnits } from '../../../src/engine/money';
import { pickTranslation } from '../../../src/engine/pickTranslation';
import { walletBalance } from '../wallet/index';
import { applyPromotion, claimPromotion, promotionCards, promotionDetail } from './service';
import { forfeitOwn } from './turnover';
import { grantOf, grantsOf } from './store';

/** Promotions and the bonus wallet (PROMO3, decision 0262): the offers for everyone, a member's statuses, claims, applications and bonuses. */
export function promoRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  // The list and a promotion are open to visitors; a signed-in member's page carries their own statuses.
  const reader = async (req: FastifyRequest): Promise<string | null> => {
    const signed = req.headers.authorization ? await app.sessions.read(req).catch(() => null) : null;
    return signed && !isTrialAccount(signed.type) ? signed.id : null;
  };

  defineRoute(app, 'promo/promotionList', async ({ req, brand, lang }) => ({ list: await promotionCards(db, brand, lang, await reader(req)) }));

  defineRoute(app, 'promo/promotionDetail', async ({ req, brand, lang, input }) => promotionDetail(db, brand, lang, await reader(req), input.id));

  defineRoute(app, 'promo/claimPromotion', ({ db: trx, brand, lang, member, input }) => claimPromotion(trx, brand, lang, member.id, input.id));

  defineRoute(app, 'promo/applyPromotion', ({ db: trx, brand, member, input }) => applyPromotion(trx, brand, member.id, input));

  defineRoute(app, 'promo/bonusDetails', async ({ brand, lang, member }) => {
    const [list, balance] = await Promise.all([grantsOf(db, member.id, lang, brand.config.defaultLang), walletBalance(db, member.id, 'bonus')]);
    return { balance: fromMinorUnits(balance), list };
  });

  defineRoute(app, 'promo/forfeitBonus', async ({ db: trx, brand, lang, member, input }) => {
    const grant = await forfeitOwn(trx, brand, member.id, input.grantId);
    const p = await trx.selectFrom('promotions').select('title').where('id', '=', grant.promotion_id).executeTakeFirstOrThrow();
    return grantOf(grant, pickTranslation(p.title, lang, brand.config.defaultLang));
  });
}
