import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../db/tables';
import type { OperatorRole } from '../../src/generated/types';
import { apiError } from '../errors';
import { tokenHash, tokenOf } from '../lib/tokens';

/** An operator's session ends before its lifetime (OPERATOR_SESSION_TTL_MS) after this long without a call: a console left open on an unattended desk. */
export const OPERATOR_IDLE_MS = 30 * 60_000;
/** The last call's time is written at most this often: the idle limit holds to the minute. */
export const OPERATOR_SEEN_EVERY_MS = 60_000;

/** Whether an operator of `role` may make a call that admits `admitted`; admin may make every operator call. */
export function roleAdmits(role: OperatorRole, admitted: readonly OperatorRole[]): boolean {
  return role === 'admin' || admitted.includes(role);
}

export function sessionOperator(db: Kysely<Tables>, hash: string) {
  return db
    .selectFrom('operator_sessions as s')
    .innerJoin('operators as o', 'o.id', 's.operator_id')
    .select(['o.id', 'o.username', 'o.role', 'o.locked', 'o.must_change_password', 's.expires_at', 's.last_seen_at'])
    .where('s.token_hash', '=', hash)
    .executeTakeFirst();
}

/** Marks the session used now; only when its mark is older than `olderThan`, so a busy console writes once a minute. */
export async function touchOperatorSession(db: Kysely<Tables>, hash: string, olderThan: Date): Promise<void> {
  await db.updateTable('operator_sessions').set({ last_seen_at: sql<Date>`now()` }).where('token_hash', '=', hash).where('last_seen_at', '<', olderThan).execute();
}

export async function endOperatorSession(db: Kysely<Tables>, hash: string): Promise<void> {
  await db.deleteFrom('operator_sessions').where('token_hash', '=', hash).execute();
}

/** Who an operator call (/ops/) is made by. */
export interface SignedOperator {
  id: string;
  username: string;
  role: OperatorRole;
  /** The session's key, so sign-out ends exactly this one. */
  tokenHash: string;
  /** Signed in with a password an admin set: only me, the password change and sign-out are open. */
  mustChangePassword: boolean;
}

/** An operator session that is live now, as its row reads, and when it could next stop being so. */
export interface LiveOperatorSession {
  id: string;
  username: string;
  role: OperatorRole;
  tokenHash: string;
  mustChangePassword: boolean;
  lastSeenAt: number;
  /** When the session ends unless used again meanwhile: its lifetime's end, or its idle limit's. */
  endsAt: number;
}

/**
 * The live session a token's hash names, or null: none, a locked operator, past its lifetime, or
 * left idle past OPERATOR_IDLE_MS, which ends it for good (every process hears of it at commit).
 * What every operator call reads first, and the live channel's hello and its later checks.
 */
export async function liveOperator(db: Kysely<Tables>, hash: string, now = Date.now()): Promise<LiveOperatorSession | null> {
  const row = await sessionOperator(db, hash);
  if (!row || row.locked) return null;
  const expiresAt = new Date(row.expires_at).getTime();
  const lastSeenAt = new Date(row.last_seen_at).getTime();
  if (expiresAt <= now) return null;
  if (lastSeenAt <= now - OPERATOR_IDLE_MS) {
    // Left idle too long: over for good, not only refused this once.
    await endOperatorSession(db, hash);
    return null;
  }
  return { id: row.id, username: row.username, role: row.role, tokenHash: hash, mustChangePassword: row.must_change_password, lastSeenAt, endsAt: Math.min(expiresAt, lastSeenAt + OPERATOR_IDLE_MS) };
}

/**
 * The operator of a request's token, admitted by role: 401 without a live session (or for a locked
 * operator, or a session left idle past OPERATOR_IDLE_MS, which ends it), 403 ROLE_FORBIDDEN when the
 * role is not among `admitted`. Read from the database on every call, not cached: operator calls
 * are few, and a sign-out or a lock must hold at once.
 */
export async function readOperator(db: Kysely<Tables>, req: FastifyRequest, admitted: readonly OperatorRole[]): Promise<SignedOperator> {
  const token = tokenOf(req.headers.authorization);
  if (!token) throw apiError('UNAUTHORIZED');
  const hash = tokenHash(token);
  const now = Date.now();
  const session = await liveOperator(db, hash, now);
  if (!session) throw apiError('UNAUTHORIZED');
  if (!roleAdmits(session.role, admitted)) throw apiError('ROLE_FORBIDDEN');
  // The row read above says whether the mark is stale: a busy console writes once a minute, and sends
  // no statement otherwise. A page refreshing itself unasked (the payments desk) is no sign of use.
  const refresh = req.headers['x-console-refresh'] === '1';
  if (!refresh && session.lastSeenAt <= now - OPERATOR_SEEN_EVERY_MS) await touchOperatorSession(db, hash, new Date(now - OPERATOR_SEEN_EVERY_MS));
  return { id: session.id, username: session.username, role: session.role, tokenHash: hash, mustChangePassword: session.mustChangePassword };
}
