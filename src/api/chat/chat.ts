import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiGet, apiSend, type CallRequest } from '../client';
import type { ChatThread } from '../../generated/types';
import { chatToken } from './chatToken';

// Live chat with the support desk (CUSTSERV3, decision 0329). The room asks what to open on, sends
// messages by calls, and reads a conversation's messages after the last it holds whenever the live
// channel says the conversation changed, or after a reconnect.

/** The visitor's chat token, when the caller is one (a member's session speaks for them). */
const held = (signedIn: boolean) => (signedIn ? {} : chatToken() ? { chatToken: chatToken()! } : {});

export const chatCurrentQuery = (session: string | null) =>
  queryOptions({ queryKey: ['chat', 'current', session], queryFn: ({ signal }) => apiGet('chat/current', held(session !== null), signal) });

const threadKey = (session: string | null, conversationId: string) => ['chat', 'thread', session, conversationId] as const;

/**
 * A conversation and every message of it the page holds: each read asks only for the messages after
 * the last one held, page after page while the server says there are more, so a page that missed
 * events (or its socket) catches up without asking for the whole conversation again.
 */
export const chatThreadQuery = (client: QueryClient, session: string | null, conversationId: string) =>
  queryOptions({
    queryKey: threadKey(session, conversationId),
    queryFn: async ({ signal }): Promise<ChatThread> => {
      let kept = client.getQueryData<ChatThread>(threadKey(session, conversationId));
      for (;;) {
        const after = kept?.messages.at(-1)?.id;
        const page = await apiGet('chat/messages', { conversationId, ...(after ? { after } : {}), ...held(session !== null) }, signal);
        const known = new Set(kept?.messages.map((m) => m.id));
        kept = { conversation: page.conversation, messages: [...(kept?.messages ?? []), ...page.messages.filter((m) => !known.has(m.id))], more: false };
        if (!page.more) return kept;
      }
    },
  });

/** The conversation changed (an event, a message sent, a reconnect): what the room shows asks again. */
export const chatChanged = (client: QueryClient) => client.invalidateQueries({ queryKey: ['chat'] });

export const startChat = (input: CallRequest<'chat/start'>) => apiSend('chat/start', input);
export const sendChat = (input: Omit<CallRequest<'chat/send'>, 'chatToken'>, signedIn: boolean) => apiSend('chat/send', { ...input, ...held(signedIn) });
export const closeChat = (conversationId: string, signedIn: boolean) => apiSend('chat/close', { conversationId, ...held(signedIn) });
