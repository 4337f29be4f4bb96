import type { FastifyReply } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { MemberSessions } from '../../../src/generated/types';
import { apiError } from '../../errors';
import { sessionShortId as shortId } from '../../lib/tokens';
import { confirmOwner, noPassword } from '../../lib/confirmOwner';
import { inTransaction } from '../../db/inTransaction';

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

/** Ends one of the member's other sessions; every process drops its copy at commit (migration 010). */
export async function endSession(db: Kysely<Tables>, reply: FastifyReply, member: Asker, id: string, password: string | undefined): Promise<MemberSessions> {
  if (shortId(member.tokenHash) === id) throw apiError('NOT_FOUND');
  const asker = await confirmOwner(db, reply, member, password);
  const ended = await db
    .deleteFrom('sessions')
    .where('member_id', '=', member.id)
    .where(sql<string>`left(token_hash, 16)`, '=', id)
    .executeTakeFirst();
  if (ended.numDeletedRows === 0n) throw apiError('NOT_FOUND');
  return sessionsOf(db, asker);
}

/** Ends every other session of the member and every remembered device, in one transaction; this one stays. */
export async function endOtherSessions(db: Kysely<Tables>, reply: FastifyReply, member: Asker, password: string | undefined): Promise<MemberSessions> {
  const asker = await confirmOwner(db, reply, member, password);
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom('sessions').where('member_id', '=', member.id).where('token_hash', '!=', asker.tokenHash).execute();
    await trx.deleteFrom('remember_tokens').where('member_id', '=', member.id).execute();
  });
  return sessionsOf(db, asker);
}
