import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { sendEncrypted } from '../helpers/signIn';
import { like } from '../helpers/like';

// Input that once reached the database and came back as 500 INTERNAL: each is now a 400 that
// names the field, in the request's language, and leaves every table as it was.

type Envelope = { success: boolean; errorCode?: string; message?: string; field?: string };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const urn = 'urn:uuid:0f8fad5b-d9cb-469f-a165-70867728950e';
const get = (path: string) => server.call<Envelope>(path, { headers: { Language: 'EN' } });
const sealed = (method: string, path: string, body: unknown) =>
  sendEncrypted(server.call, path, body, { method, headers: { Language: 'EN' } }) as Promise<{ status: number; body: Envelope }>;

async function snapshot() {
  const r = await sql<{ t: string; n: number }>`
    select 'captcha' as t, count(*)::int as n from captcha_challenges
    union all select 'failures', count(*)::int from login_failures
    union all select 'members', count(*)::int from members
    union all select 'sessions', count(*)::int from sessions`.execute(server.database.db);
  return Object.fromEntries(r.rows.map((x) => [x.t, x.n]));
}

const refused = (res: { status: number; body: Envelope }, field: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED', field, message: like.stringContaining(field) });
};

describe('input PostgreSQL would refuse', () => {
  it('refuses a urn:uuid: id wherever a UUID is asked for', async () => {
    const before = await snapshot();
    refused(await get(`/wps/captcha?uuid=${urn}`), 'uuid');
    refused(await get(`/dev/challenges/${encodeURIComponent(urn)}`), 'id');
    refused(await sealed('POST', '/wps/session/login', { type: 'username', username: 'agent01', password: 'x', captcha: 'abcd', captchaId: urn }), 'captchaId');
    refused(await sealed('PUT', '/wps/member/register', { username: 'someone1', captchaId: urn }), 'captchaId');
    refused(await sealed('PUT', '/wps/member/register/mobile', { mobileNum: '01712000001', captchaId: urn }), 'captchaId');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a NUL byte in a sealed field, and in the key id of the seal', async () => {
    const before = await snapshot();
    refused(await sealed('POST', '/wps/session/login', { type: 'username', username: 'agent\u000001', password: 'x' }), 'username');
    refused(await sealed('PUT', '/wps/member/register', { username: 'someone1', email: 'a\u0000@b.c' }), 'email');
    const bad = await server.call<Envelope>('/wps/session/login', {
      method: 'POST',
      headers: { Language: 'EN' },
      body: { keyId: 'k\u0000', key: 'AAAA', iv: 'AAAAAAAAAAAAAAAA', data: 'AAAA' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errorCode: 'BAD_ENCRYPTION' });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses numbers that are not finite, or too large, in a query', async () => {
    for (const v of ['Infinity', '-Infinity', '1e400', '-1e400', 'NaN', '1e21', '9007199254740993']) {
      refused(await get(`/wps/system/notices?pageNo=${v}`), 'pageNo');
      refused(await get(`/wps/system/notices?pageSize=${v}`), 'pageSize');
      refused(await get(`/dev/outbox?limit=${v}`), 'limit');
    }
    expect((await get('/wps/system/notices?pageNo=2&pageSize=5')).status).toBe(200);
  });

  it('answers in the language asked for', async () => {
    const bn = await server.call<Envelope>(`/wps/captcha?uuid=${urn}`, { headers: { Language: 'BN' } });
    expect(bn.status).toBe(400);
    expect(bn.body.message).not.toEqual((await get(`/wps/captcha?uuid=${urn}`)).body.message);
  });
});
