import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './client';
import type { Balance } from '../generated/types';

// Keyed by the token, so another sign-in never shows the last member's money.
export const balanceQuery = (token: string) =>
  queryOptions({ queryKey: ['wallet', 'balance', token], queryFn: ({ signal }) => apiGet('wallet/balance', {}, signal) });
