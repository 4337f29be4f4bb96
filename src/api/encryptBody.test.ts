import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import type { EncryptedBody, SealedPayload } from '../generated/types';
import { sealedPayload as validateSealedPayload } from '../generated/validators/api.js';
import { siteCalls } from '../generated/calls';
import { encryptBody } from './encryptBody';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');

/** Opens a sealed body as the server does (server/http/decryptBody.ts), without its checks. */
function open(sealed: EncryptedBody): SealedPayload {
  const aes = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(sealed.key, 'base64'));
  const data = Buffer.from(sealed.data, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', aes, Buffer.from(sealed.iv, 'base64'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  return JSON.parse(Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8')) as SealedPayload;
}

describe('encryptBody', () => {
  it('seals the body with its date and a nonce of its own, inside the encryption', async () => {
    const key = { keyId: 'k1', spki, serverTime: 0 };
    const body = { type: 'username', username: 'player01', password: ' spaced pass ' };
    const [a, b] = [open(await encryptBody(key, body, 1_700_000_000_000)), open(await encryptBody(key, body, 1_700_000_000_000))];
    expect(validateSealedPayload(a)).toBe(true);
    expect(a).toMatchObject({ at: 1_700_000_000_000, body });
    expect(a.nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(b.nonce).not.toBe(a.nonce);
  });
});

describe("the client's sealed calls", () => {
  /** The server, an hour ahead of this device; `answers` are its replies to the sign-in, in turn. */
  function fakeServer(answers: Array<Record<string, unknown>>) {
    const seen: { keys: number; bodies: SealedPayload[] } = { keys: 0, bodies: [] };
    vi.stubGlobal(
      'fetch',
      vi.fn((path: string, init: RequestInit) => {
        if (path === siteCalls['system/publicKey'].path) {
          seen.keys++;
          return Promise.resolve(Response.json({ success: true, value: { keyId: 'k1', spki, serverTime: Date.now() + 3_600_000 } }));
        }
        seen.bodies.push(open(JSON.parse(init.body as string) as EncryptedBody));
        return Promise.resolve(Response.json(answers.shift(), { status: answers.length ? 400 : 200 }));
      }),
    );
    return seen;
  }

  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('sessionStorage', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("dates a body by the server's clock, not the device's", async () => {
    const seen = fakeServer([{ success: true, value: { token: 't' } }]);
    const { apiSend } = await import('./client');
    await apiSend('session/login', { type: 'username', username: 'player01', password: 'x' });
    expect(seen.bodies).toHaveLength(1);
    expect(Math.abs(seen.bodies[0]!.at - (Date.now() + 3_600_000))).toBeLessThan(5_000);
  });

  it('fetches the key and the time again and seals anew when the server finds a body stale', async () => {
    const seen = fakeServer([
      { success: false, errorCode: 'SEALED_BODY_STALE', message: 'stale' },
      { success: true, value: { token: 't' } },
    ]);
    const { apiSend } = await import('./client');
    await expect(apiSend('session/login', { type: 'username', username: 'player01', password: 'x' })).resolves.toEqual({ token: 't' });
    expect(seen.keys).toBe(2);
    expect(seen.bodies).toHaveLength(2);
    expect(seen.bodies[1]!.nonce).not.toBe(seen.bodies[0]!.nonce);
  });
});
