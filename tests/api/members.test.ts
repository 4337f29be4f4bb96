import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { operatorApi } from '../helpers/operatorApi';
import { demoPassword, liveToken, noteRenewal, sendEncrypted, signIn } from '../helpers/signIn';
import { like } from '../helpers/like';

// Support's desk: a member found by account, number or ID; locked (signed out everywhere, refused
// at sign-in) and unlocked; signed out on request; asked for a new password at the next sign-in.
// Each action lands in the audit log under the operator who took it.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Row = { id: string; account: string; mobile: string | null; locked: boolean; mustChangePassword: boolean };
type View = { member: Row & { balance: string; nickname: string | null }; sessions: Array<{ startedAt: string }> };

describe('members from the console', () => {
  let support: string;
  let editor: string;
  const api = () => operatorApi(server);
  const find = async (query: string) => {
    const res = await api().call<{ total: number; items: Row[] }>(support, '/ops/members', 'GET', { brandId: 'bd', query });
    if (!res.body.success) throw new Error(JSON.stringify(res.body));
    return res.body.value;
  };
  const login = (account: string) => sendEncrypted(server.call, '/wps/session/login', { type: 'username', username: account, password: demoPassword }, { headers: { Language: 'EN' } });
  const info = (token: string) => server.call('/wps/member/info', { headers: { Authorization: token } });

  beforeAll(async () => {
    support = await api().tokenOf('helpdesk');
    editor = await api().tokenOf('editor');
  });

  it('finds a member by the start of the account, by digits of the number and by ID, and shows the profile with live sessions', async () => {
    const byAccount = await find('PLAYER0');
    expect(byAccount.items.map((m) => m.account)).toContain('player01');
    expect(byAccount.items.every((m) => m.account.toLowerCase().startsWith('player0'))).toBe(true);
    const player = byAccount.items.find((m) => m.account === 'player01')!;
    expect((await find(player.id)).items.map((m) => m.account)).toEqual(['player01']);
    if (player.mobile) expect((await find(player.mobile.slice(-6))).items.map((m) => m.account)).toContain('player01');
    expect((await find('no-such-account')).total).toBe(0);
    // A wildcard is a character, not "anything".
    expect((await find('%')).total).toBe(0);
    // Another brand's members are not found from this one.
    expect((await api().call(support, '/ops/members/one', 'GET', { brandId: 'lumen', id: player.id })).status).toBe(404);

    const { token } = await signIn(server.call, 'player01');
    const view = await api().call<View>(support, '/ops/members/one', 'GET', { brandId: 'bd', id: player.id });
    expect(view.body).toMatchObject({ success: true, value: { member: { account: 'player01', locked: false, balance: like.stringMatching(/^\d+\.\d{2}$/) } } });
    expect((view.body as { value: View }).value.sessions.length).toBeGreaterThanOrEqual(1);
    expect((await info(token)).status).toBe(200);
  });

  it('locks a member: every session ends at once and sign-in is refused in their language; unlocking lets them back', async () => {
    const id = (await find('agent01')).items[0]!.id;
    const { token } = await signIn(server.call, 'agent01');
    const locked = await api().call<{ locked: boolean; endedSessions: number }>(support, '/ops/members/status', 'PUT', { brandId: 'bd', id, locked: true });
    expect(locked.body).toMatchObject({ success: true, value: { locked: true } });
    expect((locked.body as { value: { endedSessions: number } }).value.endedSessions).toBeGreaterThanOrEqual(1);
    expect((await info(token)).status).toBe(401);
    const refused = await login('agent01');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errorCode: 'ACCOUNT_LOCKED', message: 'This account is locked. Please contact customer service.' });
    // A wrong password still reads as a wrong password: the lock is not told to strangers.
    expect((await sendEncrypted(server.call, '/wps/session/login', { type: 'username', username: 'agent01', password: 'wrong-one' })).body).toMatchObject({ errorCode: 'LOGIN_FAILED' });

    await api().call(support, '/ops/members/status', 'PUT', { brandId: 'bd', id, locked: false });
    expect((await login('agent01')).status).toBe(200);
  });

  it('signs a member out everywhere on request, and asks for a new password at the next sign-in', async () => {
    const id = (await find('player01')).items[0]!.id;
    const first = await signIn(server.call, 'player01');
    const second = await signIn(server.call, 'player01');
    const ended = await api().call<{ ended: number }>(support, '/ops/members/sessions', 'DELETE', { brandId: 'bd', id });
    expect((ended.body as { value: { ended: number } }).value.ended).toBeGreaterThanOrEqual(2);
    expect((await info(first.token)).status).toBe(401);
    expect((await info(second.token)).status).toBe(401);

    await api().call(support, '/ops/members/status', 'PUT', { brandId: 'bd', id, mustChangePassword: true });
    expect((await login('player01')).body).toMatchObject({ success: true, value: { passwordExpired: true } });
    await api().call(support, '/ops/members/status', 'PUT', { brandId: 'bd', id, mustChangePassword: false });
    expect((await login('player01')).body).toMatchObject({ success: true, value: { passwordExpired: false } });

    const audit = await server.database.db.selectFrom('audit_log').select(['action', 'operator_name']).where('target', '=', id).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['member.signOut', 'member.passwordChange', 'member.passwordChange']);
    expect(new Set(audit.map((a) => a.operator_name))).toEqual(new Set(['helpdesk']));
  });

  it('keeps a content operator out of members, and refuses an empty status change', async () => {
    expect((await api().call(editor, '/ops/members', 'GET', { brandId: 'bd' })).status).toBe(403);
    const id = (await find('player01')).items[0]!.id;
    expect((await api().call(editor, '/ops/members/status', 'PUT', { brandId: 'bd', id, locked: true })).status).toBe(403);
    expect((await api().call(support, '/ops/members/status', 'PUT', { brandId: 'bd', id })).status).toBe(400);
    expect((await api().call(support, '/ops/members/status', 'PUT', { brandId: 'bd', id: 'not-an-id', locked: true })).status).toBe(400);
  });

  it('holds a member asked for a new password to changing it, checks the change, and signs the other sessions out', async () => {
    const id = (await find('player01')).items[0]!.id;
    const other = await signIn(server.call, 'player01');
    await api().call(support, '/ops/members/status', 'PUT', { brandId: 'bd', id, mustChangePassword: true });
    const signedIn = await login('player01');
    expect(signedIn.body).toMatchObject({ value: { passwordExpired: true } });
    const token = (signedIn.body as { value: { token: string } }).value.token;
    const en = { Authorization: token, Language: 'EN' };
    // What the page's header and menus read stays open; every other signed-in call waits for the
    // new password (PASSWORD_CHANGE_REQUIRED, server/http/defineRoute.ts).
    expect((await info(token)).status).toBe(200);
    expect((await server.call('/wps/member/info/funds/consolidated', { headers: en })).status).toBe(200);
    expect((await server.call('/wps/v2/wallets/balance', { headers: en })).status).toBe(200);

    // As the tab sends it: a change renews the token (ASVS 7.2.4), and the next call carries the new one.
    const change = async (body: Record<string, string>) => {
      const sent = liveToken(token);
      return noteRenewal(await sendEncrypted(server.call, '/wps/member/password', body, { method: 'PUT', headers: { ...en, Authorization: sent } }), sent);
    };
    const fresh = 'Fresh2027x';
    expect((await change({ oldPassword: 'Wrong2026', newPassword: fresh, confirmNewPassword: fresh })).body).toMatchObject({ errorCode: 'OLD_PASSWORD_WRONG', field: 'oldPassword' });
    expect((await change({ oldPassword: demoPassword, newPassword: 'short1', confirmNewPassword: 'short1' })).body).toMatchObject({ errorCode: 'FIELD_INVALID', field: 'newPassword' });
    expect((await change({ oldPassword: demoPassword, newPassword: fresh, confirmNewPassword: 'Fresh2027y' })).body).toMatchObject({ errorCode: 'FIELD_INVALID', field: 'confirmNewPassword' });
    expect((await change({ oldPassword: demoPassword, newPassword: demoPassword, confirmNewPassword: demoPassword })).body).toMatchObject({ errorCode: 'FIELD_INVALID', field: 'newPassword' });
    // Refused changes change nothing: the old password still signs in elsewhere.
    expect((await info(other.token)).status).toBe(200);

    expect((await change({ oldPassword: demoPassword, newPassword: fresh, confirmNewPassword: fresh })).body).toMatchObject({ success: true });
    expect((await info(other.token)).status).toBe(401);
    expect((await login('player01')).status).toBe(401);
    const again = await sendEncrypted(server.call, '/wps/session/login', { type: 'username', username: 'player01', password: fresh });
    expect(again.body).toMatchObject({ success: true, value: { passwordExpired: false } });
    // Back to the demo password for the tests after this one.
    expect((await change({ oldPassword: fresh, newPassword: demoPassword, confirmNewPassword: demoPassword })).status).toBe(200);
  });
});

describe('every member of a brand signed out at once', () => {
  it('ends every session and remembered device of the brand, and no other brand’s; admins only, audited', async () => {
    const api = operatorApi(server);
    // The support and content operators signed in above; one code a step, so the payments desk stands for every other role.
    const [admin, cashier] = [await api.tokenOf('admin'), await api.tokenOf('cashier')];
    const remembered = await sendEncrypted(server.call, '/wps/session/login', { type: 'username', username: 'agent01', password: demoPassword, remember: true }, { headers: { Language: 'EN' } });
    expect(remembered.status).toBe(200);
    const bd = [(await signIn(server.call, 'player01')).token, (await signIn(server.call, 'guest01')).token];
    const lumen = (await signIn(server.call, 'player01', 'lumen.localhost')).token;
    const alive = async (token: string, host = 'localhost') => (await server.call('/wps/member/info', { host, headers: { Authorization: token } })).status;
    const db = server.database.db;
    const tokensOf = (brand: string) => db.selectFrom('remember_tokens').select('token_hash').where('brand_id', '=', brand).execute();
    expect((await tokensOf('bd')).length).toBeGreaterThan(0);

    const refused = await api.call(cashier, '/ops/members/sessions/all', 'DELETE', { brandId: 'bd' });
    expect(refused.status).toBe(403);
    expect(await alive(bd[0]!)).toBe(200);

    const done = await api.call<{ ended: number }>(admin, '/ops/members/sessions/all', 'DELETE', { brandId: 'bd' });
    if (!done.body.success) throw new Error(JSON.stringify(done.body));
    expect(done.body.value.ended).toBeGreaterThanOrEqual(3);
    expect(await Promise.all(bd.map((t) => alive(t)))).toEqual([401, 401]);
    expect(await tokensOf('bd')).toEqual([]);
    expect(await alive(lumen, 'lumen.localhost')).toBe(200);
    const audit = await db.selectFrom('audit_log').select(['action', 'brand_id', 'detail']).where('action', '=', 'member.signOutAll').execute();
    expect(audit).toEqual([{ action: 'member.signOutAll', brand_id: 'bd', detail: { endedSessions: done.body.value.ended } }]);
  });
});
