import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { isTrialAccount } from '../../../src/engine/accountType';
import { gameMenus } from './store';
import { Catalogue } from './catalogue';
import { favouriteIds, toggleFavourite } from './favourites';
import { winnersBoard } from './winners';
import { jackpotOf } from './jackpot';
import { launchGame } from './launch';
import { launchTarget } from './launchTarget';
import { lotteryLaunch } from './lotteryLaunch';
import { lotteryVendorsOf } from '../../../src/engine/lotteryVendors';
import { lotteryRoutes } from './lottery/routes';
import type { Brand } from '../../brands/store';
import { lotteryLobbyRoutes } from './lottery/lobbyRoutes';

const launchBrand = (brand: Brand) => ({ id: brand.id, gameWallets: brand.config.payments?.gameWallets });

/** The game calls: the menus, the catalogue, a member's favourites and recent games, the winners board and launches. */
export function gamesRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  defineRoute(app, 'games/gameMenus', async ({ brand }) => gameMenus(db, brand.id, brand.config.categories, brand.config.vendorOrder ?? []));
  defineRoute(app, 'games/gameVendor', async ({ brand }) => (await gameMenus(db, brand.id, brand.config.categories, brand.config.vendorOrder ?? [])).flatMap((m) => m.vendors));
  const lang = (ctx: { input: object; lang: string }) => ('language' in ctx.input && typeof ctx.input.language === 'string' ? ctx.input.language : ctx.lang);
  const catalogue = (ctx: { brand: Brand; input: object; lang: string }) => Catalogue.of(db, app.catalogues, ctx.brand, lang(ctx));

  defineRoute(app, 'games/vassGameType', async (ctx) => (await catalogue(ctx)).classifies(ctx.input.gameType, ctx.input.vassalage));
  defineRoute(app, 'games/gameList', async (ctx) => (await catalogue(ctx)).list(ctx.input));
  defineRoute(app, 'games/hotGames', async (ctx) => ({ list: (await catalogue(ctx)).hot(ctx.input.vassalage) }));
  defineRoute(app, 'games/popular', async (ctx) => (await catalogue(ctx)).popular(ctx.input.count ?? 20));
  defineRoute(app, 'games/jackpot', async ({ brand }) => jackpotOf(db, brand.id, brand.config.currency.code));
  defineRoute(app, 'games/rankList', async (ctx) => winnersBoard(db, ctx.brand.id, ctx.input.gameCategory ?? 'ALL', ctx.input.limitNum ?? 20, lang(ctx), ctx.brand.config.defaultLang));

  defineRoute(app, 'games/favourites', async ({ member }) => favouriteIds(db, member.id));
  defineRoute(app, 'games/favouriteList', async (ctx) => {
    const { games, pageNo, totalPages, total } = await (await catalogue(ctx)).memberPage('favourite', ctx.member.id, ctx.input);
    return { content: games, pageNo, totalPages, total };
  });
  defineRoute(app, 'games/addFavourite', async (ctx) => toggleFavourite(db, await catalogue(ctx), ctx.member.id, ctx.input, true));
  defineRoute(app, 'games/removeFavourite', async (ctx) => toggleFavourite(db, await catalogue(ctx), ctx.member.id, ctx.input, false));
  defineRoute(app, 'games/recent', async (ctx) => {
    const { games, pageNo, totalPages, total } = await (await catalogue(ctx)).memberPage('recent', ctx.member.id, ctx.input);
    return { list: games, pageNo, totalPages, total };
  });

  // A trial account plays with play money, like a visitor: it has no money of its own (SPEC §5).
  // backUrl is not used: the game frame is the site's own page, so no address a request names is followed.
  defineRoute(app, 'games/launch', async (ctx) => {
    const { lottoGameCode } = ctx.input;
    if (lottoGameCode !== undefined) return lotteryLaunch(await catalogue(ctx), lotteryVendorsOf(ctx.brand.config), { ...ctx.input, lottoGameCode });
    return launchGame(db, await catalogue(ctx), launchBrand(ctx.brand), lang(ctx), launchTarget(ctx.input), isTrialAccount(ctx.member.type) ? null : { memberId: ctx.member.id });
  });
  lotteryLobbyRoutes(app, db);
  defineRoute(app, 'games/launchDemo', async (ctx) => launchGame(db, await catalogue(ctx), launchBrand(ctx.brand), lang(ctx), ctx.input.nodeId, null));
  lotteryRoutes(app, { db });
}
