import { sql, type Kysely } from 'kysely';
import type { Tables } from '../db/tables';

/**
 * Says on `marquee_cache`, at the commit of `db`'s transaction, that what the brand offers its
 * members changed (a promotion saved, a red envelope made, opened or withdrawn): each process drops
 * its counts of promotions the brand's members may take, and tells the brand's open member pages to
 * ask for their badges again (`offers:<brand id>`). No table's trigger says it: these rows change
 * seldom, and an envelope opening later changes no row at all.
 */
export async function offersChanged(db: Kysely<Tables>, brandId: string): Promise<void> {
  await sql`select pg_notify('marquee_cache', ${`offers:${brandId}`})`.execute(db);
}
