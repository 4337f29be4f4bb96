import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { messagePage, writeReceipts, type Reader } from './store';
import type { UnreadCounts } from './UnreadCounts';
import { inLanguage } from './service';

/** The member's inbox (INBOX3, decision 0258): the unread count of the avatar's badge, the list, reading and deleting. */
export function inboxRoutes(app: FastifyInstance, { db, unread: counts }: { db: Kysely<Tables>; unread: UnreadCounts }) {
  const readerOf = (member: { id: string; type: number }, brandId: string): Reader => ({ id: member.id, brandId, type: member.type });

  defineRoute(app, 'inbox/unreadCount', ({ member, brand }) => counts.of(readerOf(member, brand.id)));

  defineRoute(app, 'inbox/messageList', async ({ member, brand, lang, input }) => {
    const me = readerOf(member, brand.id);
    const [page, unread] = await Promise.all([messagePage(db, me, input.pageNo ?? 1, input.pageSize ?? 10), counts.of(me)]);
    return {
      pageNo: page.pageNo,
      total: page.total,
      totalPages: page.totalPages,
      unread,
      list: page.rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        ...inLanguage(r.title, r.body, lang, brand.config.defaultLang),
        publishedAt: new Date(r.publish_at).toISOString(),
        read: r.read_at !== null,
      })),
    };
  });

  defineRoute(app, 'inbox/readMessage', async ({ member, brand, input }) => {
    const me = readerOf(member, brand.id);
    await writeReceipts(db, me, 'read', input.all ? null : (input.ids ?? []));
    // The receipt's notice drops the count too, but may reach this process after the answer.
    counts.forget(me.id);
    return counts.of(me);
  });

  defineRoute(app, 'inbox/deleteMessage', async ({ member, brand, input }) => {
    const me = readerOf(member, brand.id);
    await writeReceipts(db, me, 'deleted', input.ids);
    counts.forget(me.id);
    return counts.of(me);
  });
}
