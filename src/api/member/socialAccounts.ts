import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../client';

/** The member's links to each provider the brand offers; asked again each time the page opens, as one may have just come back linked. */
export const socialAccountsQuery = (token: string) =>
  queryOptions({ staleTime: 0, queryKey: ['member', 'social', token], queryFn: ({ signal }) => apiGet('member/socialAccounts', {}, signal) });
