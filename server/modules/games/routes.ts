import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { isTrialAccount } from '../../../src/engine/accountType';
import { gameMenus } from './store';
import { classifiesOf, gameList, hotGames, popularGames, toGame } from './catalogue';
import { favouriteIds, favouritePage, recentPage, toggleFavourite } from './favourites';
import { winnersBoard } from './winners';
import { launchGame } from './launch';

/** The game calls: the menus, the catalogue, a member's favourites and recent games, the winners board and launches. */
export async function gamesRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  defineRoute(app, 'games/gameMenus', async ({ brand }) => gameMenus(db, brand.id, brand.config.categories, brand.config.vendorOrder ?? []));
  defineRoute(app, 'games/gameVendor', async ({ brand }) =>
    (await gameMenus(db, brand.id, brand.config.categories, brand.config.vendorOrder ?? [])).flatMap((m) => m.vendors),
  );
  defineRoute(app, 'games/vassGameType', async ({ brand, input }) => classifiesOf(db, brand.id, input.gameType, input.vassalage));

  const lang = (ctx: { input: { language?: string }; lang: string }) => ctx.input.language ?? ctx.lang;
  defineRoute(app, 'games/gameList', async (ctx) => {
    const page = await gameList(db, ctx.brand.id, ctx.input);
    return { games: page.rows.map((r) => toGame(r, lang(ctx), ctx.brand.config.defaultLang)), pageNo: page.pageNo, totalPages: page.totalPages, total: page.total };
  });
  defineRoute(app, 'games/hotGames', async (ctx) => ({
    list: (await hotGames(db, ctx.brand.id, ctx.input.vassalage)).map((g) => ({ gameType: g.gameType, games: g.rows.map((r) => toGame(r, lang(ctx), ctx.brand.config.defaultLang)) })),
  }));
  defineRoute(app, 'games/popular', async (ctx) => (await popularGames(db, ctx.brand.id, ctx.input.count ?? 20)).map((r) => toGame(r, lang(ctx), ctx.brand.config.defaultLang)));
  defineRoute(app, 'games/rankList', async (ctx) => winnersBoard(db, ctx.brand.id, ctx.input.gameCategory ?? 'ALL', ctx.input.limitNum ?? 20, lang(ctx), ctx.brand.config.defaultLang));

  defineRoute(app, 'games/favourites', async ({ member }) => favouriteIds(db, member.id));
  defineRoute(app, 'games/favouriteList', async (ctx) => {
    const page = await favouritePage(db, ctx.brand.id, ctx.member.id, ctx.input);
    return { content: page.rows.map((r) => toGame(r, lang(ctx), ctx.brand.config.defaultLang)), pageNo: page.pageNo, totalPages: page.totalPages, total: page.total };
  });
  defineRoute(app, 'games/addFavourite', async ({ brand, member, input }) => toggleFavourite(db, brand.id, member.id, input, true));
  defineRoute(app, 'games/removeFavourite', async ({ brand, member, input }) => toggleFavourite(db, brand.id, member.id, input, false));
  defineRoute(app, 'games/recent', async (ctx) => {
    const page = await recentPage(db, ctx.brand.id, ctx.member.id, ctx.input);
    return { list: page.rows.map((r) => toGame(r, lang(ctx), ctx.brand.config.defaultLang)), pageNo: page.pageNo, totalPages: page.totalPages, total: page.total };
  });

  // A trial account plays with play money, like a visitor: it has no money of its own (SPEC §5).
  defineRoute(app, 'games/launch', async (ctx) => launchGame(db, ctx.brand, lang(ctx), ctx.input.nodeId, isTrialAccount(ctx.member.type) ? null : { memberId: ctx.member.id }));
  defineRoute(app, 'games/launchDemo', async (ctx) => launchGame(db, ctx.brand, lang(ctx), ctx.input.nodeId, null));
}
