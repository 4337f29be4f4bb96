import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { apiError } from '../../errors';
import { isAgent } from '../../../src/engine/accountType';
import { noticesPage } from '../system';
import { liveAgentByAffiliateCode } from './affiliateAgent';

/** The agents' calls: whether a registration link's affiliate code is good (AFFMAN3), and the agent centre's notices (Team Betting is the wallet's betting record, asked for a team). */
export function agentRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  // One answer shape whatever the code: valid or not, never whose it is.
  defineRoute(app, 'agent/affiliate', async ({ brand, input }) => ({ valid: (await liveAgentByAffiliateCode(db, brand.id, input.code)) !== null }));

  defineRoute(app, 'agent/notices', async ({ brand, lang, member, input }) => {
    if (!isAgent(member.type)) throw apiError('NOT_AGENT');
    return noticesPage(db, brand.id, { lang, defaultLang: brand.config.defaultLang }, input.pageNo ?? 1, input.pageSize ?? 10, 'agents');
  });
}
