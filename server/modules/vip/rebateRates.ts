import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';

/**
 * The rebate rates of the level a member holds (decision 0267 reads them here): their progress's
 * rank, else the rank their member row carries (an operator's label before VIP3), else 0. Null when
 * the brand has no row for that level.
 */
export async function memberRebateRates(db: Kysely<Tables>, brandId: string, memberId: string): Promise<{ rankLevel: number; rates: Record<string, number> } | null> {
  const row = await db
    .selectFrom('members as m')
    .leftJoin('vip_progress as p', 'p.member_id', 'm.id')
    .innerJoin('vip_levels as l', (j) => j.on('l.brand_id', '=', brandId).on((eb) => eb('l.rank_level', '=', eb.fn.coalesce('p.rank_level', 'm.rank_level', eb.lit(0)))))
    .select(['l.rank_level', 'l.rebates'])
    .where('m.id', '=', memberId)
    .executeTakeFirst();
  return row ? { rankLevel: row.rank_level, rates: row.rebates } : null;
}
