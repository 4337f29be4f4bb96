import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { messagePage, writeReceipts, type Reader } from './store';
import type { UnreadCounts } from './UnreadCounts';
import { inLanguage } from './service';
import type { Brand } from '../../brands/store';
import type { UnreadCount } from '../../../src/generated/types';
import { isModuleOn } from '../../../src/engine/moduleSwitch';

/** The badges of other modules, handed in by server/app.ts (the inbox knows none of them); each 0 when its module is off. */
export type OtherBadges = (brand: Brand, memberId: string) => Promise<Omit<UnreadCount, 'messageCount'>>;

/**
 * The member's inbox (INBOX3, decision 0258): the badges of the avatar and the member menu (decision
 * 0268), the list, reading and deleting.
 */
export function inboxRoutes(app: FastifyInstance, { db, unread: counts, badges }: { db: Kysely<Tables>; unread: UnreadCounts; badges: OtherBadges }) {
  const readerOf = (member: { id: string; type: number }, brandId: string): Reader => ({ id: member.id, brandId, type: member.type });

  defineRoute(app, 'inbox/unreadCount', async ({ member, brand }): Promise<UnreadCount> => {
    const [messageCount, others] = await Promise.all([isModuleOn(brand.settings, 'INBOX3') ? counts.of(readerOf(member, brand.id)) : 0, badges(brand, member.id)]);
    return { messageCount, ...others };
  });

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
