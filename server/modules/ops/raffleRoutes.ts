import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { apiError } from '../../errors';
import { audit } from '../../lib/audit';
import { brandOf } from '../../lib/brandOf';
import { brandRaffles, createRaffle, withdrawRaffle } from '../reward/index';

/** A brand's raffles (decision 0266): content makes and withdraws them, each change audited. The work is reward's. */
export function raffleRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  defineRoute(app, 'ops/raffles', ({ input }) => brandRaffles(db, brandOf(app, input.brandId).id, input.pageNo ?? 1, input.pageSize ?? 10));

  defineRoute(app, 'ops/createRaffle', async ({ req, input, operator }) => {
    const brand = brandOf(app, input.brandId);
    return db.transaction().execute(async (trx) => {
      const id = await createRaffle(trx, app.jobs, brand, operator.id, input);
      const detail = { kind: input.kind, opensAt: input.opensAt, closesAt: input.closesAt, depositMin: input.depositMin, turnoverStep: input.turnoverStep, dailyMax: input.dailyMax, prizes: input.prizes };
      await audit(trx, { operator, action: 'raffle.create', brandId: brand.id, target: id, detail, ip: req.ip });
      return { id };
    });
  });

  defineRoute(app, 'ops/withdrawRaffle', async ({ req, input, operator }) => {
    const brand = brandOf(app, input.brandId);
    await db.transaction().execute(async (trx) => {
      if (!(await withdrawRaffle(trx, brand.id, input.id))) throw apiError('NOT_FOUND');
      await audit(trx, { operator, action: 'raffle.withdraw', brandId: brand.id, target: input.id, ip: req.ip });
    });
    return true as const;
  });
}
