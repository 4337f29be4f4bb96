import { hashKey, keepPreviousData, queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { apiGet } from '../client';
import type { TransactionKind, TransactionsRequest } from '../../generated/types';
import transactionSchema from '../../../schemas/api/wallet/transactions.response.json';

// The member centre's money queries: apart from wallet.ts, which the header loads on every page.
// Under the 'wallet' key with the header's balance, so one invalidation refreshes both. Each asks
// again whenever its page opens (staleTime 0): a desk may have decided something since.
const fresh = { staleTime: 0 } as const;

/** The main wallet, the held amount and each vendor's wallet. */
export const vendorWalletsQuery = (token: string) =>
  queryOptions({ ...fresh, queryKey: ['wallet', 'vendors', token], queryFn: ({ signal }) => apiGet('wallet/vendorWallets', {}, signal) });

/** Kinds that only ever move points (decision 0260): a cash reward and a conversion credit money, these never do. */
const pointsOnly = new Set<TransactionKind>(['pointsEarned', 'pointsRefunded']);
/** The kinds the money account record can be filtered by, in the schema's order. */
export const transactionKinds = (transactionSchema.definitions.TransactionKind.enum as TransactionKind[]).filter((k) => !pointsOnly.has(k));

/** One page of the account record, by kind and days. Its words are in the language sent (the `Language` header), which the key carries. */
export const transactionsQuery = (token: string, lang: string, input: TransactionsRequest) =>
  queryOptions({ ...fresh, queryKey: ['wallet', 'transactions', token, lang, input], queryFn: ({ signal }) => apiGet('wallet/transactions', input, signal), placeholderData: keepPreviousData });

/** One page of the member's points movements: the account record of the points asset. */
export const pointsHistoryQuery = (token: string, lang: string, pageNo: number) =>
  queryOptions({
    ...fresh,
    queryKey: ['wallet', 'pointsHistory', token, lang, pageNo],
    queryFn: ({ signal }) => apiGet('wallet/transactions', { asset: 'PTS', pageNo, pageSize: 10 }, signal),
    placeholderData: keepPreviousData,
  });

/** After any money call: every figure of the member's money asks again (the header's balance, the wallet page, records). */
export const moneyMoved = (client: QueryClient, answered?: QueryKey) =>
  // What the call itself answered is set already; asking for it again would only repeat the read.
  client.invalidateQueries({ queryKey: ['wallet'], predicate: (q) => !answered || hashKey(q.queryKey) !== hashKey(answered) });

/** The brand's deposit channels with what is left of each one's daily limit. */
export const depositChannelsQuery = (token: string) =>
  queryOptions({ ...fresh, queryKey: ['wallet', 'depositChannels', token], queryFn: ({ signal }) => apiGet('wallet/depositChannels', {}, signal) });

/** The member's deposits, newest first. */
export const depositsQuery = (token: string, pageNo: number) =>
  queryOptions({
    ...fresh,
    queryKey: ['wallet', 'deposits', token, pageNo],
    queryFn: ({ signal }) => apiGet('wallet/deposits', { pageNo, pageSize: 5 }, signal),
    placeholderData: keepPreviousData,
  });

/** What a withdrawal may be for the member now. */
export const withdrawalRulesQuery = (token: string) =>
  queryOptions({ ...fresh, queryKey: ['wallet', 'withdrawalRules', token], queryFn: ({ signal }) => apiGet('wallet/withdrawalRules', {}, signal) });

/** The member's withdrawals, newest first. */
export const withdrawalsQuery = (token: string, pageNo: number) =>
  queryOptions({
    ...fresh,
    queryKey: ['wallet', 'withdrawals', token, pageNo],
    queryFn: ({ signal }) => apiGet('wallet/withdrawals', { pageNo, pageSize: 5 }, signal),
    placeholderData: keepPreviousData,
  });

/**
 * The picture of the payment the desk attached to one of the member's paid withdrawals, fetched when
 * asked for. Kept, and outside the 'wallet' key: it never changes, and a money move need not fetch it again.
 */
export const payoutProofQuery = (token: string, id: string) =>
  queryOptions({ queryKey: ['payoutProof', token, id], queryFn: ({ signal }) => apiGet('wallet/withdrawalPayoutProof', { id }, signal), staleTime: Infinity });

/** The member's upline and what the main wallet holds to send them. */
export const uplineQuery = (token: string) => queryOptions({ ...fresh, queryKey: ['wallet', 'upline', token], queryFn: ({ signal }) => apiGet('wallet/upline', {}, signal) });

/** The member's profit and loss per product over days of the brand's calendar. */
export const profitQuery = (token: string, from: string, to: string) =>
  queryOptions({ ...fresh, queryKey: ['wallet', 'profit', token, from, to], queryFn: ({ signal }) => apiGet('wallet/profit', { from, to }, signal), placeholderData: keepPreviousData });
