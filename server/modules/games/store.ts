import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Category, GameMenus } from '../../../src/generated/types';

/** Active vendors grouped by the brand's categories, in the brand's vendor order; empty categories left out. */
export async function gameMenus(db: Kysely<Tables>, brandId: string, categories: Category[], vendorOrder: string[]): Promise<GameMenus> {
  const rows = await db
    .selectFrom('vendors')
    .select(['id', 'code', 'name', 'category', 'is_hot', 'logo', 'sort'])
    .where('brand_id', '=', brandId)
    .where('active', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const rank = (code: string) => {
    const i = vendorOrder.indexOf(code);
    return i === -1 ? vendorOrder.length : i;
  };
  return categories
    .map((category) => ({
      category,
      vendors: rows
        .filter((r) => r.category === category)
        .sort((a, b) => rank(a.code) - rank(b.code))
        .map((r) => ({ id: r.id, vassalage: r.code, name: r.name, gameType: category, isHot: r.is_hot ? 1 : 0, logo: r.logo, nodeId: r.id, accountTypeId: 0 })),
    }))
    .filter((m) => m.vendors.length > 0) as GameMenus;
}
