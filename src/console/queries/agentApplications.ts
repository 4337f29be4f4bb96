import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { OpsAgentApplication, OpsDecideAgentApplicationRequest } from '../../generated/types';
import { opsCall } from '../api';

type OpsAgentApplicationStatus = OpsAgentApplication['status'];

// The queue of applications to become an agent (decision 0290): a brand's applications by status,
// and support's decision on one. The console's language goes with each call, never in a key.

export const agentApplicationKeys = {
  /** Everything the console holds of a brand's applications: a decision or a new one changes any of it. */
  all: (brandId: string) => ['ops', 'agentApplications', brandId] as const,
  page: (brandId: string, status: OpsAgentApplicationStatus, pageNo: number) => [...agentApplicationKeys.all(brandId), status, pageNo] as const,
};

export const agentApplicationQueries = {
  /** One page of the brand's applications of `status`: the pending ones, oldest first, are the queue. */
  page: (brandId: string, status: OpsAgentApplicationStatus, pageNo: number, pageSize: number, lang: string) =>
    queryOptions({
      queryKey: agentApplicationKeys.page(brandId, status, pageNo),
      queryFn: () => opsCall('ops/agentApplications', { brandId, status, pageNo, pageSize }, lang),
      placeholderData: keepPreviousData,
    }),
};

export const agentApplicationMutations = {
  /** Approves one (an agent account opened, its one-time password answered once) or rejects it with a reason. */
  decide: (brandId: string, lang: string) =>
    mutationOptions({ mutationFn: (input: Omit<OpsDecideAgentApplicationRequest, 'brandId'>) => opsCall('ops/decideAgentApplication', { brandId, ...input }, lang) }),
};

/** An application came or was decided: the brand's lists ask again. */
export const agentApplicationsChanged = (client: QueryClient, brandId?: string) =>
  client.invalidateQueries({ queryKey: brandId ? agentApplicationKeys.all(brandId) : ['ops', 'agentApplications'] });
