import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { defineRoute } from '../../http/defineRoute';
import { apiError } from '../../errors';
import { brandOf } from '../../lib/brandOf';
import { checkedTexts } from './contentRoutes';
import { audit } from '../../lib/audit';
import type { Brand } from '../../brands/store';
import { afterLast, plainTitles, writeOrder } from './contentChecks';
import { offeredLanguages } from '../../lib/plainText';

type Texts = Partial<Record<'bn' | 'en', string>>;

/** A category's plain-text title in languages the brand offers, trimmed. */
function checkedTitle(brand: Brand, title: Texts): Texts {
  offeredLanguages(brand.config.supportLanguages, title, 'title');
  plainTitles(title);
  return Object.fromEntries(Object.entries(title).map(([l, t]) => [l, t.trim()]));
}

/** The help centre's categories and articles, written per language by admin and content operators, live on the players' next request. */
export function helpRoutes(app: FastifyInstance, { db }: { db: Kysely<Tables> }) {
  defineRoute(app, 'ops/help', async ({ input }) => {
    brandOf(app, input.brandId);
    const [categories, articles] = await Promise.all([
      db.selectFrom('help_categories').select(['id', 'title']).where('brand_id', '=', input.brandId).orderBy('sort').orderBy('id').execute(),
      db
        .selectFrom('help_articles as a')
        .innerJoin('help_categories as c', 'c.id', 'a.category_id')
        .select(['a.id', 'a.category_id', 'a.title', 'a.content'])
        .where('c.brand_id', '=', input.brandId)
        .orderBy('a.sort')
        .orderBy('a.id')
        .execute(),
    ]);
    return {
      categories: categories.map((c) => ({
        id: c.id,
        title: c.title,
        articles: articles.filter((a) => a.category_id === c.id).map((a) => ({ id: a.id, title: a.title, content: a.content })),
      })),
    };
  });

  defineRoute(app, 'ops/saveHelpCategory', async ({ req, input, operator }) => {
    const title = JSON.stringify(checkedTitle(brandOf(app, input.brandId), input.title));
    return db.transaction().execute(async (trx) => {
      let id = input.id;
      if (id) {
        const row = await trx.updateTable('help_categories').set({ title }).where('id', '=', id).where('brand_id', '=', input.brandId).returning('id').executeTakeFirst();
        if (!row) throw apiError('NOT_FOUND');
      } else {
        id = (
          await trx
            .insertInto('help_categories')
            .values({ brand_id: input.brandId, title, sort: afterLast('help_categories', 'brand_id', input.brandId) })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      }
      await audit(trx, { operator, action: 'help.category.save', brandId: input.brandId, target: String(id), ip: req.ip });
      return { id };
    });
  });

  defineRoute(app, 'ops/deleteHelpCategory', async ({ req, input, operator }) => {
    await db.transaction().execute(async (trx) => {
      // Its articles go with it (on delete cascade, migration 002).
      const row = await trx.deleteFrom('help_categories').where('id', '=', input.id).where('brand_id', '=', input.brandId).returning('id').executeTakeFirst();
      if (!row) throw apiError('NOT_FOUND');
      await audit(trx, { operator, action: 'help.category.delete', brandId: input.brandId, target: String(input.id), ip: req.ip });
    });
    return true as const;
  });

  defineRoute(app, 'ops/saveHelpArticle', async ({ req, input, operator }) => {
    const texts = checkedTexts(brandOf(app, input.brandId), input.title, input.content);
    const values = { category_id: input.categoryId, title: JSON.stringify(texts.title), content: JSON.stringify(texts.content) };
    return db.transaction().execute(async (trx) => {
      const category = await trx.selectFrom('help_categories').select('id').where('id', '=', input.categoryId).where('brand_id', '=', input.brandId).executeTakeFirst();
      if (!category) throw apiError('FIELD_INVALID', { reason: 'errors:reason_invalid' }, 'categoryId');
      const atEnd = afterLast('help_articles', 'category_id', input.categoryId);
      let id = input.id;
      if (id) {
        const current = await trx
          .selectFrom('help_articles as a')
          .innerJoin('help_categories as c', 'c.id', 'a.category_id')
          .select('a.category_id')
          .where('a.id', '=', id)
          .where('c.brand_id', '=', input.brandId)
          .executeTakeFirst();
        if (!current) throw apiError('NOT_FOUND');
        await trx
          .updateTable('help_articles')
          .set({ ...values, ...(current.category_id === input.categoryId ? {} : { sort: atEnd }) })
          .where('id', '=', id)
          .execute();
      } else {
        id = (await trx.insertInto('help_articles').values({ ...values, sort: atEnd }).returning('id').executeTakeFirstOrThrow()).id;
      }
      await audit(trx, { operator, action: 'help.article.save', brandId: input.brandId, target: String(id), ip: req.ip });
      return { id };
    });
  });

  defineRoute(app, 'ops/deleteHelpArticle', async ({ req, input, operator }) => {
    await db.transaction().execute(async (trx) => {
      const row = await trx
        .deleteFrom('help_articles')
        .where('id', '=', input.id)
        .where('category_id', 'in', (eb) => eb.selectFrom('help_categories').select('id').where('brand_id', '=', input.brandId))
        .returning('id')
        .executeTakeFirst();
      if (!row) throw apiError('NOT_FOUND');
      await audit(trx, { operator, action: 'help.article.delete', brandId: input.brandId, target: String(input.id), ip: req.ip });
    });
    return true as const;
  });

  defineRoute(app, 'ops/orderHelp', async ({ req, input, operator }) => {
    brandOf(app, input.brandId);
    await db.transaction().execute(async (trx) => {
      const held =
        input.categoryId === undefined
          ? await trx.selectFrom('help_categories').select('id').where('brand_id', '=', input.brandId).forUpdate().execute()
          : await trx
              .selectFrom('help_articles')
              .select('id')
              .where('category_id', '=', input.categoryId)
              .where('category_id', 'in', (eb) => eb.selectFrom('help_categories').select('id').where('brand_id', '=', input.brandId))
              .forUpdate()
              .execute();
      await writeOrder(trx, input.categoryId === undefined ? 'help_categories' : 'help_articles', held.map((r) => r.id), input.ids);
      await audit(trx, { operator, action: 'help.order', brandId: input.brandId, target: input.categoryId === undefined ? 'categories' : String(input.categoryId), detail: { ids: input.ids }, ip: req.ip });
    });
    return true as const;
  });
}
