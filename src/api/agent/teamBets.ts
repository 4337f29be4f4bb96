import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../client';
import type { TeamBetsRequest } from '../../generated/types';

/**
 * One page of the agent's team's rounds (Team Betting). Asked again whenever the page opens, as
 * the member's own record is: a downline's round may have settled since.
 */
export const teamBetsQuery = (token: string, lang: string, input: TeamBetsRequest) =>
  queryOptions({
    staleTime: 0,
    queryKey: ['agent', 'teamBets', token, lang, input],
    queryFn: ({ signal }) => apiGet('agent/teamBets', input, signal),
    placeholderData: keepPreviousData,
  });
