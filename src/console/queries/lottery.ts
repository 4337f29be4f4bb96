import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { OpsCancelLotteryIssueRequest, OpsSaveLotteryGameRequest, OpsSaveLotteryOddsRequest } from '../../generated/types';
import { opsCall } from '../api';

// A brand's in-house lottery (decision 0317): schedules and odds, set by admin, and each game's
// open issues' liability and their cancel, for admin and payments. The console's language goes
// with the call but is no part of a key.

export const lotteryKeys = {
  all: (brandId: string) => ['ops', 'lottery', brandId] as const,
  setup: (brandId: string) => [...lotteryKeys.all(brandId), 'setup'] as const,
  liability: (brandId: string, gameId: string) => [...lotteryKeys.all(brandId), 'liability', gameId] as const,
};

export const lotteryQueries = {
  /** The brand's games and its odds of every prize mode. */
  setup: (brandId: string, lang: string) => queryOptions({ queryKey: lotteryKeys.setup(brandId), queryFn: () => opsCall('ops/lottery', { brandId }, lang) }),
  /** A game's open issues with bets and what each number could cost. */
  liability: (brandId: string, gameId: string, lang: string) =>
    queryOptions({ queryKey: lotteryKeys.liability(brandId, gameId), queryFn: () => opsCall('ops/lotteryLiability', { brandId, gameId }, lang), placeholderData: keepPreviousData }),
};

export const lotteryMutations = {
  game: (brandId: string, lang: string) => mutationOptions({ mutationFn: (game: Omit<OpsSaveLotteryGameRequest, 'brandId'>) => opsCall('ops/saveLotteryGame', { brandId, ...game }, lang) }),
  odds: (brandId: string, lang: string) => mutationOptions({ mutationFn: (odds: Omit<OpsSaveLotteryOddsRequest, 'brandId'>) => opsCall('ops/saveLotteryOdds', { brandId, ...odds }, lang) }),
  cancel: (brandId: string, lang: string) =>
    mutationOptions({ mutationFn: (cancel: Omit<OpsCancelLotteryIssueRequest, 'brandId'>) => opsCall('ops/cancelLotteryIssue', { brandId, ...cancel }, lang) }),
};

/** A bet taken, or an issue drawn or cancelled (the live channel's `liability`): the liability shown asks again; every brand's without one. */
export const lotteryLiabilityChanged = (client: QueryClient, brandId?: string) =>
  client.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'ops' && q.queryKey[1] === 'lottery' && (brandId === undefined || q.queryKey[2] === brandId) && q.queryKey[3] === 'liability' });

/** A schedule, the odds or an issue changed: everything shown of the brand's lottery asks again. */
export const lotteryChanged = (client: QueryClient, brandId: string) => client.invalidateQueries({ queryKey: lotteryKeys.all(brandId) });
