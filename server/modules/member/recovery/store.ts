import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../../db/tables';
import { newToken, tokenHash } from '../../../lib/tokens';
import { RESET_LINK_MINUTES } from './service';

/** A new recovery link's token for the member; the database keeps its hash. */
export async function newResetToken(db: Kysely<Tables>, brandId: string, memberId: string): Promise<string> {
  const token = newToken();
  await db
    .insertInto('password_resets')
    .values({ token_hash: tokenHash(token), brand_id: brandId, member_id: memberId, expires_at: new Date(Date.now() + RESET_LINK_MINUTES * 60_000) })
    .execute();
  return token;
}

/** The member a live link belongs to, without using it up (the new password is checked first). */
export async function resetMember(db: Kysely<Tables>, brandId: string, token: string) {
  return db
    .selectFrom('password_resets')
    .innerJoin('members', 'members.id', 'password_resets.member_id')
    .select(['members.id', 'members.account', 'members.locked', 'members.last_login_at', 'members.type', 'members.must_change_password', 'members.password_changed_at', 'members.password_expires_at'])
    .where('password_resets.token_hash', '=', tokenHash(token))
    .where('password_resets.brand_id', '=', brandId)
    .where('password_resets.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

/** Uses a link up: true for exactly one of any number of tries at once. */
export async function spendResetToken(db: Kysely<Tables>, token: string): Promise<boolean> {
  const gone = await db.deleteFrom('password_resets').where('token_hash', '=', tokenHash(token)).where('expires_at', '>', sql<Date>`now()`).executeTakeFirst();
  return gone.numDeletedRows > 0n;
}
