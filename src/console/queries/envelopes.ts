import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { OpsCreateEnvelopeRequest } from '../../generated/types';
import { opsCall } from '../api';

// A brand's red envelopes (decision 0265): made and withdrawn by content, read by payments too. The
// console's language goes with the call but is no part of a key.

export const envelopeKeys = {
  /** Everything the console holds of a brand's envelopes. */
  all: (brandId: string) => ['ops', 'envelopes', brandId] as const,
  page: (brandId: string, pageNo: number) => [...envelopeKeys.all(brandId), pageNo] as const,
};

export const envelopeQueries = {
  /** One page of the brand's envelopes, the latest window first, with what each paid and to how many. */
  page: (brandId: string, pageNo: number, pageSize: number, lang: string) =>
    queryOptions({ queryKey: envelopeKeys.page(brandId, pageNo), queryFn: () => opsCall('ops/envelopes', { brandId, pageNo, pageSize }, lang), placeholderData: keepPreviousData }),
};

export const envelopeMutations = {
  create: (brandId: string, lang: string) => mutationOptions({ mutationFn: (form: Omit<OpsCreateEnvelopeRequest, 'brandId'>) => opsCall('ops/createEnvelope', { brandId, ...form }, lang) }),
  withdraw: (brandId: string, lang: string) => mutationOptions({ mutationFn: (id: string) => opsCall('ops/withdrawEnvelope', { brandId, id }, lang) }),
};

/** An envelope made or withdrawn: the brand's list asks again. */
export const envelopesChanged = (client: QueryClient, brandId: string) => client.invalidateQueries({ queryKey: envelopeKeys.all(brandId) });
