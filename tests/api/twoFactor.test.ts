import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { liveToken, noteRenewal, sendEncrypted } from '../helpers/signIn';
import { setBrandField, setModule } from '../e2e/helpers/brandDb';
import { hashPassword } from '../../server/lib/password';
import { operatorApi } from '../helpers/operatorApi';
import { codeNow } from '../helpers/totp';

// The brand's check of a password sign-in from a new device or network (accounts.newDeviceCheck),
// and the authenticator app of the security centre, through the real calls on a real database.
// Addresses are set by X-Forwarded-For, which the server takes from the loopback proxy.

type Envelope<T = unknown> =
  | { success: true; value: T }
  | { success: false; errorCode: string; message: string; field?: string; verification?: { method: string; mobile?: string; resendAfterSeconds?: number } };
type LoginValue = { token: string };
type Status = { enabled: boolean; newDeviceCheck: string };
type Enrolment = { secret: string; otpauthUrl: string; qrCode: string };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const GOOD = 'Mango-river-42';
let serial = 0;
const device = () => `dev-${Date.now().toString(36)}-${serial++}-abcdefgh`;

async function member(o: { mobile?: string } = {}) {
  const account = `tf${Date.now() % 100000}${serial++}`;
  const row = await server.database.db
    .insertInto('members')
    .values({ brand_id: 'bd', account, password_hash: await hashPassword(GOOD), mobile: o.mobile ?? null, mobile_confirmed: o.mobile !== undefined })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { account, id: String(row.id) };
}

const setCheck = (mode: 'off' | 'sms' | 'totp') => setBrandField(server, 'bd', 'accounts', { newDeviceCheck: mode });

const login = (account: string, o: { deviceId?: string; ip?: string; otp?: string; lang?: string } = {}) =>
  sendEncrypted(
    server.call,
    '/wps/session/login',
    { type: 'username', username: account, password: GOOD, ...(o.deviceId ? { deviceId: o.deviceId } : {}), ...(o.otp ? { otp: o.otp } : {}) },
    { headers: { Language: o.lang ?? 'EN', 'X-Forwarded-For': o.ip ?? '198.51.100.1' } },
  ) as Promise<{ status: number; body: Envelope<LoginValue> }>;

// Calls as the signed-in tab makes them: a password given again renews its token (ASVS 7.2.4), and the tab goes on with the new one.
const sealed = async <T>(token: string, path: string, body: unknown) => {
  const sent = liveToken(token);
  const res = noteRenewal(await sendEncrypted(server.call, path, body, { headers: { Language: 'EN', Authorization: sent } }), sent);
  return res as typeof res & { body: Envelope<T> };
};
const post = <T>(token: string, path: string, body: unknown) =>
  server.call<Envelope<T>>(path, { method: 'POST', body, headers: { Language: 'EN', Authorization: liveToken(token) } });
const get = <T>(token: string, path: string) => server.call<Envelope<T>>(path, { headers: { Language: 'EN', Authorization: liveToken(token) } });

const valueOf = <T>(res: { status: number; body: Envelope<T> }): T => {
  if (!res.body.success) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res.body.value;
};

async function textTo(mobile: string) {
  const box = (await server.call<{ value: Array<{ to: string; text: string; code: string | null }> }>('/dev/outbox?limit=50')).body.value;
  return box.find((m) => m.to === mobile);
}

/** The app's code `steps` time steps (30 s each) from now: the server takes only the current step's. */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** Six digits no code of the secret near now matches. */
async function wrongCode(secret: string) {
  const near = new Set(await Promise.all([-1, 0, 1, 2].map((s) => codeAt(secret, s))));
  for (let n = 0; ; n++) {
    const c = String(n).padStart(6, '0');
    if (!near.has(c)) return c;
  }
}

/**
 * Tries sent at once: the captcha after three sign-in tries in a row would stop all but three
 * (each try is counted before its password is compared), so it is off while they run.
 */
async function atOnce<T>(n: number, send: () => Promise<T>): Promise<T[]> {
  await setModule(server, 'bd', 'CAPTCHA3', '0');
  try {
    return await Promise.all(Array.from({ length: n }, send));
  } finally {
    await setModule(server, 'bd', 'CAPTCHA3', '1');
  }
}

/**
 * A member signed in from `home`, with the authenticator app set up and on, as if a minute ago: a
 * code works once and only in its own step, so the step the first code used is moved back, and
 * the code the app shows now is good for one sign-in without waiting 30 seconds for the next.
 */
async function enrolled(home: string) {
  const m = await member();
  const { token } = valueOf(await login(m.account, { deviceId: home }));
  const { secret } = valueOf(await sealed<Enrolment>(token, '/wps/member/totp/start', { password: GOOD }));
  expect(valueOf(await post<Status>(token, '/wps/member/totp/confirm', { code: await codeNow(secret) }))).toMatchObject({ enabled: true });
  await sql`update member_totp set last_step = last_step - 2 where member_id = ${m.id}`.execute(server.database.db);
  return { ...m, token, secret };
}

describe('with the check off (every brand’s default)', () => {
  it('never asks, whatever the device or address, and remembers none', async () => {
    await setCheck('off');
    const m = await member({ mobile: '+8801711000300' });
    expect((await login(m.account, { deviceId: device(), ip: '198.51.100.10' })).status).toBe(200);
    expect((await login(m.account, { deviceId: device(), ip: '198.51.100.11' })).status).toBe(200);
    expect((await login(m.account, { ip: '198.51.100.12' })).status).toBe(200);
    const kept = await server.database.db.selectFrom('member_known_devices').select('kind').where('member_id', '=', m.id).execute();
    expect(kept).toHaveLength(0);
    expect(await textTo('+8801711000300')).toBeUndefined();
  });

  it('still asks a member who set up the authenticator app for its code from a new device, then knows the device', async () => {
    await setCheck('off');
    const m = await enrolled(device());
    const away = device();
    const asked = await login(m.account, { deviceId: away, ip: '198.51.100.13' });
    expect(asked.status).toBe(401);
    expect(asked.body).toMatchObject({ errorCode: 'VERIFICATION_REQUIRED', verification: { method: 'totp' } });
    expect((await login(m.account, { deviceId: away, ip: '198.51.100.13', otp: await codeNow(m.secret) })).status).toBe(200);
    expect((await login(m.account, { deviceId: away, ip: '198.51.100.13' })).status).toBe(200);
  });
});

describe('by SMS', () => {
  beforeAll(() => setCheck('sms'));
  afterAll(() => setCheck('off'));

  it('asks a new device for a code texted to the bound number, then knows the device and address', async () => {
    const m = await member({ mobile: '+8801711000301' });
    const home = device();
    const asked = await login(m.account, { deviceId: home, ip: '198.51.100.20' });
    expect(asked.status).toBe(401);
    expect(asked.body).toMatchObject({ success: false, errorCode: 'VERIFICATION_REQUIRED', verification: { method: 'sms', mobile: '+880 •••••••301', resendAfterSeconds: 60 } });
    const text = (await textTo('+8801711000301'))!;
    expect(text.text).toContain(text.code!);

    const done = await login(m.account, { deviceId: home, ip: '198.51.100.20', otp: text.code! });
    expect(done.status).toBe(200);
    // The same device from the same address is known now.
    expect((await login(m.account, { deviceId: home, ip: '198.51.100.20' })).status).toBe(200);
    // A new address, or a new device, is asked again.
    expect((await login(m.account, { deviceId: home, ip: '198.51.100.21' })).body).toMatchObject({ errorCode: 'VERIFICATION_REQUIRED' });
    expect((await login(m.account, { deviceId: device(), ip: '198.51.100.20' })).body).toMatchObject({ errorCode: 'VERIFICATION_REQUIRED' });
    // So is a client that sends no device id.
    expect((await login(m.account, { ip: '198.51.100.20' })).body).toMatchObject({ errorCode: 'VERIFICATION_REQUIRED' });
  });

  it('asks a member who set up the authenticator app for its code rather than a text', async () => {
    const m = await enrolled(device());
    await server.database.db.updateTable('members').set({ mobile: '+8801711000309', mobile_confirmed: true }).where('id', '=', m.id).execute();
    const asked = await login(m.account, { deviceId: device(), ip: '198.51.100.29' });
    expect(asked.body).toMatchObject({ errorCode: 'VERIFICATION_REQUIRED', verification: { method: 'totp' } });
    expect(await textTo('+8801711000309')).toBeUndefined();
  });

  it('says so in the asker’s language, and a wrong password is told nothing of it', async () => {
    const m = await member({ mobile: '+8801711000302' });
    const bn = await login(m.account, { deviceId: device(), lang: 'BN' });
    expect(bn.body).toMatchObject({ errorCode: 'VERIFICATION_REQUIRED' });
    expect((bn.body as { message: string }).message).toMatch(/[\u0980-\u09FF]/);
    const wrong = await sendEncrypted(server.call, '/wps/session/login', { type: 'username', username: m.account, password: 'Wrong-river-42', deviceId: device() }, { headers: { Language: 'EN' } });
    expect(wrong.body).toMatchObject({ errorCode: 'LOGIN_FAILED' });
    expect(wrong.body).not.toHaveProperty('verification');
  });

  it('counts wrong codes in one statement: five wrong ones, sent at once, void the code', async () => {
    const m = await member({ mobile: '+8801711000303' });
    const here = device();
    await login(m.account, { deviceId: here });
    const code = (await textTo('+8801711000303'))!.code!;
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await atOnce(7, () => login(m.account, { deviceId: here, otp: wrong }));
    for (const a of answers) expect(a.body).toMatchObject({ errorCode: 'SMS_CODE_WRONG', field: 'otp' });
    const row = await server.database.db.selectFrom('sms_codes').select('wrong_tries').where('mobile', '=', '+8801711000303').where('purpose', '=', 'device').executeTakeFirstOrThrow();
    expect(row.wrong_tries).toBe(5);
    expect((await login(m.account, { deviceId: here, otp: code })).body).toMatchObject({ errorCode: 'SMS_CODE_WRONG' });
  });

  it('takes a code only for the device it was sent to, and only once', async () => {
    const m = await member({ mobile: '+8801711000304' });
    const [first, second] = [device(), device()];
    await login(m.account, { deviceId: first });
    const code = (await textTo('+8801711000304'))!.code!;
    expect((await login(m.account, { deviceId: second, otp: code })).body).toMatchObject({ errorCode: 'SMS_CODE_WRONG' });
    expect((await login(m.account, { deviceId: first, otp: code })).status).toBe(200);
    expect((await login(m.account, { deviceId: second, otp: code })).body).toMatchObject({ errorCode: 'SMS_CODE_WRONG' });
  });

  it('does not ask an SMS sign-in, which proves the phone itself, and knows its device afterwards', async () => {
    const m = await member({ mobile: '+8801711000305' });
    const here = device();
    await server.call('/wps/verification/sms/noLogin', { method: 'POST', body: { countryDialingCode: '880', mobileNum: '01711000305', deviceId: here }, headers: { 'X-Forwarded-For': '198.51.100.1' } });
    const code = (await textTo('+8801711000305'))!.code!;
    const bySms = await sendEncrypted(server.call, '/wps/session/login', { type: 'sms', countryDialingCode: '880', mobileNum: '01711000305', password: code, deviceId: here }, { headers: { 'X-Forwarded-For': '198.51.100.1' } });
    expect(bySms.status).toBe(200);
    expect((await login(m.account, { deviceId: here })).status).toBe(200);
  });

  it('lets an account without a number through, and remembers the device and address', async () => {
    const m = await member();
    expect((await login(m.account, { deviceId: device(), ip: '198.51.100.30' })).status).toBe(200);
    const kept = await server.database.db.selectFrom('member_known_devices').select(['kind', 'value_hash']).where('member_id', '=', m.id).execute();
    expect(kept.map((k) => k.kind).sort()).toEqual(['device', 'ip']);
    // Only hashes are kept.
    expect(kept.every((k) => /^[0-9a-f]{64}$/.test(k.value_hash))).toBe(true);
  });
});

describe('at every sign-in (accounts.checkEverySignIn)', () => {
  afterAll(() => setCheck('off'));

  it('asks a known device and address for a texted code again at the next password sign-in', async () => {
    await setBrandField(server, 'bd', 'accounts', { newDeviceCheck: 'sms', checkEverySignIn: true });
    const m = await member({ mobile: '+8801711000319' });
    const home = { deviceId: device(), ip: '198.51.100.40' };
    expect((await login(m.account, home)).body).toMatchObject({ errorCode: 'VERIFICATION_REQUIRED', verification: { method: 'sms' } });
    const code = (await textTo('+8801711000319'))!.code!;
    expect((await login(m.account, { ...home, otp: code })).status).toBe(200);
    const again = await login(m.account, home);
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({ errorCode: 'VERIFICATION_REQUIRED', verification: { method: 'sms' } });
    expect((await login(m.account, { ...home, otp: code })).body).toMatchObject({ errorCode: 'SMS_CODE_WRONG', field: 'otp' });
  });

  it('asks a member’s authenticator app at every sign-in, with the brand’s own check off', async () => {
    await setBrandField(server, 'bd', 'accounts', { newDeviceCheck: 'off', checkEverySignIn: true });
    const home = device();
    const m = await enrolled(home);
    expect((await login(m.account, { deviceId: home })).body).toMatchObject({ errorCode: 'VERIFICATION_REQUIRED', verification: { method: 'totp' } });
    expect((await login(m.account, { deviceId: home, otp: await codeNow(m.secret) })).status).toBe(200);
    expect((await login(m.account, { deviceId: home })).body).toMatchObject({ errorCode: 'VERIFICATION_REQUIRED', verification: { method: 'totp' } });
  });
});

describe('on a brand that asks two factors at every sign-in', () => {
  afterAll(() => setCheck('off'));
  const cookies = (res: { headers?: Record<string, string | string[] | undefined> }) => ([] as string[]).concat(res.headers?.['set-cookie'] ?? []);

  it('offers no way in with one factor: no sign-in by SMS code, no remember token, and a token issued before is spent and refused', async () => {
    const m = await member({ mobile: '+8801711000323' });
    const home = { deviceId: device(), ip: '198.51.100.43' };
    const remembered = (token: string) =>
      sendEncrypted(server.call, '/wps/session/login', { type: 'remember', username: m.account }, { headers: { Language: 'EN', Cookie: `__Host-remember-token=${encodeURIComponent(token)}` } });
    const rememberIn = (res: { headers?: Record<string, string | string[] | undefined> }) =>
      decodeURIComponent(/^__Host-remember-token=([^;]*)/.exec(cookies(res).find((c) => c.startsWith('__Host-remember-token=')) ?? '')?.[1] ?? '');

    const before = await sendEncrypted(server.call, '/wps/session/login', { type: 'username', username: m.account, password: GOOD, remember: true, deviceId: home.deviceId }, { headers: { Language: 'EN', 'X-Forwarded-For': home.ip } });
    expect(before.body).toMatchObject({ success: true });
    const token = rememberIn(before);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    await setBrandField(server, 'bd', 'accounts', { newDeviceCheck: 'sms', checkEverySignIn: true });
    const permission = (await server.call<Envelope<{ whitelabel: { everySignInChecked: boolean } }>>(`/wps/system/permission?url=${encodeURIComponent(`localhost:${server.port}`)}`)).body;
    expect(permission).toMatchObject({ value: { whitelabel: { everySignInChecked: true } } });

    const old = await remembered(token);
    expect(old.body).toMatchObject({ success: false, errorCode: 'REMEMBER_EXPIRED' });
    expect(cookies(old).some((c) => /^__Host-remember-token=; Max-Age=0;/.test(c))).toBe(true);
    expect(await server.database.db.selectFrom('remember_tokens').select('member_id').where('member_id', '=', m.id).execute()).toEqual([]);

    // A code for the phone recovery is still sent (its own module), but it opens no sign-in.
    expect((await server.call('/wps/verification/sms/noLogin', { method: 'POST', body: { countryDialingCode: '880', mobileNum: '01711000323', deviceId: home.deviceId }, headers: { 'X-Forwarded-For': home.ip } })).status).toBe(200);
    const code = (await textTo('+8801711000323'))!.code!;
    const bySms = await sendEncrypted(server.call, '/wps/session/login', { type: 'sms', countryDialingCode: '880', mobileNum: '01711000323', password: code, deviceId: home.deviceId }, { headers: { Language: 'EN', 'X-Forwarded-For': home.ip } });
    expect(bySms.body).toMatchObject({ success: false, errorCode: 'MODULE_DISABLED' });

    // The password with a texted code signs in, and asking to be remembered issues nothing.
    const asked = { type: 'username', username: m.account, password: GOOD, remember: true, deviceId: home.deviceId };
    expect((await sendEncrypted(server.call, '/wps/session/login', asked, { headers: { Language: 'EN', 'X-Forwarded-For': home.ip } })).body).toMatchObject({ errorCode: 'VERIFICATION_REQUIRED' });
    const otp = (await textTo('+8801711000323'))!.code!;
    const signedIn = await sendEncrypted(server.call, '/wps/session/login', { ...asked, otp }, { headers: { Language: 'EN', 'X-Forwarded-For': home.ip } });
    expect(signedIn.status).toBe(200);
    expect(cookies(signedIn).filter((c) => c.startsWith('__Host-remember'))).toEqual([]);
    expect(await server.database.db.selectFrom('remember_tokens').select('member_id').where('member_id', '=', m.id).execute()).toEqual([]);
  });
});

describe('by authenticator app', () => {
  beforeAll(() => setCheck('totp'));
  afterAll(() => setCheck('off'));

  it('is set up with the login password and a first code, and its secret is never shown again', async () => {
    const m = await member();
    const { token } = valueOf(await login(m.account, { deviceId: device() }));
    expect(valueOf(await get<Status>(token, '/wps/member/totp'))).toEqual({ enabled: false, newDeviceCheck: 'totp' });
    expect((await post(token, '/wps/member/totp/confirm', { code: '123456' })).body).toMatchObject({ errorCode: 'TOTP_NOT_STARTED' });
    expect((await sealed(token, '/wps/member/totp/start', { password: 'Wrong-river-42' })).body).toMatchObject({ errorCode: 'OLD_PASSWORD_WRONG', field: 'password' });

    const started = valueOf(await sealed<Enrolment>(token, '/wps/member/totp/start', { password: GOOD }));
    expect(started.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.otpauthUrl).toMatch(new RegExp(`^otpauth://totp/.*${m.account}.*secret=${started.secret}`));
    const svg = Buffer.from(started.qrCode.replace('data:image/svg+xml;base64,', ''), 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg /);
    // A second start replaces a secret not yet confirmed.
    const { secret } = valueOf(await sealed<Enrolment>(token, '/wps/member/totp/start', { password: GOOD }));
    expect(secret).not.toBe(started.secret);
    expect((await post(token, '/wps/member/totp/confirm', { code: await codeAt(started.secret) })).body).toMatchObject({ errorCode: 'TOTP_CODE_WRONG', field: 'code' });

    expect(valueOf(await post<Status>(token, '/wps/member/totp/confirm', { code: await codeNow(secret) }))).toEqual({ enabled: true, newDeviceCheck: 'totp' });
    expect(valueOf(await get<Status>(token, '/wps/member/totp'))).toEqual({ enabled: true, newDeviceCheck: 'totp' });
    const again = await sealed(token, '/wps/member/totp/start', { password: GOOD });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ errorCode: 'TOTP_ALREADY_ON' });
    expect(JSON.stringify(again.body)).not.toContain(secret);
  });

  it('asks a new device for the app’s code, takes a code once, and knows the device afterwards', async () => {
    const home = device();
    const m = await enrolled(home);
    expect((await login(m.account, { deviceId: home })).status).toBe(200);

    const away = device();
    const asked = await login(m.account, { deviceId: away });
    expect(asked.status).toBe(401);
    expect(asked.body).toMatchObject({ errorCode: 'VERIFICATION_REQUIRED', verification: { method: 'totp' } });
    expect((asked.body as { verification: object }).verification).not.toHaveProperty('mobile');

    const code = await codeNow(m.secret);
    expect((await login(m.account, { deviceId: away, otp: code })).status).toBe(200);
    // The same code from another device, a moment later, is used up.
    expect((await login(m.account, { deviceId: device(), otp: code })).body).toMatchObject({ errorCode: 'TOTP_CODE_WRONG', field: 'otp' });
    expect((await login(m.account, { deviceId: away })).status).toBe(200);
  });

  it('takes only the code of the current 30-second step: the code of the step before and of the step after are refused', async () => {
    const m = await enrolled(device());
    const away = device();
    // Read well inside its step, so the three calls below all fall in it.
    const now = await codeNow(m.secret, 10_000);
    for (const steps of [-1, 1]) {
      const other = await codeAt(m.secret, steps);
      expect(other).not.toBe(now);
      expect((await login(m.account, { deviceId: away, otp: other })).body).toMatchObject({ errorCode: 'TOTP_CODE_WRONG', field: 'otp' });
    }
    expect((await login(m.account, { deviceId: away, otp: now })).status).toBe(200);
  });

  it('holds a recovery by phone or by mail from a new device to the app’s code, the code or link unspent meanwhile', async () => {
    const home = device();
    const m = await enrolled(home);
    const local = `01712${String(Date.now() % 1_000_000).padStart(6, '0')}`;
    const mobile = `+880${local.slice(1)}`;
    const email = `${m.account}@example.com`;
    await server.database.db.updateTable('members').set({ mobile, email, mobile_confirmed: true }).where('id', '=', m.id).execute();
    const headers = { Language: 'EN', 'X-Forwarded-For': '198.51.100.77' };
    const recover = (path: string, body: Record<string, unknown>) => sendEncrypted(server.call, path, body, { method: 'PUT', headers }) as Promise<{ status: number; body: Envelope<LoginValue> }>;

    // By phone: the texted code proves the phone, not the app.
    const away = device();
    expect((await server.call('/wps/verification/sms/noLogin', { method: 'POST', body: { countryDialingCode: '880', mobileNum: local, deviceId: away }, headers })).status).toBe(200);
    const byPhone = { countryDialingCode: '880', mobileNum: local, verificationCode: (await textTo(mobile))!.code!, newPassword: 'Fresh-lemon-77', confirmNewPassword: 'Fresh-lemon-77', deviceId: away };
    const asked = await recover('/wps/member/password/verification', byPhone);
    expect(asked.status).toBe(401);
    expect(asked.body).toMatchObject({ errorCode: 'VERIFICATION_REQUIRED', verification: { method: 'totp' } });
    // Nothing changed yet: the old password still signs in at home.
    expect((await login(m.account, { deviceId: home })).status).toBe(200);
    expect((await recover('/wps/member/password/verification', { ...byPhone, otp: await wrongCode(m.secret) })).body).toMatchObject({ errorCode: 'TOTP_CODE_WRONG', field: 'otp' });
    expect(valueOf(await recover('/wps/member/password/verification', { ...byPhone, otp: await codeNow(m.secret) })).token).toBeTruthy();
    expect((await login(m.account, { deviceId: home })).body).toMatchObject({ errorCode: 'LOGIN_FAILED' });

    // By mail: the link proves the mailbox, not the app. (Another account: the app's codes only go forward.)
    const n = await enrolled(device());
    await server.database.db.updateTable('members').set({ email }).where('id', '=', n.id).execute();
    expect((await server.call('/wps/member/password/email', { method: 'POST', body: { username: n.account, email }, headers })).status).toBe(200);
    let token = '';
    await expect
      .poll(async () => {
        const box = (await server.call<{ value: Array<{ to: string; text: string }> }>('/dev/outbox?limit=50')).body.value;
        token = /#reset=([A-Za-z0-9_-]+)/.exec(box.find((x) => x.to === email)?.text ?? '')?.[1] ?? '';
        return token;
      })
      .not.toBe('');
    const byMail = { token, newPassword: 'Fresh-lemon-78', confirmNewPassword: 'Fresh-lemon-78', deviceId: device() };
    expect((await recover('/wps/member/password/email', byMail)).body).toMatchObject({ errorCode: 'VERIFICATION_REQUIRED', verification: { method: 'totp' } });
    expect(valueOf(await recover('/wps/member/password/email', { ...byMail, otp: await codeNow(n.secret) })).token).toBeTruthy();
  });

  it('holds an SMS-code sign-in from a new device to the app’s code, the texted code unspent meanwhile', async () => {
    const home = device();
    const m = await enrolled(home);
    const local = `01714${String(Date.now() % 1_000_000).padStart(6, '0')}`;
    const mobile = `+880${local.slice(1)}`;
    await server.database.db.updateTable('members').set({ mobile, mobile_confirmed: true }).where('id', '=', m.id).execute();
    const headers = { Language: 'EN', 'X-Forwarded-For': '198.51.100.78' };
    const away = device();
    expect((await server.call('/wps/verification/sms/noLogin', { method: 'POST', body: { countryDialingCode: '880', mobileNum: local, deviceId: away }, headers })).status).toBe(200);
    const bySms = { type: 'sms', countryDialingCode: '880', mobileNum: local, password: (await textTo(mobile))!.code!, deviceId: away };
    const send = (body: object) => sendEncrypted(server.call, '/wps/session/login', body, { headers }) as Promise<{ status: number; body: Envelope<LoginValue> }>;

    // The phone alone is not the way round the app.
    const asked = await send(bySms);
    expect(asked.status).toBe(401);
    expect(asked.body).toMatchObject({ errorCode: 'VERIFICATION_REQUIRED', verification: { method: 'totp' } });
    expect((await send({ ...bySms, otp: await wrongCode(m.secret) })).body).toMatchObject({ errorCode: 'TOTP_CODE_WRONG', field: 'otp' });
    // The texted code was kept for the second step, and is spent by it.
    expect(valueOf(await send({ ...bySms, otp: await codeNow(m.secret) })).token).toBeTruthy();
    expect((await send({ ...bySms, otp: await codeNow(m.secret) })).body).toMatchObject({ errorCode: 'SMS_CODE_WRONG' });
    // The device is known now: it signs in with no code.
    expect((await login(m.account, { deviceId: away })).status).toBe(200);
  });

  it('is turned off by support for a member who lost it: audited, signed out everywhere, and a new device then asks a texted code', async () => {
    const home = device();
    const m = await enrolled(home);
    const mobile = `+8801713${String(Date.now() % 1_000_000).padStart(6, '0')}`;
    await server.database.db.updateTable('members').set({ mobile, mobile_confirmed: true }).where('id', '=', m.id).execute();
    const ops = operatorApi(server);
    const [support, content] = await Promise.all([ops.tokenOf('helpdesk'), ops.tokenOf('editor')]);
    // The member proves who they are by reading out the code support texts to their confirmed number.
    expect((await ops.call(support, '/ops/members/identityCode', 'POST', { brandId: 'bd', id: m.id })).body).toMatchObject({ success: true, value: { mobile } });
    const proof = { method: 'smsCode', code: (await textTo(mobile))!.code! };
    expect((await ops.call<{ member: { authenticatorOn: boolean } }>(support, '/ops/members/one', 'GET', { brandId: 'bd', id: m.id })).body).toMatchObject({ value: { member: { authenticatorOn: true } } });

    // Only support (and admin) may, and the member's app stays on meanwhile.
    expect((await ops.call(content, '/ops/members/totp/reset', 'POST', { brandId: 'bd', id: m.id, proof })).status).toBe(403);
    const reset = await ops.call<{ ended: number }>(support, '/ops/members/totp/reset', 'POST', { brandId: 'bd', id: m.id, proof });
    expect(reset.body).toMatchObject({ success: true, value: { ended: 1 } });
    expect((await get(m.token, '/wps/member/totp')).status).toBe(401);
    const audit = await server.database.db.selectFrom('audit_log').select(['action', 'operator_name']).where('target', '=', m.id).orderBy('id').execute();
    expect(audit).toEqual([
      { action: 'member.identityCode', operator_name: 'helpdesk' },
      { action: 'member.totpReset', operator_name: 'helpdesk' },
    ]);
    // The code was spent by the reset.
    expect((await ops.call(support, '/ops/members/totp/reset', 'POST', { brandId: 'bd', id: m.id, proof })).body).toMatchObject({ errorCode: 'IDENTITY_CODE_WRONG' });

    const asked = await login(m.account, { deviceId: device() });
    expect(asked.body).toMatchObject({ errorCode: 'VERIFICATION_REQUIRED', verification: { method: 'sms' } });
    const { token } = valueOf(await login(m.account, { deviceId: home }));
    expect(valueOf(await get<Status>(token, '/wps/member/totp'))).toMatchObject({ enabled: false });
  });

  it('counts wrong codes in one statement, and after five in a row refuses even the right one', async () => {
    const m = await enrolled(device());
    const away = device();
    const wrong = await wrongCode(m.secret);
    const answers = await atOnce(7, () => login(m.account, { deviceId: away, otp: wrong }));
    const codes = answers.map((a) => (a.body as { errorCode: string }).errorCode).sort();
    // Five were compared and counted; the others found the codes refused already.
    expect(codes.filter((c) => c === 'TOTP_CODE_WRONG')).toHaveLength(5);
    expect(codes.filter((c) => c === 'TOTP_LOCKED')).toHaveLength(2);
    const locked = await login(m.account, { deviceId: away, otp: await codeNow(m.secret) });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ errorCode: 'TOTP_LOCKED', message: 'Too many wrong codes. Try again in 15 minutes.' });
  });

  it('asks for an SMS code instead when no app is set up and the account has a number', async () => {
    const m = await member({ mobile: '+8801711000310' });
    expect((await login(m.account, { deviceId: device() })).body).toMatchObject({ errorCode: 'VERIFICATION_REQUIRED', verification: { method: 'sms', mobile: '+880 •••••••310' } });
    expect(await textTo('+8801711000310')).toBeDefined();
  });

  it('is turned off with the login password and a current code, which deletes its secret', async () => {
    const m = await enrolled(device());
    const code = await codeNow(m.secret);
    expect((await sealed(m.token, '/wps/member/totp/off', { password: 'Wrong-river-42', code })).body).toMatchObject({ errorCode: 'OLD_PASSWORD_WRONG' });
    expect((await sealed(m.token, '/wps/member/totp/off', { password: GOOD, code: await wrongCode(m.secret) })).body).toMatchObject({ errorCode: 'TOTP_CODE_WRONG', field: 'code' });
    expect(valueOf(await sealed<Status>(m.token, '/wps/member/totp/off', { password: GOOD, code }))).toEqual({ enabled: false, newDeviceCheck: 'totp' });
    expect(await server.database.db.selectFrom('member_totp').select('member_id').where('member_id', '=', m.id).executeTakeFirst()).toBeUndefined();
    expect((await sealed(m.token, '/wps/member/totp/off', { password: GOOD, code })).body).toMatchObject({ errorCode: 'TOTP_NOT_ON' });
    // No app and no number: a new device is let through.
    expect((await login(m.account, { deviceId: device() })).status).toBe(200);
  });

  it('is refused to a trial account, and closed with the security centre (SECURITY3)', async () => {
    const trial = valueOf(await server.call<Envelope<{ token: string }>>('/wps/session/login/freeplay', { method: 'POST', body: {} }));
    expect((await get(trial.token, '/wps/member/totp')).body).toMatchObject({ errorCode: 'REAL_ACCOUNT_REQUIRED' });
    const m = await member();
    const { token } = valueOf(await login(m.account, { deviceId: device() }));
    await setModule(server, 'bd', 'SECURITY3', '0');
    try {
      expect((await get(token, '/wps/member/totp')).body).toMatchObject({ errorCode: 'MODULE_DISABLED' });
    } finally {
      await setModule(server, 'bd', 'SECURITY3', '1');
    }
  });
});
