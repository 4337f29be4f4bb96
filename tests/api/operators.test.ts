import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/config';
import { hashPassword } from '../../server/lib/password';
import { createOperator, startOperatorSession } from '../../server/modules/ops/store';
import { tokenHash } from '../../server/lib/tokens';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { renewedToken } from '../helpers/signIn';
import { codeNow } from '../helpers/totp';
import { like } from '../helpers/like';

// The console's operators: sign-in by password and authenticator code, roles checked on the
// server for every call, module switches that players meet on their next request, and an audit
// log of it all. The demo operators come from config/seed/operators.json.

const seed = JSON.parse(readFileSync(join(projectRoot, 'config', 'seed', 'operators.json'), 'utf8')) as {
  password: string;
  operators: Array<{ username: string; totpSecret: string }>;
};
const secretOf = (name: string) => seed.operators.find((o) => o.username === name)!.totpSecret;
type Envelope<T = unknown> = { success: true; value: T } | { success: false; errorCode: string; message: string; field?: string };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const en = { Language: 'EN' };
const signIn = (body: unknown) => server.call<Envelope<{ token: string; operator: { username: string; role: string } }>>('/ops/session', { method: 'POST', body, headers: en });
/** Signs in by the current code; a code is good once, so each operator signs in once per test file here. */
async function tokenOf(username: string): Promise<string> {
  const answer = await signIn({ username, password: seed.password, code: await codeNow(secretOf(username)) });
  if (!answer.body.success) throw new Error(`${username} could not sign in: ${answer.body.errorCode}`);
  return answer.body.value.token;
}
const as = (token: string) => ({ ...en, Authorization: token });
const setModule = (token: string, body: unknown) => server.call<Envelope>('/ops/modules', { method: 'PUT', body, headers: as(token) });

describe('operators', () => {
  let admin: string;
  let editor: string;
  beforeAll(async () => {
    admin = await tokenOf('admin');
    editor = await tokenOf('editor');
  });

  it('signs an admin in with password and authenticator code, and knows who they are', async () => {
    const me = await server.call<Envelope<{ username: string; role: string }>>('/ops/me', { headers: as(admin) });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ success: true, value: { username: 'admin', role: 'admin' } });
  });

  it('refuses a wrong password, a missing code and a wrong code with one message, and a code used once already', async () => {
    // Read well inside its step: the tries below take a second and more, and the code must outlast them.
    const code = await codeNow(secretOf('helpdesk'), 8_000);
    for (const body of [
      { username: 'helpdesk', password: 'wrong-password', code },
      { username: 'helpdesk', password: seed.password },
      { username: 'helpdesk', password: seed.password, code: code === '000000' ? '111111' : '000000' },
    ]) {
      const answer = await signIn(body);
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ success: false, errorCode: 'OPS_SIGN_IN_FAILED', message: 'Wrong username, password or authenticator code.' });
    }
    // Three failures in a row: the next try, even a right one, waits a second.
    expect((await signIn({ username: 'helpdesk', password: seed.password, code })).body).toMatchObject({ errorCode: 'OPS_SIGN_IN_TOO_SOON' });
    await new Promise((r) => setTimeout(r, 1100));
    expect((await signIn({ username: 'helpdesk', password: seed.password, code })).status).toBe(200);
    // The same code again, as if read over a shoulder: spent.
    expect((await signIn({ username: 'helpdesk', password: seed.password, code })).body).toMatchObject({ errorCode: 'OPS_SIGN_IN_FAILED' });
  });

  it('lets a burst of guesses at one name through three at a time at most, then makes each wait', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => signIn({ username: 'Ghost', password: 'guess', code: '123456' })),
    );
    const codes = answers.map((a) => (a.body.success ? 'OK' : a.body.errorCode));
    expect(codes.filter((c) => c === 'OPS_SIGN_IN_FAILED')).toHaveLength(3);
    expect(codes.filter((c) => c === 'OPS_SIGN_IN_TOO_SOON')).toHaveLength(7);
    const waiting = answers.find((a) => a.status === 429)!;
    expect(waiting.body).toMatchObject({ message: like.stringMatching(/^Too many failed sign-ins from this network\. Try again in \d+ seconds\.$/) });
    // The name, whatever its case, is the same run.
    expect((await signIn({ username: 'ghost', password: 'guess', code: '123456' })).status).toBe(429);
  });

  it('refuses a call without a session, and a module switch to a content operator even by the API', async () => {
    expect((await server.call('/ops/me', { headers: en })).status).toBe(401);
    const refused = await setModule(editor, { brandId: 'bd', modId: 'REG3', enabled: false });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errorCode: 'ROLE_FORBIDDEN', message: 'Your role does not allow this.' });
    expect((await server.call('/wps/system/setting/register')).status).toBe(200);
  });

  it("closes registration for players on their next request when an admin switches it off, and opens it again", async () => {
    const off = await setModule(admin, { brandId: 'bd', modId: 'REG3', enabled: false });
    expect(off.body).toEqual({ success: true, value: { brandId: 'bd', modId: 'REG3', enabled: false } });
    try {
      const closed = await server.call<Envelope>('/wps/member/register', { method: 'PUT', body: {}, headers: en });
      expect(closed.status).toBe(403);
      expect(closed.body).toMatchObject({ errorCode: 'MODULE_DISABLED' });
      // The other brand's tree is its own.
      expect((await server.call('/wps/system/setting/register', { host: 'lumen.localhost' })).status).toBe(200);
    } finally {
      await setModule(admin, { brandId: 'bd', modId: 'REG3', enabled: true });
    }
    expect((await server.call('/wps/system/setting/register')).status).toBe(200);
  });

  it('refuses an unknown module or brand and bad input, and changes nothing', async () => {
    const before = await server.database.db.selectFrom('brands').select('settings').where('id', '=', 'bd').executeTakeFirstOrThrow();
    const unknown = await setModule(admin, { brandId: 'bd', modId: 'NOSUCH3', enabled: false });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ errorCode: 'FIELD_INVALID', field: 'modId', message: "This module is not in the brand's settings tree." });
    expect((await setModule(admin, { brandId: 'nosuch', modId: 'REG3', enabled: false })).status).toBe(404);
    const bad = await setModule(admin, { brandId: 'bd', modId: 'REG3', enabled: 'no' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
    const after = await server.database.db.selectFrom('brands').select('settings').where('id', '=', 'bd').executeTakeFirstOrThrow();
    expect(after.settings).toEqual(before.settings);
  });

  it('lists every action in the audit log, newest first, with who, what and from where, filtered by action', async () => {
    type Page = { total: number; items: Array<{ operator: string; action: string; brandId: string | null; target: string | null; detail: object; ip: string; at: string }> };
    const all = await server.call<Envelope<Page>>('/ops/audit?pageSize=100', { headers: as(admin) });
    expect(all.status).toBe(200);
    const items = (all.body as { value: Page }).value.items;
    const actions = items.map((i) => `${i.operator} ${i.action}${i.target ? ` ${i.target}` : ''}`);
    expect(actions).toEqual(like.arrayContaining(['admin signIn', 'editor signIn', 'helpdesk signIn.failed', 'Ghost signIn.failed', 'admin module.set REG3']));
    expect(items[0]!.ip).toMatch(/127\.0\.0\.1/);
    // Paged by pageNo and pageSize, as every paged call is.
    const second = await server.call<Envelope<Page>>('/ops/audit?pageNo=2&pageSize=2', { headers: as(admin) });
    expect((second.body as { value: Page }).value.items).toEqual(items.slice(2, 4));
    const switches = await server.call<Envelope<Page>>('/ops/audit?action=module.set', { headers: as(admin) });
    const found = (switches.body as { value: Page }).value;
    expect(found.total).toBe(2);
    expect(found.items.map((i) => i.detail)).toEqual([{ enabled: true, version: 3, changes: 1 }, { enabled: false, version: 2, changes: 1 }]);
    expect((await server.call('/ops/audit', { headers: as(editor) })).status).toBe(403);
  });

  it('ends a session eight hours after sign-in, however busy it was', async () => {
    const cashier = await tokenOf('cashier');
    expect((await server.call('/ops/me', { headers: as(cashier) })).status).toBe(200);
    const { expires_at: ends, created_at: started } = await server.database.db
      .selectFrom('operator_sessions')
      .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
      .select(['operator_sessions.expires_at', 'operator_sessions.created_at'])
      .where('operators.username', '=', 'cashier')
      .executeTakeFirstOrThrow();
    expect(new Date(ends).getTime() - new Date(started).getTime()).toBeGreaterThanOrEqual(8 * 3_600_000 - 1_000);
    expect(new Date(ends).getTime() - new Date(started).getTime()).toBeLessThanOrEqual(8 * 3_600_000 + 1_000);
    // Its shift is over: the same token, used a moment ago, opens nothing now.
    await server.database.db.updateTable('operator_sessions').set({ expires_at: new Date(Date.now() - 1_000) }).where('expires_at', '=', ends).execute();
    expect((await server.call('/ops/me', { headers: as(cashier) })).status).toBe(401);
  });

  it('ends a session left without a call for thirty minutes, keeps one used within them, and does not count a page’s own refresh as use', async () => {
    // A session of its own (a code is good once, and this file signs the helpdesk in elsewhere).
    const { id } = await server.database.db.selectFrom('operators').select('id').where('username', '=', 'helpdesk').executeTakeFirstOrThrow();
    const helpdesk = await startOperatorSession(server.database.db, id, '203.0.113.5');
    const session = () =>
      server.database.db
        .selectFrom('operator_sessions')
        .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
        .select(['operator_sessions.token_hash', 'operator_sessions.last_seen_at'])
        .where('operator_sessions.token_hash', '=', tokenHash(helpdesk))
        .executeTakeFirst();
    const hash = tokenHash(helpdesk);
    const idleFor = (minutes: number) => server.database.db.updateTable('operator_sessions').set({ last_seen_at: new Date(Date.now() - minutes * 60_000) }).where('token_hash', '=', hash).execute();

    // A page refreshing itself (the payments desk's list) is answered, but is no sign of use.
    await idleFor(29);
    expect((await server.call('/ops/me', { headers: { ...as(helpdesk), 'X-Console-Refresh': '1' } })).status).toBe(200);
    expect(Date.now() - new Date((await session())!.last_seen_at).getTime()).toBeGreaterThan(28 * 60_000);

    // Used 29 minutes ago: still open, and this call marks it used now.
    expect((await server.call('/ops/me', { headers: as(helpdesk) })).status).toBe(200);
    expect(Date.now() - new Date((await session())!.last_seen_at).getTime()).toBeLessThan(60_000);

    // Thirty minutes without a call: refused, and gone from the database.
    await idleFor(30);
    expect((await server.call('/ops/me', { headers: as(helpdesk) })).status).toBe(401);
    expect(await session()).toBeUndefined();
  });

  it('ends the session on the server at sign-out', async () => {
    const out = await server.call('/ops/session', { method: 'DELETE', headers: as(editor) });
    expect(out.status).toBe(200);
    expect((await server.call('/ops/me', { headers: as(editor) })).status).toBe(401);
  });
});

describe('an operator changes their own password', () => {
  // An operator of this block's own, whose name and first password are long enough that the
  // checks after the lengths (the name, the same password) can be reached; the demo ones' are not.
  const username = 'nightshiftcashier';
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  const firstPassword = 'first light over the river';
  let operatorId: string;
  let current: string;
  let other: string;
  // A code is good once and only in its own 30-second step: before each sign-in here the step last
  // taken is forgotten, as if that sign-in were a minute ago, so the code shown now serves.
  const freshCode = async () => {
    await server.database.db.updateTable('operators').set({ totp_last_step: null }).where('id', '=', operatorId).execute();
    return codeNow(secret);
  };
  const changePassword = (token: string, body: unknown, headers: Record<string, string> = en) =>
    server.call<Envelope<true>>('/ops/password', { method: 'PUT', body, headers: { ...headers, Authorization: token } });
  /** What a refused change must leave as it was. */
  const state = async () => ({
    hash: (await server.database.db.selectFrom('operators').select('password_hash').where('id', '=', operatorId).executeTakeFirstOrThrow()).password_hash,
    sessions: (await server.database.db.selectFrom('operator_sessions').select('token_hash').where('operator_id', '=', operatorId).execute()).length,
    audited: (await server.database.db.selectFrom('audit_log').select('id').where('action', '=', 'operator.passwordChanged').execute()).length,
  });

  beforeAll(async () => {
    operatorId = await createOperator(server.database.db, { username, passwordHash: await hashPassword(firstPassword), role: 'payments', totpSecret: secret });
    const signInOnce = async () => {
      const answer = await signIn({ username, password: firstPassword, code: await freshCode() });
      if (!answer.body.success) throw new Error(`${username} could not sign in: ${answer.body.errorCode}`);
      return answer.body.value.token;
    };
    current = await signInOnce();
    other = await signInOnce();
  });

  it("refuses a wrong current password with OLD_PASSWORD_WRONG in the caller's language, and changes nothing", async () => {
    const before = await state();
    const newPassword = 'violet harbour lantern';
    const wrong = await changePassword(current, { oldPassword: 'first light over the rivers', newPassword, confirmNewPassword: newPassword });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ success: false, errorCode: 'OLD_PASSWORD_WRONG', field: 'oldPassword', message: 'The current password is wrong.' });
    // As typed: the right password with a space after it is another password.
    const spaced = await changePassword(current, { oldPassword: `${firstPassword} `, newPassword, confirmNewPassword: newPassword }, { Language: 'BN' });
    expect(spaced.body).toEqual({ success: false, errorCode: 'OLD_PASSWORD_WRONG', field: 'oldPassword', message: 'বর্তমান পাসওয়ার্ডটি ভুল।' });
    expect(await state()).toEqual(before);
    expect((await server.call('/ops/me', { headers: as(other) })).status).toBe(200);
  });

  it.each([
    ['a confirmation that differs', 'violet harbour lantern', 'violet harbour lanterns', 'confirmNewPassword', 'The two entries do not match. Enter the same password again.'],
    ['11 characters', 'violet harb', 'violet harb', 'newPassword', 'Enter 12 to 128 characters.'],
    ['a most used password', 'qwerty123456', 'qwerty123456', 'newPassword', 'This password is one of the most used ones, so it is guessed first. Choose another.'],
    ["the operator's name, in another case", 'NightShiftCashier', 'NightShiftCashier', 'newPassword', 'The password must not be your account name. Choose another.'],
    ['the current password again', firstPassword, firstPassword, 'newPassword', 'the new password must differ from the current one'],
  ])('refuses %s with a translated reason, and changes nothing', async (_case, newPassword, confirmNewPassword, field, message) => {
    const before = await state();
    const refused = await changePassword(current, { oldPassword: firstPassword, newPassword, confirmNewPassword });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ success: false, errorCode: 'FIELD_INVALID', field, message });
    expect(await state()).toEqual(before);
  });

  it('says why in Bengali too', async () => {
    const refused = await changePassword(current, { oldPassword: firstPassword, newPassword: 'violet harb', confirmNewPassword: 'violet harb' }, { Language: 'BN' });
    expect(refused.body).toEqual({ success: false, errorCode: 'FIELD_INVALID', field: 'newPassword', message: '12 থেকে 128টি অক্ষর লিখুন।' });
  });

  it('answers a body of the wrong shape with 400, never a 5xx, and changes nothing', async () => {
    const before = await state();
    const good = { oldPassword: firstPassword, newPassword: 'violet harbour lantern', confirmNewPassword: 'violet harbour lantern' };
    for (const body of [
      { ...good, oldPassword: 12345678901234 },
      { ...good, newPassword: null },
      { ...good, confirmNewPassword: ['violet harbour lantern'] },
      { ...good, role: 'admin' },
      { oldPassword: firstPassword, newPassword: 'violet harbour lantern' },
      { ...good, newPassword: 'x'.repeat(129), confirmNewPassword: 'x'.repeat(129) },
      [good],
      'violet harbour lantern',
      '{"oldPassword":',
    ]) {
      const answer = await changePassword(current, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ success: false });
    }
    expect(await state()).toEqual(before);
    // Without a session, nothing is judged.
    expect((await server.call('/ops/password', { method: 'PUT', body: good, headers: en })).status).toBe(401);
  });

  it('keeps the new password exactly as typed, signs out every other session of the operator but this one, and audits the change', async () => {
    const newPassword = ' violet harbour lantern ';
    const changed = await changePassword(current, { oldPassword: firstPassword, newPassword, confirmNewPassword: newPassword });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ success: true, value: true });

    expect((await server.call('/ops/me', { headers: as(other) })).status).toBe(401);
    // This session goes on, under the new token the answer carried (ASVS 7.2.4); the old one has ended.
    const renewed = renewedToken(changed, current);
    expect(renewed).not.toBe(current);
    expect((await server.call('/ops/me', { headers: as(current) })).status).toBe(401);
    expect((await server.call<Envelope>('/ops/me', { headers: as(renewed) })).body).toMatchObject({ success: true, value: { username } });

    // One code for both tries: the old password is refused before the code is spent, so the code is not why.
    const code = await freshCode();
    const old = await signIn({ username, password: firstPassword, code });
    expect(old.status).toBe(401);
    expect(old.body).toMatchObject({ errorCode: 'OPS_SIGN_IN_FAILED' });
    expect((await signIn({ username, password: newPassword.trim(), code })).status).toBe(401);
    expect((await signIn({ username, password: newPassword, code })).status).toBe(200);

    const audit = await server.database.db.selectFrom('audit_log').select(['operator_name', 'target', 'detail']).where('action', '=', 'operator.passwordChanged').execute();
    expect(audit).toEqual([{ operator_name: username, target: null, detail: { endedSessions: 1 } }]);
  });
});
