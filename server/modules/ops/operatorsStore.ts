import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { OperatorRole, OperatorRow, OpsSessions } from '../../../src/generated/types';
import { sessionShortId as shortId } from '../../lib/tokens';
import { audit } from '../../lib/audit';
import { oneTimePasswordExpiry } from '../../lib/temporaryPassword';

type Actor = { id: string; username: string };

/** Every operator, by name, with their live sessions and last sign-in (from the audit log). */
export async function operatorRows(db: Kysely<Tables>): Promise<OperatorRow[]> {
  const rows = await db
    .selectFrom('operators as o')
    .select((eb) => [
      'o.id',
      'o.username',
      'o.role',
      'o.locked',
      'o.must_change_password',
      'o.created_at',
      eb
        .selectFrom('operator_sessions as s')
        .select((e) => e.fn.countAll<string>().as('n'))
        .whereRef('s.operator_id', '=', 'o.id')
        .where('s.expires_at', '>', sql<Date>`now()`)
        .as('sessions'),
      eb.selectFrom('audit_log as a').select((e) => e.fn.max('a.at').as('at')).whereRef('a.operator_id', '=', 'o.id').where('a.action', '=', 'signIn').as('last_sign_in'),
    ])
    .orderBy(sql`lower(o.username)`)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    username: r.username,
    role: r.role,
    locked: r.locked,
    mustChangePassword: r.must_change_password,
    sessions: Number(r.sessions ?? 0),
    lastSignInAt: r.last_sign_in ? new Date(r.last_sign_in).toISOString() : null,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

/**
 * A new operator who must choose their own password at the first sign-in, and its audit line, in
 * one transaction. Answers the id, or null when the name is taken in any case (the sign-in finds
 * operators by the name in lower case, so two names differing in case would be one sign-in).
 */
export async function addOperator(
  db: Kysely<Tables>,
  o: { username: string; role: OperatorRole; passwordHash: string; totpSecret: string; by: Actor; ip: string },
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    // Names are claimed one at a time: two admins adding "Rina" and "rina" at once cannot both win.
    await sql`select pg_advisory_xact_lock(hashtext('operators.username'))`.execute(trx);
    const taken = await trx.selectFrom('operators').select('id').where(sql<string>`lower(username)`, '=', o.username.toLowerCase()).executeTakeFirst();
    if (taken) return null;
    const id = randomUUID();
    await trx
      .insertInto('operators')
      .values({ id, username: o.username, role: o.role, password_hash: o.passwordHash, totp_secret: o.totpSecret, must_change_password: true, password_expires_at: oneTimePasswordExpiry() })
      .execute();
    await audit(trx, { operator: o.by, action: 'operator.created', target: o.username, detail: { role: o.role }, ip: o.ip });
    return id;
  });
}

/**
 * A new password (to be changed at the next sign-in) or a new authenticator key for an operator
 * who lost theirs; every session of theirs ends in the same transaction, whoever holds it. A new
 * key also forgets the last code step, since the old app's steps mean nothing to the new key.
 * The admin's note of how they knew the colleague asking is this operator goes into the audit
 * (ASVS 6.4.4). Answers the operator's name and the sessions ended, or null for no such operator.
 */
export async function resetOperator(
  db: Kysely<Tables>,
  r: { id: string; set: { passwordHash: string } | { totpSecret: string }; identityNote: string; by: Actor; ip: string },
): Promise<{ username: string; endedSessions: number } | null> {
  return db.transaction().execute(async (trx) => {
    const changes = 'passwordHash' in r.set ? { password_hash: r.set.passwordHash, must_change_password: true, password_expires_at: oneTimePasswordExpiry() } : { totp_secret: r.set.totpSecret, totp_last_step: null };
    const row = await trx.updateTable('operators').set(changes).where('id', '=', r.id).returning('username').executeTakeFirst();
    if (!row) return null;
    const endedSessions = Number((await trx.deleteFrom('operator_sessions').where('operator_id', '=', r.id).executeTakeFirst()).numDeletedRows);
    await audit(trx, { operator: r.by, action: 'passwordHash' in r.set ? 'operator.passwordReset' : 'operator.authenticatorReset', target: row.username, detail: { endedSessions, identityNote: r.identityNote }, ip: r.ip });
    return { username: row.username, endedSessions };
  });
}

/** Locks an operator out, ending every session of theirs at once, or lets them back; audited. Answers the sessions ended, or null for no such operator. */
export async function setOperatorLocked(db: Kysely<Tables>, s: { id: string; locked: boolean; by: Actor; ip: string }): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.updateTable('operators').set({ locked: s.locked }).where('id', '=', s.id).returning('username').executeTakeFirst();
    if (!row) return null;
    const ended = s.locked ? Number((await trx.deleteFrom('operator_sessions').where('operator_id', '=', s.id).executeTakeFirst()).numDeletedRows) : 0;
    await audit(trx, { operator: s.by, action: s.locked ? 'operator.locked' : 'operator.unlocked', target: row.username, detail: { endedSessions: ended }, ip: s.ip });
    return ended;
  });
}

/** The operator's own live sessions, newest first, this one marked. */
export async function sessionsOf(db: Kysely<Tables>, operator: { id: string; tokenHash: string }): Promise<OpsSessions> {
  const rows = await db
    .selectFrom('operator_sessions')
    .select(['token_hash', 'ip', 'created_at', 'expires_at'])
    .where('operator_id', '=', operator.id)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('created_at', 'desc')
    .execute();
  return {
    sessions: rows.map((r) => ({
      id: shortId(r.token_hash),
      ip: r.ip,
      startedAt: new Date(r.created_at).toISOString(),
      expiresAt: new Date(r.expires_at).toISOString(),
      current: r.token_hash === operator.tokenHash,
    })),
  };
}

/**
 * Ends one of the operator's other sessions, or every other one when `id` is null (this one ends
 * with sign-out); audited. False when none of theirs has that name.
 */
export async function endOwnSessions(db: Kysely<Tables>, e: { operator: Actor & { tokenHash: string }; id: string | null; ip: string }): Promise<boolean> {
  if (e.id !== null && shortId(e.operator.tokenHash) === e.id) return false;
  return db.transaction().execute(async (trx) => {
    const others = trx.deleteFrom('operator_sessions').where('operator_id', '=', e.operator.id).where('token_hash', '!=', e.operator.tokenHash);
    const ended = await (e.id === null ? others : others.where(sql<string>`left(token_hash, 16)`, '=', e.id)).executeTakeFirst();
    if (e.id !== null && ended.numDeletedRows === 0n) return false;
    const detail = e.id === null ? { sessions: Number(ended.numDeletedRows) } : { session: e.id };
    await audit(trx, { operator: e.operator, action: e.id === null ? 'operator.otherSessionsEnded' : 'operator.sessionEnded', detail, ip: e.ip });
    return true;
  });
}
