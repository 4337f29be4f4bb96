import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet, apiSendOnce } from '../client';
import type { LotteryBetRequest } from '../../generated/types';

// The Vietnam lottery: its lobby, results and the check of a draw (decision 0315), and the in-house
// lottery's betting page (decision 0313). Names come in the language sent, so the key carries it; a
// member's lists carry the token too. All under the 'lottery' key: the live channel's `lottery` event
// (a draw or a cancel) asks for them again, and nothing asks on a timer.

/** SPEC §7: the home page asks for the latest 100 results. */
export const OPENED_COUNT = 100;
/** A page of a game's results. */
export const RESULTS_PAGE_SIZE = 10;

export const lotteryMenuQuery = (lang: string) =>
  queryOptions({ queryKey: ['lottery', 'menu', lang], queryFn: ({ signal }) => apiGet('games/lotteryMenu', { device: 'WEB' }, signal), staleTime: 60_000 });

export const lotteryRecentQuery = (token: string, lang: string) =>
  queryOptions({ queryKey: ['lottery', 'member', token, 'recent', lang], queryFn: ({ signal }) => apiGet('games/lotteryRecent', { device: 'WEB' }, signal) });

/** The home page's strip: asked again when the live channel says a draw was made. */
export const lotteryOpenedQuery = (lang: string) => queryOptions({ queryKey: ['lottery', 'opened', lang], queryFn: ({ signal }) => apiGet('games/lotteryOpened', { count: OPENED_COUNT }, signal) });

export const lotteryResultsQuery = (lang: string, gameCode: string, pageNo: number) =>
  queryOptions({
    queryKey: ['lottery', 'results', lang, gameCode, pageNo],
    queryFn: ({ signal }) => apiGet('games/lotteryResults', { gameCode, pageNo, pageSize: RESULTS_PAGE_SIZE }, signal),
  });

/** A drawn issue's seed and hashes never change: asked once. */
export const lotteryVerifyQuery = (gameCode: string, issue: string) =>
  queryOptions({ queryKey: ['lottery', 'verify', gameCode, issue], queryFn: ({ signal }) => apiGet('games/lotteryVerify', { gameCode, issue }, signal), staleTime: Infinity, retry: false });

/** A game's state: its odds, the open issue, the one drawing, the last drawn. The game's name is in the language sent, which the key carries. */
export const lotteryStateQuery = (lang: string, gameCode: string) =>
  queryOptions({ queryKey: ['lottery', 'state', gameCode, lang], queryFn: ({ signal }) => apiGet('games/lotteryState', { gameCode }, signal), staleTime: Infinity });

/** One page of the member's bets of a game, newest first. */
export const lotteryBetsQuery = (token: string, gameCode: string, pageNo: number) =>
  queryOptions({
    queryKey: ['lottery', 'bets', token, gameCode, pageNo],
    queryFn: ({ signal }) => apiGet('games/lotteryBets', { gameCode, pageNo, pageSize: 10 }, signal),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });

/** A bet, once per key: the same values sent again with it answer the first bet. */
export const placeLotteryBet = (input: LotteryBetRequest, idempotencyKey: string) => apiSendOnce('games/lotteryBet', input, idempotencyKey);
