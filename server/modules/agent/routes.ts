import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { isModuleOn } from '../../../src/engine/moduleSwitch';
import type { Brand } from '../../brands/store';
import { apiError } from '../../errors';
import { checkAccountName } from '../../lib/checkAccountName';
import { noticesPage } from '../system';
import { visitInvitation } from './affiliateAgent';
import { downlinesOf } from './downlines';
import { createDownline } from './downline';
import { applyAgent } from './applications';
import { createLink, listLinks, updateLink } from './links';
import { teamProfitLoss } from './teamFigures';
import type { KeptOverviews } from './keptOverviews';
import { contractCall } from './contracts/actions';
import { agentIncome } from './contracts/income';

/** Whether the brand lets agents open agents (SUBAGENT3, under the affiliate module). */
export const agentsOpenAgents = (brand: Brand): boolean => isModuleOn(brand.settings, 'SUBAGENT3');

/** An agent account asked for where the brand does not let agents open agents is refused, as a switched-off module is. */
const allowedType = (brand: Brand, type: 0 | 1 | undefined): 0 | 1 => {
  if (type === 1 && !agentsOpenAgents(brand)) throw apiError('MODULE_DISABLED');
  return type ?? 0;
};

/**
 * The agents' calls: the affiliate check a registration page makes (AFFMAN3, a visitor's; a visit of
 * the code's link); the registration centre's, opening a downline and the agent's own links
 * (AFFMAN3); the agent's own team (AGENT3), its figures (decision 0275), its income from its
 * contracts (decision 0284) and the agent centre's notices (decision 0281); the four kinds of
 * contract (decision 0283). Every call
 * but the first is for agents only (`agent` in the call table, decision 0273).
 */
export function agentRoutes(app: FastifyInstance, { db, overviews }: { db: Kysely<Tables>; overviews: KeptOverviews }) {
  // One answer shape whatever the code: valid or not, never whose it is.
  defineRoute(app, 'agent/affiliate', async ({ brand, input }) => ({ valid: (await visitInvitation(db, brand.id, input.code)) !== null }));
  // A visitor's application to become an agent (decision 0290), queued for the console.
  defineRoute(app, 'agent/apply', ({ req, brand, lang, input }) => applyAgent(db, brand, lang, input, req.ip));
  defineRoute(app, 'agent/downlines', ({ db, brand, member, input }) => downlinesOf(db, brand, member.id, input));
  defineRoute(app, 'agent/notices', async ({ brand, lang, input }) => noticesPage(db, brand.id, { lang, defaultLang: brand.config.defaultLang }, input.pageNo ?? 1, input.pageSize ?? 10, 'agents'));

  defineRoute(app, 'agent/createDownline', async ({ req, brand, lang, input, member, db: trx }) => {
    const accountType = allowedType(brand, input.accountType);
    checkAccountName(brand, input.account, lang, 'account');
    const nickname = input.nickname?.trim() || null;
    return createDownline(trx, { brandId: brand.id, agent: { id: member.id, account: member.account }, account: input.account.trim(), nickname, accountType, ip: req.ip });
  });

  defineRoute(app, 'agent/affiliateLinks', async ({ brand, member }) => ({ subAgents: agentsOpenAgents(brand), list: await listLinks(db, member.id) }));

  defineRoute(app, 'agent/createAffiliateLink', ({ brand, input, member, db: trx }) =>
    createLink(trx, { brandId: brand.id, agentId: member.id, accountType: allowedType(brand, input.accountType), note: input.note?.trim() || null }),
  );

  defineRoute(app, 'agent/updateAffiliateLink', ({ input, member }) => updateLink(db, member.id, input.id, input));

  defineRoute(app, 'agent/teamOverview', ({ brand, member, input }) => overviews.get(brand, member.id, input));
  defineRoute(app, 'agent/teamProfitLoss', ({ brand, member, input }) => teamProfitLoss(db, brand, member.id, input));

  // The four contract kinds, each behind its own module switch (decision 0283).
  defineRoute(app, 'agent/dividendContracts', ({ brand, member, input }) => contractCall(db, brand, member, 'dividend', input));
  defineRoute(app, 'agent/dailyWageContracts', ({ brand, member, input }) => contractCall(db, brand, member, 'daily', input));
  defineRoute(app, 'agent/hourlyWageContracts', ({ brand, member, input }) => contractCall(db, brand, member, 'hourly', input));
  defineRoute(app, 'agent/realTimeContracts', ({ brand, member, input }) => contractCall(db, brand, member, 'realtime', input));
  // My Income: what the agent's contracts paid it (decision 0284).
  defineRoute(app, 'agent/income', ({ brand, member, input }) => agentIncome(db, brand, member.id, input));
}
