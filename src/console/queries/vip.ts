import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { OpsSaveVipLevelRequest, OpsSaveVipOptionsRequest, OpsVipLevels } from '../../generated/types';
import { opsCall } from '../api';

// A brand's VIP ladder and options (decision 0261). Every write answers the ladder as it now is,
// which the page puts in place of what it held.

export const vipKeys = {
  ladder: (brandId: string) => ['ops', 'vip', brandId] as const,
};

export const vipQueries = {
  /** The ladder with every language's label and each level's members, the options, and this month's cost. */
  ladder: (brandId: string, lang: string) => queryOptions({ queryKey: vipKeys.ladder(brandId), queryFn: () => opsCall('ops/vipLevels', { brandId }, lang) }),
};

export const vipMutations = {
  saveLevel: (brandId: string, lang: string) => mutationOptions({ mutationFn: (level: OpsSaveVipLevelRequest['level']) => opsCall('ops/saveVipLevel', { brandId, level }, lang) }),
  removeLevel: (brandId: string, lang: string) => mutationOptions({ mutationFn: (rankLevel: number) => opsCall('ops/removeVipLevel', { brandId, rankLevel }, lang) }),
  saveOptions: (brandId: string, lang: string) =>
    mutationOptions({ mutationFn: (options: Omit<OpsSaveVipOptionsRequest, 'brandId'>) => opsCall('ops/saveVipOptions', { brandId, ...options }, lang) }),
};

/** A write's answer is the new ladder: kept as the query's data, with no second read. */
export const vipChanged = (client: QueryClient, brandId: string, ladder: OpsVipLevels) => client.setQueryData(vipKeys.ladder(brandId), ladder);
