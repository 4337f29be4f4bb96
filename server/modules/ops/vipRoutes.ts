import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { audit } from '../../lib/audit';
import { brandOf } from '../../lib/brandOf';
import { opsLevels, removeTopLevel, saveLevel, saveOptions } from '../vip/index';

/** A brand's VIP ladder and options (decision 0261), read and edited by admin and content operators, each change audited. The work is vip's. */
export function vipRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  defineRoute(app, 'ops/vipLevels', ({ input }) => opsLevels(db, brandOf(app, input.brandId).id));

  defineRoute(app, 'ops/saveVipLevel', async ({ req, input, operator }) => {
    const brand = brandOf(app, input.brandId);
    await db.transaction().execute(async (trx) => {
      await saveLevel(trx, brand, input.level);
      await audit(trx, { operator, action: 'vip.level.save', brandId: brand.id, target: String(input.level.rankLevel), detail: { ...input.level }, ip: req.ip });
    });
    return opsLevels(db, brand.id);
  });

  defineRoute(app, 'ops/removeVipLevel', async ({ req, input, operator }) => {
    const brand = brandOf(app, input.brandId);
    await db.transaction().execute(async (trx) => {
      await removeTopLevel(trx, brand.id, input.rankLevel);
      await audit(trx, { operator, action: 'vip.level.remove', brandId: brand.id, target: String(input.rankLevel), ip: req.ip });
    });
    return opsLevels(db, brand.id);
  });

  defineRoute(app, 'ops/saveVipOptions', async ({ req, input, operator }) => {
    const brand = brandOf(app, input.brandId);
    await db.transaction().execute(async (trx) => {
      await saveOptions(trx, brand.id, { basis: input.basis, downgrade: input.downgrade });
      await audit(trx, { operator, action: 'vip.options', brandId: brand.id, detail: { basis: input.basis, downgrade: input.downgrade }, ip: req.ip });
    });
    return opsLevels(db, brand.id);
  });
}
