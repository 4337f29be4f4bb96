import type { Category, GameList, GameListRequest, GameMenus, VassGameTypes } from '../generated/types';

/** How a lobby screen draws its category: an "all vendors" tab first, and SPEC §2.8's game-type tabs. */
export interface LobbyShape {
  allVendorsTab: boolean;
  /** The slot page's filters (game types, lines, minimum bet). */
  slots: boolean;
  classifyTabs: boolean;
}

/**
 * The screens that are a category's game lobby, and the shape each gives it: the screens draw
 * themselves by it, and the server starts the lobby's first page in the page it sends by it, so
 * the two never disagree on which vendor a bare address opens.
 */
export const lobbyScreens = {
  electronicGames: (category: Category): LobbyShape => ({ allVendorsTab: false, slots: category === 'RNG', classifyTabs: category === 'RNG' }),
  gamesByCategory: (): LobbyShape => ({ allVendorsTab: true, slots: false, classifyTabs: false }),
};

/**
 * What a lobby's first render reads, as its calls would answer: the vendors, the first page of the
 * games it shows first under the request it sends for them (null when it shows another view first),
 * and the vendor's game types on a lobby with their tabs. The server starts it
 * (server/modules/games/lobbyStart.ts), the page carries it, src/app/bootData.ts seeds it.
 */
export interface LobbyStart {
  menus: GameMenus;
  list: { lang: string; request: Omit<GameListRequest, 'pageNo' | 'pageSize'>; page: GameList } | null;
  classifies: { gameType: Category; vassalage: string | null; answer: VassGameTypes } | null;
}

/** Tiles on a phone's first screen (two rows of three) or a desktop's first row: their pictures are fetched first, and a phone's first paint draws them. */
export const firstScreenTiles = 6;

/** The shape of a route's lobby, or null for a screen that is not one. */
export function lobbyShapeOf(screen: string, category: Category | null | undefined): LobbyShape | null {
  if (!category || !Object.hasOwn(lobbyScreens, screen)) return null;
  return lobbyScreens[screen as keyof typeof lobbyScreens](category);
}
