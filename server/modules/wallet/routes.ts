import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { fromMinorUnits } from '../../../src/engine/money';
import { walletBalance } from './ledger';

/** The wallet calls (SPEC §7 "Other"): the balance the logged-in bar shows. */
export async function walletRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  defineRoute(app, 'wallet/balance', async ({ member }) => ({ sumBalance: fromMinorUnits(await walletBalance(db, member.id)) }));
}
