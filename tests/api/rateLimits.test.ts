import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptBody } from '../../src/api/encryptBody';
import type { PublicKey } from '../../src/generated/types';
import { rateLimitsFor } from '../../server/http/rateLimits';
import { buildApp } from '../../server/app';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { freshDatabase } from '../helpers/freshDatabase';
import { testRedisPrefix } from '../helpers/testRedisPrefix';
import { demoPassword } from '../helpers/signIn';
import { calls } from '../../src/generated/calls';
import { like } from '../helpers/like';

// The live numbers (the production profile's), on the test profile's server: each test speaks
// from addresses of its own (X-Forwarded-For, which the server takes from the loopback proxy), so
// the counts of one test never reach another. The same tests run on the memory store and, when
// REDIS_URL is set (the PostgreSQL run), on Redis.

type Envelope = { success: true; value: unknown } | { success: false; errorCode: string; message: string };
type Answer = { status: number; body: Envelope; headers: Record<string, string | string[] | undefined> };

const limits = rateLimitsFor('production');
const stores = ['memory', ...(process.env.REDIS_URL ? ['redis' as const] : [])] as const;

let numbers = 0;
/** A Bangladeshi mobile number no other call of this file has used. */
const newMobile = () => `0171${String(5_000_000 + process.pid * 100 + ++numbers).slice(-7)}`;
const errorCodeOf = (a: Answer) => (a.body.success ? 'OK' : a.body.errorCode);
const retryAfter = (a: Answer) => Number(a.headers['retry-after']);

describe.each(stores)('rate limits (%s store)', (store) => {
  let server: TestServer;
  let key: PublicKey;
  beforeAll(async () => {
    server = await startTestServer({ rateLimits: limits, memoryLimits: store === 'memory' });
    key = (await server.call<{ value: PublicKey }>('/wps/system/publicKey')).body.value;
  });
  afterAll(() => server?.close());

  const from = (address: string, lang = 'EN') => ({ 'X-Forwarded-For': address, Language: lang });
  const sealed = async (method: string, path: string, body: unknown, address: string, lang = 'EN') =>
    await server.call<Envelope>(path, { method, body: await encryptBody(key, body), headers: from(address, lang) });
  const signIn = (username: string, password: string, address: string, lang = 'EN') => sealed('POST', '/wps/session/login', { type: 'username', username, password }, address, lang);
  const askCode = (path: '/wps/verification/sms/noLogin' | '/wps/verification/sms/register', address: string) =>
    server.call(path, {
      method: 'POST',
      body: path.endsWith('noLogin') ? { countryDialingCode: '880', mobileNum: newMobile() } : { countryDialingCode: '880', mobileNo: newMobile() },
      headers: from(address),
    }) as Promise<Answer>;

  it('refuses the sign-in after the limit from one address with 429, Retry-After and the error envelope in its language; another address signs in', async () => {
    const address = '10.71.0.1';
    const max = limits.signInPerAddress.max;
    // Each try names another account, so only the per-address limit counts them all.
    const tries = await Promise.all(Array.from({ length: max }, (_, i) => signIn(`nobody${i}x`, 'wrong-password', address)));
    expect(tries.map(errorCodeOf)).toEqual(Array(max).fill('LOGIN_FAILED'));

    const refused = await signIn('player01', demoPassword, address);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, errorCode: 'TOO_MANY_REQUESTS', message: 'Too many attempts. Please wait 15 min and try again.' });
    expect(retryAfter(refused)).toBeGreaterThan(limits.signInPerAddress.windowMs / 1000 - 60);
    expect(retryAfter(refused)).toBeLessThanOrEqual(limits.signInPerAddress.windowMs / 1000);
    // The brand's default language (Bengali) when the request names none; digits stay Latin.
    const inBengali = await server.call<Envelope>('/wps/session/login', { method: 'POST', body: await encryptBody(key, { type: 'username', username: 'player01', password: demoPassword }), headers: { 'X-Forwarded-For': address } });
    expect(inBengali.status).toBe(429);
    expect(inBengali.body).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS', message: like.stringMatching(/^অনেকবার চেষ্টা করা হয়েছে। 1[45] মিনিট/) });

    const elsewhere = await signIn('player01', demoPassword, '10.71.0.2');
    expect(elsewhere.status, JSON.stringify(elsewhere.body)).toBe(200);
  });

  it('holds one account from one address to its limit with doubling waits, and does not shut the account out from another address', async () => {
    const address = '10.72.0.1';
    const { max, windowMs } = limits.signInPerAccount;
    for (let i = 0; i < max; i++) expect((await signIn('guest01', `wrong${i}`, address)).status).not.toBe(429);
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      const refused = await signIn('guest01', demoPassword, address);
      expect(refused.status).toBe(429);
      expect(errorCodeOf(refused)).toBe('TOO_MANY_REQUESTS');
      waits.push(retryAfter(refused));
    }
    const window = windowMs / 1000;
    expect(waits).toEqual([window, 2 * window, 4 * window]);
    // A name typed differently is the same account.
    expect((await signIn(' GUEST01 ', demoPassword, address)).status).toBe(429);

    // The owner, elsewhere: past the wrong passwords only the captcha stands, as before the limits.
    const owner = '10.72.0.2';
    const needsCaptcha = await signIn('guest01', demoPassword, owner);
    expect(errorCodeOf(needsCaptcha)).toBe('CAPTCHA_REQUIRED');
    const captchaId = crypto.randomUUID();
    await server.call(`/wps/captcha?uuid=${captchaId}`, { headers: from(owner) });
    const captcha = (await server.call<{ value: { answer: string } }>(`/dev/challenges/${captchaId}`)).body.value.answer;
    const ok = await sealed('POST', '/wps/session/login', { type: 'username', username: 'guest01', password: demoPassword, captcha, captchaId }, owner);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it('counts both registrations together per address, and leaves another address alone', async () => {
    const address = '10.73.0.1';
    const max = limits.registerPerAddress.max;
    // Refused by the brand's rule (a name must start with a letter): a try is counted whatever its outcome.
    const register = (path: string, addr: string) =>
      sealed('PUT', path, { username: '9lives', password: 'abc12345', confirmPassword: 'abc12345', countryDialingCode: '880', mobileNum: newMobile(), registerMethod: 'WEB' }, addr);
    for (let i = 0; i < max; i++) {
      const res = await register(i % 2 ? '/wps/member/register' : '/wps/member/register/mobile', address);
      expect(res.status, JSON.stringify(res.body)).not.toBe(429);
    }
    for (const path of ['/wps/member/register', '/wps/member/register/mobile']) {
      const refused = await register(path, address);
      expect(refused.status).toBe(429);
      expect(errorCodeOf(refused)).toBe('TOO_MANY_REQUESTS');
      expect(retryAfter(refused)).toBeGreaterThan(0);
      expect(retryAfter(refused)).toBeLessThanOrEqual(limits.registerPerAddress.windowMs / 1000);
    }
    const elsewhere = await register('/wps/member/register', '10.73.0.2');
    expect(errorCodeOf(elsewhere)).toBe('FIELD_INVALID');
  });

  it('counts every SMS call together per address, and leaves another address alone', async () => {
    const address = '10.74.0.1';
    const max = limits.smsPerAddress.max;
    for (let i = 0; i < max; i++) {
      const res = await askCode(i % 2 ? '/wps/verification/sms/noLogin' : '/wps/verification/sms/register', address);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    for (const path of ['/wps/verification/sms/noLogin', '/wps/verification/sms/register'] as const) {
      const refused = await askCode(path, address);
      expect(refused.status).toBe(429);
      expect(errorCodeOf(refused)).toBe('TOO_MANY_REQUESTS');
      expect(retryAfter(refused)).toBeGreaterThan(0);
    }
    expect((await askCode('/wps/verification/sms/noLogin', '10.74.0.2')).status).toBe(200);
  });

  it.each([
    ['recovery by phone, by e-mail and the reset together', 'recoveryPerAddress', ['member/passwordByMobile', 'member/passwordEmail', 'member/passwordReset']],
    ['free play', 'freePlayPerAddress', ['session/freeplay']],
    ['the invitation-code check', 'affiliatePerAddress', ['agent/affiliate']],
    ['applications to become an agent', 'agentApplicationPerAddress', ['agent/apply']],
    ['social sign-in started and finished together', 'socialPerAddress', ['social/start', 'social/finish']],
    ['the authenticator app', 'totpPerAddress', ['member/totpStart', 'member/totpConfirm', 'member/totpOff']],
    ['the slider challenge', 'sliderPerAddress', ['session/slider']],
    ['the console’s sign-in, whatever name it gives', 'opsSignInPerAddress', ['ops/signIn']],
    ['a signed-in member’s or operator’s password checks (its change, signing devices out)', 'passwordCheckPerAddress', ['member/password', 'member/endSession', 'member/endOtherSessions', 'member/saveProfile', 'ops/changePassword', 'ops/endSession']],
    ['the captcha pictures drawn', 'captchaPerAddress', ['system/captcha']],
    ['pictures sent (avatar, proofs, the console’s media) together', 'uploadsPerAddress', ['member/avatar', 'wallet/depositSubmit', 'wallet/withdrawalReceipt', 'ops/uploadImage']],
    ['deposits opened and withdrawals asked for together', 'moneyRequestsPerAddress', ['wallet/depositOpen', 'wallet/withdraw']],
  ] as const)('holds %s per address, whatever the answers, and leaves another address alone', async (_what, limit, names) => {
    const address = `10.${80 + Object.keys(limits).indexOf(limit)}.0.1`;
    const { max, windowMs } = limits[limit];
    // An empty body: refused by its schema (or the session) once in, but the address is counted first.
    const send = (name: (typeof names)[number], addr: string) => server.call(calls[name].path, { method: calls[name].method, ...(calls[name].method === 'GET' ? {} : { body: {} }), headers: from(addr) }) as Promise<Answer>;
    for (let i = 0; i < max; i++) {
      const res = await send(names[i % names.length]!, address);
      expect(res.status, JSON.stringify(res.body)).not.toBe(429);
    }
    for (const name of names) {
      const refused = await send(name, address);
      expect(refused.status, name).toBe(429);
      expect(errorCodeOf(refused)).toBe('TOO_MANY_REQUESTS');
      expect(retryAfter(refused)).toBeLessThanOrEqual(windowMs / 1000);
    }
    expect((await send(names[0], `${address.slice(0, -1)}2`)).status).not.toBe(429);
  });

  it('holds password checks per session behind one address: another player behind the same NAT goes on', async () => {
    const address = '10.77.0.9';
    const { max } = limits.passwordCheckPerAddress;
    const send = (token: string) => server.call(calls['member/endOtherSessions'].path, { method: 'POST', body: {}, headers: { ...from(address), Authorization: token } }) as Promise<Answer>;
    const [held, other] = ['a'.repeat(43), 'b'.repeat(43)];
    for (let i = 0; i < max; i++) expect((await send(held)).status).not.toBe(429);
    expect((await send(held)).status).toBe(429);
    expect((await send(other)).status).not.toBe(429);
  });

  /** `n` calls sent 50 at a time: a script's pace, not a person's. */
  const burst = async (n: number, send: () => Promise<Answer>) => {
    const answers: Answer[] = [];
    for (let sent = 0; sent < n; sent += 50) answers.push(...(await Promise.all(Array.from({ length: Math.min(50, n - sent) }, send))));
    return answers;
  };

  it('holds every call of one session from one address to a ceiling a minute, and another session behind that address goes on', async () => {
    const address = '10.78.0.1';
    const { max } = limits.callsPerSession;
    const send = (token: string) => server.call(calls['inbox/unreadCount'].path, { headers: { ...from(address), Authorization: token } }) as Promise<Answer>;
    const tokenOf = async (account: string) => ((await signIn(account, demoPassword, address)).body as { value: { token: string } }).value.token;
    const [held, other] = [await tokenOf('player01'), await tokenOf('agent01')];
    // Live sessions, answered every time until the ceiling.
    expect((await burst(max, () => send(held))).filter((a) => a.status !== 200)).toHaveLength(0);
    const refused = await send(held);
    expect(refused.status).toBe(429);
    expect(errorCodeOf(refused)).toBe('TOO_MANY_REQUESTS');
    expect(retryAfter(refused)).toBeLessThanOrEqual(60);
    expect((await send(other)).status).toBe(200);
  });

  it('holds the open calls of one address, and those with a token no session has, to a higher ceiling a minute, and never a vendor’s signed calls from it', async () => {
    const address = '10.79.0.1';
    const { max } = limits.callsPerAddress;
    const open = () => server.call(calls['system/publicKey'].path, { headers: from(address) }) as Promise<Answer>;
    // A made-up token, new every time, as a script would send to get a fresh count with each call.
    const madeUp = () => server.call(calls['inbox/unreadCount'].path, { headers: { ...from(address), Authorization: crypto.randomUUID().replaceAll('-', '') } }) as Promise<Answer>;
    let n = 0;
    expect((await burst(max, () => (n++ % 2 ? madeUp() : open()))).filter((a) => a.status === 429)).toHaveLength(0);
    expect((await madeUp()).status).toBe(429);
    expect((await open()).status).toBe(429);
    expect((await server.call(calls['system/publicKey'].path, { headers: from('10.79.0.2') })).status).toBe(200);
    // A vendor's server speaks for all its players: answered by the vendor call itself (no such vendor here), never held by the count.
    const vendor = await server.call<Envelope>('/vendor-api/ACME/balance', { method: 'POST', body: {}, headers: from(address) });
    expect(vendor.body).toMatchObject({ success: false, errorCode: 'VENDOR_NOT_CONNECTED' });
  });

  it('counts an IPv6 address by its /64', async () => {
    const max = limits.smsPerAddress.max;
    for (let i = 0; i < max; i++) expect((await askCode('/wps/verification/sms/noLogin', `2001:db8:75::${i + 1}`)).status).toBe(200);
    expect((await askCode('/wps/verification/sms/noLogin', '2001:db8:75::ffff')).status).toBe(429);
    expect((await askCode('/wps/verification/sms/noLogin', '2001:db8:76::1')).status).toBe(200);
  });

  describe('under concurrent requests', () => {
    it('lets exactly the limit of 30 sign-ins at once for one account from one address through', async () => {
      const address = '10.76.0.1';
      const max = limits.signInPerAccount.max;
      const bodies = await Promise.all(Array.from({ length: 30 }, () => encryptBody(key, { type: 'username', username: 'burst01x', password: 'wrong-password' })));
      const answers = (await Promise.all(bodies.map((body) => server.call('/wps/session/login', { method: 'POST', body, headers: from(address) })))) as Answer[];
      const refused = answers.filter((a) => a.status === 429).length;
      expect({ passed: answers.length - refused, refused }).toEqual({ passed: max, refused: 30 - max });
    });

    it('lets exactly the limit of 30 SMS calls at once from one address through', async () => {
      const address = '10.76.0.2';
      const max = limits.smsPerAddress.max;
      const answers = await Promise.all(Array.from({ length: 30 }, () => askCode('/wps/verification/sms/noLogin', address)));
      const statuses = answers.map((a) => a.status);
      expect({ passed: statuses.filter((s) => s === 200).length, refused: statuses.filter((s) => s === 429).length }).toEqual({ passed: max, refused: 30 - max });
    });
  });
});

describe.runIf(process.env.REDIS_URL)('rate limits shared through Redis', () => {
  const prefix = testRedisPrefix();
  let one: TestServer;
  let two: TestServer;
  beforeAll(async () => {
    one = await startTestServer({ rateLimits: limits, redisPrefix: prefix });
    two = await startTestServer({ rateLimits: limits, redisPrefix: prefix });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
  });

  it('counts the calls two API processes answer against one limit', async () => {
    const headers = { 'X-Forwarded-For': '10.77.0.1' };
    const ask = (server: TestServer) => server.call('/wps/verification/sms/noLogin', { method: 'POST', body: { countryDialingCode: '880', mobileNum: newMobile() }, headers });
    const max = limits.smsPerAddress.max;
    for (let i = 0; i < max; i++) expect((await ask(i % 2 ? one : two)).status).toBe(200);
    expect((await ask(one)).status).toBe(429);
    expect((await ask(two)).status).toBe(429);
  });
});

describe('a Redis out of reach at start', () => {
  it('stops the start, naming REDIS_URL and the host', async () => {
    const fresh = await freshDatabase();
    try {
      await expect(buildApp({ database: fresh.database, profile: 'test', redisUrl: 'redis://:secret@127.0.0.1:1' })).rejects.toThrow(
        /^REDIS_URL: cannot reach 127\.0\.0\.1:1 \(connect ECONNREFUSED/,
      );
    } finally {
      await fresh.dispose();
    }
  });
});
