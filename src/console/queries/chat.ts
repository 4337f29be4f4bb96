import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { OpsChatActionRequest, OpsChatsRequest, OpsChatThread } from '../../generated/types';
import { opsCall } from '../api';

// The support desk's live chat (decision 0329): a brand's queue of conversations by view, one
// conversation with its player, the operators a chat may be handed to, and the desk's steps and
// messages. The console's language goes with each call, never in a key.

export type ChatView = NonNullable<OpsChatsRequest['view']>;

export const chatKeys = {
  /** Everything the console holds of a brand's chats: a message or a step changes any of it. */
  all: (brandId: string) => ['ops', 'chat', brandId] as const,
  page: (brandId: string, view: ChatView, pageNo: number) => [...chatKeys.all(brandId), 'queue', view, pageNo] as const,
  thread: (brandId: string, id: string) => [...chatKeys.all(brandId), 'thread', id] as const,
  /** Who may take a chat handed over: not a chat's, so a message does not ask for it again. */
  operators: (brandId: string) => ['ops', 'chatOperators', brandId] as const,
};

/**
 * The queue and the thread follow the live channel, with no timer: a refresh of what is already
 * shown says so, and does not keep the session from its idle limit (a desk left open is not in use).
 */
const refreshing = (client: QueryClient, queryKey: readonly unknown[]) => client.getQueryState(queryKey)?.data !== undefined;

/**
 * A conversation's messages a read at a time, after the last one held, until none are left: a
 * refresh on the live channel's word reads only what is new and adds it to what the desk holds
 * (messages and steps are never changed once written), with the conversation's state as it is now.
 */
async function wholeThread(brandId: string, id: string, lang: string, held: OpsChatThread | undefined): Promise<OpsChatThread> {
  const messages = [...(held?.messages ?? [])];
  for (;;) {
    const after = messages.at(-1)?.id;
    const last = await opsCall('ops/chat', { brandId, id, ...(after ? { after } : {}) }, lang, undefined, held !== undefined);
    messages.push(...last.messages);
    if (!last.more || last.messages.length === 0) return { ...last, messages, more: false };
  }
}

export const chatQueries = {
  /** One page of the brand's chats in `view`: the waiting ones VIP first, then the longest waiting. */
  page: (client: QueryClient, brandId: string, view: ChatView, pageNo: number, pageSize: number, lang: string) =>
    queryOptions({
      queryKey: chatKeys.page(brandId, view, pageNo),
      queryFn: ({ queryKey }) => opsCall('ops/chats', { brandId, view, pageNo, pageSize }, lang, undefined, refreshing(client, queryKey)),
      placeholderData: keepPreviousData,
    }),
  /** One conversation, all its messages, and who the player is. */
  thread: (client: QueryClient, brandId: string, id: string, lang: string) =>
    queryOptions({
      queryKey: chatKeys.thread(brandId, id),
      queryFn: ({ queryKey }) => wholeThread(brandId, id, lang, client.getQueryData<OpsChatThread>(queryKey)),
    }),
  /** The operators a chat of the brand may be handed to. */
  operators: (brandId: string, lang: string) => queryOptions({ queryKey: chatKeys.operators(brandId), queryFn: () => opsCall('ops/chatOperators', { brandId }, lang), staleTime: 60_000 }),
};

export const chatMutations = {
  /** Accepts a waiting chat, hands an open one to another operator, or closes it. */
  act: (brandId: string, lang: string) => mutationOptions({ mutationFn: (input: Omit<OpsChatActionRequest, 'brandId'>) => opsCall('ops/chatAction', { brandId, ...input }, lang) }),
  /** The operator's message; the same key again is the same message. */
  send: (brandId: string, id: string, lang: string) => mutationOptions({ mutationFn: (input: { body: string; key: string }) => opsCall('ops/chatSend', { brandId, id, ...input }, lang) }),
};

/** A conversation of the brand changed (a message, a step): its queue and the thread shown ask again. */
export const chatChanged = (client: QueryClient, brandId?: string) => client.invalidateQueries({ queryKey: brandId ? chatKeys.all(brandId) : ['ops', 'chat'] });
