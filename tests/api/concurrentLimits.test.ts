import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptBody } from '../../src/api/encryptBody';
import type { PublicKey } from '../../src/generated/types';
import { startTestServer, type TestServer } from '../helpers/testServer';

// Limits that a burst of parallel requests must not outrun: each is counted in one atomic
// statement before the secret is compared. The bursts are meaningful on PostgreSQL, where the
// requests really run side by side on several connections; on PGlite they still must hold.

type Envelope = { success: true; value: { token: string } } | { success: false; errorCode: string };

let server: TestServer;
let key: PublicKey;
beforeAll(async () => {
  server = await startTestServer();
  key = ((await server.call('/wps/system/publicKey')).body as { value: PublicKey }).value;
});
afterAll(() => server.close());

/** Seals every body first, then sends them all at once, answers in sending order. */
async function burst(bodies: unknown[]) {
  const sealed = await Promise.all(bodies.map((b) => encryptBody(key, b)));
  return Promise.all(sealed.map((body) => server.call<Envelope>('/wps/session/login', { method: 'POST', body, headers: { Language: 'EN' } })));
}

const tally = (answers: Array<{ status: number; body: Envelope }>) => {
  const out: Record<string, number> = {};
  for (const a of answers) {
    const k = a.body.success ? 'OK' : a.body.errorCode;
    out[k] = (out[k] ?? 0) + 1;
  }
  return out;
};

describe('SMS sign-in codes under a burst of guesses', () => {
  it('checks at most five wrong codes, and the right code sent late in the burst no longer signs in', async () => {
    const mobileNum = '01712345678';
    const to = '+8801712345678';
    expect((await server.call('/wps/verification/sms/noLogin', { method: 'POST', body: { countryDialingCode: '880', mobileNum } })).status).toBe(200);
    const outbox = (await server.call<{ value: Array<{ to: string; code: string | null }> }>('/dev/outbox')).body.value;
    const code = outbox.find((m) => m.to === to)!.code!;
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

    const RIGHT_AT = 150;
    const bodies = Array.from({ length: 200 }, (_, i) => ({
      type: 'sms',
      mobileNum,
      countryDialingCode: '880',
      password: i === RIGHT_AT ? code : wrong(i),
    }));
    const answers = await burst(bodies);

    const counts = tally(answers);
    expect(counts, JSON.stringify(counts)).toEqual({ SMS_CODE_WRONG: 200 });
    expect(answers[RIGHT_AT]!.status).toBe(400);
    const row = await server.database.db
      .selectFrom('sms_codes')
      .select('wrong_tries')
      .where('purpose', '=', 'login')
      .where('mobile', '=', to)
      .executeTakeFirstOrThrow();
    // Every try was counted, and no more than five were ever compared.
    expect(row.wrong_tries).toBe(5);
    const late = await burst([{ type: 'sms', mobileNum, countryDialingCode: '880', password: code }]);
    expect(late[0]!.body).toMatchObject({ errorCode: 'SMS_CODE_WRONG' });
  });
});
