import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';

/** How many of the member's messages are not read yet (migration 029's partial index counts them). */
export async function unreadCountOf(db: Kysely<Tables>, memberId: string): Promise<number> {
  const row = await db
    .selectFrom('member_messages')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', memberId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
