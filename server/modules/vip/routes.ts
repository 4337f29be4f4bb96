import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { publicLevels } from './store';
import { memberStatus } from './status';

/** VIP levels (VIP3, decision 0261): the ladder every visitor reads, and the signed-in member's place on it. */
export function vipRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  defineRoute(app, 'vip/levels', ({ brand, lang }) => publicLevels(db, brand, lang));
  defineRoute(app, 'vip/status', ({ brand, member, lang }) => memberStatus(db, brand, member.id, lang));
}
