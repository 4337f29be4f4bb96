import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { opsCall } from '../api';

// The audit log (admin): every operator action, newest first. The console's language goes with
// the call (the words of a refusal) but is no part of the key.

export const auditKeys = {
  all: () => ['ops', 'audit'] as const,
  page: (action: string, operator: string, pageNo: number) => [...auditKeys.all(), action, operator, pageNo] as const,
};

export const auditQueries = {
  /** One page of the log, by action and operator name (either may be empty: every one). */
  page: (action: string, operator: string, pageNo: number, pageSize: number, lang: string) =>
    queryOptions({
      queryKey: auditKeys.page(action, operator, pageNo),
      queryFn: () => opsCall('ops/audit', { action: action || undefined, operator: operator || undefined, pageNo, pageSize }, lang),
      placeholderData: keepPreviousData,
    }),
};
