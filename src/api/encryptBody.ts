import type { EncryptedBody, PublicKey, SealedPayload } from '../generated/types';

// The body of an encrypted call (ARCHITECTURE: API conventions): a fresh AES-256-GCM key per call,
// wrapped with the server's RSA-OAEP-SHA256 key. WebCrypto only, so the browser and Node (the
// tests sign in with this same code) encrypt alike.

const toBase64 = (bytes: ArrayBuffer | Uint8Array) => {
  const view = new Uint8Array(bytes);
  let text = '';
  for (const b of view) text += String.fromCharCode(b);
  return btoa(text);
};

const fromBase64 = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));

/** 16 random bytes, base64url without padding. */
const newNonce = () => toBase64(globalThis.crypto.getRandomValues(new Uint8Array(16))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/**
 * What is encrypted: the body, dated and given a nonce inside the encryption, so that the server
 * can refuse the same sealed body sent twice or long after (SealedPayload). `at` is the server's
 * clock as the caller knows it.
 */
export const sealedPayload = (body: unknown, at: number): SealedPayload => ({ at: Math.round(at), nonce: newNonce(), body: body as SealedPayload['body'] });

export async function encryptBody(publicKey: PublicKey, body: unknown, at = Date.now()): Promise<EncryptedBody> {
  const subtle = globalThis.crypto.subtle;
  const rsa = await subtle.importKey('spki', fromBase64(publicKey.spki), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const data = await subtle.encrypt({ name: 'AES-GCM', iv }, aes, new TextEncoder().encode(JSON.stringify(sealedPayload(body, at))));
  const key = await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, await subtle.exportKey('raw', aes));
  return { keyId: publicKey.keyId, key: toBase64(key), iv: toBase64(iv), data: toBase64(data) };
}
