import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../client';
import type { DownlinesRequest } from '../../generated/types';
import type { DayPeriod } from '../../engine/dayRange';

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

/** An agent's team over a period (decision 0275): its size, members, money and each day's figures. */
export const teamOverviewQuery = (token: string, period: DayPeriod) =>
  queryOptions({
    queryKey: ['agent', 'teamOverview', token, period.from, period.to],
    queryFn: ({ signal }) => apiGet('agent/teamOverview', { from: period.from, to: period.to }, signal),
    // The server keeps an overview a minute (decision 0309): asking sooner would answer the same.
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export interface TeamProfitLossFilter {
  account: string;
  parent: string | null;
  sort: 'profitLossAsc' | 'profitLossDesc' | 'account';
  pageNo: number;
}

/** One page of the per-member figures of the agent's subtree, or of one downline agent's direct team. */
export const teamProfitLossQuery = (token: string, period: DayPeriod, f: TeamProfitLossFilter) =>
  queryOptions({
    queryKey: ['agent', 'teamProfitLoss', token, period.from, period.to, f.account, f.parent, f.sort, f.pageNo],
    queryFn: ({ signal }) =>
      apiGet(
        'agent/teamProfitLoss',
        {
          from: period.from,
          to: period.to,
          sort: f.sort,
          pageNo: f.pageNo,
          pageSize: 10,
          ...(f.account ? { account: f.account } : {}),
          ...(f.parent ? { parent: f.parent } : {}),
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
