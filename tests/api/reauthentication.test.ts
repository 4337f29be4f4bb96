import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { renewedToken, sendEncrypted } from '../helpers/signIn';
import type { Envelope } from '../helpers/operatorApi';
import { hashPassword } from '../../server/lib/password';
import { newToken, tokenHash } from '../../server/lib/tokens';
import type { LoginResult, MemberSessions } from '../../src/generated/types';
import { like } from '../helpers/like';

// What the security centre asks the login password again for, as a member meets it: signing another
// device out, or every other one; a new e-mail address, where recovery links go. Another member's
// session is out of reach; an account without a password is held to a recent sign-in instead.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PASSWORD = 'Lotus-harbour-31';
let serial = 0;

async function newMember(o: { passwordHash?: string } = {}) {
  const account = `sess${Date.now() % 100000}x${serial++}`;
  const { id } = await server.database.db
    .insertInto('members')
    .values({ brand_id: 'bd', account, password_hash: o.passwordHash ?? (await hashPassword(PASSWORD)), type: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: String(id), account };
}

/** A session of the member begun `minutesAgo` minutes ago, as a provider's sign-in would have made it. */
async function sessionStartedAgo(memberId: string, minutesAgo: number) {
  const token = newToken();
  const startedAt = new Date(Date.now() - minutesAgo * 60_000);
  await server.database.db.insertInto('sessions').values({ token_hash: tokenHash(token), member_id: memberId, brand_id: 'bd', expires_at: new Date(Date.now() + 3600_000), created_at: startedAt }).execute();
  return token;
}

const valueOf = <T>(res: { status: number; body: unknown }): T => {
  const body = res.body as Envelope<T>;
  if (!body.success) throw new Error(`${res.status} ${JSON.stringify(body)}`);
  return body.value;
};
const signIn = async (account: string, remember = false) =>
  valueOf<LoginResult>(await sendEncrypted(server.call, '/wps/session/login', { type: 'username', username: account, password: PASSWORD, ...(remember ? { remember } : {}) }, { headers: { Language: 'EN' } })).token;
const list = async (token: string) => valueOf<MemberSessions>(await server.call('/wps/member/sessions', { headers: { Authorization: token } }));
const idOf = async (token: string) => (await list(token)).sessions.find((s) => s.current)!.id;
const sealed = (path: string, token: string, body: unknown, lang = 'EN') =>
  sendEncrypted(server.call, path, body, { headers: { Authorization: token, Language: lang } }) as Promise<{ status: number; body: Envelope<MemberSessions>; headers: Record<string, string | string[] | undefined> }>;
const alive = async (token: string) => (await server.call('/wps/member/sessions', { headers: { Authorization: token } })).status === 200;

describe('the security centre’s sessions', () => {
  it('signs another device out only with the login password given again, and never this one', async () => {
    const { account } = await newMember();
    const [mine, theirs] = [await signIn(account), await signIn(account)];
    const listed = await list(mine);
    expect(listed.passwordSet).toBe(true);
    expect(listed.sessions.filter((s) => s.current)).toHaveLength(1);
    const target = await idOf(theirs);

    for (const body of [{ id: target }, { id: target, password: 'Wrong-password-1' }]) {
      const refused = await sealed('/wps/member/sessions/end', mine, body);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ errorCode: 'OLD_PASSWORD_WRONG', field: 'password' });
    }
    expect(await alive(theirs)).toBe(true);
    expect((await sealed('/wps/member/sessions/end', mine, { id: await idOf(mine), password: PASSWORD })).status).toBe(404);
    const ended = await sealed('/wps/member/sessions/end', mine, { id: target, password: PASSWORD });
    // The password given again is a sign-in (ASVS 7.2.4): this session goes on under a new token, and the old one ends.
    const renewed = renewedToken(ended, mine);
    expect(renewed).not.toBe(mine);
    expect(await alive(mine)).toBe(false);
    expect(valueOf<MemberSessions>(ended).sessions.map((s) => s.id)).toEqual([await idOf(renewed)]);
    expect(await alive(theirs)).toBe(false);
  });

  it('cannot reach another member’s session, whatever its id', async () => {
    const [a, b] = [await newMember(), await newMember()];
    const [tokenA, tokenB] = [await signIn(a.account), await signIn(b.account)];
    const refused = await sealed('/wps/member/sessions/end', tokenA, { id: await idOf(tokenB), password: PASSWORD });
    expect(refused.status).toBe(404);
    expect(await alive(tokenB)).toBe(true);
    expect((await list(renewedToken(refused, tokenA))).sessions.map((s) => s.id)).not.toContain(await idOf(tokenB));
  });

  it('signs every other device out at once and forgets every remembered one, keeping this one', async () => {
    const { id, account } = await newMember();
    const mine = await signIn(account);
    const others = [await signIn(account, true), await signIn(account)];
    const db = server.database.db;
    const remembered = () => db.selectFrom('remember_tokens').select('member_id').where('member_id', '=', id).execute();
    expect(await remembered()).toHaveLength(1);

    const wrong = await sealed('/wps/member/sessions/endOthers', mine, { password: 'Wrong-password-1' }, 'BN');
    expect(wrong.body).toMatchObject({ errorCode: 'OLD_PASSWORD_WRONG', field: 'password' });
    expect(await Promise.all(others.map(alive))).toEqual([true, true]);
    expect(await remembered()).toHaveLength(1);

    const ended = await sealed('/wps/member/sessions/endOthers', mine, { password: PASSWORD });
    expect(valueOf<MemberSessions>(ended).sessions).toEqual([expect.objectContaining({ current: true })]);
    expect(await Promise.all(others.map(alive))).toEqual([false, false]);
    expect(await remembered()).toEqual([]);
    // This one goes on, under the new token the answer carried.
    expect(await alive(renewedToken(ended, mine))).toBe(true);
    expect(await alive(mine)).toBe(false);
  });

  it('holds an account without a password to a sign-in within ten minutes instead, in the member’s language', async () => {
    const { id } = await newMember({ passwordHash: '!social' });
    const start = (minutesAgo: number) => sessionStartedAgo(id, minutesAgo);
    const [fresh, stale, other] = [await start(1), await start(11), await start(30)];
    expect((await list(stale)).passwordSet).toBe(false);

    const refused = await sealed('/wps/member/sessions/endOthers', stale, {}, 'BN');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errorCode: 'REAUTH_REQUIRED', message: like.stringContaining('10 মিনিটের') });
    expect(await alive(other)).toBe(true);

    valueOf(await sealed('/wps/member/sessions/end', fresh, { id: await idOf(other) }));
    expect(await alive(other)).toBe(false);
    valueOf(await sealed('/wps/member/sessions/endOthers', fresh, {}));
    expect(await alive(stale)).toBe(false);
  });
});

describe('a new e-mail address', () => {
  const save = (token: string, body: Record<string, unknown>, lang = 'EN') =>
    sendEncrypted(server.call, '/wps/member/profile', body, { method: 'PUT', headers: { Authorization: token, Language: lang } }) as Promise<{ status: number; body: Envelope<{ email: string | null }>; headers: Record<string, string | string[] | undefined> }>;
  const emailOf = async (id: string) => (await server.database.db.selectFrom('members').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email;

  it('is taken only with the login password, and the address already there needs none', async () => {
    const { id, account } = await newMember();
    const token = await signIn(account);
    for (const body of [{ email: 'mine@example.com' }, { email: 'mine@example.com', password: 'Wrong-password-1' }]) {
      const refused = await save(token, body, 'BN');
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ errorCode: 'OLD_PASSWORD_WRONG', field: 'password' });
    }
    expect(await emailOf(id)).toBeNull();
    const saved = await save(token, { email: 'mine@example.com', password: PASSWORD });
    expect(valueOf<{ email: string | null }>(saved).email).toBe('mine@example.com');
    const renewed = renewedToken(saved, token);
    expect(renewed).not.toBe(token);
    // The same address again (in another case), with a birthday: nothing to confirm.
    expect((await save(renewed, { email: 'MINE@example.com', birthday: '1990-01-01' })).status).toBe(200);
    const taken = await save(renewed, { email: 'someone.else@example.com' });
    expect(taken.body).toMatchObject({ errorCode: 'OLD_PASSWORD_WRONG' });
    expect((await emailOf(id))!.toLowerCase()).toBe('mine@example.com');
  });

  it('asks an account without a password to set one first, however recent its sign-in: a provider may sign a shared browser in without a prompt', async () => {
    const { id } = await newMember({ passwordHash: '!social' });
    const refused = await save(await sessionStartedAgo(id, 1), { email: 'taken.over@example.com' }, 'BN');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errorCode: 'PASSWORD_FIRST', message: like.stringContaining('পাসওয়ার্ড ভুলে গেছেন') });
    expect(await emailOf(id)).toBeNull();
  });
});

describe('the authenticator app of an account without a password', () => {
  it('is neither set up nor turned off until a password is set, however recent the sign-in', async () => {
    const { id } = await newMember({ passwordHash: '!social' });
    const token = await sessionStartedAgo(id, 1);
    // Whatever is typed as the password: the account has none.
    for (const [path, body] of [['/wps/member/totp/start', { password: 'anything' }], ['/wps/member/totp/off', { password: 'anything', code: '123456' }]] as const) {
      const refused = await sendEncrypted(server.call, path, body, { headers: { Authorization: token, Language: 'EN' } });
      expect(refused.status, path).toBe(403);
      expect(refused.body, path).toMatchObject({ errorCode: 'PASSWORD_FIRST' });
    }
    expect(await server.database.db.selectFrom('member_totp').select('member_id').where('member_id', '=', id).executeTakeFirst()).toBeUndefined();
    expect(await alive(token)).toBe(true);
  });
});

describe('a new sign-in in the same browser', () => {
  it('ends the session the browser held before, whoever’s it was, and no other', async () => {
    const [a, b] = [await newMember(), await newMember()];
    const [held, elsewhere] = [await signIn(a.account), await signIn(a.account)];
    const next = valueOf<LoginResult>(
      await sendEncrypted(server.call, '/wps/session/login', { type: 'username', username: b.account, password: PASSWORD }, { headers: { Language: 'EN', Authorization: held } }),
    ).token;
    expect(await alive(held)).toBe(false);
    expect(await alive(elsewhere)).toBe(true);
    expect(await alive(next)).toBe(true);
  });
});

describe('the password given again (ASVS 7.2.4)', () => {
  const row = (token: string) => server.database.db.selectFrom('sessions').select(['expires_at', 'created_at', 'member_id']).where('token_hash', '=', tokenHash(token)).executeTakeFirst();

  it('renews the token: the old one ends at once, the session keeps its end and starts again now', async () => {
    const { id, account } = await newMember();
    const token = await signIn(account);
    await sql`update sessions set created_at = now() - interval '30 minutes' where token_hash = ${tokenHash(token)}`.execute(server.database.db);
    const before = (await row(token))!;
    // Read once, so a copy of the session sits in memory when the token changes.
    expect(await alive(token)).toBe(true);

    const renewed = renewedToken(await sealed('/wps/member/sessions/endOthers', token, { password: PASSWORD }), token);
    expect(renewed).not.toBe(token);
    expect(await alive(token)).toBe(false);
    expect(await row(token)).toBeUndefined();
    const after = (await row(renewed))!;
    expect(after.member_id).toBe(id);
    expect(new Date(after.expires_at).getTime()).toBe(new Date(before.expires_at).getTime());
    expect(new Date(after.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('renews nothing where no password was given: a recent sign-in stood in for it', async () => {
    const { id } = await newMember({ passwordHash: '!social' });
    const fresh = await sessionStartedAgo(id, 1);
    const res = await sealed('/wps/member/sessions/endOthers', fresh, {});
    expect(res.status).toBe(200);
    expect(res.headers['x-session-token']).toBeUndefined();
    expect(await alive(fresh)).toBe(true);
  });

  it('renews nothing on a wrong password', async () => {
    const { account } = await newMember();
    const token = await signIn(account);
    const res = await sealed('/wps/member/sessions/endOthers', token, { password: 'Wrong-password-1' });
    expect(res.headers['x-session-token']).toBeUndefined();
    expect(await alive(token)).toBe(true);
  });
});
