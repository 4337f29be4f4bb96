import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { brandOf } from '../../lib/brandOf';
import { apiError } from '../../errors';
import { memberBreaks, startBreak } from '../breaks/index';

/** A member's breaks from play in the console (RG3, decision 0323): read, and an exclusion applied with a reason, audited; none is ever lifted early. The work is breaks'. */
export function breakRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  defineRoute(app, 'ops/memberBreaks', ({ input }) => memberBreaks(db, brandOf(app, input.brandId).id, input.id));

  defineRoute(app, 'ops/excludeMember', async ({ db: trx, req, input, operator }) => {
    const brand = brandOf(app, input.brandId);
    const member = await trx.selectFrom('members').select('id').where('id', '=', input.id).where('brand_id', '=', brand.id).executeTakeFirst();
    if (!member) throw apiError('NOT_FOUND');
    const brandById = (id: string) => app.brands.all().find((b) => b.id === id);
    return startBreak(trx, brandById, member.id, { kind: 'exclusion', period: input.period, allBrands: input.allBrands ?? false }, { by: 'operator', operator, reason: input.reason, ip: req.ip });
  });
}
