import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { sendEncrypted } from '../helpers/signIn';
import { registerAs } from '../helpers/register';

// ASVS 6.2 on the default brand: 8 to 64 characters of any kind, no composition rule, the most
// used passwords and the account's own name refused whatever the rule, and a password taken as
// typed (never trimmed) at registration, at a change and at sign-in alike.

type Envelope<T = unknown> = { success: true; value: T } | { success: false; errorCode: string; message: string; field?: string };
type Res<T = unknown> = { status: number; body: Envelope<T> };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const sealed = <T = unknown>(method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  sendEncrypted(server.call, path, body, { method, headers: { Language: 'EN', ...headers } }) as Promise<Res<T>>;

/** Registers `username` with `password` through the real calls: a code to a fresh number, a captcha. */
const register = (username: string, password: string, lang = 'EN') => registerAs(server, '4', username, password, lang);

const signIn = (username: string, password: string) => sealed<{ token: string }>('POST', '/wps/session/login', { type: 'username', username, password });
const members = async (account: string) => (await sql<{ n: number }>`select count(*)::int as n from members where lower(account) = lower(${account})`.execute(server.database.db)).rows[0]!.n;

describe('registration', () => {
  it.each([
    ['one of the most used passwords', 'common1x', 'iloveyou', 'This password is one of the most used ones, so it is guessed first. Choose another.'],
    ['a most used one in capitals', 'common2x', 'Qwerty123', 'This password is one of the most used ones, so it is guessed first. Choose another.'],
    ['the account name, in another case', 'Rahim2024', 'rahim2024', 'The password must not be your account name. Choose another.'],
    ['the site’s own name with digits and a sign', 'context1x', 'MarqueeBD2026!', 'The password must not be built on the name of this site, with a few digits or signs added: it is among the first tried. Choose another.'],
  ])('refuses %s with a translated reason, and makes nothing', async (_name, username, password, message) => {
    const res = await register(username, password);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, errorCode: 'FIELD_INVALID', field: 'password', message });
    expect(await members(username)).toBe(0);
  });

  it('says why in Bengali too', async () => {
    expect((await register('common3x', 'password1', 'BN')).body).toMatchObject({
      errorCode: 'FIELD_INVALID',
      field: 'password',
      message: 'এই পাসওয়ার্ডটি সবচেয়ে বেশি ব্যবহৃত পাসওয়ার্ডগুলোর একটি, তাই এটিই আগে অনুমান করা হয়। অন্য একটি বেছে নিন।',
    });
  });

  it('refuses 7 characters and 65, by the rule of 8 to 64', async () => {
    for (const password of ['Xq7#pzA', 'x'.repeat(65)]) {
      expect((await register('lengthy1x', password)).body).toMatchObject({ errorCode: 'FIELD_INVALID', field: 'password', message: 'Enter 8 to 64 characters, on one line.' });
    }
  });

  it('takes 64 characters of any kind, spaces at both ends kept, and signs in with exactly them', async () => {
    const password = ` নদী river ${'ঢ'.repeat(42)} !#%&*()[] `;
    expect([...password]).toHaveLength(64);
    const made = await register('passphrase1', password);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect((await signIn('passphrase1', password)).status).toBe(200);
    // Nothing trims it: without its spaces it is another password.
    expect((await signIn('passphrase1', password.trim())).body).toMatchObject({ errorCode: 'LOGIN_FAILED' });
  });
});

describe('password change', () => {
  it('refuses a most used password and the account name, then keeps a new one exactly as typed', async () => {
    const old = 'Padma-river-7';
    const made = await register('changer1x', old);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const token = (made.body as { value: { token: string } }).value.token;
    const change = (newPassword: string, oldPassword = old) =>
      sealed('PUT', '/wps/member/password', { oldPassword, newPassword, confirmNewPassword: newPassword }, { Authorization: token });

    expect((await change('sunshine')).body).toEqual({
      success: false,
      errorCode: 'FIELD_INVALID',
      field: 'newPassword',
      message: 'This password is one of the most used ones, so it is guessed first. Choose another.',
    });
    expect((await change('CHANGER1X')).body).toMatchObject({ errorCode: 'FIELD_INVALID', field: 'newPassword', message: 'The password must not be your account name. Choose another.' });
    // The old password as typed: with a space added it is wrong.
    expect((await change('Meghna river 9', `${old} `)).body).toMatchObject({ errorCode: 'OLD_PASSWORD_WRONG' });

    const fresh = '  Meghna river 9 ';
    expect((await change(fresh)).body).toMatchObject({ success: true });
    expect((await signIn('changer1x', fresh)).status).toBe(200);
    expect((await signIn('changer1x', fresh.trim())).body).toMatchObject({ errorCode: 'LOGIN_FAILED' });
  });
});
