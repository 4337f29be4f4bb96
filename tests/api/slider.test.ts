import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { demoPassword, sendEncrypted } from '../helpers/signIn';
import { issueSlider, PERSON_DRAG_MS, solveSlider } from '../helpers/slider';
import { setBrandField } from '../e2e/helpers/brandDb';
import { engine } from '../helpers/freshDatabase';
import { hashPassword } from '../../server/lib/password';
import { SLIDER } from '../../server/modules/session/slider';
import type { SliderAnswer, SliderChallenge } from '../../src/generated/types';

// The slider a brand may ask for before a sign-in by account name and before registration
// (accounts.sliderChallenge, on for the seeded Lumen Play, off for Marquee BD), through the real
// calls on a real database. Time is moved by writing the challenge's row, not by waiting.

type Envelope<T = unknown> = { success: true; value: T } | { success: false; errorCode: string; message: string; field?: string };
type Res<T = unknown> = { status: number; body: Envelope<T> };
type LoginValue = { token: string };

const LUMEN = 'lumen.localhost';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const login = (body: Record<string, unknown>, o: { host?: string; lang?: string } = {}) =>
  sendEncrypted(server.call, '/wps/session/login', body, { host: o.host ?? LUMEN, headers: { Language: o.lang ?? 'EN' } }) as Promise<Res<LoginValue>>;
const byName = (account: string, slider?: SliderAnswer, o: { host?: string; lang?: string; password?: string } = {}) =>
  login({ type: 'username', username: account, password: o.password ?? demoPassword, ...(slider ? { slider } : {}) }, o);
const codeOf = (res: Res) => (res.body.success ? 'OK' : res.body.errorCode);

/** Sets the Marquee BD brand's accounts rules for the duration of `run`. */
async function onBd<T>(accounts: Record<string, unknown>, run: () => Promise<T>): Promise<T> {
  await setBrandField(server, 'bd', 'accounts', accounts);
  try {
    return await run();
  } finally {
    await setBrandField(server, 'bd', 'accounts', {});
  }
}

async function textTo(mobile: string) {
  const box = (await server.call<{ value: Array<{ to: string; code: string | null }> }>('/dev/outbox?limit=50')).body.value;
  return box.find((m) => m.to === mobile);
}

describe('the challenge', () => {
  it('is issued where the brand asks for it: an id, a gap away from the start, how near, for how long', async () => {
    const challenge = await issueSlider(server.call, LUMEN);
    expect(challenge).toMatchObject({ required: true, tolerance: SLIDER.tolerance, expiresInSeconds: 120 });
    expect(challenge.target).toBeGreaterThanOrEqual(SLIDER.lowestTarget);
    expect(challenge.target).toBeLessThanOrEqual(100);
    const row = await server.database.db.selectFrom('slider_challenges').selectAll().where('id', '=', challenge.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ brand_id: 'lumen', target: challenge.target, used: false, account_key: null });
    expect(new Date(row.expires_at).getTime() - new Date(row.issued_at).getTime()).toBe(SLIDER.ttlMs);
    // The test profile tells the gap, as it tells a captcha's answer.
    expect((await server.call<Envelope<{ answer: string }>>(`/dev/challenges/${challenge.id}`)).body).toMatchObject({ value: { answer: String(challenge.target) } });
  });

  it('is not issued, nor asked for, where the brand does not ask for it', async () => {
    expect((await server.call<Envelope<SliderChallenge>>('/wps/session/slider', { method: 'POST', body: {} })).body).toEqual({ success: true, value: { required: false } });
    expect(codeOf(await byName('player01', undefined, { host: 'localhost' }))).toBe('OK');
  });
});

describe('a sign-in by account name on a brand that asks for it', () => {
  it('goes through with the handle on the gap', async () => {
    expect(codeOf(await byName('player01', await solveSlider(server.call, LUMEN)))).toBe('OK');
    // Anywhere within the tolerance.
    const challenge = await issueSlider(server.call, LUMEN);
    await new Promise((r) => setTimeout(r, PERSON_DRAG_MS));
    expect(codeOf(await byName('player01', { id: challenge.id, position: challenge.target - SLIDER.tolerance, dragMs: PERSON_DRAG_MS }))).toBe('OK');
  });

  it('is refused without an answer, in the asker’s language, before the password is looked at', async () => {
    const none = await byName('player01');
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ success: false, errorCode: 'SLIDER_REQUIRED', field: 'slider', message: 'Slide the handle to the gap first.' });
    const bn = await byName('player01', undefined, { lang: 'BN' });
    expect((bn.body as { message: string }).message).toMatch(/[\u0980-\u09FF]/);
    // A wrong password without an answer is told the same: no password was compared, no try counted.
    expect(codeOf(await byName('player01', undefined, { password: 'not-the-password' }))).toBe('SLIDER_REQUIRED');
    const tries = await server.database.db.selectFrom('login_failures').select('count').where('brand_id', '=', 'lumen').where('account_key', '=', 'player01').executeTakeFirst();
    expect(tries).toBeUndefined();
  });

  it('is refused with the handle away from the gap, and the challenge is spent by that try', async () => {
    const challenge = await issueSlider(server.call, LUMEN);
    await new Promise((r) => setTimeout(r, PERSON_DRAG_MS));
    const off = challenge.target - SLIDER.tolerance - 1;
    expect((await byName('player01', { id: challenge.id, position: off, dragMs: PERSON_DRAG_MS })).body).toMatchObject({ errorCode: 'SLIDER_WRONG', field: 'slider' });
    expect(codeOf(await byName('player01', { id: challenge.id, position: challenge.target, dragMs: PERSON_DRAG_MS }))).toBe('SLIDER_INVALID');
  });

  it('is refused when the handle got there quicker than a person drags', async () => {
    // The drag itself too short.
    expect((await byName('player01', await solveSlider(server.call, LUMEN, { dragMs: 40 }))).body).toMatchObject({ errorCode: 'SLIDER_TOO_FAST' });
    // A drag said to be long, answered sooner after the challenge than such a drag could end.
    const soon = await issueSlider(server.call, LUMEN);
    await sql`update slider_challenges set issued_at = now() + interval '1 minute' where id = ${soon.id}`.execute(server.database.db);
    expect(codeOf(await byName('player01', { id: soon.id, position: soon.target, dragMs: PERSON_DRAG_MS }))).toBe('SLIDER_TOO_FAST');
    // A drag longer than the challenge has existed was never made.
    const young = await issueSlider(server.call, LUMEN);
    await sql`update slider_challenges set issued_at = now() - interval '2 seconds' where id = ${young.id}`.execute(server.database.db);
    expect(codeOf(await byName('player01', { id: young.id, position: young.target, dragMs: 60_000 }))).toBe('SLIDER_WRONG');
  });

  it('is refused a second time with the same challenge', async () => {
    const answer = await solveSlider(server.call, LUMEN);
    expect(codeOf(await byName('player01', answer))).toBe('OK');
    const again = await byName('player01', answer);
    expect(again.body).toMatchObject({ errorCode: 'SLIDER_INVALID', field: 'slider', message: 'This check was already used. Slide the new one.' });
  });

  it('is refused with an expired challenge, and with a drag longer than a challenge lives', async () => {
    const challenge = await issueSlider(server.call, LUMEN);
    await sql`update slider_challenges set issued_at = now() - interval '3 minutes', expires_at = now() - interval '1 minute' where id = ${challenge.id}`.execute(server.database.db);
    expect(codeOf(await byName('player01', { id: challenge.id, position: challenge.target, dragMs: PERSON_DRAG_MS }))).toBe('SLIDER_EXPIRED');
    const long = await issueSlider(server.call, LUMEN);
    await sql`update slider_challenges set issued_at = now() - interval '5 minutes' where id = ${long.id}`.execute(server.database.db);
    expect(codeOf(await byName('player01', { id: long.id, position: long.target, dragMs: SLIDER.ttlMs + 1 }))).toBe('SLIDER_EXPIRED');
  });

  it('is refused with an unknown challenge, or one another brand issued', async () => {
    expect(codeOf(await byName('player01', { id: crypto.randomUUID(), position: 50, dragMs: PERSON_DRAG_MS }))).toBe('SLIDER_INVALID');
    await onBd({ sliderChallenge: true }, async () => {
      const elsewhere = await solveSlider(server.call, 'localhost');
      expect(codeOf(await byName('player01', elsewhere))).toBe('SLIDER_INVALID');
    });
  });

  it('passes one sign-in of many sent at once with one answer', async () => {
    const answer = await solveSlider(server.call, LUMEN);
    const answers = await Promise.all(Array.from({ length: 8 }, () => byName('player01', answer)));
    const tally: Record<string, number> = {};
    for (const a of answers) tally[codeOf(a)] = (tally[codeOf(a)] ?? 0) + 1;
    // On PostgreSQL the tries really run side by side; the one UPDATE … WHERE used = false settles them.
    expect(tally, `on ${engine}`).toEqual({ OK: 1, SLIDER_INVALID: 7 });
  });
});

describe('what needs no slider on a brand that asks for it', () => {
  it('signs in by a remembered device’s token without one', async () => {
    const first = await login({ type: 'username', username: 'player01', password: demoPassword, remember: true, slider: await solveSlider(server.call, LUMEN) });
    const line = ([] as string[]).concat((first as unknown as { headers: Record<string, string | string[] | undefined> }).headers['set-cookie'] ?? []).find((c) => c.startsWith('__Host-remember-token='));
    const token = /^__Host-remember-token=([^;]+)/.exec(line ?? '')?.[1];
    expect(token).toBeTruthy();
    const remembered = await sendEncrypted(server.call, '/wps/session/login', { type: 'remember', username: 'player01' }, { host: LUMEN, headers: { Language: 'EN', Cookie: `__Host-remember-token=${token}` } });
    expect(codeOf(remembered as Res)).toBe('OK');
  });

  it('signs in by SMS code without one', async () => {
    await onBd({ sliderChallenge: true }, async () => {
      expect(codeOf(await byName('player01', undefined, { host: 'localhost' }))).toBe('SLIDER_REQUIRED');
      expect((await server.call('/wps/verification/sms/noLogin', { method: 'POST', body: { countryDialingCode: '880', mobileNum: '01712345678' } })).status).toBe(200);
      const { code } = (await textTo('+8801712345678'))!;
      expect(codeOf(await login({ type: 'sms', mobileNum: '01712345678', countryDialingCode: '880', password: code }, { host: 'localhost' }))).toBe('OK');
    });
  });
});

describe('a sign-in that asks for a second step (a new device’s code)', () => {
  it('takes the same answer again with the code, for that account only', async () => {
    const account = `sl${Date.now() % 100000}`;
    const mobile = '+8801711000310';
    await server.database.db.insertInto('members').values({ brand_id: 'bd', account, password_hash: await hashPassword('Mango-river-42'), mobile, mobile_confirmed: true }).execute();
    await onBd({ sliderChallenge: true, newDeviceCheck: 'sms' }, async () => {
      const slider = await solveSlider(server.call, 'localhost');
      const body = { type: 'username', username: account, password: 'Mango-river-42', deviceId: 'slider-device-0001', slider };
      expect(codeOf(await login(body, { host: 'localhost' }))).toBe('VERIFICATION_REQUIRED');
      // Handed back to this account, not to whoever holds the id.
      expect(codeOf(await byName('player01', slider, { host: 'localhost' }))).toBe('SLIDER_INVALID');
      const { code } = (await textTo(mobile))!;
      expect(codeOf(await login({ ...body, otp: code }, { host: 'localhost' }))).toBe('OK');
      // And good for that one second step.
      expect(codeOf(await login({ ...body, otp: code }, { host: 'localhost' }))).toBe('SLIDER_INVALID');
    });
  });
});

describe('registration on a brand that asks for it', () => {
  let n = 0;
  async function register(slider: SliderAnswer | undefined) {
    const mobileNum = `0171${String(3000000 + ++n).padStart(7, '0')}`;
    expect((await server.call('/wps/verification/sms/register', { method: 'POST', body: { countryDialingCode: '880', mobileNo: mobileNum } })).status).toBe(200);
    const { code } = (await textTo(`+880${mobileNum.slice(1)}`))!;
    const captchaId = crypto.randomUUID();
    await server.call(`/wps/captcha?uuid=${captchaId}`);
    const captcha = (await server.call<{ value: { answer: string } }>(`/dev/challenges/${captchaId}`)).body.value.answer;
    const body = { username: `slider${n}x`, password: 'Padma-river-7', confirmPassword: 'Padma-river-7', mobileNum, countryDialingCode: '880', verificationCode: code, captchaId, captcha, registerMethod: 'WEB', login: true };
    return sendEncrypted(server.call, '/wps/member/register', slider ? { ...body, slider } : body, { method: 'PUT', headers: { Language: 'EN' } }) as Promise<Res>;
  }

  it('asks for the slider first, and makes the account with it', async () => {
    await onBd({ sliderChallenge: true }, async () => {
      expect((await register(undefined)).body).toMatchObject({ errorCode: 'SLIDER_REQUIRED', field: 'slider' });
      const made = await register(await solveSlider(server.call, 'localhost'));
      expect(made.status, JSON.stringify(made.body)).toBe(200);
    });
  });
});
