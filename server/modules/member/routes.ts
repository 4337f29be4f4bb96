import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import type { Sessions } from '../../http/sessions';
import type { BodyDecrypter } from '../../http/decryptBody';
import * as store from './store';
import { register } from './register';

/** Registration, and the signed-in member's own records (SPEC §7: member info, consolidated contract info). */
export async function memberRoutes(
  app: FastifyInstance,
  { db, sessions, decrypter }: { db: Kysely<Tables>; sessions: Sessions; decrypter: BodyDecrypter },
) {
  defineRoute(app, {
    method: 'PUT',
    url: '/wps/member/register',
    call: 'member/register',
    module: 'REG3',
    decrypt: decrypter,
    handler: async ({ brand, lang, input }) => register(db, brand, lang, 'username', input),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/wps/member/register/mobile',
    call: 'member/registerMobile',
    module: 'COMM3',
    decrypt: decrypter,
    handler: async ({ brand, lang, input }) => register(db, brand, lang, 'mobile', input),
  });

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
