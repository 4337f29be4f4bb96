import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { audit } from '../../lib/audit';
import { brandOf } from '../../lib/brandOf';
import { brandRebate, saveBrandRebate } from '../rebate/index';

/** A brand's manual rebate (decision 0267): admin and content set its minimum and default rates, audited, and list its claims. The work is rebate's. */
export function rebateRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  defineRoute(app, 'ops/rebate', ({ input }) => brandRebate(db, brandOf(app, input.brandId).id, input.pageNo ?? 1, input.pageSize ?? 10));

  defineRoute(app, 'ops/saveRebateSettings', async ({ req, input, operator }) => {
    const brand = brandOf(app, input.brandId);
    return db.transaction().execute(async (trx) => {
      const saved = await saveBrandRebate(trx, brand.id, input);
      await audit(trx, { operator, action: 'rebate.settings', brandId: brand.id, target: brand.id, detail: { minClaim: input.minClaim, defaultRates: input.defaultRates }, ip: req.ip });
      return saved;
    });
  });
}
