import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { projectRoot } from '../../server/config';
import { startTestServer, type TestServer } from '../helpers/testServer';

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
  const answer = await signIn({ username, password: seed.password, code: await generate({ secret: secretOf(username) }) });
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
    const code = await generate({ secret: secretOf('helpdesk') });
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
    expect(waiting.body).toMatchObject({ message: expect.stringMatching(/^Too many failed sign-ins\. Try again in \d+ seconds\.$/) });
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
    expect(actions).toEqual(expect.arrayContaining(['admin signIn', 'editor signIn', 'helpdesk signIn.failed', 'Ghost signIn.failed', 'admin module.set REG3']));
    expect(items[0]!.ip).toMatch(/127\.0\.0\.1/);
    const switches = await server.call<Envelope<Page>>('/ops/audit?action=module.set', { headers: as(admin) });
    const found = (switches.body as { value: Page }).value;
    expect(found.total).toBe(2);
    expect(found.items.map((i) => i.detail)).toEqual([{ enabled: true, version: 3, changes: 1 }, { enabled: false, version: 2, changes: 1 }]);
    expect((await server.call('/ops/audit', { headers: as(editor) })).status).toBe(403);
  });

  it('ends the session on the server at sign-out', async () => {
    const out = await server.call('/ops/session', { method: 'DELETE', headers: as(editor) });
    expect(out.status).toBe(200);
    expect((await server.call('/ops/me', { headers: as(editor) })).status).toBe(401);
  });
});
