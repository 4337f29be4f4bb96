import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet, apiSendOnce } from '../client';
import type { LotteryBetRequest } from '../../generated/types';

// The in-house lottery's betting page (decision 0313). Under the 'lottery' key: the live channel's
// `lottery` event (a draw or a cancel) asks for them again, and nothing asks on a timer.

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
