import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import type { CallIO } from '../../generated/calls';
import { opsCall } from '../api';

// The agent trees page: one member's place in its brand's downline tree, and a member moved with
// its team under another agent. The console's language goes with each call, never in a key.

export const agentTreeKeys = {
  /** Everything the console holds of a brand's tree: a move changes any of it. */
  all: (brandId: string) => ['ops', 'agentTree', brandId] as const,
  view: (brandId: string, account: string, pageNo: number) => [...agentTreeKeys.all(brandId), account.toLowerCase(), pageNo] as const,
};

export const agentTreeQueries = {
  /** A member by account: its uplines from the top, and one page of its direct downlines. */
  view: (brandId: string, account: string, pageNo: number, pageSize: number, lang: string) =>
    queryOptions({
      queryKey: agentTreeKeys.view(brandId, account, pageNo),
      queryFn: () => opsCall('ops/agentTree', { brandId, account, pageNo, pageSize }, lang),
      placeholderData: keepPreviousData,
    }),
};

export const agentTreeMutations = {
  /** Moves a member with its team under another agent; answers both uplines and the contracts ended. */
  move: (brandId: string, lang: string) =>
    mutationOptions({ mutationFn: (input: Omit<CallIO['ops/moveMember']['request'], 'brandId'>) => opsCall('ops/moveMember', { brandId, ...input }, lang) }),
};
