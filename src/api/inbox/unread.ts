import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../client';

/** INBOX3: the member's unread messages, the avatar's badge. Keyed by the token, as the member info is. */
export const unreadCountQuery = (token: string) =>
  queryOptions({ queryKey: ['inbox', 'unreadCount', token], queryFn: ({ signal }) => apiGet('inbox/unreadCount', {}, signal) });
