import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { sendEncrypted } from '../helpers/signIn';
import { setBrandField } from '../e2e/helpers/brandDb';
import { askNumberOnUsernameTab, registerAs } from '../helpers/register';
import { operatorApi } from '../helpers/operatorApi';
import { hashPassword } from '../../server/lib/password';
import type { Profile } from '../../src/generated/types';
import { like } from '../helpers/like';

// ASVS 6.6.1: sign-in and recovery codes go only to a number its account's owner confirmed — by a
// code at registration, by the security centre's confirmation, or by a new device's SMS check with
// the password. A number an agent or support typed may be someone else's.

type Envelope<T = unknown> = { success: true; value: T } | { success: false; errorCode: string; message: string; field?: string };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // The code's checks at a sign-up by name: the brand asks the number on the username tab too.
  await askNumberOnUsernameTab(server);
});
afterAll(() => server.close());

const PASSWORD = 'Lotus-harbour-31';
let serial = 0;

/** A member whose number was typed for them (support, an agent): not confirmed. */
async function typedFor(local: string) {
  const account = `mc${Date.now() % 100000}x${serial++}`;
  await server.database.db.insertInto('members').values({ brand_id: 'bd', account, password_hash: await hashPassword(PASSWORD), mobile: `+880${local.slice(1)}` }).execute();
  return account;
}

const signIn = async (account: string, o: { deviceId?: string; otp?: string } = {}) =>
  sendEncrypted(server.call, '/wps/session/login', { type: 'username', username: account, password: PASSWORD, ...o }, { headers: { Language: 'EN' } }) as Promise<{ status: number; body: Envelope<{ token: string }> }>;
const tokenOf = async (account: string) => {
  const res = await signIn(account);
  if (!res.body.success) throw new Error(JSON.stringify(res.body));
  return res.body.value.token;
};
const post = <T>(path: string, token: string, body: unknown = {}, lang = 'EN') =>
  server.call<Envelope<T>>(path, { method: 'POST', body, headers: { Authorization: token, Language: lang } });
const profile = async (token: string) => ((await server.call<Envelope<Profile>>('/wps/member/profile', { headers: { Authorization: token } })).body as { value: Profile }).value;

/** The newest text to a number, as the dev outbox keeps it. */
async function lastText(local: string) {
  const box = (await server.call<{ value: Array<{ to: string; text: string; code: string | null }> }>('/dev/outbox?limit=50')).body.value;
  return box.find((m) => m.to === `+880${local.slice(1)}`);
}
const askSignInCode = (local: string) => server.call<Envelope>('/wps/verification/sms/noLogin', { method: 'POST', body: { countryDialingCode: '880', mobileNum: local, deviceId: 'confirming-device-0001' }, headers: { Language: 'EN' } });
const signInBySms = (local: string, code: string) =>
  sendEncrypted(server.call, '/wps/session/login', { type: 'sms', countryDialingCode: '880', mobileNum: local, password: code, deviceId: 'confirming-device-0001' }, { headers: { Language: 'EN' } });

describe('a number typed for the member', () => {
  it('is texted no sign-in code, with the same answer, until its owner confirms it in the security centre; then it signs in', async () => {
    const local = '01811000401';
    const account = await typedFor(local);
    const asked = await askSignInCode(local);
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ success: true, value: { resendAfterSeconds: 60, expiresInSeconds: 300 } });
    const told = (await lastText(local))!;
    expect(told.code).toBeNull();
    expect(told.text).toContain('no account uses it');

    const token = await tokenOf(account);
    expect(await profile(token)).toMatchObject({ mobile: '+8801811000401', mobileConfirmed: false });
    expect((await post('/wps/member/mobile/code', token)).body).toMatchObject({ success: true, value: { resendAfterSeconds: 60 } });
    const text = (await lastText(local))!;
    expect(text.text).toContain(text.code!);
    const wrong = text.code === '000000' ? '111111' : '000000';
    expect((await post('/wps/member/mobile/confirm', token, { code: wrong })).body).toMatchObject({ success: false, errorCode: 'SMS_CODE_WRONG', field: 'code' });
    const confirmed = await post<Profile>('/wps/member/mobile/confirm', token, { code: text.code });
    expect(confirmed.body).toMatchObject({ success: true, value: { mobileConfirmed: true } });
    // Once: the code is spent, and there is nothing more to confirm.
    expect((await post('/wps/member/mobile/confirm', token, { code: text.code })).body).toMatchObject({ errorCode: 'MOBILE_ALREADY_CONFIRMED' });
    expect((await post('/wps/member/mobile/code', token)).status).toBe(409);

    // A minute after the refused one, a sign-in code now comes, and signs in.
    await server.database.db.updateTable('sms_codes').set({ sent_at: new Date(Date.now() - 61_000) }).where('mobile', '=', '+8801811000401').where('purpose', '=', 'login').execute();
    expect((await askSignInCode(local)).status).toBe(200);
    const code = (await lastText(local))!.code!;
    expect(code).toMatch(/^\d{6}$/);
    expect((await signInBySms(local, code)).status).toBe(200);
  });

  it('recovers no password by phone until it is confirmed', async () => {
    const local = '01811000402';
    await typedFor(local);
    await askSignInCode(local);
    const reset = await sendEncrypted(
      server.call,
      '/wps/member/password/verification',
      { countryDialingCode: '880', mobileNum: local, verificationCode: '123456', newPassword: 'Fresh-lemon-77', confirmNewPassword: 'Fresh-lemon-77', deviceId: 'confirming-device-0001' },
      { method: 'PUT', headers: { Language: 'EN' } },
    );
    expect(reset.body).toMatchObject({ success: false, errorCode: 'SMS_CODE_WRONG', field: 'verificationCode' });
  });

  it('is confirmed by a new device’s SMS check, which takes the password and a code read off the phone', async () => {
    await setBrandField(server, 'bd', 'accounts', { newDeviceCheck: 'sms' });
    try {
      const local = '01811000403';
      const account = await typedFor(local);
      expect((await signIn(account, { deviceId: 'new-device-000000001' })).body).toMatchObject({ errorCode: 'VERIFICATION_REQUIRED' });
      const done = await signIn(account, { deviceId: 'new-device-000000001', otp: (await lastText(local))!.code! });
      expect(done.status).toBe(200);
      expect(await profile((done.body as { value: { token: string } }).value.token)).toMatchObject({ mobileConfirmed: true });
    } finally {
      await setBrandField(server, 'bd', 'accounts', {});
    }
  });

  it('says, in the member’s language, when there is no number to confirm', async () => {
    const account = `mc${Date.now() % 100000}x${serial++}`;
    await server.database.db.insertInto('members').values({ brand_id: 'bd', account, password_hash: await hashPassword(PASSWORD) }).execute();
    const token = await tokenOf(account);
    expect(await profile(token)).toMatchObject({ mobile: null, mobileConfirmed: false });
    const none = await post('/wps/member/mobile/code', token, {}, 'BN');
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ errorCode: 'MOBILE_NONE', message: like.stringMatching(/[\u0980-\u09FF]/) });
  });
});

describe('support’s member card', () => {
  it('shows whether the number is confirmed, so support can tell a member why no code comes', async () => {
    const local = '01811000404';
    const account = await typedFor(local);
    const { id } = await server.database.db.selectFrom('members').select('id').where('account', '=', account).executeTakeFirstOrThrow();
    const ops = operatorApi(server);
    const helpdesk = await ops.tokenOf('helpdesk');
    const card = async () => ((await ops.call<{ member: { mobile: string; mobileConfirmed: boolean } }>(helpdesk, '/ops/members/one', 'GET', { brandId: 'bd', id: String(id) })).body as { value: { member: object } }).value.member;
    expect(await card()).toMatchObject({ mobile: '+8801811000404', mobileConfirmed: false });
    await server.database.db.updateTable('members').set({ mobile_confirmed: true }).where('id', '=', id).execute();
    expect(await card()).toMatchObject({ mobileConfirmed: true });
  });
});

describe('a number given at registration', () => {
  it('is confirmed by the code the registration took', async () => {
    const made = await registerAs(server, '8', 'confirmed1x', 'Padma-river-77');
    expect(made.status).toBe(200);
    expect(await profile((made.body as { value: { token: string } }).value.token)).toMatchObject({ mobileConfirmed: true });
  });
});
