import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import type { Category } from '../../../src/generated/types';
import { gameListRequest, gamePageSize, lobbyFromParams, shownLobby } from '../../../src/engine/gameFilters';
import { lobbyShapeOf, type LobbyStart } from '../../../src/engine/lobbyScreens';
import { gameMenus } from './store';
import { Catalogue } from './catalogue';
import type { CatalogueSnapshots } from './CatalogueSnapshots';

/**
 * A category lobby's start, for the page the server sends (decision 0328): the vendors, and the
 * first page of the games a visitor sees first at this address, chosen as the lobby chooses them
 * (`shownLobby`, `lobbyScreens`). Null for a route that is not a lobby. A view of the player's own
 * games, or the hot games, is left for the page to ask.
 */
export async function lobbyStart(
  db: Kysely<Tables>,
  catalogues: CatalogueSnapshots,
  brand: Brand,
  route: { screen: string; category?: Category | null },
  lang: string,
  params: URLSearchParams,
): Promise<LobbyStart | null> {
  const shape = lobbyShapeOf(route.screen, route.category);
  if (!shape || !route.category) return null;
  const category = route.category;
  const menus = await gameMenus(db, brand.id, brand.config.categories, brand.config.vendorOrder ?? []);
  const vendors = menus.find((m) => m.category === category)?.vendors ?? [];
  const asked = lobbyFromParams(params);
  if (asked.view !== 'all' || vendors.length === 0) return { menus, list: null, classifies: null };
  const lobby = shownLobby(asked, vendors, { allVendorsTab: shape.allVendorsTab, views: ['all'], realMember: false });
  const catalogue = await Catalogue.of(db, catalogues, brand, lang);
  const request = gameListRequest(category, lobby);
  return {
    menus,
    list: { lang, request, page: catalogue.list({ ...request, pageNo: 1, pageSize: gamePageSize }) },
    classifies: shape.classifyTabs ? { gameType: category, vassalage: lobby.vendor, answer: catalogue.classifies(category, lobby.vendor ?? undefined) } : null,
  };
}
