import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import { toMinorUnits } from '../../../src/engine/money';
import { apiError } from '../../errors';

/**
 * The scope every agent call keeps (decision 0273): an agent answers only for its own team, the
 * members below it in the closure table (migration 062). Anyone else, of another branch, of
 * another brand or no one at all, is the same 404 NOT_FOUND, so a member's number tells a prober
 * nothing.
 */

/** How far below the agent the member is (1: a direct downline), or null when it is not in the agent's team. The agent itself is at 0 when `self` is allowed. */
export async function depthInTeam(db: Kysely<Tables>, brandId: string, agentId: string, memberId: string, o: { self?: boolean } = {}): Promise<number | null> {
  const row = await db
    .selectFrom('member_tree as t')
    .innerJoin('members as m', 'm.id', 't.descendant')
    .select('t.depth')
    .where('t.ancestor', '=', agentId)
    .where('t.descendant', '=', memberId)
    .where('m.brand_id', '=', brandId)
    .executeTakeFirst();
  if (!row || (row.depth === 0 && !o.self)) return null;
  return row.depth;
}

/** A member of the agent's team with its account and depth; 404 NOT_FOUND for anyone else. */
export async function teamMember(db: Kysely<Tables>, brandId: string, agentId: string, memberId: string, o: { self?: boolean } = {}): Promise<{ id: string; account: string; depth: number }> {
  const row = await db
    .selectFrom('member_tree as t')
    .innerJoin('members as m', 'm.id', 't.descendant')
    .select(['m.id', 'm.account', 't.depth'])
    .where('t.ancestor', '=', agentId)
    .where('t.descendant', '=', memberId)
    .where('m.brand_id', '=', brandId)
    .where('t.depth', '>=', o.self ? 0 : 1)
    .executeTakeFirst();
  if (!row) throw apiError('NOT_FOUND');
  return row;
}

/** Whether the member is one of the agent's direct downlines: only theirs are balances an agent sees. */
export const isDirectDownline = (depth: number | null): boolean => depth === 1;

/** What an agent may send one member of its team at a time, in minor units: the brand's `payments.downlineTransfer`, else 1.00 to 50,000.00. */
export function downlineTransferLimits(brand: Brand): { min: bigint; max: bigint } {
  const set = brand.config.payments?.downlineTransfer;
  return { min: toMinorUnits(set?.min ?? '1') ?? 100n, max: toMinorUnits(set?.max ?? '50000') ?? 5_000_000n };
}
