import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { apiError } from '../../errors';
import { audit } from '../../lib/audit';
import { brandOf } from '../../lib/brandOf';
import { limitsOf, lowerLimit } from '../limits/index';

/** A member's limits on the member's page (decision 0322): support reads them and may only lower one, with a reason, audited. The work is limits'. */
export function limitsRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  const memberOf = async (trx: Kysely<Tables>, brandId: string, id: string) => {
    const row = await trx.selectFrom('members').select('id').where('id', '=', id).where('brand_id', '=', brandId).executeTakeFirst();
    if (!row) throw apiError('NOT_FOUND');
  };

  defineRoute(app, 'ops/memberLimits', async ({ input }) => {
    const brand = brandOf(app, input.brandId);
    await memberOf(db, brand.id, input.id);
    return limitsOf(db, brand, input.id);
  });

  defineRoute(app, 'ops/lowerMemberLimit', async ({ req, input, operator }) => {
    const brand = brandOf(app, input.brandId);
    await db.transaction().execute(async (trx) => {
      await memberOf(trx, brand.id, input.id);
      const { before } = await lowerLimit(trx, input.id, input.kind, input.period, input.amount);
      await audit(trx, {
        operator,
        action: 'member.limit.lower',
        brandId: brand.id,
        target: input.id,
        detail: { kind: input.kind, period: input.period, before, after: input.amount, reason: input.reason.trim() },
        ip: req.ip,
      });
    });
    return limitsOf(db, brand, input.id);
  });
}
