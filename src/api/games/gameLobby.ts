import { infiniteQueryOptions, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../client';
import type { Category, Game, GameListRequest } from '../../generated/types';
import { gamePageSize, nextPageOf } from '../../engine/gameFilters';
import { gameKeys } from './gameKeys';

// The game lobby's and the game frame's calls: the catalogue, hot games, a member's favourites and
// recent games, launches. Loaded with the screens that use them, never with the home route.
// Game names come in the language the client sends, so every key that lists games carries it: a
// language switch shows the other language's names, never the ones cached before. A member's own
// lists are keyed by the token too, so another sign-in never shows the last member's games.

/** One page of any game list, whatever the call names its fields. */
export interface GamePage {
  games: Game[];
  pageNo: number;
  totalPages: number;
  total: number;
}

const paged = { initialPageParam: 1, getNextPageParam: nextPageOf } as const;

/** SPEC §3: a category's games, narrowed by the lobby's filters, page by page for an infinite list. */
export const gameListQuery = (lang: string, request: Omit<GameListRequest, 'pageNo' | 'pageSize'>) =>
  infiniteQueryOptions({
    ...paged,
    queryKey: gameKeys.list(lang, request),
    queryFn: async ({ pageParam, signal }): Promise<GamePage> => apiGet('games/gameList', { ...request, pageNo: pageParam, pageSize: gamePageSize }, signal),
  });

/** The hot games of every category, or of one vendor: one page, no further loading (SPEC §4). */
export const hotGamesQuery = (lang: string, vassalage: string | null) =>
  queryOptions({
    queryKey: ['games', 'hot', lang, vassalage],
    queryFn: ({ signal }) => apiGet('games/hotGames', vassalage ? { vassalage } : {}, signal),
  });

/** The classifies a vendor has games in (the slot page's tabs), in tab order. */
export const classifiesQuery = (gameType: Category, vassalage: string | null) =>
  queryOptions({
    queryKey: gameKeys.classifies(gameType, vassalage),
    queryFn: ({ signal }) => apiGet('games/vassGameType', { gameType, ...(vassalage ? { vassalage } : {}) }, signal),
  });

/** The nodeIds of the member's favourite games, to mark the tiles' stars. */
export const favouriteIdsQuery = (token: string) =>
  queryOptions({ queryKey: ['games', 'member', token, 'favouriteIds'], queryFn: ({ signal }) => apiGet('games/favourites', {}, signal) });

type MemberListInput = { gameType: Category; vassalage?: string };

/** The member's favourite games of a category, newest first. */
export const favouriteListQuery = (token: string, lang: string, input: MemberListInput) =>
  infiniteQueryOptions({
    ...paged,
    queryKey: ['games', 'member', token, 'favourites', lang, input],
    queryFn: async ({ pageParam, signal }): Promise<GamePage> => {
      const page = await apiGet('games/favouriteList', { ...input, pageNo: pageParam, pageSize: gamePageSize }, signal);
      return { games: page.content, pageNo: page.pageNo, totalPages: page.totalPages, total: page.total };
    },
    staleTime: 0,
  });

/** The games the member opened last, of a category. */
export const recentGamesQuery = (token: string, lang: string, input: MemberListInput) =>
  infiniteQueryOptions({
    ...paged,
    queryKey: ['games', 'member', token, 'recent', lang, input],
    queryFn: async ({ pageParam, signal }): Promise<GamePage> => {
      const page = await apiGet('games/recent', { ...input, pageNo: pageParam, pageSize: gamePageSize }, signal);
      return { games: page.list, pageNo: page.pageNo, totalPages: page.totalPages, total: page.total };
    },
    staleTime: 0,
  });

/**
 * A favourite star's toggle. The call answers the member's favourites as they now are: that answer
 * becomes the stars at once, and the favourites lists load again.
 */
export const favouriteToggle = (client: QueryClient, token: string) =>
  mutationOptions({
    mutationKey: ['games', 'favourite', token],
    mutationFn: ({ game, on }: { game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>; on: boolean }) =>
      apiSend(on ? 'games/addFavourite' : 'games/removeFavourite', { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType }),
    onSuccess: (answer) => {
      client.setQueryData(favouriteIdsQuery(token).queryKey, answer);
      return client.invalidateQueries({ queryKey: ['games', 'member', token, 'favourites'] });
    },
  });

/**
 * Opens a game: with the member's token a real launch (a trial account gets the demo), without one
 * the demo a visitor may play. Each launch makes a new playing session on the server, so it is
 * asked once per opening of the page and never again behind the player's back.
 */
export const launchQuery = (token: string | null, lang: string, nodeId: number) =>
  queryOptions({
    queryKey: ['games', 'launch', token, lang, nodeId],
    queryFn: ({ signal }) => (token ? apiGet('games/launch', { nodeId }, signal) : apiGet('games/launchDemo', { nodeId }, signal)),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/**
 * A game named by its vendor and code (the lottery page's address, SPEC §2.1), looked up in the
 * vendor's games of these categories; null when the brand does not show it.
 */
export const gameByCodeQuery = (lang: string, vassalage: string, gameCode: string, gameTypes: readonly Category[]) =>
  queryOptions({
    queryKey: ['games', 'byCode', lang, vassalage, gameCode, gameTypes],
    queryFn: async ({ signal }): Promise<Game | null> => {
      for (const gameType of gameTypes) {
        for (let pageNo = 1; ; pageNo++) {
          const page = await apiGet('games/gameList', { clientType: 3, gameType, vassalage, pageNo, pageSize: 60 }, signal);
          const found = page.games.find((g) => g.gameCode === gameCode);
          if (found) return found;
          if (nextPageOf(page) === undefined) break;
        }
      }
      return null;
    },
  });
