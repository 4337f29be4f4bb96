import { constants, createDecipheriv, createPrivateKey, privateDecrypt, type KeyObject } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables';
import validateEncryptedBody from '../../src/generated/validators/api/encryptedBody';
import { apiError } from '../errors';

const TAG_BYTES = 16;

/**
 * Opens the body of an encrypted call (src/api/encryptBody.ts makes it). Anything that is not a
 * well-formed body sealed with one of our keys — a plain body, an unknown or retired key, a
 * tampered byte — is one answer, BAD_ENCRYPTION, which tells the client to fetch the key again.
 */
export class BodyDecrypter {
  private readonly keys = new Map<string, KeyObject | null>();
  constructor(private readonly db: Kysely<Tables>) {}

  async open(body: unknown): Promise<unknown> {
    if (!validateEncryptedBody(body)) throw apiError('BAD_ENCRYPTION');
    const privateKey = await this.keyFor(body.keyId);
    if (!privateKey) throw apiError('BAD_ENCRYPTION');
    try {
      const aesKey = privateDecrypt(
        { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(body.key, 'base64'),
      );
      const sealed = Buffer.from(body.data, 'base64');
      if (aesKey.length !== 32 || sealed.length <= TAG_BYTES) throw new Error('bad sizes');
      const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(body.iv, 'base64'));
      decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
      const text = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]).toString('utf8');
      return JSON.parse(text);
    } catch {
      throw apiError('BAD_ENCRYPTION');
    }
  }

  private async keyFor(keyId: string): Promise<KeyObject | null> {
    if (this.keys.has(keyId)) return this.keys.get(keyId)!;
    const row = await this.db.selectFrom('rsa_keys').select('private_pem').where('key_id', '=', keyId).executeTakeFirst();
    const key = row ? createPrivateKey(row.private_pem) : null;
    // Unknown ids are not remembered: a key another process just made must still be found.
    if (key) this.keys.set(keyId, key);
    return key;
  }
}
