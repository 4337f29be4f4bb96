import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiGet } from './client';
import type { TransactionsRequest } from '../generated/types';

// The member centre's money queries: apart from wallet.ts, which the header loads on every page.
// Under the 'wallet' key with the header's balance, so one invalidation refreshes both.

/** The main wallet, the held amount and each vendor's wallet. */
export const vendorWalletsQuery = (token: string) =>
  queryOptions({ queryKey: ['wallet', 'vendors', token], queryFn: ({ signal }) => apiGet('wallet/vendorWallets', {}, signal) });

/** One page of the account record, by kind and days. */
export const transactionsQuery = (token: string, input: TransactionsRequest) =>
  queryOptions({ queryKey: ['wallet', 'transactions', token, input], queryFn: ({ signal }) => apiGet('wallet/transactions', input, signal), placeholderData: keepPreviousData });

/** After any money call: every figure of the member's money asks again (the header's balance, the wallet page, records). */
export const moneyMoved = (client: QueryClient) => client.invalidateQueries({ queryKey: ['wallet'] });
