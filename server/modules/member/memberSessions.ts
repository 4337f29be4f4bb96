import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { MemberSessions } from '../../../src/generated/types';
import { apiError } from '../../errors';
import { sessionShortId as shortId } from '../session/service';
import { passwordMatches } from '../session/password';
import { inTransaction } from '../../db/inTransaction';

/** How recent a sign-in stands in for the password, for an account that has none (ASVS 7.5.2). */
export const REAUTH_WINDOW_MS = 10 * 60_000;

/** A password hash no password matches: an account made by a provider's sign-in or by free play. */
const noPassword = (hash: string | null) => hash === null || hash.startsWith('!');

type Asker = { id: string; tokenHash: string };

/** The member's live sessions, newest first, the one asking marked, and whether ending one asks for a password. */
export async function sessionsOf(db: Kysely<Tables>, member: Asker): Promise<MemberSessions> {
  const [rows, account] = await Promise.all([
    db.selectFrom('sessions').select(['token_hash', 'created_at', 'expires_at']).where('member_id', '=', member.id).where('expires_at', '>', new Date()).orderBy('created_at', 'desc').execute(),
    db.selectFrom('members').select('password_hash').where('id', '=', member.id).executeTakeFirst(),
  ]);
  return {
    sessions: rows.map((r) => ({ id: shortId(r.token_hash), startedAt: new Date(r.created_at).toISOString(), expiresAt: new Date(r.expires_at).toISOString(), current: r.token_hash === member.tokenHash })),
    passwordSet: !noPassword(account?.password_hash ?? null),
  };
}

/**
 * Signing devices out asks who is asking again (ASVS 7.5.2): the login password, or, for an account
 * that has none, a sign-in at the provider within the last ten minutes — a session left open on a
 * shared screen cannot throw its owner's own devices out.
 */
async function confirmOwner(db: Kysely<Tables>, member: Asker, password: string | undefined): Promise<void> {
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

/** Ends one of the member's other sessions; every process drops its copy at commit (migration 010). */
export async function endSession(db: Kysely<Tables>, member: Asker, id: string, password: string | undefined): Promise<MemberSessions> {
  if (shortId(member.tokenHash) === id) throw apiError('NOT_FOUND');
  await confirmOwner(db, member, password);
  const ended = await db
    .deleteFrom('sessions')
    .where('member_id', '=', member.id)
    .where(sql<string>`left(token_hash, 16)`, '=', id)
    .executeTakeFirst();
  if (ended.numDeletedRows === 0n) throw apiError('NOT_FOUND');
  return sessionsOf(db, member);
}

/** Ends every other session of the member and every remembered device, in one transaction; this one stays. */
export async function endOtherSessions(db: Kysely<Tables>, member: Asker, password: string | undefined): Promise<MemberSessions> {
  await confirmOwner(db, member, password);
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom('sessions').where('member_id', '=', member.id).where('token_hash', '!=', member.tokenHash).execute();
    await trx.deleteFrom('remember_tokens').where('member_id', '=', member.id).execute();
  });
  return sessionsOf(db, member);
}
