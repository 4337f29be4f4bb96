import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { CallIO } from '../../generated/calls';
import { opsCall } from '../api';

// The house's contracts with a top agent (decision 0283): read, offered and answered from the
// agent trees page. The console's language goes with each call, never in a key.

export const agentContractKeys = {
  of: (brandId: string, account: string) => ['ops', 'agentContracts', brandId, account.toLowerCase()] as const,
};

export const agentContractQueries = {
  of: (brandId: string, account: string, lang: string) =>
    queryOptions({ queryKey: agentContractKeys.of(brandId, account), queryFn: () => opsCall('ops/agentContracts', { brandId, account }, lang) }),
};

export const agentContractMutations = {
  offer: (brandId: string, lang: string) =>
    mutationOptions({ mutationFn: (input: Omit<CallIO['ops/offerAgentContract']['request'], 'brandId'>) => opsCall('ops/offerAgentContract', { brandId, ...input }, lang) }),
  answer: (brandId: string, lang: string) =>
    mutationOptions({ mutationFn: (input: Omit<CallIO['ops/answerAgentContract']['request'], 'brandId'>) => opsCall('ops/answerAgentContract', { brandId, ...input }, lang) }),
};
