import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { gameMenus } from './store';

/** Game calls that the site shell needs before any game screen: the vendors by category. */
export async function gamesRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  defineRoute(app, 'games/gameMenus', async ({ brand }) => gameMenus(db, brand.id, brand.config.categories, brand.config.vendorOrder ?? []));
}
