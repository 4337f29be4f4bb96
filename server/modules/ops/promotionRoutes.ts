import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { toMinorUnits } from '../../../src/engine/money';
import { audit } from '../../lib/audit';
import { brandOf } from '../../lib/brandOf';
import { decideApplication, forfeitByHand, grantByHand, opsPromotions, promoApplications, savePromotion } from '../promo/index';

/** A brand's promotions in the console (decision 0262): written by content operators, applications decided and bonuses granted (decision 0268) and forfeited by payments, each change audited. The work is promo's. */
export function promotionRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  defineRoute(app, 'ops/promotions', ({ input }) => opsPromotions(db, brandOf(app, input.brandId).id));

  defineRoute(app, 'ops/savePromotion', async ({ req, input, operator }) => {
    const brand = brandOf(app, input.brandId);
    return db.transaction().execute(async (trx) => {
      const saved = await savePromotion(trx, app.jobs, brand, input);
      await audit(trx, { operator, action: 'promotion.save', brandId: brand.id, target: saved.id, detail: { kind: input.kind, enabled: input.enabled ?? true }, ip: req.ip });
      return saved;
    });
  });

  defineRoute(app, 'ops/promoApplications', ({ lang, input }) => promoApplications(db, brandOf(app, input.brandId), lang, input.status ?? 'applying'));

  defineRoute(app, 'ops/decideApplication', async ({ db: trx, req, input, operator }) => {
    const brand = brandOf(app, input.brandId);
    const amount = input.amount === undefined ? undefined : (toMinorUnits(input.amount) ?? undefined);
    const decided = await decideApplication(trx, brand, operator.id, { id: input.id, approve: input.approve, ...(amount === undefined ? {} : { amount }), ...(input.reason ? { reason: input.reason } : {}) });
    await audit(trx, { operator, action: input.approve ? 'promotion.issue' : 'promotion.reject', brandId: brand.id, target: input.id, detail: { ...(input.amount ? { amount: input.amount } : {}), ...(input.reason ? { reason: input.reason } : {}) }, ip: req.ip });
    return decided;
  });

  defineRoute(app, 'ops/forfeitGrant', async ({ db: trx, req, input, operator }) => {
    const brand = brandOf(app, input.brandId);
    const ended = await forfeitByHand(trx, brand, input.member, input.reason);
    await audit(trx, { operator, action: 'promotion.forfeit', brandId: brand.id, target: ended.id, detail: { member: input.member, reason: input.reason }, ip: req.ip });
    return ended;
  });

  defineRoute(app, 'ops/grantBonus', async ({ db: trx, req, input, operator, onceKey }) => {
    const brand = brandOf(app, input.brandId);
    const granted = await grantByHand(trx, brand, onceKey!, input);
    await audit(trx, { operator, action: 'promotion.grant', brandId: brand.id, target: granted.id, detail: { member: input.member, promotionId: input.promotionId, amount: granted.amount, reason: input.reason }, ip: req.ip });
    return granted;
  });
}
