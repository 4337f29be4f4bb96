import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../client';

// The security centre's reads. They sit under the 'wallet' key with the money queries, so a money
// call's refresh (moneyMoved) asks for them again too: a payment password set or a real name saved
// changes what a withdrawal may be.
const fresh = { staleTime: 0 } as const;

/** The security centre's profile: real name, birthday, e-mail, bound mobile, payment password set or not. */
export const profileQuery = (token: string) => queryOptions({ ...fresh, queryKey: ['wallet', 'profile', token], queryFn: ({ signal }) => apiGet('member/profile', {}, signal) });

/** The member's payout accounts and the kinds the brand pays to. */
export const payoutAccountsQuery = (token: string) =>
  queryOptions({ ...fresh, queryKey: ['wallet', 'payoutAccounts', token], queryFn: ({ signal }) => apiGet('member/payoutAccounts', {}, signal) });

/** The member's signed-in sessions, this one marked. */
export const sessionsQuery = (token: string) => queryOptions({ ...fresh, queryKey: ['wallet', 'sessions', token], queryFn: ({ signal }) => apiGet('member/sessions', {}, signal) });
