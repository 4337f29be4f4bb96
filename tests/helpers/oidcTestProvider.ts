import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (oidc-provider) on a free port of 127.0.0.1, standing in for
 * Google or Facebook: one static client, its own signing key, and its development login page,
 * where any login name with any password signs in as the subject of that name. Consent is given
 * once by the provider itself, as Google gives it to a first-party client.
 */
export interface TestProvider {
  /** http://127.0.0.1:<port>: the issuer identifier and where its discovery document is. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * Follows an authorization address as a browser would, logging in as `login` on the provider's
   * page (or pressing Cancel), and answers the address the provider sends the browser back to.
   */
  authorize(url: string, login: string, opts?: { cancel?: boolean }): Promise<URL>;
  close(): Promise<void>;
}

/** The e-mail address the provider gives for a login name: the name itself when it is one. */
export const emailOf = (login: string) => (login.includes('@') ? login : `${login}@example.com`);

export async function startTestProvider(redirectUris: string[]): Promise<TestProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = `marquee-${randomBytes(4).toString('hex')}`;
  const clientSecret = randomBytes(24).toString('base64url');
  const key = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: redirectUris, token_endpoint_auth_method: 'client_secret_post' }],
    jwks: { keys: [{ ...key, kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: () => ({ sub: id, email: emailOf(id), email_verified: true, name: id }),
    }),
    // A first-party client: the grant is given without a consent page.
    async loadExistingGrant(ctx: GrantContext) {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  server.on('request', provider.callback());

  async function authorize(url: string, login: string, opts: { cancel?: boolean } = {}): Promise<URL> {
    const jar = new Map<string, string>();
    let next: { url: string; method: 'GET' | 'POST'; body?: URLSearchParams } = { url, method: 'GET' };
    for (let step = 0; step < 10; step++) {
      const res = await fetch(next.url, {
        method: next.method,
        redirect: 'manual',
        headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), ...(next.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
        ...(next.body ? { body: next.body.toString() } : {}),
      });
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const at = pair!.indexOf('=');
        jar.set(pair!.slice(0, at), pair!.slice(at + 1));
      }
      const location = res.headers.get('location');
      if (location) {
        const to = new URL(location, next.url);
        if (to.origin !== issuer) return to;
        next = { url: to.href, method: 'GET' };
        continue;
      }
      const page = await res.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
      if (!action) throw new Error(`the provider answered ${res.status} without a form: ${page.slice(0, 300)}`);
      if (opts.cancel) {
        const abort = /href="([^"]*\/abort)"/.exec(page)?.[1];
        next = { url: new URL(abort!, next.url).href, method: 'GET' };
        continue;
      }
      next = { url: new URL(action.replaceAll('&amp;', '&'), next.url).href, method: 'POST', body: new URLSearchParams({ prompt: 'login', login, password: 'any password' }) };
    }
    throw new Error('the provider never sent the browser back');
  }

  return {
    issuer,
    clientId,
    clientSecret,
    authorize,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The part of oidc-provider's context loadExistingGrant reads. */
interface GrantContext {
  oidc: {
    result?: { consent?: { grantId?: string } };
    session: { accountId: string; grantIdFor(clientId: string): string | undefined };
    client: { clientId: string };
    provider: { Grant: GrantClass };
  };
}
interface GrantClass {
  new (o: { clientId: string; accountId: string }): { addOIDCScope(scope: string): void; save(): Promise<string> };
  find(id: string): Promise<unknown>;
}
