import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { apiError } from '../../errors';
import { passwordMatches } from '../session/password';

/** How recent a sign-in stands in for the password, for an account that has none (ASVS 7.5.1, 7.5.2). */
export const REAUTH_WINDOW_MS = 10 * 60_000;

/** A password hash no password matches: an account made by a provider's sign-in or by free play. */
export const noPassword = (hash: string | null) => hash === null || hash.startsWith('!');

/**
 * Asks who is asking again, before a change a session alone must not make (signing devices out,
 * the e-mail address recovery links go to): the login password, or, for an account that has none,
 * a sign-in at the provider within the last ten minutes. A session left open on a shared screen
 * then cannot throw its owner out or take the account over. 400 OLD_PASSWORD_WRONG at `password`,
 * or 403 REAUTH_REQUIRED.
 */
export async function confirmOwner(db: Kysely<Tables>, member: { id: string; tokenHash: string }, password: string | undefined): Promise<void> {
  const row = await db
    .selectFrom('members')
    .innerJoin('sessions', 'sessions.member_id', 'members.id')
    .select(['members.password_hash', 'sessions.created_at'])
    .where('members.id', '=', member.id)
    .where('sessions.token_hash', '=', member.tokenHash)
    .executeTakeFirst();
  if (!row) throw apiError('UNAUTHORIZED');
  if (noPassword(row.password_hash)) {
    if (new Date(row.created_at).getTime() < Date.now() - REAUTH_WINDOW_MS) throw apiError('REAUTH_REQUIRED');
    return;
  }
  if (!(await passwordMatches(row.password_hash, password ?? ''))) throw apiError('OLD_PASSWORD_WRONG', {}, 'password');
}
