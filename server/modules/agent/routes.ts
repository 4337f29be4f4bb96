import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { apiError } from '../../errors';
import { isAgent } from '../../../src/engine/accountType';
import { noticesPage } from '../system';
import { betsOf, checkPeriod } from '../wallet';
import { liveAgentByAffiliateCode } from './affiliateAgent';

/** The agents' calls: whether a registration link's affiliate code is good (AFFMAN3), and the agent centre's notices. */
export function agentRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  // One answer shape whatever the code: valid or not, never whose it is.
  defineRoute(app, 'agent/affiliate', async ({ brand, input }) => ({ valid: (await liveAgentByAffiliateCode(db, brand.id, input.code)) !== null }));

  defineRoute(app, 'agent/notices', async ({ brand, lang, member, input }) => {
    if (!isAgent(member.type)) throw apiError('NOT_AGENT');
    return noticesPage(db, brand.id, { lang, defaultLang: brand.config.defaultLang }, input.pageNo ?? 1, input.pageSize ?? 10, 'agents');
  });

  defineRoute(app, 'agent/teamBets', async ({ brand, lang, member, input }) => {
    if (!isAgent(member.type)) throw apiError('NOT_AGENT');
    checkPeriod(input);
    const { account, ...filters } = input;
    return betsOf(db, { timeZone: brand.config.timeZone, defaultLang: brand.config.defaultLang }, input.language ?? lang, { team: member.id, account: account?.trim() || undefined }, filters);
  });
}
