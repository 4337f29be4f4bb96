import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { CallIO } from '../../generated/calls';
import { opsCall } from '../api';

// A member's deposit, loss and wager limits on the member's page (decision 0322): support reads
// them and may only lower one, with a reason.

export const limitKeys = {
  all: (brandId: string) => ['ops', 'limits', brandId] as const,
  member: (brandId: string, id: string) => [...limitKeys.all(brandId), id] as const,
};

export const limitQueries = {
  member: (brandId: string, id: string, lang: string) => queryOptions({ queryKey: limitKeys.member(brandId, id), queryFn: () => opsCall('ops/memberLimits', { brandId, id }, lang) }),
};

export const limitMutations = {
  lower: (brandId: string, id: string, lang: string) =>
    mutationOptions({
      mutationFn: (input: Omit<CallIO['ops/lowerMemberLimit']['request'], 'brandId' | 'id'>) => opsCall('ops/lowerMemberLimit', { brandId, id, ...input }, lang),
    }),
};
