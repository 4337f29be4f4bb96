import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { apiError } from '../../errors';
import { accountKey } from '../../lib/tokens';
import { isAgent } from '../../../src/engine/accountType';
import type { ContractKind, OpsAgentTree, OpsTreeNode } from '../../../src/generated/types';

/** A member as the tree names it, before its team is counted. */
interface Named {
  id: string;
  account: string;
  type: number;
  upline_id: string | null;
}

const ofBrand = (db: Kysely<Tables>, brandId: string) => db.selectFrom('members').where('brand_id', '=', brandId);
const named = (db: Kysely<Tables>, brandId: string) => ofBrand(db, brandId).select(['id', 'account', 'type', 'upline_id']);

/** The brand's member by account (as sign-in matches it), or 404 naming the field that gave it. */
export async function treeMember(db: Kysely<Tables>, brandId: string, account: string, field?: string): Promise<Named> {
  const found = await named(db, brandId).where(sql<string>`lower(account)`, '=', accountKey(account)).executeTakeFirst();
  if (!found) throw apiError('NOT_FOUND', {}, field);
  return found;
}

/** Each member's team size (every member below it) from the closure table, one indexed range each. */
async function nodes(db: Kysely<Tables>, members: Named[]): Promise<OpsTreeNode[]> {
  if (members.length === 0) return [];
  const counts = await db
    .selectFrom('member_tree')
    .select(['ancestor', sql<string>`count(*)`.as('n')])
    .where('ancestor', 'in', members.map((m) => m.id))
    .where('depth', '>', 0)
    .groupBy('ancestor')
    .execute();
  const size = new Map(counts.map((c) => [String(c.ancestor), Number(c.n)]));
  return members.map((m) => {
    const teamSize = size.get(String(m.id)) ?? 0;
    return { id: String(m.id), account: m.account, type: m.type, agent: isAgent(m.type), teamSize, hasDownlines: teamSize > 0 };
  });
}

/** A member found by account, its uplines from the top down and one page of its direct downlines (agents first). */
export async function agentTree(db: Kysely<Tables>, brandId: string, account: string, pageNo: number, pageSize: number): Promise<OpsAgentTree> {
  const member = await treeMember(db, brandId, account);
  const uplines = await db
    .selectFrom('member_tree as t')
    .innerJoin('members as m', 'm.id', 't.ancestor')
    .select(['m.id', 'm.account', 'm.type', 'm.upline_id'])
    .where('t.descendant', '=', member.id)
    .where('t.depth', '>', 0)
    .orderBy('t.depth', 'desc')
    .execute();
  const below = ofBrand(db, brandId).where('upline_id', '=', member.id);
  const [count, page] = await Promise.all([
    below.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    below
      .select(['id', 'account', 'type', 'upline_id'])
      .orderBy(sql`type in (1, 2, 41, 42)`, 'desc')
      .orderBy(sql`lower(account)`)
      .orderBy('id')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute(),
  ]);
  const total = Number(count.n);
  const [[self], ups, downs] = await Promise.all([nodes(db, [member]), nodes(db, uplines), nodes(db, page)]);
  return { member: self!, uplines: ups, downlines: { pageNo, total, totalPages: Math.ceil(total / pageSize), list: downs } };
}

/** Why a member cannot go under an upline, before anything is written; null when it can. */
export function moveRefusal(member: Pick<Named, 'id' | 'upline_id'>, upline: Pick<Named, 'id' | 'type'>, uplineInTeam: boolean): 'TREE_CYCLE' | 'NOT_AGENT' | 'SAME_UPLINE' | null {
  if (member.id === upline.id || uplineInTeam) return 'TREE_CYCLE';
  if (!isAgent(upline.type)) return 'NOT_AGENT';
  if (member.upline_id === upline.id) return 'SAME_UPLINE';
  return null;
}

/** Whether the trigger of migration 062 refused a move under the member's own team. */
const isTreeCycle = (err: unknown) => {
  const e = err as { code?: string; message?: string } | null;
  return e?.code === '23514' && (e.message ?? '').includes('TREE_CYCLE');
};

export interface Moved {
  member: Named;
  upline: Named;
  previous: Named | null;
  endedContracts: number;
  /** The kinds of the contracts in force with the old upline that the move ended. */
  endedKinds: ContractKind[];
}

/**
 * Moves a member and its team under another agent of its brand, in the caller's transaction: the
 * trigger rewrites the closure, and the member's contracts with its old upline (the house's, when
 * it was at the top) end now, cause `moved`: an offer is terminated, a contract in force gets its end.
 */
export async function moveMember(trx: Kysely<Tables>, brandId: string, memberAccount: string, uplineAccount: string): Promise<Moved> {
  // One move of a brand at a time: two crossing moves, each sound alone, would close a loop together.
  await sql`select pg_advisory_xact_lock(hashtext(${`member_tree.move:${brandId}`}))`.execute(trx);
  const member = await treeMember(trx, brandId, memberAccount, 'member');
  const upline = await treeMember(trx, brandId, uplineAccount, 'upline');
  const inTeam = await trx.selectFrom('member_tree').select('depth').where('ancestor', '=', member.id).where('descendant', '=', upline.id).executeTakeFirst();
  const refusal = moveRefusal(member, upline, inTeam !== undefined);
  if (refusal === 'TREE_CYCLE') throw apiError('TREE_CYCLE', {}, 'upline');
  if (refusal === 'NOT_AGENT') throw apiError('FIELD_INVALID', { reason: 'errors:reason_upline_not_agent' }, 'upline');
  if (refusal === 'SAME_UPLINE') throw apiError('FIELD_INVALID', { reason: 'errors:reason_same_upline' }, 'upline');
  const previous = member.upline_id === null ? null : ((await named(trx, brandId).where('id', '=', member.upline_id).executeTakeFirst()) ?? null);
  try {
    await trx.updateTable('members').set({ upline_id: upline.id }).where('id', '=', member.id).execute();
  } catch (err) {
    if (isTreeCycle(err)) throw apiError('TREE_CYCLE', {}, 'upline');
    throw err;
  }
  const withOldUpline = () => trx.updateTable('contracts').where('downline_id', '=', member.id).where(sql<boolean>`upline_id is not distinct from ${member.upline_id}`);
  const offers = await withOldUpline().set({ status: 'terminated', end_cause: 'moved', decided_at: sql<Date>`now()` }).where('status', '=', 'pending').executeTakeFirst();
  const inForce = await withOldUpline().set({ ends_at: sql<Date>`now()`, end_cause: 'moved' }).where('status', '=', 'accepted').where('ends_at', 'is', null).returning('kind').execute();
  return { member, upline, previous, endedContracts: Number(offers.numUpdatedRows) + inForce.length, endedKinds: [...new Set(inForce.map((c) => c.kind))] };
}
