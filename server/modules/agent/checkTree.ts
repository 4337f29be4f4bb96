import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';

/**
 * What `npm run tree:check` and the tree's tests ask: does the closure table (migration 062) hold
 * exactly the links `members.upline_id` draws, every member at depth 0 with itself, and does no
 * member reach itself through its uplines? Answers each fault in words; none is a sound tree.
 */
export async function checkTree(db: Kysely<Tables>): Promise<string[]> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const faults: string[] = [];
      // The walk stops at a depth no real tree reaches, so that a loop is reported, not followed forever.
      const diff = await sql<{ side: string; ancestor: string; descendant: string; depth: number }>`
        with recursive up (ancestor, descendant, depth) as (
          select id, id, 0 from members
          union all
          select m.upline_id, up.descendant, up.depth + 1 from up join members m on m.id = up.ancestor
          where m.upline_id is not null and up.depth < 1000
        ),
        expected as (select ancestor, descendant, depth from up),
        missing as (select * from expected except select ancestor, descendant, depth from member_tree),
        extra as (select ancestor, descendant, depth from member_tree except select * from expected)
        select 'missing' as side, ancestor::text, descendant::text, depth from missing
        union all
        select 'extra', ancestor::text, descendant::text, depth from extra
        order by 2, 3 limit 100`.execute(trx);
      for (const r of diff.rows) {
        faults.push(r.side === 'missing' ? `member ${r.descendant} lacks its link to ancestor ${r.ancestor} at depth ${r.depth}` : `member ${r.descendant} has a link to ${r.ancestor} at depth ${r.depth} its uplines do not draw`);
      }
      const loops = await sql<{ id: string }>`select descendant::text as id from member_tree where ancestor = descendant and depth > 0 limit 100`.execute(trx);
      for (const r of loops.rows) faults.push(`member ${r.id} is its own upline`);
      const crossBrand = await sql<{ id: string }>`
        select m.id::text as id from members m join members u on u.id = m.upline_id where u.brand_id <> m.brand_id limit 100`.execute(trx);
      for (const r of crossBrand.rows) faults.push(`member ${r.id} has an upline of another brand`);
      return faults;
    });
}
