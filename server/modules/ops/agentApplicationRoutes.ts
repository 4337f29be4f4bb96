import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { brandOf } from '../../lib/brandOf';
import { agentApplications, decideAgentApplication } from '../agent/index';
import type { SmsSender } from '../verification/index';

/** The queue of applications to become an agent (decision 0290): support reads it and approves or rejects each, audited. The work is agent's. */
export function agentApplicationRoutes(app: FastifyInstance, { db, sms }: { db: Kysely<Tables>; sms: SmsSender }) {
  defineRoute(app, 'ops/agentApplications', ({ input }) => agentApplications(db, brandOf(app, input.brandId).id, input.status ?? 'pending', input.pageNo ?? 1, input.pageSize ?? 10));
  defineRoute(app, 'ops/decideAgentApplication', ({ req, input, operator }) =>
    decideAgentApplication(db, sms, brandOf(app, input.brandId), operator, { id: input.id, decision: input.decision, upline: input.upline, reason: input.reason }, req.ip),
  );
}
