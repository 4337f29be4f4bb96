import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import * as store from './store';
import { register } from './register';

/** Registration, and the signed-in member's own records (SPEC §7: member info, consolidated contract info). */
export async function memberRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  defineRoute(app, 'member/register', async ({ brand, lang, input }) => register(db, brand, lang, 'username', input));

  defineRoute(app, 'member/registerMobile', async ({ brand, lang, input }) => register(db, brand, lang, 'mobile', input));

  defineRoute(app, 'member/info', async ({ member }) => member.info);

  defineRoute(app, 'member/consolidated', async ({ member }) => store.contractsOf(db, member.id));
}
