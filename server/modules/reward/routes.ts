import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { fromMinorUnits } from '../../../src/engine/money';
import { claimEnvelope, memberEnvelopes } from './envelopes';
import { countClaimable, rebateOf } from './claimable';

/** The reward centre (REWCEN3, decision 0265): what the member can take, and taking a red envelope. */
export function rewardRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  defineRoute(app, 'reward/rewardCenter', async ({ member, brand, lang }) => {
    const rebate = await rebateOf(db, brand, member.id);
    const [envelopes, claimable] = await Promise.all([memberEnvelopes(db, brand, member.id, lang), countClaimable(db, brand, member.id, { rebate })]);
    return { claimable, envelopes, rebate };
  });

  defineRoute(app, 'reward/claimRedEnvelope', async ({ db: trx, member, brand, input }) => ({ id: input.id, amount: fromMinorUnits(await claimEnvelope(trx, brand, member.id, input.id)) }));
}
