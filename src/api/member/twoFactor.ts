import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../client';

/** Whether the member's authenticator app is on, and what the brand asks of a sign-in from a new device; asked again each time the page opens. */
export const totpQuery = (token: string) => queryOptions({ staleTime: 0, queryKey: ['member', 'totp', token], queryFn: ({ signal }) => apiGet('member/totp', {}, signal) });
