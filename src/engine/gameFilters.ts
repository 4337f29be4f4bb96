import type { Category, GameListRequest, VassGameType } from '../generated/types';

// The game lobby's state (SPEC §4 "Game list views", §5 "Game filters"): which vendor, which view and
// which filters. It lives in the page's address, so a shared or reloaded link shows the same list;
// these rules turn the address into the state, a player's choice into the next state, and the state
// into the game list query of SPEC §3.

export type GameView = 'all' | 'hot' | 'fav' | 'recent';
export const gameViews: readonly GameView[] = ['all', 'hot', 'fav', 'recent'];

export type MinBet = NonNullable<GameListRequest['minBet']>;
/** SPEC §5: all (no filter), then these; a game shows when its smallest bet is at most the one chosen. */
export const minBets: readonly MinBet[] = ['0.01', '0.05', '0.1', '0.5', '0.75'];

/** SPEC §5's slot filter "25 lines or more". */
export const wideLineCount = 25;

/** SPEC §2.8 and §9: 6 per row, 2 rows. */
export const gamePageSize = 12;

/** SPEC §2.8: a vendor menu gets arrows when it has more vendors than this. */
export const vendorMenuLimit = 7;

/** SPEC §2.8's tabs of the slot page, in tab order: scratch, video poker, table games, arcade, slot machine, bingo. */
export const classifies = ['SC', 'VP', 'TG', 'AC', 'JP', 'BG'] as const;

export interface LobbyFilters {
  classify: string | null;
  /** Part of a game's name, trimmed; '' for none. */
  name: string;
  minBet: MinBet | null;
  wideLines: boolean;
}

export interface Lobby extends LobbyFilters {
  /** A vendor's code, or null for the page's default (all vendors, or the first one). */
  vendor: string | null;
  view: GameView;
}

export const noFilters: LobbyFilters = { classify: null, name: '', minBet: null, wideLines: false };

const vendorCode = /^[A-Z0-9_]{1,16}$/;
const nameLimit = 60;

const cleanName = (name: string) => name.trim().slice(0, nameLimit);

/**
 * The lobby an address asks for. `vendor` names the vendor; /rng's older `page` does too (SPEC §2.1).
 * `games` is upper-cased to the classify it preselects (SPEC §2.1). Anything unknown is left out.
 */
export function lobbyFromParams(params: URLSearchParams): Lobby {
  const vendor = params.get('vendor') ?? params.get('page');
  const view = params.get('view') as GameView | null;
  const classify = params.get('games')?.toUpperCase() ?? null;
  const minBet = params.get('minBet') as MinBet | null;
  return {
    vendor: vendor && vendorCode.test(vendor) ? vendor : null,
    view: view && gameViews.includes(view) ? view : 'all',
    classify: classify && (classifies as readonly string[]).includes(classify) ? classify : null,
    name: cleanName(params.get('name') ?? ''),
    minBet: minBet && minBets.includes(minBet) ? minBet : null,
    wideLines: params.get('lines') === String(wideLineCount),
  };
}

/** The lists a lobby offers (SPEC §4), in their order: all games, then those the brand switched on. */
export function lobbyViews(features: { hotGames: boolean; favouriteGames: boolean; recentGames: boolean }): GameView[] {
  return ['all', ...(features.hotGames ? ['hot' as const] : []), ...(features.favouriteGames ? ['fav' as const] : []), ...(features.recentGames ? ['recent' as const] : [])];
}

/** The address's query for a lobby: only what differs from the default, so the plain page keeps a plain address. */
export function lobbyParams(lobby: Lobby): Record<string, string> {
  const out: Record<string, string> = {};
  if (lobby.vendor) out.vendor = lobby.vendor;
  if (lobby.view !== 'all') out.view = lobby.view;
  if (lobby.classify) out.games = lobby.classify;
  if (lobby.name) out.name = lobby.name;
  if (lobby.minBet) out.minBet = lobby.minBet;
  if (lobby.wideLines) out.lines = String(wideLineCount);
  return out;
}

/** SPEC §4: changing vendor resets the filters and the view (and so reloads); the same vendor changes nothing. */
export function withVendor(lobby: Lobby, vendor: string | null): Lobby {
  if (vendor === lobby.vendor) return lobby;
  return { ...noFilters, vendor, view: 'all' };
}

/** SPEC §4: switching view starts it from page 1 with the filters cleared. */
export function withView(lobby: Lobby, view: GameView): Lobby {
  if (view === lobby.view) return lobby;
  return { ...lobby, ...noFilters, view };
}

/**
 * SPEC §4: a search by name or minimum bet reloads only when the value changed, so an unchanged
 * choice returns the very same lobby. Filters narrow the whole catalogue: choosing one shows it.
 */
export function withFilters(lobby: Lobby, patch: Partial<LobbyFilters>): Lobby {
  const next = { ...patch, ...(patch.name !== undefined ? { name: cleanName(patch.name) } : {}) };
  const changed = (Object.keys(next) as (keyof LobbyFilters)[]).some((k) => next[k] !== lobby[k]);
  if (!changed) return lobby;
  return { ...lobby, ...next, view: 'all' };
}

/** Whether any filter is set. */
export const isFiltered = (lobby: LobbyFilters): boolean => lobby.classify !== null || lobby.name !== '' || lobby.minBet !== null || lobby.wideLines;

/** How many filters are on: what the folded filters' button says, so a narrowed list is never a surprise. */
export const filterCount = (lobby: LobbyFilters): number => [lobby.classify !== null, lobby.name !== '', lobby.minBet !== null, lobby.wideLines].filter(Boolean).length;

/** SPEC §3's game list query for the lobby, without its page. */
export function gameListRequest(category: Category, lobby: Lobby): Omit<GameListRequest, 'pageNo' | 'pageSize'> {
  return {
    clientType: 3,
    gameType: category,
    ...(lobby.vendor ? { vassalage: lobby.vendor } : {}),
    ...(lobby.classify ? { gameClassify: lobby.classify } : {}),
    ...(lobby.name ? { gameName: lobby.name } : {}),
    ...(lobby.minBet ? { minBet: lobby.minBet } : {}),
    ...(lobby.wideLines ? { minLineNum: wideLineCount } : {}),
  };
}

/** SPEC §4 and §6: favourites and recent games are a real account's own. */
export const viewNeedsRealAccount = (view: GameView): boolean => view === 'fav' || view === 'recent';

/**
 * The lobby a page shows for the one its address asks: the vendor asked when the category has it,
 * else all vendors on a page with that tab, else the first; a view the brand or the player cannot
 * have shows all games.
 */
export function shownLobby(asked: Lobby, vendors: readonly { vassalage: string }[], opts: { allVendorsTab: boolean; views: readonly GameView[]; realMember: boolean }): Lobby {
  const vendor = vendors.some((v) => v.vassalage === asked.vendor) ? asked.vendor : opts.allVendorsTab ? null : (vendors[0]?.vassalage ?? null);
  const view = opts.views.includes(asked.view) && (opts.realMember || !viewNeedsRealAccount(asked.view)) ? asked.view : 'all';
  return { ...asked, vendor, view };
}

/** SPEC §2.8: the classify tabs a vendor has games in, bingo only where the brand speaks TY. */
export function classifyTabs(found: readonly VassGameType[], languages: readonly string[]): VassGameType[] {
  const bingo = languages.some((l) => l.toLowerCase() === 'ty');
  return found.filter((c) => c.count > 0 && (classifies as readonly string[]).includes(c.classify) && (c.classify !== 'BG' || bingo));
}

/** The page after `page`, or undefined at the last one (an infinite list stops there). */
export const nextPageOf = (page: { pageNo: number; totalPages: number }): number | undefined => (page.pageNo < page.totalPages ? page.pageNo + 1 : undefined);
