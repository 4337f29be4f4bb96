import type { EncryptedBody, PublicKey } from '../generated/types';

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

export async function encryptBody(publicKey: PublicKey, body: unknown): Promise<EncryptedBody> {
  const subtle = globalThis.crypto.subtle;
  const rsa = await subtle.importKey('spki', fromBase64(publicKey.spki), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const data = await subtle.encrypt({ name: 'AES-GCM', iv }, aes, new TextEncoder().encode(JSON.stringify(body)));
  const key = await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, await subtle.exportKey('raw', aes));
  return { keyId: publicKey.keyId, key: toBase64(key), iv: toBase64(iv), data: toBase64(data) };
}
