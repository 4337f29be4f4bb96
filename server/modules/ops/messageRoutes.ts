import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { apiError } from '../../errors';
import { audit } from '../../lib/audit';
import { brandOf } from '../../lib/brandOf';
import { brandMessages, sendMessage, withdrawMessage } from '../inbox/index';

/** The members' inbox messages of a brand (decision 0258), written and withdrawn by admin and content operators, each change audited. The work is inbox's. */
export function messageRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  defineRoute(app, 'ops/messages', ({ input }) => brandMessages(db, brandOf(app, input.brandId).id, input.kind, input.pageNo ?? 1, input.pageSize ?? 10));

  defineRoute(app, 'ops/sendMessage', async ({ req, input, operator }) => {
    const brand = brandOf(app, input.brandId);
    return db.transaction().execute(async (trx) => {
      const sent = await sendMessage(trx, app.jobs, brand, operator.id, input);
      const detail = { audience: input.audience, ...(input.member ? { member: input.member } : {}), ...(input.publishAt ? { publishAt: input.publishAt } : {}) };
      await audit(trx, { operator, action: 'message.send', brandId: brand.id, target: sent.id, detail, ip: req.ip });
      return sent;
    });
  });

  defineRoute(app, 'ops/withdrawMessage', async ({ req, input, operator }) => {
    const brand = brandOf(app, input.brandId);
    await db.transaction().execute(async (trx) => {
      if (!(await withdrawMessage(trx, brand.id, input.id))) throw apiError('NOT_FOUND');
      await audit(trx, { operator, action: 'message.withdraw', brandId: brand.id, target: input.id, ip: req.ip });
    });
    return true as const;
  });
}
