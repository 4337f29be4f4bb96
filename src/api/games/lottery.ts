import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../client';

// The Vietnam lottery's lobby, results and the check of a draw (decision 0315). Names come in the
// language sent, so the key carries it; a member's lists carry the token too.

/** SPEC §7: the home page asks for the latest 100 results. */
export const OPENED_COUNT = 100;
/** A page of a game's results. */
export const RESULTS_PAGE_SIZE = 10;

export const lotteryMenuQuery = (lang: string) =>
  queryOptions({ queryKey: ['lottery', 'menu', lang], queryFn: ({ signal }) => apiGet('games/lotteryMenu', { device: 'WEB' }, signal), staleTime: 60_000 });

export const lotteryRecentQuery = (token: string, lang: string) =>
  queryOptions({ queryKey: ['lottery', 'member', token, 'recent', lang], queryFn: ({ signal }) => apiGet('games/lotteryRecent', { device: 'WEB' }, signal) });

/** The home page's strip: asked again each minute the page is in front, as fast draws come every few. */
export const lotteryOpenedQuery = (lang: string) =>
  queryOptions({ queryKey: ['lottery', 'opened', lang], queryFn: ({ signal }) => apiGet('games/lotteryOpened', { count: OPENED_COUNT }, signal), refetchInterval: 60_000 });

export const lotteryResultsQuery = (lang: string, gameCode: string, pageNo: number) =>
  queryOptions({
    queryKey: ['lottery', 'results', lang, gameCode, pageNo],
    queryFn: ({ signal }) => apiGet('games/lotteryResults', { gameCode, pageNo, pageSize: RESULTS_PAGE_SIZE }, signal),
  });

/** A drawn issue's seed and hashes never change: asked once. */
export const lotteryVerifyQuery = (gameCode: string, issue: string) =>
  queryOptions({ queryKey: ['lottery', 'verify', gameCode, issue], queryFn: ({ signal }) => apiGet('games/lotteryVerify', { gameCode, issue }, signal), staleTime: Infinity, retry: false });
