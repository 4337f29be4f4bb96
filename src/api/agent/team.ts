import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../client';
import type { DownlinesRequest } from '../../generated/types';

/**
 * One page of the agent's team (decision 0273): a level of it, or a search below it. Keyed under
 * `wallet` too: it shows balances and what the agent may send, so a money move, or the live
 * channel's `balance` event, asks for it again.
 */
export const downlinesQuery = (token: string, input: DownlinesRequest) =>
  queryOptions({
    queryKey: ['wallet', 'agentTeam', token, input],
    queryFn: ({ signal }) => apiGet('agent/downlines', input, signal),
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
