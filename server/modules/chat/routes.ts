import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import type { ChatCaller } from './service';
import { chatCurrent, chatMessages, closeChat, sendChat, startChat } from './service';

/** Live chat with the support desk (CUSTSERV3, decision 0329), for members and for visitors holding a chat token. */
export function chatRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  // A token that is no live session is refused (401), rather than taken for a visitor.
  const memberOf = async (req: FastifyRequest) => (req.headers.authorization ? ((await app.sessions.read(req))?.id ?? null) : null);
  const callerOf = async (req: FastifyRequest, chatToken: string | undefined): Promise<ChatCaller> => {
    const memberId = await memberOf(req);
    return memberId !== null ? { memberId } : { memberId: null, chatToken };
  };
  defineRoute(app, 'chat/current', async ({ req, brand, input }) => chatCurrent(db, brand, await callerOf(req, input.chatToken)));
  defineRoute(app, 'chat/start', async ({ req, brand, lang, input }) => startChat(db, brand, lang, await memberOf(req), input, req.ip));
  defineRoute(app, 'chat/send', async ({ req, brand, input }) => sendChat(db, brand, await callerOf(req, input.chatToken), input));
  defineRoute(app, 'chat/messages', async ({ req, brand, input }) => chatMessages(db, brand, await callerOf(req, input.chatToken), input.conversationId, input.after));
  defineRoute(app, 'chat/close', async ({ req, brand, input }) => closeChat(db, brand, await callerOf(req, input.chatToken), input.conversationId));
}
