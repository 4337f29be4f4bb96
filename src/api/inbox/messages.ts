import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiSend } from '../client';

/**
 * INBOX3: one page of the member's messages, in the page's language. Keyed under `inbox`, so the
 * live channel's `inbox` event (a message sent, read, deleted or withdrawn) refreshes it and the badges.
 */
export const messageListQuery = (token: string, lang: string, pageNo: number, pageSize = 10) =>
  queryOptions({
    queryKey: ['inbox', 'list', token, lang, pageNo, pageSize],
    queryFn: ({ signal }) => apiGet('inbox/messageList', { pageNo, pageSize }, signal),
    placeholderData: (previous) => previous,
  });

/** Marks read the messages of `ids`, or every one; answers the unread count left. */
export const readMessages = (ids: [string, ...string[]] | 'all') => apiSend('inbox/readMessage', ids === 'all' ? { all: true } : { ids });

/** Takes the messages of `ids` out of the inbox; answers the unread count left. */
export const deleteMessages = (ids: [string, ...string[]]) => apiSend('inbox/deleteMessage', { ids });
