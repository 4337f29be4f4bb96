import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { OpsCreateRaffleRequest } from '../../generated/types';
import { opsCall } from '../api';

// A brand's raffles (decision 0266): made and withdrawn by content, read by payments too. The
// console's language goes with the call but is no part of a key.

export const raffleKeys = {
  /** Everything the console holds of a brand's raffles. */
  all: (brandId: string) => ['ops', 'raffles', brandId] as const,
  page: (brandId: string, pageNo: number) => [...raffleKeys.all(brandId), pageNo] as const,
};

export const raffleQueries = {
  /** One page of the brand's raffles, the latest window first, with each prize's stock left and draws. */
  page: (brandId: string, pageNo: number, pageSize: number, lang: string) =>
    queryOptions({ queryKey: raffleKeys.page(brandId, pageNo), queryFn: () => opsCall('ops/raffles', { brandId, pageNo, pageSize }, lang), placeholderData: keepPreviousData }),
};

export const raffleMutations = {
  create: (brandId: string, lang: string) => mutationOptions({ mutationFn: (form: Omit<OpsCreateRaffleRequest, 'brandId'>) => opsCall('ops/createRaffle', { brandId, ...form }, lang) }),
  withdraw: (brandId: string, lang: string) => mutationOptions({ mutationFn: (id: string) => opsCall('ops/withdrawRaffle', { brandId, id }, lang) }),
};

/** A raffle made or withdrawn: the brand's list asks again. */
export const rafflesChanged = (client: QueryClient, brandId: string) => client.invalidateQueries({ queryKey: raffleKeys.all(brandId) });
