import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { apiError } from '../../errors';
import type { Brand } from '../../brands/store';
import { cleanHtml } from './cleanHtml';
import { audit } from '../../lib/audit';
import { plainTitles } from './contentChecks';
import { offeredLanguages } from '../../lib/plainText';
import { brandOf as brandIn } from '../../lib/brandOf';

type Texts = Partial<Record<'bn' | 'en', string>>;

/**
 * A plain-text title and an HTML text in the same languages, each one the brand offers, the HTML cleaned.
 * A language with a title but no text (or the reverse) would show players half a notice.
 */
export function checkedTexts(brand: Brand, title: Texts, content: Texts): { title: Texts; content: Texts } {
  offeredLanguages(brand.config.supportLanguages, title, 'title');
  plainTitles(title);
  for (const lang of Object.keys(title)) {
    if (!content[lang as keyof Texts]) throw apiError('FIELD_INVALID', { reason: 'errors:reason_text_missing' }, `content.${lang}`);
  }
  const clean: Texts = {};
  for (const [lang, html] of Object.entries(content) as Array<[keyof Texts, string]>) {
    if (!title[lang]) throw apiError('FIELD_INVALID', { reason: 'errors:reason_title_missing' }, `title.${lang}`);
    clean[lang] = cleanHtml(html);
    // Nothing left once cleaned (only a script, say): refused, not stored empty.
    if (!clean[lang]) throw apiError('FIELD_INVALID', { reason: 'errors:reason_text_missing' }, `content.${lang}`);
  }
  return { title: Object.fromEntries(Object.entries(title).map(([l, t]) => [l, t.trim()])), content: clean };
}

/** Notices and announcements, written by admin and content operators, live on the players' next request, each change audited. */
export function contentRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  const brandOf = (id: string): Brand => brandIn(app, id);

  /** One page of a brand's notices or announcements, newest first by the column given, and how many there are. */
  const pageOf = async <T extends 'notices' | 'announcements'>(table: T, newest: 'created_at' | 'start_at', input: { brandId: string; pageNo?: number; pageSize?: number }) => {
    brandOf(input.brandId);
    const size = input.pageSize ?? 10;
    const base = db.selectFrom(table as 'notices').where('brand_id', '=', input.brandId);
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy(newest as 'created_at', 'desc').orderBy('id', 'desc').limit(size).offset(((input.pageNo ?? 1) - 1) * size).execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    // One query shape for both tables; the rows are the table's own.
    return { rows: rows as unknown as Selectable<Tables[T]>[], count: Number(count.n) };
  };

  defineRoute(app, 'ops/notices', async ({ input }) => {
    const { rows, count } = await pageOf('notices', 'created_at', input);
    return { total: count, items: rows.map((r) => ({ id: r.id, title: r.title, content: r.content, audience: r.audience, createdAt: new Date(r.created_at).toISOString() })) };
  });

  defineRoute(app, 'ops/saveNotice', async ({ req, input, operator }) => {
    const texts = checkedTexts(brandOf(input.brandId), input.title, input.content);
    const audience = input.audience ?? 'players';
    return db.transaction().execute(async (trx) => {
      let id = input.id;
      if (id) {
        const row = await trx.updateTable('notices').set({ title: JSON.stringify(texts.title), content: JSON.stringify(texts.content), audience }).where('id', '=', id).where('brand_id', '=', input.brandId).returning('id').executeTakeFirst();
        if (!row) throw apiError('NOT_FOUND');
      } else {
        id = (await trx.insertInto('notices').values({ brand_id: input.brandId, title: JSON.stringify(texts.title), content: JSON.stringify(texts.content), audience }).returning('id').executeTakeFirstOrThrow()).id;
      }
      await audit(trx, { operator, action: 'notice.save', brandId: input.brandId, target: String(id), ip: req.ip });
      return { id };
    });
  });

  defineRoute(app, 'ops/deleteNotice', async ({ req, input, operator }) => {
    await db.transaction().execute(async (trx) => {
      const row = await trx.deleteFrom('notices').where('id', '=', input.id).where('brand_id', '=', input.brandId).returning('id').executeTakeFirst();
      if (!row) throw apiError('NOT_FOUND');
      await audit(trx, { operator, action: 'notice.delete', brandId: input.brandId, target: String(input.id), ip: req.ip });
    });
    return true as const;
  });

  defineRoute(app, 'ops/announcements', async ({ input }) => {
    const { rows, count } = await pageOf('announcements', 'start_at', input);
    return {
      total: count,
      items: rows.map((r) => ({
        id: r.id,
        type: r.type as 'B',
        title: r.title,
        content: r.content,
        startAt: new Date(r.start_at).toISOString(),
        endAt: r.end_at ? new Date(r.end_at).toISOString() : null,
      })),
    };
  });

  defineRoute(app, 'ops/saveAnnouncement', async ({ req, input, operator }) => {
    const texts = checkedTexts(brandOf(input.brandId), input.title, input.content);
    const startAt = new Date(input.startAt);
    const endAt = input.endAt ? new Date(input.endAt) : null;
    if (endAt && endAt <= startAt) throw apiError('FIELD_INVALID', { reason: 'errors:reason_end_before_start' }, 'endAt');
    const values = { type: input.type, title: JSON.stringify(texts.title), content: JSON.stringify(texts.content), start_at: startAt, end_at: endAt };
    return db.transaction().execute(async (trx) => {
      let id = input.id;
      if (id) {
        const row = await trx.updateTable('announcements').set(values).where('id', '=', id).where('brand_id', '=', input.brandId).returning('id').executeTakeFirst();
        if (!row) throw apiError('NOT_FOUND');
      } else {
        id = (await trx.insertInto('announcements').values({ brand_id: input.brandId, execution: input.type, platform: 'W', ...values }).returning('id').executeTakeFirstOrThrow()).id;
      }
      await audit(trx, { operator, action: 'announcement.save', brandId: input.brandId, target: String(id), ip: req.ip });
      return { id };
    });
  });

  defineRoute(app, 'ops/deleteAnnouncement', async ({ req, input, operator }) => {
    await db.transaction().execute(async (trx) => {
      const row = await trx.deleteFrom('announcements').where('id', '=', input.id).where('brand_id', '=', input.brandId).returning('id').executeTakeFirst();
      if (!row) throw apiError('NOT_FOUND');
      await audit(trx, { operator, action: 'announcement.delete', brandId: input.brandId, target: String(input.id), ip: req.ip });
    });
    return true as const;
  });
}
