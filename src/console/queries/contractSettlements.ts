import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { OpsAdjustContractSettlementRequest, OpsContractSettlementsRequest, OpsDecideContractSettlementRequest, OpsRerunContractSettlementRequest } from '../../generated/types';
import { opsCall } from '../api';

// Agents' contract settlements (decision 0292): the brand's list, and payments' approval,
// rejection, correction and re-run. The console's language goes with the call but is no part of a key.

export type SettlementFilter = Omit<OpsContractSettlementsRequest, 'brandId' | 'pageSize'>;

export const contractSettlementKeys = {
  /** Every brand's: what a resync asks again. */
  every: () => ['ops', 'contractSettlements'] as const,
  /** Everything the console holds of a brand's contract settlements. */
  all: (brandId: string) => [...contractSettlementKeys.every(), brandId] as const,
  page: (brandId: string, filter: SettlementFilter) => [...contractSettlementKeys.all(brandId), 'page', filter] as const,
};

export const contractSettlementQueries = {
  /** One page of the brand's settlements whose period began on the days of the filter. */
  page: (brandId: string, filter: SettlementFilter, pageSize: number, lang: string) =>
    queryOptions({
      queryKey: contractSettlementKeys.page(brandId, filter),
      queryFn: () => opsCall('ops/contractSettlements', { brandId, ...filter, pageSize }, lang),
      placeholderData: keepPreviousData,
    }),
};

/** Each change under the Idempotency-Key `keyFor` gives its body, so a click sent again is the same change. */
export const contractSettlementMutations = {
  decide: (brandId: string, lang: string, keyFor: (body: unknown) => string) =>
    mutationOptions({
      mutationFn: (input: Omit<OpsDecideContractSettlementRequest, 'brandId'>) => {
        const body = { brandId, ...input };
        return opsCall('ops/decideContractSettlement', body, lang, keyFor(body));
      },
    }),
  adjust: (brandId: string, lang: string, keyFor: (body: unknown) => string) =>
    mutationOptions({
      mutationFn: (input: Omit<OpsAdjustContractSettlementRequest, 'brandId'>) => {
        const body = { brandId, ...input };
        return opsCall('ops/adjustContractSettlement', body, lang, keyFor(body));
      },
    }),
  rerun: (brandId: string, lang: string, keyFor: (body: unknown) => string) =>
    mutationOptions({
      mutationFn: (input: Omit<OpsRerunContractSettlementRequest, 'brandId'>) => {
        const body = { brandId, ...input };
        return opsCall('ops/rerunContractSettlement', body, lang, keyFor(body));
      },
    }),
};

/** A settlement was decided, corrected or run again: the brand's lists ask again. */
/** A brand's settlements changed (the live channel said so), or, without a brand, any may have: the pages shown ask again. */
export const contractSettlementsChanged = (client: QueryClient, brandId?: string) =>
  client.invalidateQueries({ queryKey: brandId ? contractSettlementKeys.all(brandId) : contractSettlementKeys.every() });
