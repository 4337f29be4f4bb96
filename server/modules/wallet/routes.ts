import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import type { Sessions } from '../../http/sessions';
import { fromMinorUnits } from '../../../src/engine/money';
import { walletBalance } from './ledger';

/** The wallet calls (SPEC §7 "Other"): the balance the logged-in bar shows. */
export async function walletRoutes(app: FastifyInstance, { db, sessions }: { db: Kysely<Tables>; sessions: Sessions }) {
  defineRoute(app, {
    method: 'GET',
    url: '/wps/v2/wallets/balance',
    call: 'wallet/balance',
    module: 'COMM3',
    session: sessions,
    handler: async ({ member }) => ({ sumBalance: fromMinorUnits(await walletBalance(db, member.id)) }),
  });
}
