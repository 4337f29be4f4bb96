import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/defineRoute';
import { audit } from '../../lib/audit';
import { brandOf } from '../../lib/brandOf';
import { pickTranslation } from '../../../src/engine/pickTranslation';
import { decideRedemption, opsPoints, opsRedemptions, saveReward, saveSettings } from '../points/index';
import { deskNews, sendSystemMessage } from '../inbox/index';

/**
 * The console's points (decision 0260): ratios and rewards (content), the redemption queue
 * (payments), every change audited; a decision tells the member in the inbox, in its own transaction.
 */
export function pointsRoutes(app: FastifyInstance) {
  defineRoute(app, 'ops/points', ({ db, input }) => opsPoints(db, brandOf(app, input.brandId).id));
  defineRoute(app, 'ops/savePointSettings', async ({ db, req, operator, input }) => {
    const { brandId, minConvert, ...ratios } = input;
    const saved = await saveSettings(db, brandOf(app, brandId).id, ratios, minConvert);
    await audit(db, { operator, action: 'points.settings', brandId, detail: { ...ratios, minConvert }, ip: req.ip });
    return { ratios: saved.ratios, minConvert: String(saved.minConvert) };
  });
  defineRoute(app, 'ops/savePointReward', async ({ db, req, operator, input }) => {
    brandOf(app, input.brandId);
    const saved = await saveReward(db, input);
    const { brandId, ...detail } = input;
    await audit(db, { operator, action: input.id ? 'points.reward.edit' : 'points.reward.add', brandId, target: `R${saved.id}`, detail, ip: req.ip });
    return saved;
  });
  defineRoute(app, 'ops/pointRedemptions', ({ db, lang, input }) => opsRedemptions(db, brandOf(app, input.brandId), lang, input));
  defineRoute(app, 'ops/decideRedemption', async ({ db, req, operator, input }) => {
    const brand = brandOf(app, input.brandId);
    const decided = await decideRedemption(db, operator, input);
    const news = deskNews('redemption', decided.status);
    if (news) {
      const name = pickTranslation(decided.name, brand.config.defaultLang, brand.config.defaultLang);
      await sendSystemMessage(db, brand, decided.memberId, news, { reference: `P${decided.id}`, name, points: decided.points, reason: input.reason ?? '' });
    }
    await audit(db, { operator, action: `redemption.${input.decision}`, brandId: input.brandId, target: `P${input.id}`, detail: input.reason ? { reason: input.reason } : {}, ip: req.ip });
    return { id: decided.id, status: decided.status };
  });
}
