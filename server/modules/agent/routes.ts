import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { liveAgentByAffiliateCode } from './affiliateAgent';

/** The agents' calls a visitor makes: whether a registration link's affiliate code is good (AFFMAN3). */
export function agentRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  // One answer shape whatever the code: valid or not, never whose it is.
  defineRoute(app, 'agent/affiliate', async ({ brand, input }) => ({ valid: (await liveAgentByAffiliateCode(db, brand.id, input.code)) !== null }));
}
