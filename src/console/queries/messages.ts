import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { OpsSendMessageRequest } from '../../generated/types';
import { opsCall } from '../api';

/** The operators' own messages, or the platform's (the payments desk's news). */
export type MessageKind = 'operator' | 'system';

// A brand's inbox messages (decision 0258): sent to its members now or later, and withdrawn. The
// console's language goes with the call (the words of a refusal) but is no part of a key.

export const messageKeys = {
  /** Everything the console holds of a brand's messages. */
  all: (brandId: string) => ['ops', 'messages', brandId] as const,
  page: (brandId: string, kind: MessageKind, pageNo: number) => [...messageKeys.all(brandId), kind, pageNo] as const,
};

export const messageQueries = {
  /** One page of the brand's messages of one kind, newest publication first, each in every language it is written in, with its readers. */
  page: (brandId: string, kind: MessageKind, pageNo: number, pageSize: number, lang: string) =>
    queryOptions({
      queryKey: messageKeys.page(brandId, kind, pageNo),
      queryFn: () => opsCall('ops/messages', { brandId, kind, pageNo, pageSize }, lang),
      placeholderData: keepPreviousData,
    }),
};

export const messageMutations = {
  send: (brandId: string, lang: string) => mutationOptions({ mutationFn: (form: Omit<OpsSendMessageRequest, 'brandId'>) => opsCall('ops/sendMessage', { brandId, ...form }, lang) }),
  withdraw: (brandId: string, lang: string) => mutationOptions({ mutationFn: (id: string) => opsCall('ops/withdrawMessage', { brandId, id }, lang) }),
};

/** A message sent or withdrawn: the brand's lists are asked again. */
export const messagesChanged = (client: QueryClient, brandId: string) => client.invalidateQueries({ queryKey: messageKeys.all(brandId) });
