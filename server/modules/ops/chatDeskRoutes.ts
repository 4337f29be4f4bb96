import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { brandOf } from '../../lib/brandOf';
import { actOnChat, chatOperators, chatQueue, chatThread, sendAsOperator } from '../chat/index';

/** The support desk's live chats (decision 0329): the queue, a conversation with its player, accept, hand over, close, write. The work is the chat module's. */
export function chatDeskRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  defineRoute(app, 'ops/chats', ({ input, operator }) => chatQueue(db, brandOf(app, input.brandId).id, operator.id, input.view ?? 'waiting', input.pageNo ?? 1, input.pageSize ?? 10));
  defineRoute(app, 'ops/chat', ({ input }) => chatThread(db, brandOf(app, input.brandId), input.id, input.after));
  defineRoute(app, 'ops/chatAction', ({ req, input, operator }) => actOnChat(db, brandOf(app, input.brandId), operator, input, req.ip));
  defineRoute(app, 'ops/chatSend', ({ input, operator }) => sendAsOperator(db, brandOf(app, input.brandId), operator, input));
  defineRoute(app, 'ops/chatOperators', ({ input, operator }) => (brandOf(app, input.brandId), chatOperators(db, operator.id)));
}
