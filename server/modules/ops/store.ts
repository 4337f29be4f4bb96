import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { OperatorRole } from '../../../src/generated/types';
import { newToken, tokenHash } from '../../lib/tokens';
import { audit } from '../../lib/audit';
import { ADDRESS_FREE_FAILURES, FAILURE_MEMORY_S, FREE_FAILURES, MAX_WAIT_S, OPERATOR_MAX_SESSIONS, OPERATOR_SESSION_TTL_MS } from './service';

export async function createOperator(
  db: Kysely<Tables>,
  op: { username: string; passwordHash: string; role: OperatorRole; totpSecret: string; mustChangePassword?: boolean },
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('operators')
    .values({ id, username: op.username, password_hash: op.passwordHash, role: op.role, totp_secret: op.totpSecret, must_change_password: op.mustChangePassword ?? false })
    .execute();
  return id;
}

export const operatorCount = async (db: Kysely<Tables>) =>
  Number((await db.selectFrom('operators').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

export function findOperator(db: Kysely<Tables>, key: string) {
  return db
    .selectFrom('operators')
    .select(['id', 'username', 'password_hash', 'role', 'totp_secret', 'locked', 'must_change_password', 'password_expires_at'])
    .where(sql<string>`lower(username)`, '=', key)
    .executeTakeFirst();
}

/** Where a sign-in try comes from: the typed name (usernameKey) and the client's address (signInAddress). */
export interface SignInFrom {
  key: string;
  address: string;
}

/** A run of failures a try counts in: its row's key columns, and the failures it lets go before waits begin. */
interface Run {
  table: 'operator_signin_failures' | 'operator_signin_address_failures';
  keys: Record<string, string>;
  free: number;
}

const addressRun = (from: SignInFrom): Run => ({ table: 'operator_signin_address_failures', keys: { address: from.address }, free: ADDRESS_FREE_FAILURES });
const nameRun = (from: SignInFrom): Run => ({ table: 'operator_signin_failures', keys: { username_key: from.key, address: from.address }, free: FREE_FAILURES });
const matching = (run: Run, alias: string) => sql.join(Object.entries(run.keys).map(([col, value]) => sql`${sql.ref(`${alias}.${col}`)} = ${value}`), sql` and `);

/**
 * Counts one try in a run, in one statement, and answers the seconds it must wait, 0 when it may go:
 * after the run's free failures, a try goes only when the wait since the last one has passed
 * (waitAfterFailures); a try that must wait is not counted. The row's lock orders tries fired
 * together, so of a burst the free ones go and the rest wait. A run older than FAILURE_MEMORY_S
 * starts again.
 */
async function claimIn(db: Kysely<Tables>, run: Run, now: Date): Promise<number> {
  const cols = sql.join(Object.keys(run.keys).map((col) => sql.ref(col)));
  const values = sql.join(Object.values(run.keys).map((value) => sql`${value}`));
  const wait = sql`least(${MAX_WAIT_S}, power(2, greatest(0, f.count - ${run.free}))) * interval '1 second'`;
  const forgotten = sql`f.last_at < ${now}::timestamptz - ${FAILURE_MEMORY_S} * interval '1 second'`;
  const claimed = await sql<{ count: number }>`
    insert into ${sql.table(run.table)} as f (${cols}, count, last_at) values (${values}, 1, ${now})
    on conflict (${cols}) do update
      set count = case when ${forgotten} then 1 else f.count + 1 end,
          last_at = excluded.last_at
      where f.count < ${run.free} or ${forgotten} or f.last_at + ${wait} <= ${now}::timestamptz
    returning count`.execute(db);
  if (claimed.rows.length) return 0;
  const row = await sql<{ left: number }>`
    select ceil(extract(epoch from (f.last_at + ${wait} - ${now}::timestamptz)))::int as left
    from ${sql.table(run.table)} f where ${matching(run, 'f')}`.execute(db);
  return Math.max(1, row.rows[0]?.left ?? 1);
}

/** Takes back a try a run counted that turned out no failure of it, in one statement. */
async function handBack(db: Kysely<Tables>, run: Run): Promise<void> {
  await sql`update ${sql.table(run.table)} as f set count = greatest(f.count - 1, 0) where ${matching(run, 'f')}`.execute(db);
}

/**
 * Counts one sign-in try before anything is compared, and answers the seconds it must wait, 0 when
 * it may go: in the run of its address, whatever names it gives (spraying one password at every
 * name), then in the run of its name from that address (guessing one operator's password). Never
 * in a run of the name from everywhere: a stranger failing on purpose elsewhere cannot make the
 * operator wait. A try held for its name is handed back to its address, so only tries that were
 * compared count there. Known and unknown names alike.
 */
export async function claimTry(db: Kysely<Tables>, from: SignInFrom, now = new Date()): Promise<number> {
  const perAddress = addressRun(from);
  const addressWait = await claimIn(db, perAddress, now);
  if (addressWait > 0) return addressWait;
  const nameWait = await claimIn(db, nameRun(from), now);
  if (nameWait > 0) await handBack(db, perAddress);
  return nameWait;
}

/** A sign-in that succeeded: the name's run from that address ends, and the try is no failure of the address. */
export async function clearFailures(db: Kysely<Tables>, from: SignInFrom): Promise<void> {
  await db.deleteFrom('operator_signin_failures').where('username_key', '=', from.key).where('address', '=', from.address).execute();
  await handBack(db, addressRun(from));
}

/**
 * Spends a TOTP step: a code is good once, so a code seen over a shoulder or replayed from a log
 * opens nothing. Later steps only, in one statement, so two sign-ins with one code cannot both pass.
 */
export async function spendTotpStep(db: Kysely<Tables>, operatorId: string, step: number): Promise<boolean> {
  const row = await db
    .updateTable('operators')
    .set({ totp_last_step: String(step) })
    .where('id', '=', operatorId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', String(step))]))
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}

/** A new session of the operator; the oldest beyond OPERATOR_MAX_SESSIONS end in the same transaction. */
export async function startOperatorSession(db: Kysely<Tables>, operatorId: string, ip: string): Promise<string> {
  const token = newToken();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('operator_sessions')
      .values({ token_hash: tokenHash(token), operator_id: operatorId, ip, expires_at: new Date(Date.now() + OPERATOR_SESSION_TTL_MS) })
      .execute();
    await trx
      .deleteFrom('operator_sessions')
      .where('operator_id', '=', operatorId)
      .where('token_hash', 'in', (q) =>
        q.selectFrom('operator_sessions').select('token_hash').where('operator_id', '=', operatorId).orderBy('created_at', 'desc').orderBy('token_hash').offset(OPERATOR_MAX_SESSIONS).limit(1000),
      )
      .execute();
  });
  return token;
}

export async function operatorPasswordHash(db: Kysely<Tables>, operatorId: string): Promise<string | null> {
  return (await db.selectFrom('operators').select('password_hash').where('id', '=', operatorId).executeTakeFirst())?.password_hash ?? null;
}

/**
 * An operator's new password, in one transaction with its consequences: every other session of the
 * operator ends (whoever learnt the old password and signed in with it is out at once, since
 * operator sessions are read from the database on every call), the one that made the change stays,
 * and the audit line is written. Answers the sessions ended.
 */
export async function changeOperatorPassword(
  db: Kysely<Tables>,
  change: { operator: { id: string; username: string; tokenHash: string }; passwordHash: string; ip: string },
): Promise<number> {
  const { operator } = change;
  return db.transaction().execute(async (trx) => {
    // Their own choice now: a password an admin set is done with.
    await trx.updateTable('operators').set({ password_hash: change.passwordHash, must_change_password: false, password_expires_at: null }).where('id', '=', operator.id).execute();
    const ended = Number((await trx.deleteFrom('operator_sessions').where('operator_id', '=', operator.id).where('token_hash', '!=', operator.tokenHash).executeTakeFirst()).numDeletedRows);
    await audit(trx, { operator, action: 'operator.passwordChanged', detail: { endedSessions: ended }, ip: change.ip });
    return ended;
  });
}

export async function auditPage(
  db: Kysely<Tables>,
  q: { action?: string; operator?: string; brandId?: string; pageNo: number; pageSize: number },
) {
  let base = db.selectFrom('audit_log');
  if (q.action) base = base.where('action', '=', q.action);
  if (q.operator) base = base.where(sql<string>`lower(operator_name)`, '=', q.operator.trim().toLowerCase());
  if (q.brandId) base = base.where('brand_id', '=', q.brandId);
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
