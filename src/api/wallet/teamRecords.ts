import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../client';
import type { TeamBetsRequest, TeamTransactionsRequest } from '../../generated/types';

// The agent centre's team records (wallet calls): the member's own records, asked for every member below the agent.

/**
 * One page of the agent's team's rounds (Team Betting). Asked again whenever the page opens, as
 * the member's own record is: a downline's round may have settled since.
 */
export const teamBetsQuery = (token: string, lang: string, input: TeamBetsRequest) =>
  queryOptions({
    staleTime: 0,
    queryKey: ['agent', 'teamBets', token, lang, input],
    queryFn: ({ signal }) => apiGet('wallet/teamBets', input, signal),
    placeholderData: keepPreviousData,
  });

/** One page of the agent's team's account records (Transaction Details). */
export const teamTransactionsQuery = (token: string, lang: string, input: TeamTransactionsRequest) =>
  queryOptions({
    staleTime: 0,
    queryKey: ['agent', 'teamTransactions', token, lang, input],
    queryFn: ({ signal }) => apiGet('wallet/teamTransactions', input, signal),
    placeholderData: keepPreviousData,
  });
