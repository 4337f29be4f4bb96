import { constants, createDecipheriv, createPrivateKey, privateDecrypt, type KeyObject } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables';
import { encryptedBody as validateEncryptedBody, sealedPayload as validateSealedPayload } from '../../src/generated/validators/api.js';
import { apiError } from '../errors';

const TAG_BYTES = 16;
/**
 * A sealed body is taken for this long after the moment it is dated (the client dates it by the
 * server's clock, so only the trip counts), and this long before it (API processes' clocks a
 * little apart). Outside that, 400 SEALED_BODY_STALE.
 */
export const SEALED_MAX_AGE_MS = 60_000;
export const SEALED_MAX_AHEAD_MS = 10_000;
/**
 * A nonce is kept until its body is too old anyway, and as long again, for a process whose clock
 * runs behind; deleting the expired ones waits at least a minute between two runs.
 */
const NONCE_KEPT_MS = 2 * SEALED_MAX_AGE_MS;
const SWEEP_EVERY_MS = 60_000;

/**
 * Opens the body of an encrypted call (src/api/encryptBody.ts makes it). Anything that is not a
 * well-formed body sealed with one of our keys — a plain body, an unknown or retired key, a
 * tampered byte, a payload that is not a dated body with its nonce — is one answer,
 * BAD_ENCRYPTION, which tells the client to fetch the key again. A body sealed too long ago (or
 * dated ahead) is SEALED_BODY_STALE, which the client also answers with a fresh key and the
 * server's time; one whose nonce was taken before is SEALED_BODY_REPLAYED: a body caught on the
 * way signs nobody in a second time.
 */
export class BodyDecrypter {
  private readonly keys = new Map<string, KeyObject | null>();
  private lastSweep = 0;
  constructor(private readonly db: Kysely<Tables>) {}

  async open(body: unknown): Promise<unknown> {
    const payload = await this.decrypt(body);
    if (!validateSealedPayload(payload)) throw apiError('BAD_ENCRYPTION');
    const age = Date.now() - payload.at;
    if (age > SEALED_MAX_AGE_MS || age < -SEALED_MAX_AHEAD_MS) throw apiError('SEALED_BODY_STALE');
    if (!(await this.firstUse(payload.nonce, payload.at))) throw apiError('SEALED_BODY_REPLAYED');
    return payload.body;
  }

  /** The JSON the body holds. */
  private async decrypt(body: unknown): Promise<unknown> {
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

  /**
   * Records a nonce: false when it was recorded before. One insert against the primary key, so of
   * two copies of one body arriving at once, in one process or two, exactly one is taken.
   */
  private async firstUse(nonce: string, at: number): Promise<boolean> {
    const now = Date.now();
    if (now - this.lastSweep >= SWEEP_EVERY_MS) {
      this.lastSweep = now;
      await this.db.deleteFrom('sealed_body_nonces').where('expires_at', '<', new Date(now)).execute();
    }
    const taken = await this.db
      .insertInto('sealed_body_nonces')
      .values({ nonce, expires_at: new Date(at + NONCE_KEPT_MS) })
      .onConflict((oc) => oc.column('nonce').doNothing())
      .returning('nonce')
      .executeTakeFirst();
    return taken !== undefined;
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
