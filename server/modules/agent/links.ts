import { randomInt } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Tables } from '../../db/tables';
import type { AffiliateLink } from '../../../src/generated/types';
import { apiError } from '../../errors';

/** How many links one agent keeps (decision 0277): enough for every channel it advertises on, few enough to list on one page. */
export const LINKS_PER_AGENT = 20;

// No 0/O, 1/I: a code read off a poster is typed right the first time. Eight of 32 characters is 40
// bits, and the registration form's affiliate field takes 4 to 12 letters and digits.
const codeChars = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from({ length: 8 }, () => codeChars[randomInt(codeChars.length)]).join('');

const linkOf = (r: Selectable<Tables['affiliate_links']>): AffiliateLink => ({
  id: String(r.id),
  code: r.code,
  accountType: r.account_type === 1 ? 1 : 0,
  note: r.note,
  enabled: r.enabled,
  visits: Number(r.visits),
  signUps: Number(r.signups),
  createdAt: new Date(r.created_at).toISOString(),
});

/** The agent's own links, newest first. */
export async function listLinks(db: Kysely<Tables>, agentId: string): Promise<AffiliateLink[]> {
  const rows = await db.selectFrom('affiliate_links').selectAll().where('agent_id', '=', agentId).orderBy('id', 'desc').limit(LINKS_PER_AGENT).execute();
  return rows.map(linkOf);
}

/**
 * A new link of the agent's with a fresh code. The agent's row is locked first, so its links are
 * counted and added one request at a time and never pass the limit; a code another link of the
 * brand holds is drawn again, never refused (a refused insert would end the transaction).
 */
export async function createLink(trx: Kysely<Tables>, r: { brandId: string; agentId: string; accountType: 0 | 1; note: string | null }): Promise<AffiliateLink> {
  await trx.selectFrom('members').select('id').where('id', '=', r.agentId).forUpdate().executeTakeFirstOrThrow();
  const { n } = await trx.selectFrom('affiliate_links').select((eb) => eb.fn.countAll<string>().as('n')).where('agent_id', '=', r.agentId).executeTakeFirstOrThrow();
  if (Number(n) >= LINKS_PER_AGENT) throw apiError('LINK_LIMIT', { max: String(LINKS_PER_AGENT) });
  for (;;) {
    const row = await trx
      .insertInto('affiliate_links')
      .values({ brand_id: r.brandId, agent_id: r.agentId, code: newCode(), account_type: r.accountType, note: r.note })
      .onConflict((oc) => oc.columns(['brand_id', 'code']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (row) return linkOf(row);
  }
}

/** Switches one of the agent's own links or changes its note; another agent's link is as absent as none (404). */
export async function updateLink(db: Kysely<Tables>, agentId: string, id: string, change: { enabled?: boolean; note?: string }): Promise<AffiliateLink> {
  const set = { ...(change.enabled === undefined ? {} : { enabled: change.enabled }), ...(change.note === undefined ? {} : { note: change.note.trim() || null }) };
  const q = db.updateTable('affiliate_links').where('id', '=', id).where('agent_id', '=', agentId);
  // Nothing to change still answers the link, and still 404s another agent's.
  const row = Object.keys(set).length ? await q.set(set).returningAll().executeTakeFirst() : await db.selectFrom('affiliate_links').selectAll().where('id', '=', id).where('agent_id', '=', agentId).executeTakeFirst();
  if (!row) throw apiError('NOT_FOUND');
  return linkOf(row);
}
