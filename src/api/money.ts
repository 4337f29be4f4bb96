import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiGet } from './client';
import type { TransactionKind, TransactionsRequest } from '../generated/types';
import transactionSchema from '../../schemas/api/wallet/transactions.response.json';

// The member centre's money queries: apart from wallet.ts, which the header loads on every page.
// Under the 'wallet' key with the header's balance, so one invalidation refreshes both.

/** The main wallet, the held amount and each vendor's wallet. */
export const vendorWalletsQuery = (token: string) =>
  queryOptions({ queryKey: ['wallet', 'vendors', token], queryFn: ({ signal }) => apiGet('wallet/vendorWallets', {}, signal) });

/** The kinds the account record can be filtered by, in the schema's order. */
export const transactionKinds = transactionSchema.definitions.TransactionKind.enum as TransactionKind[];

/** One page of the account record, by kind and days. */
export const transactionsQuery = (token: string, input: TransactionsRequest) =>
  queryOptions({ queryKey: ['wallet', 'transactions', token, input], queryFn: ({ signal }) => apiGet('wallet/transactions', input, signal), placeholderData: keepPreviousData });

/** After any money call: every figure of the member's money asks again (the header's balance, the wallet page, records). */
export const moneyMoved = (client: QueryClient) => client.invalidateQueries({ queryKey: ['wallet'] });

/** The brand's deposit channels with what is left of each one's daily limit. */
export const depositChannelsQuery = (token: string) =>
  queryOptions({ queryKey: ['wallet', 'depositChannels', token], queryFn: ({ signal }) => apiGet('wallet/depositChannels', {}, signal) });

/** The member's deposits, newest first. */
export const depositsQuery = (token: string, pageNo: number) =>
  queryOptions({ queryKey: ['wallet', 'deposits', token, pageNo], queryFn: ({ signal }) => apiGet('wallet/deposits', { pageNo, pageSize: 5 }, signal), placeholderData: keepPreviousData });
