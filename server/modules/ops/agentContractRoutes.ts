import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { apiError } from '../../errors';
import { audit } from '../../lib/audit';
import { brandOf } from '../../lib/brandOf';
import { accountKey } from '../../lib/tokens';
import { isAgent } from '../../../src/engine/accountType';
import { houseAnswer, houseContracts, houseOffer } from '../agent/index';

/**
 * The house's contracts with its top agents (decision 0283): an admin finds an agent by account,
 * reads what the house agreed with it, offers a new contract, and ends or answers one; each change
 * audited. The rules are the agent module's, the same as between agents.
 */
export function agentContractRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  defineRoute(app, 'ops/agentContracts', async ({ input }) => {
    const brand = brandOf(app, input.brandId);
    const member = await db
      .selectFrom('members')
      .select(['id', 'account', 'type', 'upline_id'])
      .where('brand_id', '=', brand.id)
      .where(sql<string>`lower(account)`, '=', accountKey(input.account))
      .executeTakeFirst();
    if (!member) throw apiError('NOT_FOUND');
    const topAgent = isAgent(member.type) && member.upline_id === null;
    return { agent: { id: member.id, account: member.account, type: member.type, topAgent }, list: topAgent ? await houseContracts(db, member.id) : [] };
  });

  defineRoute(app, 'ops/offerAgentContract', async ({ req, input, operator }) => {
    const brand = brandOf(app, input.brandId);
    return db.transaction().execute(async (trx) => {
      const contract = await houseOffer(trx, brand, input.memberId, input.kind, input.terms);
      await audit(trx, { operator, action: 'contract.offer', brandId: brand.id, target: contract.id, detail: { member: input.memberId, kind: input.kind, terms: input.terms }, ip: req.ip });
      return contract;
    });
  });

  defineRoute(app, 'ops/answerAgentContract', async ({ req, input, operator }) => {
    const brand = brandOf(app, input.brandId);
    return db.transaction().execute(async (trx) => {
      const contract = await houseAnswer(trx, brand, input.contractId, input.action);
      await audit(trx, { operator, action: `contract.${input.action}`, brandId: brand.id, target: contract.id, detail: { member: contract.downline.id, kind: contract.kind, status: contract.status }, ip: req.ip });
      return contract;
    });
  });
}
