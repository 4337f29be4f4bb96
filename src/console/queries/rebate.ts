import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { OpsSaveRebateSettingsRequest } from '../../generated/types';
import { opsCall } from '../api';

// A brand's manual rebate (decision 0267): its settings, edited by admin and content, and its
// members' claims. The console's language goes with the call but is no part of a key.

export const rebateKeys = {
  all: (brandId: string) => ['ops', 'rebate', brandId] as const,
  page: (brandId: string, pageNo: number) => [...rebateKeys.all(brandId), pageNo] as const,
};

export const rebateQueries = {
  /** The settings and one page of claims, the latest first. */
  page: (brandId: string, pageNo: number, pageSize: number, lang: string) =>
    queryOptions({ queryKey: rebateKeys.page(brandId, pageNo), queryFn: () => opsCall('ops/rebate', { brandId, pageNo, pageSize }, lang), placeholderData: keepPreviousData }),
};

export const rebateMutations = {
  settings: (brandId: string, lang: string) => mutationOptions({ mutationFn: (form: Omit<OpsSaveRebateSettingsRequest, 'brandId'>) => opsCall('ops/saveRebateSettings', { brandId, ...form }, lang) }),
};

/** Settings saved: the page asks again. */
export const rebateChanged = (client: QueryClient, brandId: string) => client.invalidateQueries({ queryKey: rebateKeys.all(brandId) });
