import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables';
import { apiError } from '../errors';
import type { FastifyReply } from 'fastify';
import { passwordMatches } from './password';
import { renewSession } from './renewSession';

/** How recent a sign-in stands in for the password, for an account that has none (ASVS 7.5.1, 7.5.2). */
export const REAUTH_WINDOW_MS = 10 * 60_000;

/** Whether a session that began then began within REAUTH_WINDOW_MS: a sign-in that just happened. */
const startedRecently = (createdAt: Date | string) => new Date(createdAt).getTime() >= Date.now() - REAUTH_WINDOW_MS;

/** A password hash no password matches: an account made by a provider's sign-in or by free play. */
export const noPassword = (hash: string | null) => hash === null || hash.startsWith('!');

/**
 * Asks who is asking again, before a change a session alone must not make (signing devices out,
 * the e-mail address recovery links go to): the login password, or, for an account that has none,
 * a sign-in at the provider within the last ten minutes where `recentSignInSuffices` (signing devices
 * out). A provider may sign a shared browser in again without a prompt, so a change that would hand
 * the account over (the e-mail address recovery links go to) asks such an account to set a password
 * first. 400 OLD_PASSWORD_WRONG at `password`, 403 REAUTH_REQUIRED or 403 PASSWORD_FIRST.
 * A password given is a sign-in: the session goes on under a new token (renewSession), and the
 * answer is the asker as the call goes on, with that token's hash. A recent sign-in renews nothing.
 */
export async function confirmOwner(
  db: Kysely<Tables>,
  reply: FastifyReply,
  member: { id: string; tokenHash: string },
  password: string | undefined,
  o: { recentSignInSuffices: boolean } = { recentSignInSuffices: true },
): Promise<{ id: string; tokenHash: string }> {
  const row = await db
    .selectFrom('members')
    .innerJoin('sessions', 'sessions.member_id', 'members.id')
    .select(['members.password_hash', 'sessions.created_at'])
    .where('members.id', '=', member.id)
    .where('sessions.token_hash', '=', member.tokenHash)
    .executeTakeFirst();
  if (!row) throw apiError('UNAUTHORIZED');
  if (noPassword(row.password_hash)) {
    // A provider may sign in again without a prompt: a recent sign-in suffices only where the harm is small.
    if (!o.recentSignInSuffices) throw apiError('PASSWORD_FIRST');
    if (!startedRecently(row.created_at)) throw apiError('REAUTH_REQUIRED');
    return member;
  }
  if (!(await passwordMatches(row.password_hash, password ?? ''))) throw apiError('OLD_PASSWORD_WRONG', {}, 'password');
  return { id: member.id, tokenHash: await renewSession(db, reply, member.tokenHash) };
}

/** Whether the session began within REAUTH_WINDOW_MS: a sign-in that just happened, by whatever way. */
export async function signedInRecently(db: Kysely<Tables>, tokenHash: string): Promise<boolean> {
  const row = await db.selectFrom('sessions').select('created_at').where('token_hash', '=', tokenHash).executeTakeFirst();
  return row !== undefined && startedRecently(row.created_at);
}
