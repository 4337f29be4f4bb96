import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Tables } from '../../db/tables';
import { apiError } from '../../errors';
import { holdsMarkup } from '../../lib/plainText';

/** Every language's title is plain text; the first holding markup is refused (FIELD_INVALID on `title.<lang>`). */
export function plainTitles(title: Partial<Record<string, string>>): void {
  for (const [lang, text] of Object.entries(title)) if (text && holdsMarkup(text)) throw apiError('FIELD_INVALID', { reason: 'errors:reason_title_markup' }, `title.${lang}`);
}

/** The sort value after the last entry of a list (a banner group, the help categories, a category's articles): new entries go last. */
export function afterLast(table: 'banners' | 'help_categories' | 'help_articles', column: 'brand_id' | 'category_id', owner: string | number, group?: string): RawBuilder<number> {
  const inGroup = group === undefined ? sql`` : sql` and group_name = ${group}`;
  return sql<number>`(select coalesce(max(sort), -1) + 1 from ${sql.table(table)} where ${sql.ref(column)} = ${owner}${inGroup})`;
}

/**
 * A list's new display order: the ids held now (read with their rows locked) must be named each
 * once, so an entry added meanwhile is never dropped from the order (FIELD_INVALID on `ids`).
 */
export async function writeOrder(trx: Kysely<Tables>, table: 'banners' | 'help_categories' | 'help_articles', held: readonly number[], ids: readonly number[]): Promise<void> {
  const now = new Set(held);
  if (now.size !== ids.length || ids.some((id) => !now.has(id))) throw apiError('FIELD_INVALID', { reason: 'errors:reason_order_incomplete' }, 'ids');
  for (const [sort, id] of ids.entries()) await trx.updateTable(table).set({ sort }).where('id', '=', id).execute();
}
