import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../client';

// The home page's boards. Game names come in the language the client sends (`Language`): the key
// carries it, so a language switch never shows names cached in the other one.

/** SPEC §9: the home row shows the brand's 20 most played games. */
export const POPULAR_COUNT = 20;
/** SPEC §9: the winners board holds 20 entries. */
export const WINNERS_COUNT = 20;

export const popularGamesQuery = (lang: string) => queryOptions({ queryKey: ['games', 'popular', lang], queryFn: ({ signal }) => apiGet('games/popular', { count: POPULAR_COUNT }, signal) });

/** A win lands on the board while the page is open: it asks again each minute the page is in front. */
export const winnersQuery = (lang: string) =>
  queryOptions({
    queryKey: ['games', 'winners', lang],
    queryFn: ({ signal }) => apiGet('games/rankList', { gameCategory: 'ALL', limitNum: WINNERS_COUNT }, signal),
    refetchInterval: 60_000,
  });

/** The brand's slots jackpot (decision 0304): asked again when the live channel says `jackpot`, never on a timer. */
export const jackpotQuery = () => queryOptions({ queryKey: ['games', 'jackpot'], queryFn: ({ signal }) => apiGet('games/jackpot', {}, signal), staleTime: Infinity });
