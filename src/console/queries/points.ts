import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CallIO } from '../../generated/calls';
import { opsCall } from '../api';

// The console's points (decision 0260): a brand's ratios, rewards and cost, and its redemption
// queue; each change asks the page's reads again.

export type RedemptionStatus = NonNullable<CallIO['ops/pointRedemptions']['request']['status']>;

export const pointKeys = {
  all: (brandId: string) => ['ops', 'points', brandId] as const,
  overview: (brandId: string) => [...pointKeys.all(brandId), 'overview'] as const,
  queue: (brandId: string, status: string, pageNo: number) => [...pointKeys.all(brandId), 'queue', status, pageNo] as const,
};

export const pointQueries = {
  overview: (brandId: string, lang: string) => queryOptions({ queryKey: pointKeys.overview(brandId), queryFn: () => opsCall('ops/points', { brandId }, lang) }),
  queue: (brandId: string, status: RedemptionStatus, pageNo: number, lang: string) =>
    queryOptions({
      queryKey: pointKeys.queue(brandId, status, pageNo),
      queryFn: () => opsCall('ops/pointRedemptions', { brandId, status, pageNo, pageSize: 10 }, lang),
      placeholderData: keepPreviousData,
    }),
};

export const pointMutations = {
  settings: (lang: string) => mutationOptions({ mutationFn: (input: CallIO['ops/savePointSettings']['request']) => opsCall('ops/savePointSettings', input, lang) }),
  reward: (lang: string) => mutationOptions({ mutationFn: (input: CallIO['ops/savePointReward']['request']) => opsCall('ops/savePointReward', input, lang) }),
  decide: (lang: string, keyFor: (body: CallIO['ops/decideRedemption']['request']) => string) =>
    mutationOptions({ mutationFn: (input: CallIO['ops/decideRedemption']['request']) => opsCall('ops/decideRedemption', input, lang, keyFor(input)) }),
};

/** After any change: the brand's points ask again. */
export const pointsChanged = (client: QueryClient, brandId: string) => client.invalidateQueries({ queryKey: pointKeys.all(brandId) });
