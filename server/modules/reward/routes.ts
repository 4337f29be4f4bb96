import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { fromMinorUnits } from '../../../src/engine/money';
import { claimEnvelope, memberEnvelopes } from './envelopes';
import { memberRaffles, playRaffle } from './raffles';
import { countClaimable, rebateOf } from './claimable';

/** The reward centre (REWCEN3, decisions 0265 and 0266): what the member can take, taking a red envelope, and playing a raffle's ticket. */
export function rewardRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  defineRoute(app, 'reward/rewardCenter', async ({ member, brand, lang }) => {
    const [rebate, raffles, envelopes] = await Promise.all([rebateOf(db, brand, member.id), memberRaffles(db, brand, member.id, lang), memberEnvelopes(db, brand, member.id, lang)]);
    // The count reads what the lists read, not the tables again.
    const claimable = await countClaimable(db, brand, member.id, { rebate, raffles, envelopes });
    return { claimable, envelopes, raffles, rebate };
  });

  defineRoute(app, 'reward/claimRedEnvelope', async ({ db: trx, member, brand, input }) => ({ id: input.id, amount: fromMinorUnits(await claimEnvelope(trx, brand, member.id, input.id)) }));

  defineRoute(app, 'reward/claimRafflePromotion', ({ db: trx, member, brand, input }) => playRaffle(trx, brand, member.id, input.id));
}
