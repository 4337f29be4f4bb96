import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { noticesPage } from '../system';
import { liveAgentByAffiliateCode } from './affiliateAgent';
import { downlinesOf } from './downlines';

/**
 * The agents' calls: whether a registration link's affiliate code is good (AFFMAN3, a visitor's),
 * the agent's own team (AGENT3, agents only: `agent` in the call table, decision 0273) and the
 * agent centre's notices (decision 0281).
 */
export function agentRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  // One answer shape whatever the code: valid or not, never whose it is.
  defineRoute(app, 'agent/affiliate', async ({ brand, input }) => ({ valid: (await liveAgentByAffiliateCode(db, brand.id, input.code)) !== null }));
  defineRoute(app, 'agent/downlines', ({ db, brand, member, input }) => downlinesOf(db, brand, member.id, input));
  defineRoute(app, 'agent/notices', async ({ brand, lang, input }) =>
    noticesPage(db, brand.id, { lang, defaultLang: brand.config.defaultLang }, input.pageNo ?? 1, input.pageSize ?? 10, 'agents'),
  );
}
