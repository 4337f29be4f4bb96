import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { MemberSessions } from '../../../src/generated/types';
import { apiError } from '../../errors';
import { sessionShortId as shortId } from '../session/service';

/** The member's live sessions, newest first, the one asking marked. */
export async function sessionsOf(db: Kysely<Tables>, memberId: string, currentHash: string): Promise<MemberSessions> {
  const rows = await db.selectFrom('sessions').select(['token_hash', 'created_at', 'expires_at']).where('member_id', '=', memberId).where('expires_at', '>', new Date()).orderBy('created_at', 'desc').execute();
  return {
    sessions: rows.map((r) => ({ id: shortId(r.token_hash), startedAt: new Date(r.created_at).toISOString(), expiresAt: new Date(r.expires_at).toISOString(), current: r.token_hash === currentHash })),
  };
}

/** Ends one of the member's other sessions; every process drops its copy at commit (migration 010). */
export async function endSession(db: Kysely<Tables>, memberId: string, currentHash: string, id: string): Promise<MemberSessions> {
  if (shortId(currentHash) === id) throw apiError('NOT_FOUND');
  const ended = await db
    .deleteFrom('sessions')
    .where('member_id', '=', memberId)
    .where(sql<string>`left(token_hash, 16)`, '=', id)
    .executeTakeFirst();
  if (ended.numDeletedRows === 0n) throw apiError('NOT_FOUND');
  return sessionsOf(db, memberId, currentHash);
}
