import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/defineRoute';
import { fromMinorUnits } from '../../../src/engine/money';

/** The wallet calls (SPEC §7 "Other"): the balance the logged-in bar shows. */
export async function walletRoutes(app: FastifyInstance) {
  defineRoute(app, 'wallet/balance', async ({ member }) => ({ sumBalance: fromMinorUnits(await app.balances.of(member.id)) }));
}
