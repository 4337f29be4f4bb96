import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiSend } from '../client';
import { contractsQuery } from '../member/info';
import type { ContractKind, ContractTerms, RealTimeContracts, RealTimeContractsRequest } from '../../generated/types';

/** Each kind's call (decision 0283); the four answer the same book. */
const contractCalls = { dividend: 'agent/dividendContracts', daily: 'agent/dailyWageContracts', hourly: 'agent/hourlyWageContracts', realtime: 'agent/realTimeContracts' } as const;

export type ContractBook = RealTimeContracts;
export type ContractRequest = Omit<RealTimeContractsRequest, 'terms'> & { terms?: ContractTerms };

export const contractsPageSize = 10;

/**
 * One call of a kind. The four share one request shape but for the terms, which the server checks
 * against the kind it names; the cast only picks one of four identical signatures.
 */
export const sendContract = (kind: ContractKind, input: ContractRequest): Promise<ContractBook> => apiSend(contractCalls[kind] as 'agent/realTimeContracts', input as RealTimeContractsRequest);

/** The agent's book of a kind: its own contracts, its ceiling and a page of those it gave. The list is a POST. */
export const contractBookQuery = (token: string, kind: ContractKind, pageNo: number) =>
  queryOptions({
    queryKey: ['agent', 'contracts', kind, token, pageNo],
    queryFn: () => sendContract(kind, { action: 'list', pageNo, pageSize: contractsPageSize }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** After an action: the book of every kind (a new contract may end those of another page's downline) and the menu's consolidated numbers. */
export const contractsChanged = (client: QueryClient, token: string) =>
  Promise.all([client.invalidateQueries({ queryKey: ['agent', 'contracts'] }), client.invalidateQueries({ queryKey: contractsQuery(token).queryKey })]);
