import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { isAgent } from '../../../src/engine/accountType';

/** What an affiliate code can look like at all: a code of no possible shape is not looked up. */
const codeShape = /^[A-Za-z0-9]{1,32}$/;

/** A registration link that invites: switched on, of a live agent. */
export interface Invitation {
  linkId: string;
  agentId: string;
  /** What a sign-up through it makes: 0 a player, 1 an agent (where the brand lets agents open agents). */
  accountType: number;
}

const typedCode = (code: string): string | null => {
  const typed = code.trim();
  return codeShape.test(typed) ? typed.toUpperCase() : null;
};

const live = (row: { id: string; agent_id: string; account_type: number; enabled: boolean; type: number; locked: boolean } | undefined): Invitation | null =>
  row && row.enabled && isAgent(row.type) && !row.locked ? { linkId: row.id, agentId: row.agent_id, accountType: row.account_type } : null;

/**
 * The invitation an affiliate code names (SPEC §4 invitations, decision 0277): one of the brand's
 * registration links, switched on, whose agent is an agent account, not locked; null for anything
 * else. Registration makes that agent the upline, and the affiliate check answers with it, so the
 * form's check and the server's agree. Codes are kept in capitals; a player may type one in either case.
 */
export async function invitationByCode(db: Kysely<Tables>, brandId: string, code: string): Promise<Invitation | null> {
  const typed = typedCode(code);
  if (!typed) return null;
  const row = await db
    .selectFrom('affiliate_links as l')
    .innerJoin('members as m', 'm.id', 'l.agent_id')
    .select(['l.id', 'l.agent_id', 'l.account_type', 'l.enabled', 'm.type', 'm.locked'])
    .where('l.brand_id', '=', brandId)
    .where('l.code', '=', typed)
    .executeTakeFirst();
  return live(row);
}

/** The live agent whose affiliate code this is, or null: the upline a registration with it gets. */
export async function liveAgentByAffiliateCode(db: Kysely<Tables>, brandId: string, code: string): Promise<string | null> {
  return (await invitationByCode(db, brandId, code))?.agentId ?? null;
}

/**
 * The affiliate check of a registration page opened with a code: counts the visit on the code's
 * link, whatever its state, in one update (concurrent visits each count), and answers whether it
 * invites.
 */
export async function visitInvitation(db: Kysely<Tables>, brandId: string, code: string): Promise<Invitation | null> {
  const typed = typedCode(code);
  if (!typed) return null;
  const row = await db
    .updateTable('affiliate_links as l')
    .from('members as m')
    .set({ visits: sql`l.visits + 1` })
    .whereRef('m.id', '=', 'l.agent_id')
    .where('l.brand_id', '=', brandId)
    .where('l.code', '=', typed)
    .returning(['l.id', 'l.agent_id', 'l.account_type', 'l.enabled', 'm.type', 'm.locked'])
    .executeTakeFirst();
  return live(row);
}

/**
 * A sign-up through a link, in the registration's transaction: counted once, and only while the
 * link is still switched on (false: it was switched off since the code was checked).
 */
export async function countSignUp(trx: Kysely<Tables>, linkId: string): Promise<boolean> {
  const row = await trx
    .updateTable('affiliate_links')
    .set({ signups: sql`signups + 1` })
    .where('id', '=', linkId)
    .where('enabled', '=', true)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
