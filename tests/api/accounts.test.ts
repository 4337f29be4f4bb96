import bnSms from '../../locales/bn/sms.json';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { renewedToken, sendEncrypted } from '../helpers/signIn';
import { setBrandField, setModule } from '../e2e/helpers/brandDb';
import { hashPassword } from '../../server/lib/password';
import { operatorApi } from '../helpers/operatorApi';

// Recovery, remember me, free play, the forced change and the brand's session rules, through the
// real calls on a real database.

type Envelope<T = unknown> = { success: true; value: T } | { success: false; errorCode: string; message: string; field?: string };
type LoginValue = { token: string; firstTimeLogin: boolean; passwordExpired: boolean; passwordChange?: string };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const GOOD = 'Mango-river-42';
let serial = 0;

/** A member of a demo brand (Marquee BD unless named) with a password, made straight in the database. */
async function member(o: { password?: string; mobile?: string; email?: string; createdBy?: 'self' | 'operator'; mustChange?: boolean; changedDaysAgo?: number; type?: number; brand?: 'bd' | 'lumen' } = {}) {
  const account = `acct${Date.now() % 100000}${serial++}`;
  await server.database.db
    .insertInto('members')
    .values({
      brand_id: o.brand ?? 'bd',
      account,
      password_hash: await hashPassword(o.password ?? GOOD),
      mobile: o.mobile ?? null,
      // As if its owner confirmed it: only then is it texted sign-in and recovery codes.
      mobile_confirmed: o.mobile !== undefined,
      email: o.email ?? null,
      created_by: o.createdBy ?? 'self',
      must_change_password: o.mustChange ?? false,
      password_changed_at: new Date(Date.now() - (o.changedDaysAgo ?? 0) * 86_400_000),
      type: o.type ?? 0,
    })
    .execute();
  return account;
}

const login = (body: Record<string, unknown>, lang = 'EN') =>
  sendEncrypted(server.call, '/wps/session/login', { type: 'username', ...body }, { headers: { Language: lang } }) as Promise<{ status: number; body: Envelope<LoginValue> }>;
const sealed = <T>(path: string, body: unknown, method = 'POST', lang = 'EN') =>
  sendEncrypted(server.call, path, body, { method, headers: { Language: lang } }) as Promise<{ status: number; body: Envelope<T> }>;
const get = <T>(path: string, token?: string) => server.call<Envelope<T>>(path, { headers: { Language: 'EN', ...(token ? { Authorization: token } : {}) } });
const valueOf = <T>(res: { status: number; body: Envelope<T> }): T => {
  if (!res.body.success) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res.body.value;
};
/** The dev outbox of the brand of `host` (Marquee BD by default), newest first. */
const outbox = async (host?: string) => (await server.call<{ value: Array<{ channel: string; to: string; text: string; code: string | null }> }>('/dev/outbox?limit=50', host ? { host } : {})).body.value;

describe('forgot password by phone', () => {
  it('sets the new password with the code sent to the number, signs in, and ends every other session', async () => {
    const account = await member({ mobile: '+8801711000101' });
    const old = valueOf(await login({ username: account, password: GOOD }));
    expect((await server.call('/wps/verification/sms/noLogin', { method: 'POST', body: { countryDialingCode: '880', mobileNum: '01711000101' } })).status).toBe(200);
    const code = (await outbox()).find((m) => m.to === '+8801711000101')!.code!;
    const body = { countryDialingCode: '880', mobileNum: '01711000101', verificationCode: code, newPassword: 'Fresh-lemon-77', confirmNewPassword: 'Fresh-lemon-77' };

    const wrong = await sealed('/wps/member/password/verification', { ...body, verificationCode: '000000' === code ? '111111' : '000000' }, 'PUT');
    expect(wrong.body).toMatchObject({ errorCode: 'SMS_CODE_WRONG', field: 'verificationCode' });

    const done = valueOf(await sealed<LoginValue>('/wps/member/password/verification', body, 'PUT'));
    expect((await get<{ account: string }>('/wps/member/info', done.token)).body).toMatchObject({ value: { account } });
    expect((await get('/wps/member/info', old.token)).status).toBe(401);
    expect((await login({ username: account, password: 'Fresh-lemon-77' })).status).toBe(200);
    expect((await login({ username: account, password: GOOD })).status).toBe(401);
    // The code is used up.
    expect((await sealed('/wps/member/password/verification', body, 'PUT')).body).toMatchObject({ errorCode: 'SMS_CODE_WRONG' });
  });

  it('takes a code only from the browser that asked for it, for a recovery as for a sign-in (ASVS 6.6.2)', async () => {
    const account = await member({ mobile: '+8801711000104' });
    const [asker, other] = ['asker-browser-0001', 'other-browser-0002'];
    const number = { countryDialingCode: '880', mobileNum: '01711000104' };
    expect((await server.call('/wps/verification/sms/noLogin', { method: 'POST', body: { ...number, deviceId: asker } })).status).toBe(200);
    const code = (await outbox()).find((m) => m.to === '+8801711000104')!.code!;
    const reset = { ...number, verificationCode: code, newPassword: 'Fresh-lemon-77', confirmNewPassword: 'Fresh-lemon-77' };

    // The right digits, typed into another browser or sent with no id: a wrong code, and nothing changes.
    expect((await sealed('/wps/member/password/verification', { ...reset, deviceId: other }, 'PUT')).body).toMatchObject({ errorCode: 'SMS_CODE_WRONG', field: 'verificationCode' });
    expect((await sealed('/wps/member/password/verification', reset, 'PUT')).body).toMatchObject({ errorCode: 'SMS_CODE_WRONG' });
    expect((await login({ type: 'sms', ...number, password: code, deviceId: other })).body).toMatchObject({ errorCode: 'SMS_CODE_WRONG' });
    expect((await login({ username: account, password: GOOD })).status).toBe(200);

    // In the browser that asked, the same code still works, once.
    expect(valueOf(await sealed<LoginValue>('/wps/member/password/verification', { ...reset, deviceId: asker }, 'PUT')).token).toBeTruthy();
    expect((await login({ username: account, password: 'Fresh-lemon-77' })).status).toBe(200);
    expect((await login({ type: 'sms', ...number, password: code, deviceId: asker })).body).toMatchObject({ errorCode: 'SMS_CODE_WRONG' });
  });

  it('texts a code asked for a reset as a password reset code, not a sign-in code, in the asker’s language; the code sets the password', async () => {
    await member({ mobile: '+8801711000105' });
    const asked = { countryDialingCode: '880', mobileNum: '01711000105', deviceId: 'reset-device-0000001', reason: 'reset' };
    expect((await server.call('/wps/verification/sms/noLogin', { method: 'POST', body: asked, headers: { Language: 'EN' } })).status).toBe(200);
    const sms = (await outbox()).find((m) => m.to === '+8801711000105')!;
    expect(sms.text).toBe(`Marquee BD: your password reset code is ${sms.code!}. It expires in 5 minutes. Never share it. If you did not ask to reset your password, ignore this message.`);
    const done = await sealed<LoginValue>('/wps/member/password/verification', { ...asked, reason: undefined, verificationCode: sms.code!, newPassword: 'Fresh-lemon-79', confirmNewPassword: 'Fresh-lemon-79' }, 'PUT');
    expect(valueOf(done).token).toBeTruthy();
    // A number without an account is told so, as a reset.
    await server.call('/wps/verification/sms/noLogin', { method: 'POST', body: { ...asked, mobileNum: '01711000106' }, headers: { Language: 'BN' } });
    expect((await outbox()).find((m) => m.to === '+8801711000106')!.text).toBe(bnSms.resetNoAccount.replace('{{brand}}', 'Marquee BD'));
  });

  it('checks the new password by the brand rule and the confirmation, in the asker’s language', async () => {
    await member({ mobile: '+8801711000102' });
    await server.call('/wps/verification/sms/noLogin', { method: 'POST', body: { countryDialingCode: '880', mobileNum: '01711000102' } });
    const code = (await outbox()).find((m) => m.to === '+8801711000102')!.code!;
    const base = { countryDialingCode: '880', mobileNum: '01711000102', verificationCode: code };
    const mismatch = await sealed('/wps/member/password/verification', { ...base, newPassword: 'Fresh-lemon-77', confirmNewPassword: 'Fresh-lemon-78' }, 'PUT', 'BN');
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({ errorCode: 'FIELD_INVALID', field: 'confirmNewPassword' });
    expect((mismatch.body as { message: string }).message).toMatch(/[\u0980-\u09FF]/);
  });

  it('is closed when the brand switches it off', async () => {
    await setModule(server, 'bd', 'CHNGPASSVERIF3', '0');
    try {
      const res = await sealed('/wps/member/password/verification', { countryDialingCode: '880', mobileNum: '01711000101', verificationCode: '123456', newPassword: 'Fresh-lemon-77', confirmNewPassword: 'Fresh-lemon-77' }, 'PUT');
      expect(res.body).toMatchObject({ errorCode: 'MODULE_DISABLED' });
    } finally {
      await setModule(server, 'bd', 'CHNGPASSVERIF3', '1');
    }
  });
});

describe('forgot password by e-mail', () => {
  /** The mail to an address, once it is in the outbox (it is made after the answer). */
  const mailTo = async (to: string, host?: string) => {
    for (let i = 0; i < 50; i++) {
      const mail = (await outbox(host)).find((m) => m.channel === 'email' && m.to === to);
      if (mail) return mail;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no mail to ${to}`);
  };
  const linkIn = async (to: string) => /#reset=([A-Za-z0-9_-]+)/.exec((await mailTo(to)).text)![1]!;

  it('mails a single-use link to the address on the account, and answers the same when nothing matches', async () => {
    const account = await member({ email: 'Reset.Me@example.com' });
    const asked = await server.call<Envelope>('/wps/member/password/email', { method: 'POST', body: { username: account, email: ' reset.me@example.com ' }, headers: { Language: 'EN' } });
    const wrongMail = await server.call<Envelope>('/wps/member/password/email', { method: 'POST', body: { username: account, email: 'other@example.com' }, headers: { Language: 'EN' } });
    const nobody = await server.call<Envelope>('/wps/member/password/email', { method: 'POST', body: { username: 'nobody77', email: 'reset.me@example.com' }, headers: { Language: 'EN' } });
    expect(asked.body).toEqual({ success: true, value: { expiresInMinutes: 30 } });
    expect(wrongMail.body).toEqual(asked.body);
    expect(nobody.body).toEqual(asked.body);

    const token = await linkIn('Reset.Me@example.com');
    expect((await outbox()).filter((m) => m.channel === 'email' && m.to === 'other@example.com')).toHaveLength(0);
    const mail = (await outbox()).find((m) => m.to === 'Reset.Me@example.com')!;
    expect(mail.text).toContain(`http://localhost:${server.port}/#reset=`);
    expect(mail.text).toContain(account);

    const reset = { token, newPassword: 'Fresh-lemon-77', confirmNewPassword: 'Fresh-lemon-77' };
    const done = valueOf(await sealed<LoginValue>('/wps/member/password/email', reset, 'PUT'));
    expect((await get<{ account: string }>('/wps/member/info', done.token)).body).toMatchObject({ value: { account } });
    expect((await login({ username: account, password: 'Fresh-lemon-77' })).status).toBe(200);
    const again = await sealed('/wps/member/password/email', reset, 'PUT');
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ errorCode: 'RESET_LINK_INVALID', message: 'This link has expired or was already used. Ask for a new one.' });
  });

  it('mails no link to an account the link could not let in (a non-member, a locked one), with the same answer', async () => {
    const house = await member({ type: 3, email: 'house@example.com' });
    const locked = await member({ email: 'locked@example.com' });
    await server.database.db.updateTable('members').set({ locked: true }).where('account', '=', locked).execute();
    const control = await member({ email: 'control@example.com' });
    for (const [username, email] of [[house, 'house@example.com'], [locked, 'locked@example.com'], [control, 'control@example.com']]) {
      const asked = await server.call<Envelope>('/wps/member/password/email', { method: 'POST', body: { username, email } });
      expect(asked.body).toEqual({ success: true, value: { expiresInMinutes: 30 } });
    }
    await mailTo('control@example.com');
    await new Promise((r) => setTimeout(r, 200));
    expect((await outbox()).filter((m) => m.channel === 'email' && ['house@example.com', 'locked@example.com'].includes(m.to))).toEqual([]);
  });

  it('refuses an expired link, and a link is good once however many use it at once', async () => {
    const account = await member({ email: 'twice@example.com' });
    await server.call('/wps/member/password/email', { method: 'POST', body: { username: account, email: 'twice@example.com' } });
    const token = await linkIn('twice@example.com');
    const tries = await Promise.all(
      Array.from({ length: 5 }, (_, i) => sealed('/wps/member/password/email', { token, newPassword: `Fresh-lemon-7${i}`, confirmNewPassword: `Fresh-lemon-7${i}` }, 'PUT')),
    );
    expect(tries.filter((t) => t.status === 200)).toHaveLength(1);

    const other = await member({ email: 'late@example.com' });
    await server.call('/wps/member/password/email', { method: 'POST', body: { username: other, email: 'late@example.com' } });
    const late = await linkIn('late@example.com');
    await sql`update password_resets set expires_at = now() - interval '1 second'`.execute(server.database.db);
    expect((await sealed('/wps/member/password/email', { token: late, newPassword: 'Fresh-lemon-77', confirmNewPassword: 'Fresh-lemon-77' }, 'PUT')).body).toMatchObject({ errorCode: 'RESET_LINK_INVALID' });
  });

  // A probe on loopback: the link was built from the request's Host, or the trusted proxy's
  // X-Forwarded-Host, once its name was one of the brand's, and the whole value copied — a user part
  // sent the click to evil.example, a port to another server. The link opens at the brand's own
  // siteOrigin whatever the request says (the test server is the loopback peer Fastify trusts).
  it.each([
    ['Host: localhost:1@evil.example', { host: 'localhost:1@evil.example' }],
    ['X-Forwarded-Host: bd.marquee.test:443@evil.example', { 'x-forwarded-host': 'bd.marquee.test:443@evil.example' }],
    ['Host: localhost:31337', { host: 'localhost:31337' }],
    ['Host: evil.example', { host: 'evil.example' }],
    ['X-Forwarded-Host: evil.example', { 'x-forwarded-host': 'evil.example' }],
    ['X-Forwarded-Host: localhost:31337 with X-Forwarded-Proto: https', { 'x-forwarded-host': 'localhost:31337', 'x-forwarded-proto': 'https' }],
  ])('mails a link that opens at the brand’s own origin whatever the request names: %s', async (_name, headers) => {
    const email = `probe${serial++}@example.com`;
    const account = await member({ email });
    const asked = await server.call<Envelope>('/wps/member/password/email', { method: 'POST', headers, body: { username: account, email } });
    expect(asked.body).toEqual({ success: true, value: { expiresInMinutes: 30 } });
    const { text } = await mailTo(email);
    const links = text.match(/\S*#reset=\S*/g) ?? [];
    expect(links).toHaveLength(1);
    expect(new URL(links[0]!).origin).toBe(`http://localhost:${server.port}`);
    expect(links[0]).toMatch(new RegExp(`^http://localhost:${server.port}/#reset=[A-Za-z0-9_-]{40,}$`));
    expect(text).not.toMatch(/evil|31337|@/);
  });

  it('mails each brand’s own origin: Lumen Play’s link opens on Lumen Play, at the port this server listens on', async () => {
    const email = `probe${serial++}@example.com`;
    const account = await member({ email, brand: 'lumen' });
    await server.call('/wps/member/password/email', { method: 'POST', headers: { host: 'lumen.localhost:31337', 'x-forwarded-host': 'lumen.marquee.test:1@evil.example' }, body: { username: account, email } });
    const { text } = await mailTo(email, 'lumen.localhost');
    expect(/(\S*)#reset=/.exec(text)![1]).toBe(`http://lumen.localhost:${server.port}/`);
  });

  it('is closed when the brand switches it off', async () => {
    await setModule(server, 'bd', 'CHNGPASSMAIL3', '0');
    try {
      const res = await server.call<Envelope>('/wps/member/password/email', { method: 'POST', body: { username: 'player01', email: 'a@example.com' } });
      expect(res.body).toMatchObject({ errorCode: 'MODULE_DISABLED' });
    } finally {
      await setModule(server, 'bd', 'CHNGPASSMAIL3', '1');
    }
  });
});

describe('remember me', () => {
  /** The cookies an answer set: name → its whole Set-Cookie line. */
  const cookiesOf = (res: { headers: Record<string, string | string[] | undefined> }) => {
    const lines = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    return Object.fromEntries(lines.map((line) => [line.split('=')[0]!, line]));
  };
  const tokenIn = (line: string | undefined) => decodeURIComponent(/^[^=]+=([^;]*)/.exec(line ?? '')?.[1] ?? '');
  /** A remembered sign-in: the browser sends the token's cookie; the body names the account only. */
  const rememberedLogin = (account: string, token: string) =>
    sendEncrypted(server.call, '/wps/session/login', { type: 'remember', username: account }, { headers: { Language: 'EN', Cookie: `__Host-remember-token=${encodeURIComponent(token)}` } }) as Promise<{
      status: number;
      body: Envelope<LoginValue>;
      headers: Record<string, string | string[] | undefined>;
    }>;

  it('sets the token in an HttpOnly __Host- cookie that signs in once without the password, and hands on the next; a password change ends it', async () => {
    const account = await member();
    const first = await login({ username: account, password: GOOD, remember: true });
    expect(first.status).toBe(200);
    // Never in the body, where a script could read it.
    expect(JSON.stringify(first.body)).not.toMatch(/remember/i);
    const cookies = cookiesOf(first as never);
    const tokenLine = cookies['__Host-remember-token']!;
    expect(tokenLine).toMatch(/; Max-Age=8\d{4}; Path=\/; Secure; SameSite=Strict; HttpOnly$/);
    expect(cookies['__Host-remember-account']).toMatch(new RegExp(`^__Host-remember-account=${account}; Max-Age=\\d+; Path=/; Secure; SameSite=Strict$`));
    const token = tokenIn(tokenLine);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await server.database.db.selectFrom('remember_tokens').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);

    const second = await rememberedLogin(account, token);
    expect((await get('/wps/member/info', valueOf(second).token)).status).toBe(200);
    const next = tokenIn(cookiesOf(second)['__Host-remember-token']);
    expect(next).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(next).not.toBe(token);
    // Spent: refused, and the answer clears the device's cookies.
    const again = await rememberedLogin(account, token);
    expect(again.body).toMatchObject({ errorCode: 'REMEMBER_EXPIRED' });
    expect(cookiesOf(again)['__Host-remember-token']).toMatch(/^__Host-remember-token=; Max-Age=0;/);
    // Another account's name with the token signs nobody in; no cookie, nothing either.
    expect((await rememberedLogin('player01', next)).body).toMatchObject({ errorCode: 'REMEMBER_EXPIRED' });
    expect((await sendEncrypted(server.call, '/wps/session/login', { type: 'remember', username: account }, { headers: { Language: 'EN' } })).body).toMatchObject({ errorCode: 'REMEMBER_EXPIRED' });

    const third = await login({ username: account, password: GOOD, remember: true });
    const thirdToken = tokenIn(cookiesOf(third as never)['__Host-remember-token']);
    await sendEncrypted(server.call, '/wps/member/password', { oldPassword: GOOD, newPassword: 'Fresh-lemon-77', confirmNewPassword: 'Fresh-lemon-77' }, { method: 'PUT', headers: { Authorization: valueOf(third).token } });
    expect((await rememberedLogin(account, thirdToken)).body).toMatchObject({ errorCode: 'REMEMBER_EXPIRED' });
  });

  it('sets no cookie unless asked', async () => {
    const account = await member();
    const res = await login({ username: account, password: GOOD });
    expect(res.status).toBe(200);
    expect(cookiesOf(res as never)).toEqual({});
  });

  it('forgets on "not you?": the cookies cleared and the token ended on the server', async () => {
    const account = await member();
    const token = tokenIn(cookiesOf((await login({ username: account, password: GOOD, remember: true })) as never)['__Host-remember-token']);
    const forgot = await server.call<Envelope<boolean>>('/wps/session/remember', { method: 'DELETE', headers: { Language: 'EN', Cookie: `__Host-remember-token=${token}` } });
    expect(forgot.body).toEqual({ success: true, value: true });
    expect(cookiesOf(forgot)['__Host-remember-account']).toMatch(/^__Host-remember-account=; Max-Age=0;/);
    expect((await rememberedLogin(account, token)).body).toMatchObject({ errorCode: 'REMEMBER_EXPIRED' });
    // Nothing remembered: the same answer.
    expect((await server.call('/wps/session/remember', { method: 'DELETE' })).status).toBe(200);
  });
});

describe('free play', () => {
  it('starts a trial account that money and member calls refuse, and is closed with FREEPLAY3 off', async () => {
    const res = await server.call<Envelope<LoginValue>>('/wps/session/login/freeplay', { method: 'POST', body: { os: 'web', platform: 'W' } });
    const trial = valueOf(res);
    expect((await get<{ type: number }>('/wps/member/info', trial.token)).body).toMatchObject({ value: { type: 4 } });
    // Its balance is the zero it has; everything that would move money or read a member's records is refused.
    expect((await get('/wps/v2/wallets/balance', trial.token)).body).toMatchObject({ value: { sumBalance: '0.00' } });
    expect((await get('/wps/v2/transaction/deposit/channels', trial.token)).body).toMatchObject({ errorCode: 'REAL_ACCOUNT_REQUIRED' });
    expect((await get('/wps/member/payoutAccounts', trial.token)).body).toMatchObject({ errorCode: 'REAL_ACCOUNT_REQUIRED' });
    await setModule(server, 'bd', 'FREEPLAY3', '0');
    try {
      expect((await server.call<Envelope>('/wps/session/login/freeplay', { method: 'POST', body: {} })).body).toMatchObject({ errorCode: 'MODULE_DISABLED' });
    } finally {
      await setModule(server, 'bd', 'FREEPLAY3', '1');
    }
  });
});

describe('an account support opens', () => {
  // An authenticator code is good once a step: support signs in once for the whole block.
  let deskToken: Promise<string> | undefined;
  const desk = () => (deskToken ??= operatorApi(server).tokenOf('helpdesk'));

  it('answers a one-time password once, audits it, refuses a taken or malformed name, and the first sign-in must change it', async () => {
    const ops = operatorApi(server);
    const token = await desk();
    const account = `desk${Date.now() % 100000}`;
    const made = await ops.call<{ id: string; account: string; temporaryPassword: string }>(token, '/ops/members', 'POST', { brandId: 'bd', account, type: 0, email: 'desk@example.com' });
    if (!made.body.success) throw new Error(JSON.stringify(made.body));
    expect(made.body.value.temporaryPassword).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*[2-9])[A-Za-z2-9]{12}$/);
    const audit = await server.database.db.selectFrom('audit_log').select(['action', 'detail']).where('target', '=', made.body.value.id).execute();
    expect(audit).toEqual([{ action: 'member.create', detail: { account, type: 0 } }]);
    expect(JSON.stringify(audit)).not.toContain(made.body.value.temporaryPassword);

    const again = await ops.call(token, '/ops/members', 'POST', { brandId: 'bd', account: account.toUpperCase(), type: 0 });
    expect(again.body).toMatchObject({ errorCode: 'ACCOUNT_TAKEN' });
    const bad = await ops.call(token, '/ops/members', 'POST', { brandId: 'bd', account: 'x', type: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errorCode: 'FIELD_INVALID' });

    const signed = valueOf(await login({ username: account, password: made.body.value.temporaryPassword }));
    expect(signed).toMatchObject({ passwordExpired: true, passwordChange: 'required' });
  });

  it('keeps the one-time password good for a day only: past it, sign-in refuses it in the player’s language and starts no session', async () => {
    const ops = operatorApi(server);
    const token = await desk();
    const account = `day${Date.now() % 100000}`;
    const made = await ops.call<{ id: string; temporaryPassword: string }>(token, '/ops/members', 'POST', { brandId: 'bd', account, type: 0 });
    if (!made.body.success) throw new Error(JSON.stringify(made.body));
    const { id, temporaryPassword } = made.body.value;
    const db = server.database.db;
    const expiry = async () => (await db.selectFrom('members').select('password_expires_at').where('id', '=', id).executeTakeFirstOrThrow()).password_expires_at;
    const issuedFor = new Date((await expiry())!).getTime() - Date.now();
    expect(issuedFor).toBeGreaterThan(23.9 * 3600_000);
    expect(issuedFor).toBeLessThanOrEqual(24 * 3600_000);

    await db.updateTable('members').set({ password_expires_at: new Date(Date.now() - 1000) }).where('id', '=', id).execute();
    const sessionsBefore = await db.selectFrom('sessions').select('token_hash').where('member_id', '=', id).execute();
    const late = await login({ username: account, password: temporaryPassword }, 'BN');
    expect(late.status).toBe(403);
    expect(late.body).toMatchObject({ success: false, errorCode: 'ONE_TIME_PASSWORD_EXPIRED' });
    expect((late.body as { message?: string }).message).toContain('এককালীন পাসওয়ার্ডের মেয়াদ শেষ');
    // A wrong password still reads as any wrong password: the expiry is told only to whoever knows it.
    expect((await login({ username: account, password: 'Not-the-one-42' })).body).toMatchObject({ errorCode: 'LOGIN_FAILED' });
    expect(await db.selectFrom('sessions').select('token_hash').where('member_id', '=', id).execute()).toEqual(sessionsBefore);

    // Support may not let it stand as the player's lasting password.
    const letOff = await ops.call(token, '/ops/members/status', 'PUT', { brandId: 'bd', id, mustChangePassword: false });
    expect(letOff.status).toBe(409);
    expect(letOff.body).toMatchObject({ errorCode: 'ONE_TIME_PASSWORD_PENDING' });

    // Changed within its day, the password is the player's own and never expires.
    await db.updateTable('members').set({ password_expires_at: new Date(Date.now() + 3600_000) }).where('id', '=', id).execute();
    const signed = valueOf(await login({ username: account, password: temporaryPassword }));
    const own = 'Paddy-lantern-58';
    const changed = await sendEncrypted(server.call, '/wps/member/password', { oldPassword: temporaryPassword, newPassword: own, confirmNewPassword: own }, { method: 'PUT', headers: { Authorization: signed.token } });
    expect(changed.status).toBe(200);
    expect(await expiry()).toBeNull();
    expect(valueOf(await login({ username: account, password: own })).passwordExpired).toBe(false);
  });
  it('issues a member who lost their password a new one-time password: the old one, every session and remember token end, audited without it', async () => {
    const ops = operatorApi(server);
    // No number to text a code to: an admin checks the member's documents, and says what was checked.
    const token = await ops.tokenOf('admin');
    const proof = { method: 'document', note: 'National ID card checked against the payee name' };
    const account = await member();
    const db = server.database.db;
    const { id } = await db.selectFrom('members').select('id').where('account', '=', account).executeTakeFirstOrThrow();
    const before = valueOf(await login({ username: account, password: GOOD, remember: true }));
    expect(await db.selectFrom('remember_tokens').select('member_id').where('member_id', '=', id).execute()).toHaveLength(1);

    expect((await ops.call(await desk(), '/ops/members/password', 'POST', { brandId: 'bd', id, proof })).body).toMatchObject({ errorCode: 'IDENTITY_BY_DOCUMENT_ADMIN' });
    const issued = await ops.call<{ temporaryPassword: string; ended: number }>(token, '/ops/members/password', 'POST', { brandId: 'bd', id, proof });
    if (!issued.body.success) throw new Error(JSON.stringify(issued.body));
    const { temporaryPassword, ended } = issued.body.value;
    expect(ended).toBe(1);
    expect(temporaryPassword).toMatch(/^[A-Za-z2-9]{12}$/);
    expect((await get('/wps/member/info', before.token)).status).toBe(401);
    expect(await db.selectFrom('remember_tokens').select('member_id').where('member_id', '=', id).execute()).toEqual([]);
    expect((await login({ username: account, password: GOOD })).body).toMatchObject({ errorCode: 'LOGIN_FAILED' });
    expect(valueOf(await login({ username: account, password: temporaryPassword }))).toMatchObject({ passwordChange: 'required' });
    const audit = await db.selectFrom('audit_log').select(['action', 'detail']).where('target', '=', id).execute();
    expect(audit).toEqual([{ action: 'member.passwordReset', detail: { endedSessions: 1, proof: 'document', note: proof.note } }]);
    expect(JSON.stringify(audit)).not.toContain(temporaryPassword);

    // Another brand's member is no member of this brand; a content operator may not do it at all.
    expect((await ops.call(token, '/ops/members/password', 'POST', { brandId: 'lumen', id, proof })).body).toMatchObject({ errorCode: 'NOT_FOUND' });
    const content = await ops.call(await ops.tokenOf('editor'), '/ops/members/password', 'POST', { brandId: 'bd', id, proof });
    expect(content.status).toBe(403);
    expect(await db.selectFrom('audit_log').select('action').where('target', '=', id).execute()).toHaveLength(1);
  });
});

describe('forced password change', () => {
  it('follows a password sign-in of an account an operator made, and blocks other calls until done', async () => {
    const account = await member({ createdBy: 'operator', mustChange: true });
    const signed = valueOf(await login({ username: account, password: GOOD }));
    expect(signed).toMatchObject({ passwordExpired: true, passwordChange: 'required' });
    expect((await get('/wps/member/payoutAccounts', signed.token)).body).toMatchObject({ errorCode: 'PASSWORD_CHANGE_REQUIRED' });
    const changed = await sendEncrypted(server.call, '/wps/member/password', { oldPassword: GOOD, newPassword: 'Fresh-lemon-77', confirmNewPassword: 'Fresh-lemon-77' }, { method: 'PUT', headers: { Authorization: signed.token } });
    expect(changed.status).toBe(200);
    // The old password given is a sign-in: the session goes on under the token the answer carried (ASVS 7.2.4).
    expect((await get('/wps/member/payoutAccounts', signed.token)).status).toBe(401);
    expect((await get('/wps/member/payoutAccounts', renewedToken(changed, signed.token))).status).toBe(200);
    expect(valueOf(await login({ username: account, password: 'Fresh-lemon-77' })).passwordExpired).toBe(false);
  });

  it('never asks for a password to rotate unless the brand sets an age, and then only with PASSEXPCHG3 on; a weak one always', async () => {
    const old = await member({ changedDaysAgo: 4000 });
    // ASVS 6.2.10: as shipped, a password never expires.
    expect(valueOf(await login({ username: old, password: GOOD })).passwordExpired).toBe(false);
    await setBrandField(server, 'bd', 'accounts', { passwordMaxAgeDays: 90 });
    try {
      expect(valueOf(await login({ username: old, password: GOOD }))).toMatchObject({ passwordExpired: true, passwordChange: 'expired' });
      expect(valueOf(await login({ username: await member({ changedDaysAgo: 89 }), password: GOOD })).passwordExpired).toBe(false);
      await setModule(server, 'bd', 'PASSEXPCHG3', '0');
      try {
        expect(valueOf(await login({ username: old, password: GOOD })).passwordExpired).toBe(false);
      } finally {
        await setModule(server, 'bd', 'PASSEXPCHG3', '1');
      }
    } finally {
      await setBrandField(server, 'bd', 'accounts', {});
    }
    const weak = await member({ password: 'abc123' });
    expect(valueOf(await login({ username: weak, password: 'abc123' }))).toMatchObject({ passwordExpired: true, passwordChange: 'weak' });
  });

  it('does not follow an SMS sign-in', async () => {
    await member({ mobile: '+8801711000103', mustChange: true });
    await server.call('/wps/verification/sms/noLogin', { method: 'POST', body: { countryDialingCode: '880', mobileNum: '01711000103' } });
    const code = (await outbox()).find((m) => m.to === '+8801711000103')!.code!;
    const signed = valueOf(await login({ type: 'sms', countryDialingCode: '880', mobileNum: '01711000103', password: code }));
    expect(signed.passwordExpired).toBe(false);
    expect((await get('/wps/member/payoutAccounts', signed.token)).status).toBe(200);
  });
});

describe('the brand’s session rules', () => {
  it('ends the oldest sessions beyond the brand’s count', async () => {
    await setBrandField(server, 'bd', 'accounts', { maxSessions: 2 });
    try {
      const account = await member();
      const tokens = [];
      for (let i = 0; i < 3; i++) tokens.push(valueOf(await login({ username: account, password: GOOD })).token);
      expect((await get('/wps/member/info', tokens[0])).status).toBe(401);
      expect((await get('/wps/member/info', tokens[1])).status).toBe(200);
      expect((await get('/wps/member/info', tokens[2])).status).toBe(200);
    } finally {
      await setBrandField(server, 'bd', 'accounts', {});
    }
  });

  it('ends a session left idle longer than the brand allows, and one past its lifetime', async () => {
    const idleAccount = await member();
    const oldAccount = await member();
    const idle = valueOf(await login({ username: idleAccount, password: GOOD })).token;
    const old = valueOf(await login({ username: oldAccount, password: GOOD })).token;
    const ofAccount = (account: string) => sql`member_id = (select id from members where account = ${account})`;
    await sql`update sessions set last_seen_at = now() - interval '59 minutes' where ${ofAccount(idleAccount)}`.execute(server.database.db);
    await new Promise((r) => setTimeout(r, 1100));
    // 59 minutes idle of the default 60: still in, and the use starts the idle time again.
    expect((await get('/wps/member/info', idle)).status).toBe(200);
    await sql`update sessions set last_seen_at = now() - interval '61 minutes' where ${ofAccount(idleAccount)}`.execute(server.database.db);
    await sql`update sessions set expires_at = now() - interval '1 second' where ${ofAccount(oldAccount)}`.execute(server.database.db);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await get('/wps/member/info', idle)).status).toBe(401);
    expect((await get('/wps/member/info', old)).status).toBe(401);
  });
});

describe('agent and member sign-in (SPEC §6)', () => {
  it('lets an agent in through the agent sign-in and refuses a player there, in the player\'s language', async () => {
    const agent = await member({ type: 41 });
    const player = await member();
    expect(valueOf(await login({ username: agent, password: GOOD, portal: 'agent' })).token).toMatch(/\S{20,}/);
    const refused = await login({ username: player, password: GOOD, portal: 'agent' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errorCode: 'NOT_AGENT', message: 'Non-agents cannot log in.' });
    expect((await login({ username: player, password: GOOD, portal: 'agent' }, 'BN')).body).toMatchObject({ errorCode: 'NOT_AGENT', message: 'এজেন্ট নন এমন অ্যাকাউন্ট এখানে লগইন করতে পারে না।' });
    // The player's own sign-in still takes it, and a wrong password tells nothing about the account's type.
    expect(valueOf(await login({ username: player, password: GOOD })).token).toMatch(/\S{20,}/);
    expect((await login({ username: player, password: 'Not-the-one-1', portal: 'agent' })).body).toMatchObject({ errorCode: 'LOGIN_FAILED' });
  });

  it('refuses an account that is not a member on either sign-in, and starts no session for it', async () => {
    const house = await member({ type: 3 });
    for (const portal of ['member', 'agent']) {
      const res = await login({ username: house, password: GOOD, portal });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ errorCode: 'NOT_MEMBER', message: 'Non-member account unable to login.' });
    }
    const sessions = await server.database.db
      .selectFrom('sessions')
      .innerJoin('members', 'members.id', 'sessions.member_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('members.account', '=', house)
      .executeTakeFirstOrThrow();
    expect(Number(sessions.n)).toBe(0);
  });
});
