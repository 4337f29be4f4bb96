import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { audit } from '../../lib/audit';
import { brandOf } from '../../lib/brandOf';
import { toMinorUnits } from '../../../src/engine/money';
import { consoleSettlements } from '../agent/index';
import { adjustSettlement, decideSettlement, rerunSettlement } from '../wallet/index';

/**
 * The console's Contract settlements (decision 0292): payments and admins read a brand's agents'
 * settlements; payments approves or rejects a held one, corrects a paid one and runs a period of a
 * contract again. Each change is one transaction with its audit line; the work is the wallet's.
 */
export function contractSettlementRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  defineRoute(app, 'ops/contractSettlements', async ({ input }) => consoleSettlements(db, brandOf(app, input.brandId), input));

  defineRoute(app, 'ops/decideContractSettlement', async ({ db: trx, req, input, operator }) => {
    const brand = brandOf(app, input.brandId);
    const done = await decideSettlement(trx, brand, operator, input.settlementId, input.decision, input.reason);
    if (done.changed)
      await audit(trx, {
        operator,
        action: `contractSettlement.${input.decision}`,
        brandId: brand.id,
        target: input.settlementId,
        detail: { amount: done.settlement.settlement.amount, ...(input.reason ? { reason: input.reason } : {}) },
        ip: req.ip,
      });
    return done;
  });

  defineRoute(app, 'ops/adjustContractSettlement', async ({ db: trx, req, input, operator }) => {
    const brand = brandOf(app, input.brandId);
    // The schema's pattern let only amounts through.
    const done = await adjustSettlement(trx, brand, operator, input.settlementId, toMinorUnits(input.amount)!, input.reason);
    if (done.changed) await audit(trx, { operator, action: 'contractSettlement.adjust', brandId: brand.id, target: input.settlementId, detail: { amount: input.amount, reason: input.reason }, ip: req.ip });
    return done;
  });

  defineRoute(app, 'ops/rerunContractSettlement', async ({ db: trx, req, input, operator }) => {
    const brand = brandOf(app, input.brandId);
    const done = await rerunSettlement(trx, brand, operator, input.contractId, new Date(input.periodStart), input.reason);
    await audit(trx, {
      operator,
      action: 'contractSettlement.rerun',
      brandId: brand.id,
      target: done.settlement.settlement.id,
      detail: { contract: input.contractId, periodStart: done.settlement.settlement.periodStart, amount: done.settlement.settlement.amount, changed: done.changed, reason: input.reason },
      ip: req.ip,
    });
    return done;
  });
}
