import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { liveAgentByAffiliateCode } from './affiliateAgent';
import { requireAgent } from './agentOnly';
import { teamOverview, teamProfitLoss } from './teamFigures';

/** The agents' calls: whether a registration link's affiliate code is good (AFFMAN3), and an agent's team figures. */
export function agentRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  // One answer shape whatever the code: valid or not, never whose it is.
  defineRoute(app, 'agent/affiliate', async ({ brand, input }) => ({ valid: (await liveAgentByAffiliateCode(db, brand.id, input.code)) !== null }));

  defineRoute(app, 'agent/teamOverview', async ({ brand, member, input }) => {
    requireAgent(member);
    return teamOverview(db, brand, member.id, input);
  });

  defineRoute(app, 'agent/teamProfitLoss', async ({ brand, member, input }) => {
    requireAgent(member);
    return teamProfitLoss(db, brand, member.id, input);
  });
}
