import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables';
import type { OperatorRole } from '../../src/generated/types';
import { apiError } from '../errors';
import { tokenHash, tokenOf } from '../lib/tokens';
import { endOperatorSession, sessionOperator, touchOperatorSession } from '../modules/operator/store';
import { OPERATOR_IDLE_MS, OPERATOR_SEEN_EVERY_MS, roleAdmits } from '../modules/operator/service';

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
  const row = await sessionOperator(db, hash);
  const now = Date.now();
  if (!row || row.locked || new Date(row.expires_at).getTime() <= now) throw apiError('UNAUTHORIZED');
  if (new Date(row.last_seen_at).getTime() <= now - OPERATOR_IDLE_MS) {
    // Left idle too long: over for good, not only refused this once.
    await endOperatorSession(db, hash);
    throw apiError('UNAUTHORIZED');
  }
  if (!roleAdmits(row.role, admitted)) throw apiError('ROLE_FORBIDDEN');
  // The row read above says whether the mark is stale: a busy console writes once a minute, and sends
  // no statement otherwise. A page refreshing itself unasked (the payments desk) is no sign of use.
  const refresh = req.headers['x-console-refresh'] === '1';
  if (!refresh && new Date(row.last_seen_at).getTime() <= now - OPERATOR_SEEN_EVERY_MS) await touchOperatorSession(db, hash, new Date(now - OPERATOR_SEEN_EVERY_MS));
  return { id: row.id, username: row.username, role: row.role, tokenHash: hash, mustChangePassword: row.must_change_password };
}
