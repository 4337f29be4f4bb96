import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import type { Sessions } from '../../http/sessions';
import * as store from './store';

/** The signed-in member's own records (SPEC §7: member info, consolidated contract info). */
export async function memberRoutes(app: FastifyInstance, { db, sessions }: { db: Kysely<Tables>; sessions: Sessions }) {
  defineRoute(app, {
    method: 'GET',
    url: '/wps/member/info',
    call: 'member/info',
    module: 'COMM3',
    session: sessions,
    handler: async ({ member }) => store.memberInfo(db, member.id),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/wps/member/info/funds/consolidated',
    call: 'member/consolidated',
    module: 'COMM3',
    session: sessions,
    handler: async ({ member }) => store.contractsOf(db, member.id),
  });
}
