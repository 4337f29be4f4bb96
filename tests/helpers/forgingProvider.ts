import { generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';

/** How the next ID token is made: signed with the published key, another key, or not at all; and its claims. */
export interface ForgedToken {
  signWith: 'published' | 'other' | 'none';
  claims: Record<string, unknown>;
}

/**
 * An OpenID provider that answers its token endpoint with whatever ID token the test asks for:
 * discovery document, published keys and token endpoint only, to prove that the relying party
 * refuses a token signed with a key the provider never published, an unsigned one, or one whose
 * audience, nonce or issuer is wrong. Its authorization endpoint is never visited: a test builds
 * the callback address itself.
 */
export async function startForgingProvider() {
  const published = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const clientId = `forged-${randomBytes(4).toString('hex')}`;
  const clientSecret = randomBytes(24).toString('base64url');
  let next: ForgedToken | null = null;
  const server = createServer((req, res) => {
    const json = (body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.url === '/.well-known/openid-configuration')
      return json({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        token_endpoint_auth_methods_supported: ['client_secret_post'],
      });
    if (req.url === '/jwks') return json({ keys: [{ ...published.publicKey.export({ format: 'jwk' }), kid: 'published', use: 'sig', alg: 'RS256' }] });
    if (req.url === '/token' && req.method === 'POST' && next) {
      const token = next;
      next = null;
      return json({ access_token: randomBytes(16).toString('hex'), token_type: 'Bearer', expires_in: 300, id_token: jwt(token, token.signWith === 'published' ? published.privateKey : other) });
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    clientId,
    clientSecret,
    /** The ID token the next token request gets; claims not given are those of a valid token for `nonce`. */
    answerNext(nonce: string, o: { signWith?: ForgedToken['signWith']; claims?: Record<string, unknown> } = {}) {
      const now = Math.floor(Date.now() / 1000);
      next = { signWith: o.signWith ?? 'published', claims: { iss: issuer, aud: clientId, sub: 'forged-subject', nonce, iat: now, exp: now + 300, email: 'forged@example.com', email_verified: true, ...o.claims } };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

function jwt(t: ForgedToken, key: KeyObject): string {
  if (t.signWith === 'none') return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(t.claims)}.`;
  const input = `${b64({ alg: 'RS256', typ: 'JWT', kid: 'published' })}.${b64(t.claims)}`;
  return `${input}.${sign('sha256', Buffer.from(input), key).toString('base64url')}`;
}
