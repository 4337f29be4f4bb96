import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { pageOf } from '../../db/pageOf';
import { audienceOf, lookBackDays } from './service';

/** The member reading their inbox: who they are, of which brand, and their account type (which broadcasts are theirs). */
export interface Reader {
  id: string;
  brandId: string;
  type: number;
}

type Joined = Tables & { m: Tables['messages']; r: Tables['message_receipts'] };

/**
 * The messages `me` may see (decision 0258): of their brand, published, not withdrawn; to them, or
 * a broadcast to all or their audience published after their account was created or in the
 * `lookBackDays` before, unless published while they were on a break from play. The one rule every read and every receipt written goes through, so an id
 * outside it is never shown, counted nor touched.
 */
function visibleTo(me: Reader) {
  return (eb: ExpressionBuilder<Joined, 'm'>) =>
    eb.and([
      eb('m.brand_id', '=', me.brandId),
      eb('m.withdrawn_at', 'is', null),
      eb('m.publish_at', '<=', sql<Date>`now()`),
      eb.or([
        eb('m.member_id', '=', me.id),
        eb.and([
          eb('m.member_id', 'is', null),
          eb('m.audience', 'in', ['all', audienceOf(me.type)]),
          eb('m.publish_at', '>=', sql<Date>`(select created_at from members where id = ${me.id}) - make_interval(days => ${lookBackDays})`),
          // No marketing reaches a member on a break from play (RG3, decision 0323): a broadcast published during their break stays unseen.
          sql<boolean>`not exists (select 1 from play_breaks b where b.member_id = ${me.id} and m.publish_at >= b.starts_at and (b.lifts_at is null or m.publish_at < b.lifts_at))`,
        ]),
      ]),
    ]);
}

/** The member's messages not deleted, each with their receipt (none: unread). */
function inbox(db: Kysely<Tables>, me: Reader) {
  return db
    .selectFrom('messages as m')
    .leftJoin('message_receipts as r', (join) => join.onRef('r.message_id', '=', 'm.id').on('r.member_id', '=', me.id))
    .where(visibleTo(me))
    .where('r.deleted_at', 'is', null);
}

/** How many of the member's messages are not read yet: the avatar's and the member menu's badge. */
export async function unreadCountOf(db: Kysely<Tables>, me: Reader): Promise<number> {
  const row = await inbox(db, me)
    .where('r.read_at', 'is', null)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of the member's messages, newest first. */
export function messagePage(db: Kysely<Tables>, me: Reader, pageNo: number, pageSize: number) {
  const base = inbox(db, me);
  return pageOf(pageNo, pageSize, base, (limit, offset) =>
    base
      .select(['m.id', 'm.kind', 'm.title', 'm.body', 'm.publish_at', 'r.read_at'])
      .orderBy('m.publish_at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
  );
}

/**
 * Writes the member's receipts in one statement: `read` marks read the messages of `ids` (or every
 * one, with `ids` null) not read yet; `deleted` takes those of `ids` out of the inbox. Only messages
 * `visibleTo` the member are picked, so another member's id writes nothing, and a receipt that
 * exists is updated in place (on conflict): twenty requests at once leave one row, and the first
 * read's time.
 */
export async function writeReceipts(db: Kysely<Tables>, me: Reader, what: 'read' | 'deleted', ids: readonly string[] | null): Promise<void> {
  const column = what === 'read' ? 'read_at' : 'deleted_at';
  let picked = db
    .selectFrom('messages as m')
    .where(visibleTo(me))
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('message_receipts as done').select('done.message_id').whereRef('done.message_id', '=', 'm.id').where('done.member_id', '=', me.id).where(`done.${column}`, 'is not', null))),
    )
    .select((eb) => ['m.id as message_id', eb.val(me.id).as('member_id'), sql<Date>`now()`.as(column)]);
  if (ids) picked = picked.where('m.id', 'in', [...ids]);
  await db
    .insertInto('message_receipts')
    .columns(['message_id', 'member_id', column])
    .expression(picked)
    .onConflict((oc) => oc.columns(['message_id', 'member_id']).doUpdateSet({ [column]: sql`coalesce(message_receipts.${sql.ref(column)}, excluded.${sql.ref(column)})` }))
    .execute();
}
