import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { brandOf } from '../../lib/brandOf';
import { actOnFeedback, feedbackImage, feedbackQueue } from '../feedback/index';

/** The support desk's queue of feedback (decision 0321): read it, take one, answer it, close it, audited. The work is the feedback module's. */
export function feedbackDeskRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  defineRoute(app, 'ops/feedback', ({ input }) => feedbackQueue(db, brandOf(app, input.brandId).id, input.status ?? 'open', input.pageNo ?? 1, input.pageSize ?? 10));
  defineRoute(app, 'ops/feedbackAction', ({ req, input, operator }) => actOnFeedback(db, brandOf(app, input.brandId), operator, input, req.ip));
  defineRoute(app, 'ops/feedbackImage', ({ input }) => feedbackImage(db, brandOf(app, input.brandId).id, input.id));
}
