import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { fromMinorUnits } from '../../../src/engine/money';
import { claimEnvelope, memberEnvelopes } from './envelopes';
import { isModuleOn } from '../../../src/engine/moduleSwitch';
import { rebateDue } from '../rebate/index';

/** The reward centre (REWCEN3, decision 0265): what the member can take, and taking a red envelope. */
export function rewardRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  defineRoute(app, 'reward/rewardCenter', async ({ member, brand, lang }) => {
    const envelopes = await memberEnvelopes(db, brand, member.id, lang);
    const rebate = isModuleOn(brand.settings, 'REBATE3') ? await rebateDue(db, brand, member.id) : null;
    return { claimable: envelopes.filter((e) => e.state === 'open').length + (rebate?.claimable ? 1 : 0), envelopes, rebate };
  });

  defineRoute(app, 'reward/claimRedEnvelope', async ({ db: trx, member, brand, input }) => ({ id: input.id, amount: fromMinorUnits(await claimEnvelope(trx, brand, member.id, input.id)) }));
}
