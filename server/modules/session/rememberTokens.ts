import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { newToken, tokenHash } from '../../lib/tokens';

/** SPEC §5 "remember me": a day, the spec's cookie lifetime. */
export const REMEMBER_MS = 24 * 60 * 60_000;

/**
 * A remember token for one device: it stands in for the password at the next sign-in, once. The
 * database keeps its hash; a password change ends every one of the account's.
 */
export async function issueRememberToken(db: Kysely<Tables>, brandId: string, memberId: string, expiresAt = new Date(Date.now() + REMEMBER_MS)): Promise<string> {
  const token = newToken();
  await db.insertInto('remember_tokens').values({ token_hash: tokenHash(token), brand_id: brandId, member_id: memberId, expires_at: expiresAt }).execute();
  return token;
}

/** Uses a remember token up: the account it was issued to and when it would have ended, or null when it is unknown, used or expired. */
export async function takeRememberToken(db: Kysely<Tables>, brandId: string, token: string) {
  return db
    .deleteFrom('remember_tokens')
    .where('token_hash', '=', tokenHash(token))
    .where('brand_id', '=', brandId)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['member_id', 'expires_at'])
    .executeTakeFirst();
}

/** "Not you?" on the login form: the device forgets the account, and so does the server. */
export async function dropRememberToken(db: Kysely<Tables>, token: string): Promise<void> {
  await db.deleteFrom('remember_tokens').where('token_hash', '=', tokenHash(token)).execute();
}
