import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../client';
import type { BetsRequest } from '../../generated/types';

/**
 * One page of the member's betting record. Under the 'wallet' key with the rest of the member's
 * money, so a money call refreshes it too; asked again whenever the page opens (a round may have
 * settled since). Game names are in the language sent, which the key carries.
 */
export const betsQuery = (token: string, lang: string, input: BetsRequest) =>
  queryOptions({
    staleTime: 0,
    queryKey: ['wallet', 'bets', token, lang, input],
    queryFn: ({ signal }) => apiGet('wallet/bets', input, signal),
    placeholderData: keepPreviousData,
  });
