import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../client';

/**
 * CSP_unreadCount: the member's badges (unread messages, missions to claim, rewards and promotions
 * to take), for the avatar and the member menu, one call for both. Keyed by the token, as the member
 * info is, under `badges`: the live channel's events about the member's money, inbox and the brand's
 * offers ask for it again (src/app/LiveFollower.tsx), so it is never polled.
 */
export const badgesQuery = (token: string) =>
  queryOptions({ queryKey: ['badges', token], queryFn: ({ signal }) => apiGet('inbox/unreadCount', {}, signal) });
