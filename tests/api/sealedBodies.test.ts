import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { sql } from 'kysely';
import { encryptBody } from '../../src/api/encryptBody';
import type { EncryptedBody, PublicKey } from '../../src/generated/types';
import { BodyDecrypter, SEALED_MAX_AGE_MS, SEALED_MAX_AHEAD_MS } from '../../server/http/decryptBody';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { demoPassword } from '../helpers/signIn';
import { sealTextSync } from '../helpers/sealSync';
import { like } from '../helpers/like';

// A sealed body carries its date and a nonce inside the encryption: a copy caught on the way is
// refused when sent again, at once or later, by this process or another.

type Envelope = { success: true; value: { token: string } } | { success: false; errorCode: string; message: string };

let server: TestServer;
let key: PublicKey;
beforeAll(async () => {
  server = await startTestServer();
  key = (await server.call<{ value: PublicKey }>('/wps/system/publicKey')).body.value;
});
afterAll(() => server.close());

const login = (body: EncryptedBody, lang = 'EN') => server.call<Envelope>('/wps/session/login', { method: 'POST', body, headers: { Language: lang } });
const player = { type: 'username', username: 'player01', password: demoPassword };
const sessionsOf = async (account: string) =>
  (await sql<{ n: number }>`select count(*)::int as n from sessions s join members m on m.id = s.member_id where m.account = ${account}`.execute(server.database.db)).rows[0]!.n;

describe('a sealed body is taken once', () => {
  it('refuses a replayed sign-in body with a translated 409, and makes no second session', async () => {
    const sealed = await encryptBody(key, player);
    const before = await sessionsOf('player01');
    const first = await login(sealed);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const replay = await login(sealed);
    expect(replay.status).toBe(409);
    expect(replay.body).toEqual({ success: false, errorCode: 'SEALED_BODY_REPLAYED', message: 'This request was already received once, so it is not taken again. Please try again.' });
    expect((await login(sealed, 'BN')).body).toMatchObject({ errorCode: 'SEALED_BODY_REPLAYED', message: 'এই অনুরোধটি আগেই একবার গৃহীত হয়েছে, তাই আবার নেওয়া হবে না। অনুগ্রহ করে আবার চেষ্টা করুন।' });
    expect(await sessionsOf('player01')).toBe(before + 1);
    // The same body sealed anew is a new request.
    expect((await login(await encryptBody(key, player))).status).toBe(200);
  });

  it('takes exactly one of ten copies of a body sent at once', async () => {
    const sealed = await encryptBody(key, player);
    const answers = await Promise.all(Array.from({ length: 10 }, () => login(sealed)));
    const codes = answers.map((a) => (a.body.success ? 'OK' : a.body.errorCode)).sort();
    expect(codes).toEqual(['OK', ...new Array<string>(9).fill('SEALED_BODY_REPLAYED')]);
  });

  it('refuses in one process a body another process took (the nonce is kept in the database)', async () => {
    const [a, b] = [new BodyDecrypter(server.database.db), new BodyDecrypter(server.database.db)];
    const sealed = await encryptBody(key, player);
    expect(await a.open(sealed)).toEqual(player);
    await expect(b.open(sealed)).rejects.toMatchObject({ code: 'SEALED_BODY_REPLAYED' });
    const kept = await sql<{ ms: number }>`select extract(epoch from expires_at) * 1000 as ms from sealed_body_nonces order by expires_at desc limit 1`.execute(server.database.db);
    // Kept past the moment the body would be refused as too old anyway.
    expect(Number(kept.rows[0]!.ms)).toBeGreaterThan(Date.now() + SEALED_MAX_AGE_MS / 2);
  });
});

describe('a sealed body is dated', () => {
  it(`takes a body sealed up to ${SEALED_MAX_AGE_MS / 1000} s ago, and refuses an older one or one dated ahead, translated`, async () => {
    expect((await login(await encryptBody(key, player, Date.now() - SEALED_MAX_AGE_MS + 5_000))).status).toBe(200);
    for (const at of [Date.now() - SEALED_MAX_AGE_MS - 1_000, Date.now() + SEALED_MAX_AHEAD_MS + 2_000]) {
      const res = await login(await encryptBody(key, player, at));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ errorCode: 'SEALED_BODY_STALE', message: like.stringMatching(/clock/) });
    }
    expect((await login(await encryptBody(key, player, Date.now() - 3_600_000), 'BN')).body).toMatchObject({ message: like.stringContaining('ঘড়ি') });
  });

  it('refuses a sealed body without its date and nonce, as one it cannot read', async () => {
    const now = Date.now();
    for (const text of [
      JSON.stringify(player),
      JSON.stringify({ at: now, body: player }),
      JSON.stringify({ at: now, nonce: 'short', body: player }),
      JSON.stringify({ at: String(now), nonce: 'AAAAAAAAAAAAAAAAAAAAAA', body: player }),
      JSON.stringify({ at: now, nonce: 'AAAAAAAAAAAAAAAAAAAAAA', body: player, extra: 1 }),
    ]) {
      const res = await login(sealTextSync(key, text));
      expect(res.body, text).toMatchObject({ errorCode: 'BAD_ENCRYPTION' });
    }
  });
});

describe('the public key', () => {
  it("tells the server's time, which a client dates its bodies by", async () => {
    const fetched = (await server.call<{ value: PublicKey }>('/wps/system/publicKey')).body.value;
    expect(Math.abs(fetched.serverTime - Date.now())).toBeLessThan(5_000);
  });

  it('is RSA of 3,072 bits, and a smaller key left by an older version is replaced, still opening what was sealed with it', async () => {
    const bits = (spki: string) => createPublicKey({ key: Buffer.from(spki, 'base64'), format: 'der', type: 'spki' }).asymmetricKeyDetails?.modulusLength;
    expect(bits(key.spki)).toBe(3072);
    // A database an older version left: its only key is of 2,048 bits. (The last test of the file:
    // the key the others sealed with is gone.)
    const old = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const spki = old.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    const oldKey = { keyId: 'old2048key000001', spki, serverTime: Date.now() };
    await server.database.db.deleteFrom('rsa_keys').execute();
    await server.database.db
      .insertInto('rsa_keys')
      .values({ key_id: oldKey.keyId, spki, private_pem: old.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() })
      .execute();
    const served = (await server.call<{ value: PublicKey }>('/wps/system/publicKey')).body.value;
    expect(served.keyId).not.toBe(oldKey.keyId);
    expect(served.keyId).not.toBe(key.keyId);
    expect(bits(served.spki)).toBe(3072);
    // A page that fetched the old key a moment before still signs in with it.
    expect((await login(await encryptBody(oldKey, player))).status).toBe(200);
    expect((await login(await encryptBody(served, player))).status).toBe(200);
  });
});
