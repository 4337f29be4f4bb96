import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../client';
import type { ContractKind } from '../../generated/types';
import type { DayPeriod } from '../../engine/dayRange';

/** My Income (decision 0284): what the agent's contracts paid over a period, and a page of its settlements. */
export const incomeQuery = (token: string, period: DayPeriod, kind: ContractKind | null, pageNo: number) =>
  queryOptions({
    queryKey: ['agent', 'income', token, period.from, period.to, kind, pageNo],
    queryFn: ({ signal }) => apiGet('agent/income', { from: period.from, to: period.to, pageNo, pageSize: 10, ...(kind ? { kind } : {}) }, signal),
    placeholderData: keepPreviousData,
  });
