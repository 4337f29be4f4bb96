import { randomBytes } from 'node:crypto';
import type { TestServer } from './testServer';
import { liveToken, noteRenewal, sendEncrypted } from './signIn';
import { calls } from '../../src/generated/calls';
import type { Envelope } from './operatorApi';

/** A new idempotency key, as the site makes one per write. */
export const newKey = () => randomBytes(18).toString('base64url');

/** The calls the site seals with the server's key (a password in the body), by method and path. */
const sealedCalls = new Set(Object.values(calls).flatMap((c) => ('encrypted' in c && c.encrypted ? [`${c.method} ${c.path}`] : [])));

/**
 * A signed-in member's calls, in English, each write with a new key, sealed as the site seals them;
 * a password given again renews the token (ASVS 7.2.4), and the calls go on with the new one.
 */
export function memberApi(server: TestServer, token: string) {
  return async (path: string, method = 'GET', body?: unknown) => {
    const sent = liveToken(token);
    const headers = { Authorization: sent, Language: 'EN', ...(method === 'GET' ? {} : { 'Idempotency-Key': newKey() }) };
    if (sealedCalls.has(`${method} ${path}`)) return noteRenewal(await sendEncrypted(server.call, path, body, { method, headers }), sent) as { status: number; body: Envelope<unknown> };
    return server.call<Envelope<unknown>>(path, { method, body, headers });
  };
}
