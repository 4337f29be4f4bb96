import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { claimRebate, rebateHistory, rebateSummary } from './service';

/** The manual rebate (REBATE3, decision 0267): what the member can claim, the claim, and their claims. */
export function rebateRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  defineRoute(app, 'rebate/summary', ({ member, brand }) => rebateSummary(db, brand, member.id));

  // In the call's transaction (runOnce): the watermark, the marks, the payment and the kept answer commit together.
  defineRoute(app, 'rebate/claim', ({ db: trx, member, brand }) => claimRebate(trx, brand, member.id));

  defineRoute(app, 'rebate/history', ({ member, input }) => rebateHistory(db, member.id, input.pageNo ?? 1, input.pageSize ?? 10));
}
