import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { isAgent } from '../../../src/engine/accountType';

/** What an affiliate code can look like at all: a code of no possible shape is not looked up. */
const codeShape = /^[A-Za-z0-9]{1,32}$/;

/**
 * The live agent whose affiliate code this is (SPEC §4 invitations): an agent account of the
 * brand, not locked; null for anything else. Registration makes that agent the upline, and the
 * affiliate check answers with it, so the form's check and the server's agree. Codes are kept in
 * capitals; a player may type one in either case.
 */
export async function liveAgentByAffiliateCode(db: Kysely<Tables>, brandId: string, code: string): Promise<string | null> {
  const typed = code.trim();
  if (!codeShape.test(typed)) return null;
  const row = await db
    .selectFrom('members')
    .select(['id', 'type', 'locked'])
    .where('brand_id', '=', brandId)
    .where('affiliate_code', '=', typed.toUpperCase())
    .executeTakeFirst();
  return row && isAgent(row.type) && !row.locked ? row.id : null;
}
