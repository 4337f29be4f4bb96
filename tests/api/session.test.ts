import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { apiResponseValidators } from '../../src/generated/apiResponseValidators';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { demoPassword, sendEncrypted, signIn } from '../helpers/signIn';
import { setModule } from '../e2e/helpers/brandDb';
import { postChange } from '../../server/modules/wallet/ledger';
import { like } from '../helpers/like';

type Envelope<T = unknown> = { success: true; value: T } | { success: false; errorCode: string; message: string; field?: string };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const login = (body: Record<string, unknown>, o: { host?: string; lang?: string } = {}) =>
  sendEncrypted(
    server.call,
    '/wps/session/login',
    { type: 'username', ...body },
    { host: o.host, headers: { Language: o.lang ?? 'EN' } },
  ) as Promise<{
    status: number;
    body: Envelope<{ token: string; firstTimeLogin: boolean }>;
  }>;

const get = <T>(path: string, token?: string, host?: string) =>
  server.call<Envelope<T>>(path, { host, headers: { Language: 'EN', ...(token ? { Authorization: token } : {}) } });

async function rowCount(table: 'sessions' | 'login_failures'): Promise<number> {
  const r = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(server.database.db);
  return r.rows[0]!.n;
}

describe('sign-in', () => {
  it('signs a demo agent in, and the token reads the member info and the contracts', async () => {
    const res = await login({ username: 'Agent01', password: demoPassword });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const value = (res.body as { value: { token: string; firstTimeLogin: boolean } }).value;
    expect(apiResponseValidators['session/login'](value)).toBe(true);
    expect(value.firstTimeLogin).toBe(true);

    const info = await get<{ account: string; type: number; clubLabel: unknown }>('/wps/member/info', value.token);
    expect(info.body).toMatchObject({
      success: true,
      value: { account: 'agent01', type: 1, nickname: 'Rahim', toUpline: false, clubLabel: { labelName: 'Gold', rankLevel: 3 } },
    });
    expect(apiResponseValidators['member/info']((info.body as { value: unknown }).value)).toBe(true);

    const contracts = await get('/wps/member/info/funds/consolidated', value.token);
    expect(contracts.body).toEqual({ success: true, value: { divtypereq: 1, dailysalreqtype: 1, contracthoursalreq: 1, realtimesalreqtype: 1 } });

    const again = await login({ username: 'agent01', password: demoPassword });
    expect((again.body as { value: { firstTimeLogin: boolean } }).value.firstTimeLogin).toBe(false);
  });

  it('gives a player with no contracts none of any kind, and an upline to transfer to', async () => {
    const { token } = await signIn(server.call, 'player01');
    expect((await get('/wps/member/info', token)).body).toMatchObject({ value: { type: 0, toUpline: true } });
    expect((await get('/wps/member/info/funds/consolidated', token)).body).toEqual({
      success: true,
      value: { divtypereq: null, dailysalreqtype: null, contracthoursalreq: null, realtimesalreqtype: null },
    });
  });

  it('refuses a wrong password with the same translated answer as an unknown account, and starts no session', async () => {
    const before = await rowCount('sessions');
    const wrong = await login({ username: 'player01', password: 'not-the-password' });
    const unknown = await login({ username: 'nobody-here', password: demoPassword });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, errorCode: 'LOGIN_FAILED', message: 'Wrong account name or password.' });
    expect(unknown.body).toEqual(wrong.body);
    const bn = await login({ username: 'player01', password: 'x' }, { lang: 'BN' });
    expect(bn.body).toMatchObject({ errorCode: 'LOGIN_FAILED', message: 'অ্যাকাউন্টের নাম বা পাসওয়ার্ড ভুল।' });
    expect(await rowCount('sessions')).toBe(before);
    await sql`delete from login_failures`.execute(server.database.db);
  });

  it('refuses a plain body for the encrypted call, and a tampered one', async () => {
    const plain = await server.call<Envelope>('/wps/session/login', {
      method: 'POST',
      headers: { Language: 'EN' },
      body: { type: 'username', username: 'agent01', password: demoPassword },
    });
    expect(plain.status).toBe(400);
    expect(plain.body).toMatchObject({ success: false, errorCode: 'BAD_ENCRYPTION', message: like.stringMatching(/securely/) });

    const key = ((await server.call('/wps/system/publicKey')).body as { value: { keyId: string; spki: string; serverTime: number } }).value;
    const { encryptBody } = await import('../../src/api/encryptBody');
    const sealed = await encryptBody(key, { type: 'username', username: 'agent01', password: demoPassword });
    const bytes = Buffer.from(sealed.data, 'base64');
    bytes[0]! ^= 1;
    const tampered = await server.call<Envelope>('/wps/session/login', { method: 'POST', body: { ...sealed, data: bytes.toString('base64') } });
    expect(tampered.body).toMatchObject({ errorCode: 'BAD_ENCRYPTION' });
    const unknownKey = await server.call<Envelope>('/wps/session/login', { method: 'POST', body: { ...sealed, keyId: 'retired' } });
    expect(unknownKey.body).toMatchObject({ errorCode: 'BAD_ENCRYPTION' });
  });

  it('validates the opened body by its schema, naming the field', async () => {
    const res = await login({ username: 'agent01' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorCode: 'VALIDATION_FAILED', field: 'password' });
  });

  it('asks for a captcha after three wrong passwords in a row, and takes the right one once', async () => {
    for (let i = 0; i < 3; i++) expect((await login({ username: 'guest01', password: 'wrong' })).body).toMatchObject({ errorCode: 'LOGIN_FAILED' });
    const needs = await login({ username: 'guest01', password: demoPassword });
    expect(needs.status).toBe(400);
    expect(needs.body).toMatchObject({ errorCode: 'CAPTCHA_REQUIRED', field: 'captcha', message: 'Enter the characters shown in the picture.' });

    const captchaId = crypto.randomUUID();
    await server.call(`/wps/captcha?uuid=${captchaId}`);
    const wrongCaptcha = await login({ username: 'guest01', password: demoPassword, captcha: 'zzzz', captchaId });
    expect(wrongCaptcha.body).toMatchObject({ errorCode: 'CAPTCHA_WRONG', field: 'captcha' });

    const freshId = crypto.randomUUID();
    await server.call(`/wps/captcha?uuid=${freshId}`);
    const answer = ((await server.call(`/dev/challenges/${freshId}`)).body as { value: { answer: string } }).value.answer;
    const ok = await login({ username: 'guest01', password: demoPassword, captcha: answer.toUpperCase(), captchaId: freshId });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    // The answer was used up; the run of failures is forgotten.
    expect(await server.call(`/dev/challenges/${freshId}`)).toMatchObject({ status: 404 });
    expect((await login({ username: 'guest01', password: demoPassword })).status).toBe(200);
  });

  it('needs no captcha when the brand has the captcha module off', async () => {
    await setModule(server, 'bd', 'CAPTCHA3', '0');
    try {
      for (let i = 0; i < 4; i++) await login({ username: 'player01', password: 'wrong' });
      expect((await login({ username: 'player01', password: demoPassword })).status).toBe(200);
    } finally {
      await setModule(server, 'bd', 'CAPTCHA3', '1');
    }
  });
});

describe('sessions', () => {
  it('answers 401 without a token, with an unknown one, and with one of another brand', async () => {
    expect((await get('/wps/member/info')).body).toMatchObject({ errorCode: 'UNAUTHORIZED', message: 'You are not logged in, please login.' });
    expect((await get('/wps/member/info', 'x'.repeat(43))).status).toBe(401);
    const { token } = await signIn(server.call, 'agent01');
    expect((await get('/wps/member/info', `Bearer ${token}`)).status).toBe(200);
    // lumen has its own agent01; a bd session means nothing there.
    expect((await get('/wps/member/info', token, 'lumen.localhost')).status).toBe(401);
    const lumen = await signIn(server.call, 'agent01', 'lumen.localhost');
    expect((await get('/wps/member/info/funds/consolidated', lumen.token, 'lumen.localhost')).body).toMatchObject({
      value: { divtypereq: 1, dailysalreqtype: 1, realtimesalreqtype: null },
    });
  });

  it('ends the session on sign-out, and only that one', async () => {
    const a = await signIn(server.call, 'player01');
    const b = await signIn(server.call, 'player01');
    const out = await server.call<Envelope>('/wps/session/logout', { method: 'DELETE', headers: { Authorization: a.token } });
    expect(out.body).toEqual({ success: true, value: true });
    expect((await get('/wps/member/info', a.token)).status).toBe(401);
    expect((await get('/wps/member/info', b.token)).status).toBe(200);
  });

  it('keeps no usable token in the database', async () => {
    const { token } = await signIn(server.call, 'player01');
    const rows = await sql<{ token_hash: string }>`select token_hash from sessions`.execute(server.database.db);
    expect(rows.rows.map((r) => r.token_hash)).not.toContain(token);
  });
});

describe('the balance', () => {
  it("answers the signed-in member's balance as a decimal string, and 0.00 for a member money never reached", async () => {
    const player = await signIn(server.call, 'player01');
    expect((await get('/wps/v2/wallets/balance', player.token)).body).toEqual({ success: true, value: { sumBalance: '1250.00' } });
    const guest = await signIn(server.call, 'guest01');
    expect((await get('/wps/v2/wallets/balance', guest.token)).body).toEqual({ success: true, value: { sumBalance: '0.00' } });
    expect((await get('/wps/v2/wallets/balance')).status).toBe(401);
  });

  it('answers the new balance once money moved by another writer, within the second a balance is kept in memory', async () => {
    const player = await signIn(server.call, 'player01');
    const before = (await get('/wps/v2/wallets/balance', player.token)).body as { value: { sumBalance: string } };
    const { id } = await server.database.db.selectFrom('members').select('id').where('account', '=', 'player01').where('brand_id', '=', 'bd').executeTakeFirstOrThrow();
    await postChange(server.database.db, {
      brandId: 'bd',
      idempotencyKey: `test-stake-${Date.now()}`,
      kind: 'bet',
      postings: [
        { memberId: id, amount: -250n },
        { house: 'games', amount: 250n },
      ],
    });
    // The wallet's NOTIFY evicts the copy at commit; the second is the bound if it were lost.
    const expected = (Number(before.value.sumBalance) - 2.5).toFixed(2);
    const start = Date.now();
    let seen = '';
    while (Date.now() - start < 1500) {
      seen = ((await get('/wps/v2/wallets/balance', player.token)).body as { value: { sumBalance: string } }).value.sumBalance;
      if (seen === expected) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(seen).toBe(expected);
    expect(Date.now() - start).toBeLessThan(1100);
  });
});
