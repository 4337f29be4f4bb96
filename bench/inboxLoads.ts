// What bench/api.ts loads the inbox with: a brand of many members and many broadcasts, and one
// member who has read some and deleted a few, so the unread count reads receipts as a real inbox would.
import { sql } from 'kysely';
import type { Database } from '../server/db/open';

const brandId = 'bd';

/**
 * Grows brand bd to `members` members (sharing player01's password hash) and `broadcasts` published
 * broadcasts to all members over the last days; player01 has read a third of them and deleted a tenth.
 */
export async function inboxLoad(database: Database, members: number, broadcasts: number) {
  const db = database.db;
  const player = await db.selectFrom('members').select(['id', 'password_hash']).where('account', '=', 'player01').where('brand_id', '=', brandId).executeTakeFirstOrThrow();
  const have = await db.selectFrom('members').select((eb) => eb.fn.countAll<string>().as('n')).where('brand_id', '=', brandId).executeTakeFirstOrThrow();
  for (let start = Number(have.n); start < members; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, members - start) }, (_, k) => ({ brand_id: brandId, account: `inbox${start + k}`, password_hash: player.password_hash }));
    await db.insertInto('members').values(rows).onConflict((oc) => oc.doNothing()).execute();
  }
  // Published before player01 joined and since: the look-back of decision 0258 decides which count.
  await sql`insert into messages (brand_id, audience, kind, title, body, publish_at)
    select ${brandId}, 'all', 'operator', jsonb_build_object('bn', 'বার্তা ' || n, 'en', 'Message ' || n), jsonb_build_object('bn', 'লেখা', 'en', 'Text'),
           now() - make_interval(mins => n)
    from generate_series(1, ${broadcasts}) n`.execute(db);
  await sql`insert into message_receipts (message_id, member_id, read_at, deleted_at)
    select id, ${player.id}::bigint, now(), case when id % 10 = 0 then now() end
    from messages where brand_id = ${brandId} and audience = 'all' and id % 3 = 0
    on conflict do nothing`.execute(db);
  await sql`analyze members`.execute(db);
  await sql`analyze messages`.execute(db);
  await sql`analyze message_receipts`.execute(db);
}
