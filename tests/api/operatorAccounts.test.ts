import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { operatorApi, type Envelope } from '../helpers/operatorApi';
import { codeNow } from '../helpers/totp';
import { startOperatorSession } from '../../server/modules/ops/store';
import { OPERATOR_MAX_SESSIONS } from '../../server/modules/ops/service';
import type { OperatorRow, OpsOperatorCreated, OpsOperatorReset, OpsSessions } from '../../src/generated/types';
import { like } from '../helpers/like';

// Operators kept by admins (a new operator, a lost password or authenticator, a lock) and every
// operator's own sessions, through the real calls on a real database.

let server: TestServer;
let ops: ReturnType<typeof operatorApi>;
let admin: string;
let support: string;
beforeAll(async () => {
  server = await startTestServer();
  ops = operatorApi(server);
  // A code is good once: each demo operator signs in once in this file.
  [admin, support] = [await ops.tokenOf('admin'), await ops.tokenOf('helpdesk')];
});
afterAll(() => server.close());

let serial = 0;
const newName = () => `op${Date.now() % 100000}x${serial++}`;

const valueOf = <T>(res: { status: number; body: Envelope<T> }): T => {
  if (!res.body.success) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res.body.value;
};

/**
 * Signs in with the code the app shows now. A code is good once and only in its own 30-second
 * step, so `again` forgets the step the last sign-in took, as if it were a minute ago.
 */
async function signIn(username: string, password: string, secret: string, again = false) {
  if (again) await server.database.db.updateTable('operators').set({ totp_last_step: null }).where('username', '=', username).execute();
  const code = await codeNow(secret);
  return server.call<Envelope<{ token: string; operator: { mustChangePassword: boolean } }>>('/ops/session', { method: 'POST', body: { username, password, code }, headers: { Language: 'EN' } });
}

async function created(role = 'support') {
  const username = newName();
  return valueOf(await ops.call<OpsOperatorCreated>(admin, '/ops/operators', 'POST', { username, role }));
}

const rowOf = async (username: string) => valueOf(await ops.call<{ items: OperatorRow[] }>(admin, '/ops/operators')).items.find((o) => o.username === username);

/** How the admin made sure it was the operator asking (ASVS 6.4.4): every reset needs one, and the audit keeps it. */
const identityNote = 'Met in person at the office';

describe('operators kept by an admin', () => {
  it('adds an operator who signs in with the one-time password and key, and must choose a password before anything else', async () => {
    const made = await created('content');
    expect(made.temporaryPassword).toHaveLength(12);
    expect(made.authenticator.otpauthUrl).toContain(`secret=${made.authenticator.secret}`);
    expect(made.authenticator.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await rowOf(made.username)).toMatchObject({ role: 'content', locked: false, mustChangePassword: true, sessions: 0, lastSignInAt: null });

    const first = valueOf(await signIn(made.username, made.temporaryPassword, made.authenticator.secret));
    expect(first.operator.mustChangePassword).toBe(true);
    const blocked = await ops.call(first.token, '/ops/brands');
    expect(blocked.status).toBe(403);
    expect(blocked.body).toMatchObject({ errorCode: 'OPS_PASSWORD_CHANGE_REQUIRED' });
    expect(valueOf(await ops.call<{ mustChangePassword: boolean }>(first.token, '/ops/me')).mustChangePassword).toBe(true);

    const own = 'Teal-harbour-lantern-9';
    valueOf(await ops.call(first.token, '/ops/password', 'PUT', { oldPassword: made.temporaryPassword, newPassword: own, confirmNewPassword: own }));
    expect((await ops.call(first.token, '/ops/brands')).status).toBe(200);
    expect(await rowOf(made.username)).toMatchObject({ mustChangePassword: false, sessions: 1 });
    expect((await rowOf(made.username))!.lastSignInAt).not.toBeNull();

    // The answer showed them once: nothing in the audit log or the database holds them in clear.
    const audit = await server.database.db.selectFrom('audit_log').select(['action', 'target', 'detail']).where('target', '=', made.username).execute();
    expect(audit.map((a) => a.action)).toContain('operator.created');
    expect(JSON.stringify(audit)).not.toContain(made.temporaryPassword);
    expect(JSON.stringify(audit)).not.toContain(made.authenticator.secret);
  });

  it('refuses a name taken in another case, and a malformed name or role, changing nothing', async () => {
    const made = await created();
    const again = await ops.call(admin, '/ops/operators', 'POST', { username: made.username.toUpperCase(), role: 'support' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ errorCode: 'OPERATOR_TAKEN', field: 'username' });
    const count = async () => (await server.database.db.selectFrom('operators').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n;
    const before = await count();
    for (const body of [{ username: 'a', role: 'support' }, { username: newName(), role: 'owner' }, { username: '1abc', role: 'admin' }, { username: newName() }, { username: `${newName()}'; drop table operators`, role: 'support' }]) {
      const res = await ops.call(admin, '/ops/operators', 'POST', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await count()).toBe(before);
  });

  it('is for admins only, in the caller’s language', async () => {
    for (const [path, method, body] of [
      ['/ops/operators', 'GET', undefined],
      ['/ops/operators', 'POST', { username: newName(), role: 'support' }],
      ['/ops/operators/reset', 'POST', { id: '00000000-0000-4000-8000-000000000000', what: 'password', identityNote }],
      ['/ops/operators/status', 'PUT', { id: '00000000-0000-4000-8000-000000000000', locked: true }],
    ] as const) {
      const res = await ops.call(support, path, method, body, 'BN');
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toMatchObject({ errorCode: 'ROLE_FORBIDDEN' });
      expect((res.body as { message: string }).message).toMatch(/[\u0980-\u09FF]/);
    }
  });

  it('resets a lost password: the old one and every session end, and the new one must be changed', async () => {
    const made = await created();
    const first = valueOf(await signIn(made.username, made.temporaryPassword, made.authenticator.secret));
    valueOf(await ops.call(first.token, '/ops/password', 'PUT', { oldPassword: made.temporaryPassword, newPassword: 'Quiet-orchard-bell-4', confirmNewPassword: 'Quiet-orchard-bell-4' }));

    const reset = valueOf(await ops.call<OpsOperatorReset>(admin, '/ops/operators/reset', 'POST', { id: made.id, what: 'password', identityNote }));
    expect(reset.endedSessions).toBe(1);
    expect(reset.temporaryPassword).toHaveLength(12);
    expect(reset.authenticator).toBeUndefined();
    expect((await ops.call(first.token, '/ops/me')).status).toBe(401);
    // The old password no longer signs in; the new one does, once the next code comes.
    expect((await signIn(made.username, 'Quiet-orchard-bell-4', made.authenticator.secret, true)).body).toMatchObject({ errorCode: 'OPS_SIGN_IN_FAILED' });
    const next = valueOf(await signIn(made.username, reset.temporaryPassword!, made.authenticator.secret));
    expect(next.operator.mustChangePassword).toBe(true);
    const audited = await server.database.db.selectFrom('audit_log').select(['action', 'detail']).where('target', '=', made.username).where('action', '=', 'operator.passwordReset').execute();
    expect(audited).toEqual([{ action: 'operator.passwordReset', detail: { endedSessions: 1, identityNote } }]);
  });

  it('refuses a reset without the admin’s note of how they knew it was the operator asking, and changes nothing', async () => {
    const made = await created();
    for (const body of [{ id: made.id, what: 'password' }, { id: made.id, what: 'authenticator', identityNote: 'trust me' }, { id: made.id, what: 'password', identityNote: `  ok${' '.repeat(20)}` }]) {
      const res = await ops.call(admin, '/ops/operators/reset', 'POST', body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED', field: 'identityNote' });
    }
    expect((await signIn(made.username, made.temporaryPassword, made.authenticator.secret)).status).toBe(200);
  });

  it('keeps a one-time password good for a day: past it, even with the right code, sign-in is refused and audited; a reset gives another day', async () => {
    const made = await created();
    const db = server.database.db;
    const expiry = async () => (await db.selectFrom('operators').select('password_expires_at').where('id', '=', made.id).executeTakeFirstOrThrow()).password_expires_at;
    expect(new Date((await expiry())!).getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    await db.updateTable('operators').set({ password_expires_at: new Date(Date.now() - 1000) }).where('id', '=', made.id).execute();

    const late = await signIn(made.username, made.temporaryPassword, made.authenticator.secret);
    expect(late.status).toBe(403);
    expect(late.body).toMatchObject({ success: false, errorCode: 'OPS_ONE_TIME_PASSWORD_EXPIRED', message: like.stringContaining('Ask an admin for a new one') });
    expect(await rowOf(made.username)).toMatchObject({ sessions: 0, mustChangePassword: true });
    const actions = await db.selectFrom('audit_log').select('action').where('operator_name', '=', made.username).execute();
    expect(actions.map((a) => a.action)).toContain('signIn.expiredPassword');

    const reset = valueOf(await ops.call<OpsOperatorReset>(admin, '/ops/operators/reset', 'POST', { id: made.id, what: 'password', identityNote }));
    expect(new Date((await expiry())!).getTime()).toBeGreaterThan(Date.now() + 23.9 * 3600_000);
    const next = valueOf(await signIn(made.username, reset.temporaryPassword!, made.authenticator.secret, true));
    const own = 'Amber-ferry-signal-6';
    valueOf(await ops.call(next.token, '/ops/password', 'PUT', { oldPassword: reset.temporaryPassword, newPassword: own, confirmNewPassword: own }));
    expect(await expiry()).toBeNull();
  });

  it('resets a lost authenticator: the old app’s codes stop, the new key signs in', async () => {
    const made = await created();
    const reset = valueOf(await ops.call<OpsOperatorReset>(admin, '/ops/operators/reset', 'POST', { id: made.id, what: 'authenticator', identityNote }));
    expect(reset.temporaryPassword).toBeUndefined();
    expect(reset.authenticator!.secret).not.toBe(made.authenticator.secret);
    expect((await signIn(made.username, made.temporaryPassword, made.authenticator.secret)).body).toMatchObject({ errorCode: 'OPS_SIGN_IN_FAILED' });
    expect((await signIn(made.username, made.temporaryPassword, reset.authenticator!.secret)).status).toBe(200);
  });

  it('locks an operator out of an open session and of sign-in, and lets them back', async () => {
    const made = await created();
    const first = valueOf(await signIn(made.username, made.temporaryPassword, made.authenticator.secret));
    expect(valueOf(await ops.call<{ endedSessions: number }>(admin, '/ops/operators/status', 'PUT', { id: made.id, locked: true })).endedSessions).toBe(1);
    expect((await ops.call(first.token, '/ops/me')).status).toBe(401);
    expect((await signIn(made.username, made.temporaryPassword, made.authenticator.secret, true)).body).toMatchObject({ errorCode: 'OPS_SIGN_IN_FAILED' });
    expect(await rowOf(made.username)).toMatchObject({ locked: true, sessions: 0 });
    valueOf(await ops.call(admin, '/ops/operators/status', 'PUT', { id: made.id, locked: false }));
    // The locked try spent no code: the code of the same step signs in.
    expect((await signIn(made.username, made.temporaryPassword, made.authenticator.secret)).status).toBe(200);
  });

  it('never resets nor locks the admin’s own account, and answers 404 for no such operator', async () => {
    const me = valueOf(await ops.call<{ id: string }>(admin, '/ops/me'));
    for (const [path, method, body] of [
      ['/ops/operators/reset', 'POST', { id: me.id, what: 'password', identityNote }],
      ['/ops/operators/reset', 'POST', { id: me.id, what: 'authenticator', identityNote }],
      ['/ops/operators/status', 'PUT', { id: me.id, locked: true }],
    ] as const) {
      expect((await ops.call(admin, path, method, body)).body, `${path} ${JSON.stringify(body)}`).toMatchObject({ errorCode: 'OPS_NOT_SELF' });
    }
    expect((await ops.call(admin, '/ops/me')).status).toBe(200);
    const nobody = '00000000-0000-4000-8000-000000000000';
    expect((await ops.call(admin, '/ops/operators/reset', 'POST', { id: nobody, what: 'password', identityNote })).status).toBe(404);
    expect((await ops.call(admin, '/ops/operators/status', 'PUT', { id: nobody, locked: true })).status).toBe(404);
    expect((await ops.call(admin, '/ops/operators/reset', 'POST', { id: 'not-a-uuid', what: 'password', identityNote })).status).toBe(400);
  });

  it('adds one of two operators named alike at once', async () => {
    const username = newName();
    const answers = await Promise.all([username, username.toUpperCase(), username, username.toUpperCase()].map((u) => ops.call(admin, '/ops/operators', 'POST', { username: u, role: 'support' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
  });
});

describe('an operator’s own sessions', () => {
  it('lists them with this one marked, and ends another one with the password given again, never this one', async () => {
    const made = await created();
    const first = valueOf(await signIn(made.username, made.temporaryPassword, made.authenticator.secret));
    const own = 'Amber-canal-whistle-3';
    valueOf(await ops.call(first.token, '/ops/password', 'PUT', { oldPassword: made.temporaryPassword, newPassword: own, confirmNewPassword: own }));
    // A second browser elsewhere.
    const other = await startOperatorSession(server.database.db, made.id, '203.0.113.9');

    const listed = valueOf(await ops.call<OpsSessions>(first.token, '/ops/sessions')).sessions;
    expect(listed).toHaveLength(2);
    const away = listed.find((s) => !s.current)!;
    expect(away.ip).toBe('203.0.113.9');
    const here = listed.find((s) => s.current)!;

    const wrong = await ops.call(first.token, '/ops/sessions/end', 'POST', { id: away.id, password: 'Not-my-password-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ errorCode: 'OLD_PASSWORD_WRONG', field: 'password' });
    expect((await ops.call(first.token, '/ops/sessions/end', 'POST', { id: away.id })).status).toBe(400);
    expect((await ops.call(other, '/ops/me')).status).toBe(200);

    expect((await ops.call(first.token, '/ops/sessions/end', 'POST', { id: here.id, password: own })).status).toBe(404);
    const left = valueOf(await ops.call<OpsSessions>(first.token, '/ops/sessions/end', 'POST', { id: away.id, password: own })).sessions;
    expect(left.map((s) => s.current)).toEqual([true]);
    expect((await ops.call(other, '/ops/me')).status).toBe(401);
    // Each password given again renewed this session (ASVS 7.2.4): the token it signed in with opens nothing now.
    expect((await server.call('/ops/me', { headers: { Authorization: first.token } })).status).toBe(401);
    expect((await ops.call(first.token, '/ops/me')).status).toBe(200);
    // Another operator's session is not theirs to end.
    const adminSessions = valueOf(await ops.call<OpsSessions>(admin, '/ops/sessions')).sessions;
    expect((await ops.call(first.token, '/ops/sessions/end', 'POST', { id: adminSessions[0]!.id, password: own })).status).toBe(404);
    expect((await ops.call(admin, '/ops/me')).status).toBe(200);
    expect((await ops.call(first.token, '/ops/sessions/end', 'POST', { id: 'nope', password: own })).status).toBe(400);
  });

  it(`keeps at most ${OPERATOR_MAX_SESSIONS} sessions of one operator: a new sign-in ends the oldest`, async () => {
    const made = await created();
    const db = server.database.db;
    const tokens: string[] = [];
    for (let i = 0; i <= OPERATOR_MAX_SESSIONS; i++) tokens.push(await startOperatorSession(db, made.id, `203.0.113.${20 + i}`));
    const live = await db.selectFrom('operator_sessions').select('ip').where('operator_id', '=', made.id).orderBy('created_at').execute();
    expect(live.map((r) => r.ip)).toEqual(Array.from({ length: OPERATOR_MAX_SESSIONS }, (_, i) => `203.0.113.${21 + i}`));
    expect((await ops.call(tokens[0]!, '/ops/me')).status).toBe(401);
  });

  it('signs every other session out at once, audited, and keeps this one', async () => {
    const made = await created();
    const first = valueOf(await signIn(made.username, made.temporaryPassword, made.authenticator.secret));
    const own = 'Copper-lagoon-bridge-8';
    valueOf(await ops.call(first.token, '/ops/password', 'PUT', { oldPassword: made.temporaryPassword, newPassword: own, confirmNewPassword: own }));
    const others = [await startOperatorSession(server.database.db, made.id, '203.0.113.10'), await startOperatorSession(server.database.db, made.id, '203.0.113.11')];
    const left = valueOf(await ops.call<OpsSessions>(first.token, '/ops/sessions/end', 'POST', { password: own })).sessions;
    expect(left.map((s) => s.current)).toEqual([true]);
    for (const token of others) expect((await ops.call(token, '/ops/me')).status).toBe(401);
    expect((await ops.call(first.token, '/ops/me')).status).toBe(200);
    const audit = await server.database.db.selectFrom('audit_log').select(['action', 'detail']).where('operator_name', '=', made.username).where('action', '=', 'operator.otherSessionsEnded').execute();
    expect(audit).toEqual([{ action: 'operator.otherSessionsEnded', detail: { sessions: 2 } }]);
  });
});
