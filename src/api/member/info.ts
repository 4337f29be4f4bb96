import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../client';

// Keyed by the token, so another sign-in never sees the last member's answers.
export const memberInfoQuery = (token: string) =>
  queryOptions({ queryKey: ['member', 'info', token], queryFn: ({ signal }) => apiGet('member/info', {}, signal) });

export const contractsQuery = (token: string) =>
  queryOptions({
    queryKey: ['member', 'contracts', token],
    queryFn: ({ signal }) => apiGet('member/consolidated', {}, signal),
  });
