import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { apiError } from '../../errors';
import { audit } from '../../lib/audit';
import { brandOf } from '../../lib/brandOf';
import { brandEnvelopes, createEnvelope, withdrawEnvelope } from '../reward/index';

/** A brand's red envelopes (decision 0265): content makes and withdraws them, each change audited. The work is reward's. */
export function envelopeRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  defineRoute(app, 'ops/envelopes', ({ input }) => brandEnvelopes(db, brandOf(app, input.brandId).id, input.pageNo ?? 1, input.pageSize ?? 10));

  defineRoute(app, 'ops/createEnvelope', async ({ req, input, operator }) => {
    const brand = brandOf(app, input.brandId);
    return db.transaction().execute(async (trx) => {
      const id = await createEnvelope(trx, app.jobs, brand, operator.id, input);
      await audit(trx, { operator, action: 'envelope.create', brandId: brand.id, target: id, detail: { opensAt: input.opensAt, closesAt: input.closesAt, pool: input.pool }, ip: req.ip });
      return { id };
    });
  });

  defineRoute(app, 'ops/withdrawEnvelope', async ({ req, input, operator }) => {
    const brand = brandOf(app, input.brandId);
    await db.transaction().execute(async (trx) => {
      if (!(await withdrawEnvelope(trx, brand.id, input.id))) throw apiError('NOT_FOUND');
      await audit(trx, { operator, action: 'envelope.withdraw', brandId: brand.id, target: input.id, ip: req.ip });
    });
    return true as const;
  });
}
