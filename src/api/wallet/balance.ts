import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../client';

// Keyed by the token, so another sign-in never shows the last member's money. The member centre's
// money queries (money.ts) share the 'wallet' key, so a money call refreshes this one too.
export const balanceQuery = (token: string) =>
  queryOptions({ queryKey: ['wallet', 'balance', token], queryFn: ({ signal }) => apiGet('wallet/balance', {}, signal) });
