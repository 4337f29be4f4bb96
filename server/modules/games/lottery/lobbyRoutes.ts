import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../../db/tables';
import { defineRoute } from '../../../http/defineRoute';
import type { Brand } from '../../../brands/store';
import { lotteryVendorsOf } from '../../../../src/engine/lotteryVendors';
import { lotteryMemberOpened, lotteryMenu, lotteryOpened, lotteryRecent, lotteryResults, lotteryVerify, type LobbyBrand } from './lobby';

/** The Vietnam lottery's lobby, results and checks (decision 0315): its games tagged with the brand's Vietnam-role vendor. */
export function lotteryLobbyRoutes(app: FastifyInstance, db: Kysely<Tables>) {
  const lobby = (brand: Brand, lang: string): LobbyBrand => ({ id: brand.id, vendor: lotteryVendorsOf(brand.config).vietnam, lang, defaultLang: brand.config.defaultLang });
  defineRoute(app, 'games/lotteryMenu', async ({ brand, lang, input }) => ({ groups: await lotteryMenu(db, lobby(brand, lang), new Date(), input.prizeMode) }));
  defineRoute(app, 'games/lotteryRecent', async ({ brand, lang, member }) => ({ gameMenus: await lotteryRecent(db, lobby(brand, lang), member.id, new Date()) }));
  defineRoute(app, 'games/lotteryOpened', async ({ brand, lang, input }) => ({ list: await lotteryOpened(db, lobby(brand, lang), input.count ?? 100) }));
  defineRoute(app, 'games/lotteryMemberOpened', async ({ brand, lang, member, input }) => ({ list: await lotteryMemberOpened(db, lobby(brand, lang), member.id, input.count ?? 10) }));
  defineRoute(app, 'games/lotteryResults', async ({ brand, lang, input }) => lotteryResults(db, lobby(brand, lang), input.gameCode, input.pageNo ?? 1, input.pageSize ?? 10));
  defineRoute(app, 'games/lotteryVerify', async ({ brand, input }) => lotteryVerify(db, brand.id, input.gameCode, input.issue));
}
