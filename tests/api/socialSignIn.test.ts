import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { startTestProvider, type TestProvider } from '../helpers/oidcTestProvider';
import { startForgingProvider } from '../helpers/forgingProvider';
import { operatorApi, type Envelope } from '../helpers/operatorApi';
import { demoPassword, renewedToken, sendEncrypted, signIn } from '../helpers/signIn';
import { setBrandField, setModule } from '../e2e/helpers/brandDb';
import { codeNow } from '../helpers/totp';
import { hashPassword } from '../../server/lib/password';
import { tokenHash } from '../../server/lib/tokens';
import { sql } from 'kysely';
import { like } from '../helpers/like';

// Sign-in with Google and Facebook through a real OpenID Connect provider (oidc-provider on
// 127.0.0.1), set up in the console, on the real server and database.

type LoginValue = { token: string; firstTimeLogin: boolean; passwordExpired: boolean; passwordChange?: string };
type OpsSocial = { provider: string; issuer: string; clientId: string; secretSet: boolean; enabled: boolean; moduleOn: boolean; callbackUrls: string[]; updatedAt: string | null };

let server: TestServer;
let idp: TestProvider;
let ops: ReturnType<typeof operatorApi>;
let admin: string;

const callbackUri = (provider: string) => `http://localhost:${server.port}/wps/social/${provider}/callback`;

beforeAll(async () => {
  server = await startTestServer();
  idp = await startTestProvider([callbackUri('google'), callbackUri('facebook')]);
  ops = operatorApi(server);
  admin = await ops.tokenOf('admin');
});
afterAll(async () => {
  await idp?.close();
  await server?.close();
});

const saveGoogle = (o: Partial<{ issuer: string; clientId: string; clientSecret: string; enabled: boolean }> = {}) =>
  ops.call<OpsSocial>(admin, '/ops/social', 'PUT', { brandId: 'bd', provider: 'google', issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret, enabled: true, ...o });

const post = <T>(path: string, body: unknown, token?: string) =>
  server.call<Envelope<T>>(path, { method: 'POST', body, headers: { Language: 'EN', ...(token ? { Authorization: token } : {}) } });

/** Press "Continue with …": the provider's address and the page's binding. */
async function start(provider = 'google', o: { token?: string; returnPath?: string } = {}) {
  const res = await post<{ url: string; binding: string }>('/wps/social/start', { provider, ...(o.returnPath ? { returnPath: o.returnPath } : {}) }, o.token);
  if (!res.body.success) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res.body.value;
}

/** The browser back from the provider at our callback: where it is sent on, and the code in the fragment. */
async function callback(back: URL) {
  const res = await server.call(back.pathname + back.search);
  expect(res.status).toBe(303);
  const location = String(res.headers.location);
  const code = /#social=([A-Za-z0-9_-]+)$/.exec(location)?.[1];
  expect(code, location).toBeDefined();
  return { location, code: code! };
}

const finish = (code: string, binding: string) => post<LoginValue>('/wps/social/finish', { code, binding });

/** A whole sign-in as `login` at the provider: start, the provider's login page, the callback, the exchange. */
async function socialSignIn(login: string, o: { token?: string } = {}) {
  const started = await start('google', o);
  const back = await idp.authorize(started.url, login);
  const { code } = await callback(back);
  return finish(code, started.binding);
}

const infoOf = async (token: string) => (await server.call<Envelope<{ account: string; memberId?: string }>>('/wps/member/info', { headers: { Authorization: token } })).body;
const accountOf = async (token: string) => {
  const info = await infoOf(token);
  if (!info.success) throw new Error(JSON.stringify(info));
  return info.value.account;
};

describe('the console page of a brand\'s providers', () => {
  it('starts from the usual issuers, with no client and the addresses to register at the provider', async () => {
    const res = await ops.call<OpsSocial[]>(admin, '/ops/social', 'GET', { brandId: 'bd' });
    expect(res.status).toBe(200);
    if (!res.body.success) throw new Error();
    const google = res.body.value.find((p) => p.provider === 'google')!;
    expect(google).toMatchObject({ issuer: 'https://accounts.google.com', clientId: '', secretSet: false, enabled: false, moduleOn: true, updatedAt: null });
    expect(google.callbackUrls.length).toBeGreaterThan(0);
    for (const url of google.callbackUrls) expect(url).toMatch(/^https:\/\/[^/]+\/wps\/social\/google\/callback$/);
  });

  it('is for admins only', async () => {
    const content = await ops.tokenOf('editor');
    expect((await ops.call(content, '/ops/social', 'GET', { brandId: 'bd' })).body).toMatchObject({ success: false, errorCode: 'ROLE_FORBIDDEN' });
    expect((await ops.call(content, '/ops/social', 'PUT', { brandId: 'bd', provider: 'google', issuer: idp.issuer, clientId: 'x', enabled: false })).status).toBe(403);
  });

  it('refuses to switch on an issuer that does not answer as an OpenID Connect provider, or without a secret', async () => {
    const dead = await saveGoogle({ issuer: 'http://127.0.0.1:9/nowhere' });
    expect(dead.status).toBe(400);
    expect(dead.body).toMatchObject({ success: false, errorCode: 'SOCIAL_ISSUER_INVALID', field: 'issuer' });
    const noSecret = await ops.call(admin, '/ops/social', 'PUT', { brandId: 'bd', provider: 'facebook', issuer: idp.issuer, clientId: idp.clientId, enabled: true });
    expect(noSecret.body).toMatchObject({ success: false, errorCode: 'FIELD_INVALID', field: 'clientSecret' });
    const notUri = await saveGoogle({ issuer: 'ftp://accounts.example.com' });
    expect(notUri.body).toMatchObject({ success: false, errorCode: 'FIELD_INVALID', field: 'issuer' });
  });

  it('keeps the secret on the server: answered as "set", never in clear, audited without it, kept when left out', async () => {
    const saved = await saveGoogle();
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ success: true, value: { provider: 'google', issuer: idp.issuer, clientId: idp.clientId, secretSet: true, enabled: true } });
    expect(JSON.stringify(saved.body)).not.toContain(idp.clientSecret);
    const again = await ops.call<OpsSocial>(admin, '/ops/social', 'PUT', { brandId: 'bd', provider: 'google', issuer: idp.issuer, clientId: idp.clientId, enabled: true });
    expect(again.body).toMatchObject({ success: true, value: { secretSet: true } });
    const row = await server.database.db.selectFrom('social_providers').select('client_secret').where('brand_id', '=', 'bd').where('provider', '=', 'google').executeTakeFirstOrThrow();
    expect(row.client_secret).toBe(idp.clientSecret);
    const audit = await server.database.db.selectFrom('audit_log').selectAll().where('action', '=', 'social.save').orderBy('id').execute();
    expect(audit.length).toBeGreaterThanOrEqual(2);
    expect(audit[0]).toMatchObject({ operator_name: 'admin', brand_id: 'bd', target: 'google' });
    expect(audit.at(-2)!.detail).toMatchObject({ issuer: idp.issuer, clientId: idp.clientId, enabled: true, secretChanged: true });
    expect(audit.at(-1)!.detail).toMatchObject({ secretChanged: false });
    expect(JSON.stringify(audit)).not.toContain(idp.clientSecret);
    // Nothing the site reads carries it either.
    for (const path of ['/wps/system/whitelabel', '/wps/system/permission?url=localhost', '/wps/social/providers', '/ops/social?brandId=bd']) {
      const res = await server.call(path, { headers: { Authorization: admin } });
      expect(res.status, path).toBe(200);
      expect(JSON.stringify(res.body), path).not.toContain(idp.clientSecret);
    }
  });
});

describe('signing in with Google', () => {
  beforeAll(async () => {
    expect((await saveGoogle()).status).toBe(200);
  });

  it('lists the providers that are ready: module on and client switched on', async () => {
    expect((await server.call('/wps/social/providers')).body).toEqual({ success: true, value: { providers: ['google'] } });
  });

  it('makes a player account on the first sign-in, with no usable password, and signs the same subject into it again', async () => {
    const first = await socialSignIn('maria.silva');
    if (!first.body.success) throw new Error(JSON.stringify(first.body));
    expect(first.body.value).toMatchObject({ firstTimeLogin: true, passwordExpired: false });
    expect(first.body.value.passwordChange).toBeUndefined();
    const account = await accountOf(first.body.value.token);
    expect(account).toBe('mariasilva');
    const member = await server.database.db.selectFrom('members').selectAll().where('brand_id', '=', 'bd').where('account', '=', account).executeTakeFirstOrThrow();
    expect(member).toMatchObject({ type: 0, created_by: 'social', email: 'maria.silva@example.com', must_change_password: false });
    const identity = await server.database.db.selectFrom('social_identities').selectAll().where('member_id', '=', member.id).executeTakeFirstOrThrow();
    expect(identity).toMatchObject({ brand_id: 'bd', provider: 'google', subject: 'maria.silva' });

    const second = await socialSignIn('maria.silva');
    if (!second.body.success) throw new Error(JSON.stringify(second.body));
    expect(second.body.value.firstTimeLogin).toBe(false);
    expect(await accountOf(second.body.value.token)).toBe(account);
    expect(await server.database.db.selectFrom('members').select('id').where('brand_id', '=', 'bd').where('created_by', '=', 'social').execute()).toHaveLength(1);

    // No password signs in to it, not even its stored marker.
    for (const password of ['!social', demoPassword, 'anything-at-all']) {
      const res = await sendEncrypted(server.call, '/wps/session/login', { type: 'username', username: account, password }, { headers: { Language: 'EN' } });
      expect(res.body).toMatchObject({ success: false, errorCode: 'LOGIN_FAILED' });
    }
  });

  it('gives a second subject with a taken name another account name', async () => {
    const res = await socialSignIn('maria.silva@other.example');
    if (!res.body.success) throw new Error(JSON.stringify(res.body));
    expect(await accountOf(res.body.value.token)).toMatch(/^mariasilva\d{4}$/);
  });

  it('sends the browser back to the page it started from, with the code in the fragment only', async () => {
    const started = await start('google', { returnPath: '/games/slots?tab=new' });
    const back = await idp.authorize(started.url, 'maria.silva');
    expect(back.href.startsWith(callbackUri('google'))).toBe(true);
    const { location, code } = await callback(back);
    expect(location).toBe(`/games/slots?tab=new#social=${code}`);
    expect(location).not.toMatch(/token/i);
    expect((await finish(code, started.binding)).status).toBe(200);
  });

  it('refuses a return address of another site', async () => {
    for (const returnPath of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', '/খেলা', '/a b']) {
      const res = await post('/wps/social/start', { provider: 'google', returnPath });
      expect(res.status, returnPath).toBe(400);
    }
  });

  it('asks the provider for a PKCE code challenge, a state and a nonce, none of them kept in clear', async () => {
    const { url } = await start();
    const params = new URL(url).searchParams;
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('redirect_uri')).toBe(callbackUri('google'));
    const state = params.get('state')!;
    expect(state.length).toBeGreaterThanOrEqual(32);
    expect(params.get('nonce')!.length).toBeGreaterThanOrEqual(32);
    const rows = await server.database.db.selectFrom('social_sign_ins').select(['state_hash', 'code_verifier']).execute();
    expect(rows.some((r) => r.state_hash === state)).toBe(false);
    // A provider session older than a session here must ask for the password again (max_age, ASVS 7.6.1).
    expect(params.get('max_age')).toBe(String(24 * 3600));
  });

  it('trades a code once, and only with the binding of the page that started', async () => {
    const started = await start();
    const { code } = await callback(await idp.authorize(started.url, 'maria.silva'));
    const wrong = await finish(code, started.binding.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ success: false, errorCode: 'SOCIAL_CODE_INVALID' });
    // The wrong try spent it.
    expect((await finish(code, started.binding)).body).toMatchObject({ success: false, errorCode: 'SOCIAL_CODE_INVALID' });

    const next = await start();
    const second = await callback(await idp.authorize(next.url, 'maria.silva'));
    expect((await finish(second.code, next.binding)).status).toBe(200);
    expect((await finish(second.code, next.binding)).body).toMatchObject({ success: false, errorCode: 'SOCIAL_CODE_INVALID' });
  });

  it('refuses a code whose minute is up', async () => {
    const started = await start();
    const { code } = await callback(await idp.authorize(started.url, 'maria.silva'));
    await server.database.db.updateTable('social_sign_ins').set({ expires_at: new Date(Date.now() - 1000) }).where('code_hash', 'is not', null).execute();
    expect((await finish(code, started.binding)).body).toMatchObject({ success: false, errorCode: 'SOCIAL_CODE_INVALID' });
  });

  it('refuses a wrong, a replayed and an expired state, with a translated message and never a 5xx', async () => {
    const started = await start();
    const back = await idp.authorize(started.url, 'maria.silva');

    const forged = new URL(back);
    forged.searchParams.set('state', 'not-the-state-we-sent-not-the-state-we-sent');
    const wrong = await callback(forged);
    const refused = await post('/wps/social/finish', { code: wrong.code, binding: started.binding }, undefined);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, errorCode: 'SOCIAL_STATE_INVALID', message: 'This sign-in with Google has expired or was already used. Please start again.' });
    const bn = await server.call('/wps/social/finish', { method: 'POST', body: { code: (await callback(forged)).code, binding: started.binding }, headers: { Language: 'BN' } });
    expect(bn.body).toMatchObject({ errorCode: 'SOCIAL_STATE_INVALID', message: like.stringMatching(/[\u0980-\u09FF]/) });

    const missing = new URL(back);
    missing.searchParams.delete('state');
    expect((await finish((await callback(missing)).code, started.binding)).body).toMatchObject({ errorCode: 'SOCIAL_STATE_INVALID' });

    // The real state, still unspent after the forgeries, signs in once; the same answer again is refused.
    const { code } = await callback(back);
    expect((await finish(code, started.binding)).status).toBe(200);
    expect((await finish((await callback(back)).code, started.binding)).body).toMatchObject({ errorCode: 'SOCIAL_STATE_INVALID' });

    const late = await start();
    const lateBack = await idp.authorize(late.url, 'maria.silva');
    await server.database.db.updateTable('social_sign_ins').set({ expires_at: new Date(Date.now() - 1000) }).where('state_hash', 'is not', null).execute();
    expect((await finish((await callback(lateBack)).code, late.binding)).body).toMatchObject({ errorCode: 'SOCIAL_STATE_INVALID' });
  });

  it('says so when the visitor cancels at the provider', async () => {
    const started = await start();
    const back = await idp.authorize(started.url, 'maria.silva', { cancel: true });
    expect(back.searchParams.get('error')).toBe('access_denied');
    const res = await finish((await callback(back)).code, started.binding);
    expect(res.body).toMatchObject({ success: false, errorCode: 'SOCIAL_CANCELLED', message: 'The sign-in with Google was cancelled.' });
  });

  it('refuses an answer the provider\'s checks fail: a code tampered with on the way back', async () => {
    const started = await start();
    const back = await idp.authorize(started.url, 'maria.silva');
    back.searchParams.set('code', 'a-code-the-provider-never-issued');
    const res = await finish((await callback(back)).code, started.binding);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errorCode: 'SOCIAL_PROVIDER_FAILED' });
  });

  it('refuses a provider whose discovery document names another issuer', async () => {
    await server.database.db.updateTable('social_providers').set({ issuer: idp.issuer.replace('127.0.0.1', 'localhost') }).where('brand_id', '=', 'bd').where('provider', '=', 'google').execute();
    try {
      const res = await post('/wps/social/start', { provider: 'google' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, errorCode: 'SOCIAL_PROVIDER_FAILED' });
    } finally {
      await server.database.db.updateTable('social_providers').set({ issuer: idp.issuer }).where('brand_id', '=', 'bd').where('provider', '=', 'google').execute();
    }
  });

  it('makes one account when two first sign-ins of the same subject come back at once', async () => {
    const a = await start();
    const b = await start();
    const [backA, backB] = await Promise.all([idp.authorize(a.url, 'twin.sister'), idp.authorize(b.url, 'twin.sister')]);
    const [cbA, cbB] = await Promise.all([callback(backA), callback(backB)]);
    const [resA, resB] = await Promise.all([finish(cbA.code, a.binding), finish(cbB.code, b.binding)]);
    if (!resA.body.success || !resB.body.success) throw new Error(JSON.stringify([resA.body, resB.body]));
    expect(await accountOf(resA.body.value.token)).toBe(await accountOf(resB.body.value.token));
    const identities = await server.database.db.selectFrom('social_identities').select('member_id').where('subject', '=', 'twin.sister').execute();
    expect(identities).toHaveLength(1);
    expect(await server.database.db.selectFrom('members').select('id').where('account', 'like', 'twinsister%').execute()).toHaveLength(1);
  });

  it('refuses a locked account after the provider vouched for it', async () => {
    const first = await socialSignIn('locked.player');
    if (!first.body.success) throw new Error(JSON.stringify(first.body));
    const account = await accountOf(first.body.value.token);
    await server.database.db.updateTable('members').set({ locked: true }).where('brand_id', '=', 'bd').where('account', '=', account).execute();
    const again = await socialSignIn('locked.player');
    expect(again.status).toBe(403);
    expect(again.body).toMatchObject({ success: false, errorCode: 'ACCOUNT_LOCKED' });
  });

  it('holds a sign-in from a new device of an account with the authenticator app on to the app’s code, the code kept meanwhile', async () => {
    const password = 'Mango-river-42';
    const account = `appsocial${Date.now() % 100000}`;
    await server.database.db.insertInto('members').values({ brand_id: 'bd', account, password_hash: await hashPassword(password) }).execute();
    const home = `home-${Date.now()}-abcdefghijkl`;
    const signedIn = await sendEncrypted(server.call, '/wps/session/login', { type: 'username', username: account, password, deviceId: home }, { headers: { Language: 'EN' } });
    const { token } = (signedIn.body as { value: { token: string } }).value;
    // Linked while signed in, then the app set up with the password.
    expect((await socialSignIn('app.holder', { token })).status).toBe(200);
    const enrolment = await sendEncrypted(server.call, '/wps/member/totp/start', { password }, { headers: { Language: 'EN', Authorization: token } });
    const { secret } = (enrolment.body as { value: { secret: string } }).value;
    // The password given again renewed the session's token (ASVS 7.2.4).
    expect((await post('/wps/member/totp/confirm', { code: await codeNow(secret) }, renewedToken(enrolment, token))).status).toBe(200);
    // As if set up a minute ago: a code works once, in its own step, so the one shown next serves now.
    await sql`update member_totp set last_step = last_step - 2 where member_id = (select id from members where brand_id = 'bd' and account = ${account})`.execute(server.database.db);

    const started = await start('google');
    const { code } = await callback(await idp.authorize(started.url, 'app.holder'));
    const away = { code, binding: started.binding, deviceId: `away-${Date.now()}-abcdefghijkl` };
    const asked = await post<LoginValue>('/wps/social/finish', away);
    expect(asked.status).toBe(401);
    expect(asked.body).toMatchObject({ errorCode: 'VERIFICATION_REQUIRED', verification: { method: 'totp' } });
    const next = await codeNow(secret, 8_000);
    const wrong = next === '000000' ? '111111' : '000000';
    expect((await post('/wps/social/finish', { ...away, otp: wrong })).body).toMatchObject({ errorCode: 'TOTP_CODE_WRONG', field: 'otp' });
    const done = await post<LoginValue>('/wps/social/finish', { ...away, otp: next });
    if (!done.body.success) throw new Error(JSON.stringify(done.body));
    expect(await accountOf(done.body.value.token)).toBe(account);
    // Spent now, and the device is known.
    expect((await post('/wps/social/finish', { ...away, otp: next })).body).toMatchObject({ errorCode: 'SOCIAL_CODE_INVALID' });
  });
});

describe('one provider\'s accounts apart from another\'s', () => {
  it('signs the same subject name at Facebook into another account than at Google', async () => {
    const saved = await ops.call<OpsSocial>(admin, '/ops/social', 'PUT', { brandId: 'bd', provider: 'facebook', issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret, enabled: true });
    expect(saved.status).toBe(200);
    try {
      const google = await socialSignIn('same.subject');
      const started = await start('facebook');
      const { code } = await callback(await idp.authorize(started.url, 'same.subject'));
      const facebook = await finish(code, started.binding);
      if (!google.body.success || !facebook.body.success) throw new Error(JSON.stringify([google.body, facebook.body]));
      expect(await accountOf(facebook.body.value.token)).not.toBe(await accountOf(google.body.value.token));
      const identities = await server.database.db.selectFrom('social_identities').select(['provider', 'member_id']).where('subject', '=', 'same.subject').orderBy('provider').execute();
      expect(identities.map((i) => i.provider)).toEqual(['facebook', 'google']);
      expect(identities[0]!.member_id).not.toBe(identities[1]!.member_id);
    } finally {
      await ops.call(admin, '/ops/social', 'PUT', { brandId: 'bd', provider: 'facebook', issuer: idp.issuer, clientId: idp.clientId, enabled: false });
    }
  });
});

describe('the ID token checks, against a provider that forges its tokens', () => {
  let forging: Awaited<ReturnType<typeof startForgingProvider>>;
  beforeAll(async () => {
    forging = await startForgingProvider();
    await server.database.db.updateTable('social_providers').set({ issuer: forging.issuer, client_id: forging.clientId, client_secret: forging.clientSecret }).where('brand_id', '=', 'bd').where('provider', '=', 'google').execute();
  });
  afterAll(async () => {
    await server.database.db.updateTable('social_providers').set({ issuer: idp.issuer, client_id: idp.clientId, client_secret: idp.clientSecret }).where('brand_id', '=', 'bd').where('provider', '=', 'google').execute();
    await forging?.close();
  });

  /** A sign-in whose token request gets the ID token the test describes; the callback address is built as the provider would. */
  async function forgedSignIn(o: Parameters<typeof forging.answerNext>[1] & { nonce?: string } = {}) {
    const started = await start();
    const params = new URL(started.url).searchParams;
    forging.answerNext(o.nonce ?? params.get('nonce')!, o);
    const { code } = await callback(new URL(`${callbackUri('google')}?code=forged-code&state=${encodeURIComponent(params.get('state')!)}`));
    return finish(code, started.binding);
  }

  it('signs in with a token signed by the published key, for this client and nonce (the control)', async () => {
    const res = await forgedSignIn();
    if (!res.body.success) throw new Error(JSON.stringify(res.body));
    expect(await accountOf(res.body.value.token)).toBe('forged');
  });

  it('takes a token from a sign-in at the provider within the brand’s session lifetime, and refuses one older', async () => {
    const now = Math.floor(Date.now() / 1000);
    const recent = await forgedSignIn({ claims: { auth_time: now - 3600 } });
    expect(recent.status).toBe(200);
    const stale = await forgedSignIn({ claims: { auth_time: now - 25 * 3600 } });
    expect(stale.status).toBe(400);
    expect(stale.body).toMatchObject({ success: false, errorCode: 'SOCIAL_PROVIDER_FAILED' });
  });

  it.each([
    ['signed with a key the provider never published', { signWith: 'other' as const }],
    ['not signed at all (alg none)', { signWith: 'none' as const }],
    ['for another client (audience)', { claims: { aud: 'someone-else' } }],
    ['for another sign-in (nonce)', { nonce: 'a-nonce-this-sign-in-never-sent-000000000' }],
    ['from another issuer', { claims: { iss: 'https://accounts.google.com' } }],
    ['expired', { claims: { exp: Math.floor(Date.now() / 1000) - 3600, iat: Math.floor(Date.now() / 1000) - 7200 } }],
  ])('refuses an ID token %s', async (_what, o) => {
    const res = await forgedSignIn(o);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errorCode: 'SOCIAL_PROVIDER_FAILED', message: 'The sign-in with Google did not succeed. Please try again.' });
  });
});

describe('linking a provider account to the signed-in account', () => {
  it('links on the first sign-in started while signed in, and the provider signs in to that account from then on', async () => {
    const { token, account } = await signIn(server.call, 'player01');
    const linked = await socialSignIn('player.one', { token });
    if (!linked.body.success) throw new Error(JSON.stringify(linked.body));
    expect(await accountOf(linked.body.value.token)).toBe(account);
    const later = await socialSignIn('player.one');
    if (!later.body.success) throw new Error(JSON.stringify(later.body));
    expect(await accountOf(later.body.value.token)).toBe(account);
    // The password still signs in too.
    expect((await signIn(server.call, 'player01')).account).toBe(account);
  });

  it('links only from a session begun within the last ten minutes: an open one left on a shared screen may not add a way in', async () => {
    const { token } = await signIn(server.call, 'agent01');
    await sql`update sessions set created_at = now() - interval '11 minutes' where token_hash = ${tokenHash(token)}`.execute(server.database.db);
    const refused = await post('/wps/social/start', { provider: 'google' }, token);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, errorCode: 'REAUTH_REQUIRED' });
  });

  it('keeps one account of each provider per member', async () => {
    const { token } = await signIn(server.call, 'player01');
    const res = await socialSignIn('player.one.again', { token });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, errorCode: 'SOCIAL_ALREADY_LINKED', message: 'Your account is already linked to another Google account.' });
  });
});

describe('linked accounts in the security centre', () => {
  type Linked = { providers: { provider: string; linked: boolean; linkedAt: string | null }[] };
  const memberCall = (token: string, path: string, o: { method?: string; language?: string } = {}) =>
    server.call<Envelope<Linked>>(path, { method: o.method ?? 'GET', headers: { Language: o.language ?? 'EN', Authorization: token } });
  const listOf = async (token: string) => {
    const res = await memberCall(token, '/wps/member/social');
    if (!res.body.success) throw new Error(JSON.stringify(res.body));
    return res.body.value.providers;
  };
  const unlink = (token: string, provider: string, language?: string) => memberCall(token, `/wps/member/social/${provider}`, { method: 'DELETE', ...(language ? { language } : {}) });
  const identitiesOf = (memberId: string) => server.database.db.selectFrom('social_identities').select('provider').where('member_id', '=', memberId).orderBy('provider').execute();
  const memberIdOf = async (account: string) => String((await server.database.db.selectFrom('members').select('id').where('brand_id', '=', 'bd').where('account', '=', account).executeTakeFirstOrThrow()).id);
  /** A new account made by a sign-in at Google, which has no password: its token, account and ID. */
  async function socialOnlyAccount(login: string) {
    const res = await socialSignIn(login);
    if (!res.body.success) throw new Error(JSON.stringify(res.body));
    const account = await accountOf(res.body.value.token);
    return { token: res.body.value.token, account, id: await memberIdOf(account) };
  }
  const switchFacebook = (enabled: boolean) =>
    ops.call(admin, '/ops/social', 'PUT', { brandId: 'bd', provider: 'facebook', issuer: idp.issuer, clientId: idp.clientId, ...(enabled ? { clientSecret: idp.clientSecret } : {}), enabled });

  beforeAll(async () => {
    // Whatever the sign-ins above linked to player01: each test here starts from an account with its password only.
    await server.database.db.deleteFrom('social_identities').where('member_id', '=', await memberIdOf('player01')).execute();
  });

  it('lists the providers the brand offers, and links one through a sign-in started with the session, to the same account', async () => {
    const { token, account } = await signIn(server.call, 'player01');
    expect(await listOf(token)).toEqual([{ provider: 'google', linked: false, linkedAt: null }]);
    const linked = await socialSignIn('player.one.linked', { token });
    if (!linked.body.success) throw new Error(JSON.stringify(linked.body));
    expect(await accountOf(linked.body.value.token)).toBe(account);
    const [google] = await listOf(token);
    expect(google).toMatchObject({ provider: 'google', linked: true });
    expect(Date.now() - Date.parse(google!.linkedAt!)).toBeLessThan(60_000);
  });

  it('unlinks, after which the provider account no longer signs in to it', async () => {
    const { token, account } = await signIn(server.call, 'player01');
    const res = await unlink(token, 'google');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, value: { providers: [{ provider: 'google', linked: false, linkedAt: null }] } });
    expect(await identitiesOf(await memberIdOf(account))).toEqual([]);
    const again = await socialSignIn('player.one.linked');
    if (!again.body.success) throw new Error(JSON.stringify(again.body));
    expect(await accountOf(again.body.value.token)).not.toBe(account);
  });

  it('refuses to unlink the only way in, with a translated message, and changes nothing', async () => {
    const only = await socialOnlyAccount('only.google');
    const res = await unlink(only.token, 'google');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      success: false,
      errorCode: 'SOCIAL_LAST_WAY_IN',
      message: 'Google is the only way to sign in to your account, so it cannot be unlinked until the account has another way in, such as a login password or another linked account.',
    });
    expect((await unlink(only.token, 'google', 'BN')).body).toMatchObject({ errorCode: 'SOCIAL_LAST_WAY_IN', message: like.stringMatching(/[\u0980-\u09FF]/) });
    expect(await identitiesOf(only.id)).toEqual([{ provider: 'google' }]);
    expect((await listOf(only.token))[0]).toMatchObject({ provider: 'google', linked: true });

    // A bound mobile number is a way in while sign-in by SMS code is on, and only then; and only once
    // its owner confirmed it, as it is texted no sign-in code before.
    await server.database.db.updateTable('members').set({ mobile: '+8801799990001' }).where('id', '=', only.id).execute();
    expect((await unlink(only.token, 'google')).body).toMatchObject({ success: false, errorCode: 'SOCIAL_LAST_WAY_IN' });
    await server.database.db.updateTable('members').set({ mobile_confirmed: true }).where('id', '=', only.id).execute();
    await setModule(server, 'bd', 'VERIFICATION3', '0');
    try {
      expect((await unlink(only.token, 'google')).body).toMatchObject({ success: false, errorCode: 'SOCIAL_LAST_WAY_IN' });
    } finally {
      await setModule(server, 'bd', 'VERIFICATION3', '1');
    }
    // A brand asking two factors at every sign-in closes the sign-in by SMS code: the number is then no way in either.
    await setBrandField(server, 'bd', 'accounts', { checkEverySignIn: true });
    try {
      expect((await unlink(only.token, 'google')).body).toMatchObject({ success: false, errorCode: 'SOCIAL_LAST_WAY_IN' });
    } finally {
      await setBrandField(server, 'bd', 'accounts', {});
    }
    expect(await identitiesOf(only.id)).toEqual([{ provider: 'google' }]);
    expect((await unlink(only.token, 'google')).status).toBe(200);
    expect(await identitiesOf(only.id)).toEqual([]);
  });

  it('lets only one of two unlinks at once take an account\'s last two ways in', async () => {
    expect((await switchFacebook(true)).status).toBe(200);
    try {
      const both = await socialOnlyAccount('two.ways');
      const started = await start('facebook', { token: both.token });
      const { code } = await callback(await idp.authorize(started.url, 'two.ways'));
      expect((await finish(code, started.binding)).status).toBe(200);
      expect(await listOf(both.token)).toEqual([
        { provider: 'google', linked: true, linkedAt: like.any(String) },
        { provider: 'facebook', linked: true, linkedAt: like.any(String) },
      ]);
      const answers = await Promise.all([unlink(both.token, 'google'), unlink(both.token, 'facebook')]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)!.body).toMatchObject({ errorCode: 'SOCIAL_LAST_WAY_IN' });
      expect(await identitiesOf(both.id)).toHaveLength(1);
    } finally {
      await switchFacebook(false);
    }
  });

  it('answers SOCIAL_NOT_LINKED for a provider not linked, and 400, never a 5xx, for bad input', async () => {
    const { token } = await signIn(server.call, 'player01');
    const res = await unlink(token, 'facebook');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, errorCode: 'SOCIAL_NOT_LINKED', message: 'Your account is not linked to a Facebook account.' });
    for (const provider of ['twitter', 'Google', 'google%00', 'x'.repeat(90)]) {
      const bad = await unlink(token, provider);
      expect(bad.status, provider).toBe(400);
      expect(bad.body, provider).toMatchObject({ success: false });
    }
    for (const path of ['/wps/member/social/%ZZ', '/wps/member/social/', '/wps/member/social/google/x', `/wps/member/social/${'x'.repeat(300)}`]) expect((await memberCall(token, path, { method: 'DELETE' })).status, path).toBeLessThan(500);
  });

  it('is refused to a trial account, and needs a session', async () => {
    const trial = await server.call<Envelope<{ token: string }>>('/wps/session/login/freeplay', { method: 'POST', body: {} });
    if (!trial.body.success) throw new Error(JSON.stringify(trial.body));
    for (const res of [await memberCall(trial.body.value.token, '/wps/member/social'), await unlink(trial.body.value.token, 'google')]) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, errorCode: 'REAL_ACCOUNT_REQUIRED' });
    }
    expect((await server.call('/wps/member/social')).status).toBe(401);
    expect((await server.call('/wps/member/social/google', { method: 'DELETE' })).status).toBe(401);
  });
});

describe('switched off', () => {
  it('refuses a provider the console has not switched on', async () => {
    const res = await post('/wps/social/start', { provider: 'facebook' });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, errorCode: 'SOCIAL_NOT_CONFIGURED', message: 'Sign-in with Facebook is not available on this site.' });
  });

  it('hides and refuses a provider whose module is off, and closes the calls when both are', async () => {
    await setModule(server, 'bd', 'GOOGLELOGIN3', '0');
    try {
      expect((await server.call('/wps/social/providers')).body).toEqual({ success: true, value: { providers: [] } });
      const res = await post('/wps/social/start', { provider: 'google' });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, errorCode: 'MODULE_DISABLED' });
      await setModule(server, 'bd', 'FBLOGIN3', '0');
      expect((await server.call('/wps/social/providers')).body).toMatchObject({ success: false, errorCode: 'MODULE_DISABLED' });
    } finally {
      await setModule(server, 'bd', 'GOOGLELOGIN3', '1');
      await setModule(server, 'bd', 'FBLOGIN3', '1');
    }
  });

  it('refuses at the callback a sign-in started before the module went off', async () => {
    const started = await start();
    const back = await idp.authorize(started.url, 'maria.silva');
    await setModule(server, 'bd', 'GOOGLELOGIN3', '0');
    try {
      const { code } = await callback(back);
      const res = await finish(code, started.binding);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, errorCode: 'MODULE_DISABLED' });
    } finally {
      await setModule(server, 'bd', 'GOOGLELOGIN3', '1');
    }
  });

  it('never answers a 5xx to a callback with nonsense in it', async () => {
    for (const path of ['/wps/social/google/callback', '/wps/social/google/callback?state=&code=', '/wps/social/facebook/callback?state=%ZZ', '/wps/social/google/callback?error=server_error&state=x']) {
      const res = await server.call(path);
      expect(res.status, path).toBeLessThan(500);
    }
    expect((await server.call('/wps/social/twitter/callback')).status).toBe(404);
  });
});
