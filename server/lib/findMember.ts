import { sql, type Kysely } from 'kysely';
import type { Tables } from '../db/tables';

/**
 * The member of a brand by account name, by number (whoever holds it: a number is one account's),
 * or by the number they sign in with (`signInMobile`): only one whose owner confirmed it with a
 * texted code is sent sign-in and recovery codes (ASVS 6.6.1).
 */
export async function findMember(db: Kysely<Tables>, brandId: string, by: { accountKey: string } | { mobile: string } | { signInMobile: string }) {
  const q = db.selectFrom('members').select(['id', 'account', 'type', 'email', 'password_hash', 'last_login_at', 'locked', 'must_change_password', 'password_changed_at', 'password_expires_at']).where('brand_id', '=', brandId);
  if ('signInMobile' in by) return q.where('mobile', '=', by.signInMobile).where('mobile_confirmed', '=', true).executeTakeFirst();
  return ('mobile' in by ? q.where('mobile', '=', by.mobile) : q.where(sql<string>`lower(account)`, '=', by.accountKey)).executeTakeFirst();
}
