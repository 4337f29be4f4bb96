import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../client';
import type { DayPeriod } from '../../engine/dayRange';

/** An agent's team over a period (decision 0275): its size, members, money and each day's figures. */
export const teamOverviewQuery = (token: string, period: DayPeriod) =>
  queryOptions({
    queryKey: ['agent', 'teamOverview', token, period.from, period.to],
    queryFn: ({ signal }) => apiGet('agent/teamOverview', { from: period.from, to: period.to }, signal),
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
