import { constants, createCipheriv, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import { sealedPayload } from '../../src/api/encryptBody';
import type { EncryptedBody, PublicKey } from '../../src/generated/types';

/**
 * Seals a body as src/api/encryptBody.ts does, but synchronously (node:crypto): a load that must
 * send a new sealed body on every request (the server takes each one once) makes it as it sends.
 */
export function sealSync(key: PublicKey, body: unknown, at = Date.now()): EncryptedBody {
  return sealTextSync(key, JSON.stringify(sealedPayload(body, at)));
}

/** Seals any text, well-formed or not, as the data of an encrypted body. */
export function sealTextSync(key: PublicKey, text: string): EncryptedBody {
  const aes = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aes, iv);
  const data = Buffer.concat([cipher.update(text, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  const rsa = createPublicKey({ key: Buffer.from(key.spki, 'base64'), format: 'der', type: 'spki' });
  const wrapped = publicEncrypt({ key: rsa, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, aes);
  return { keyId: key.keyId, key: wrapped.toString('base64'), iv: iv.toString('base64'), data: data.toString('base64') };
}
