import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { unreadCountOf } from './store';

/** The member's messages (INBOX3). So far only the count of unread ones, the avatar's badge; the inbox page is still to come. */
export function inboxRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  defineRoute(app, 'inbox/unreadCount', async ({ member }) => unreadCountOf(db, member.id));
}
