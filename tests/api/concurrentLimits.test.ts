import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { encryptBody } from '../../src/api/encryptBody';
import type { PublicKey } from '../../src/generated/types';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { demoPassword } from '../helpers/signIn';

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

describe('the captcha after three wrong passwords, under a burst', () => {
  const wrongBurst = (username: string, rightAt: number) =>
    burst(Array.from({ length: 300 }, (_, i) => ({ type: 'username', username, password: i === rightAt ? demoPassword : `wrong-${i}` })));

  it('checks at most three passwords without a captcha, and the right one sent late asks for the captcha', async () => {
    const answers = await wrongBurst('agent01', 40);
    const counts = tally(answers);
    // LOGIN_FAILED is an answer whose password was compared; every other try was stopped before.
    expect(counts, JSON.stringify(counts)).toEqual({ LOGIN_FAILED: 3, CAPTCHA_REQUIRED: 297 });
    expect(answers[40]!.body).toMatchObject({ errorCode: 'CAPTCHA_REQUIRED' });
    const row = await server.database.db
      .selectFrom('login_failures')
      .select('count')
      .where('account_key', '=', 'agent01')
      .executeTakeFirstOrThrow();
    expect(row.count).toBe(300);
  });

  it('answers an account that does not exist exactly alike', async () => {
    const counts = tally(await wrongBurst('nobody-by-this-name', 40));
    expect(counts, JSON.stringify(counts)).toEqual({ LOGIN_FAILED: 3, CAPTCHA_REQUIRED: 297 });
  });

  it('starts a run again once the last try is older than the failure memory', async () => {
    await sql`update login_failures set last_at = now() - interval '31 minutes' where account_key = 'agent01'`.execute(server.database.db);
    const again = await burst([{ type: 'username', username: 'agent01', password: 'still-wrong' }]);
    expect(again[0]!.body).toMatchObject({ errorCode: 'LOGIN_FAILED' });
  });

  it('forgets the run after a right password', async () => {
    await sql`delete from login_failures`.execute(server.database.db);
    const one = await burst([{ type: 'username', username: 'player01', password: demoPassword }]);
    expect(one[0]!.status).toBe(200);
    const left = await server.database.db.selectFrom('login_failures').select('count').where('account_key', '=', 'player01').executeTakeFirst();
    expect(left).toBeUndefined();
  });
});
