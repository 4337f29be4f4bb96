import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { seedOperators, type Envelope } from '../helpers/operatorApi';
import { codeNow } from '../helpers/totp';
import { ADDRESS_FREE_FAILURES, FREE_FAILURES } from '../../server/modules/ops/service';
import { like } from '../helpers/like';

// The console's sign-in waits hold back the address that fails, never an operator's name from
// everywhere: a stranger failing on purpose from address after address does not keep the operator
// out, while one address that keeps failing waits. Addresses are set by X-Forwarded-For, which the
// server takes from the loopback proxy; each test speaks from addresses of its own.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const secretOf = (name: string) => seedOperators.operators.find((o) => o.username === name)!.totpSecret;
type Answer = { status: number; body: Envelope<{ token: string }> };
const signIn = (body: { username: string; password: string; code?: string }, address: string, lang = 'EN') =>
  server.call('/ops/session', { method: 'POST', body, headers: { Language: lang, 'X-Forwarded-For': address } }) as Promise<Answer>;
const errorCodeOf = (a: Answer) => (a.body.success ? 'OK' : a.body.errorCode);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The counts kept for an address, and for a name from it. */
async function countsOf(address: string, name?: string) {
  const db = server.database.db;
  const perAddress = await db.selectFrom('operator_signin_address_failures').select('count').where('address', '=', address).executeTakeFirst();
  const perName = name ? await db.selectFrom('operator_signin_failures').select('count').where('address', '=', address).where('username_key', '=', name).executeTakeFirst() : undefined;
  return { address: perAddress?.count ?? 0, name: perName?.count ?? 0 };
}

describe('the console’s sign-in waits', () => {
  it('let helpdesk sign in from its own address while wrong passwords for it come from address after address, four a second', async () => {
    let attacking = true;
    let answered = 0;
    const guesses: Array<Promise<Answer>> = [];
    const attack = (async () => {
      for (let i = 1; attacking; i++) {
        // A new address every time, each guess a quarter of a second after the last.
        guesses.push(
          signIn({ username: 'helpdesk', password: `guess-${i}`, code: '123456' }, `203.0.113.${i}`).then((a) => {
            answered++;
            return a;
          }),
        );
        await sleep(250);
      }
    })();
    try {
      // Counted, not timed (a loaded machine answers fewer a second): enough failed guesses that a
      // wait for the name would have grown past what any try could slip through.
      while (answered <= FREE_FAILURES * 3) await sleep(50);
      const owner = await signIn({ username: 'helpdesk', password: seedOperators.password, code: await codeNow(secretOf('helpdesk')) }, '198.51.100.7');
      expect(owner.status, JSON.stringify(owner.body)).toBe(200);
      expect(owner.body).toMatchObject({ success: true, value: { operator: { username: 'helpdesk' } } });
    } finally {
      attacking = false;
      await attack;
    }
    // Each address failed once: none of them waits, and each guess was refused as a wrong one.
    const answers = await Promise.all(guesses);
    expect(answers.length).toBeGreaterThan(FREE_FAILURES * 3);
    expect(new Set(answers.map(errorCodeOf))).toEqual(new Set(['OPS_SIGN_IN_FAILED']));
  });

  it('hold back an address that keeps failing, even with the right password and code, in its language; another address signs in', async () => {
    const sprayer = '192.0.2.40';
    // Wrong passwords for one name after another: each name fails fewer times than its own wait needs.
    for (let i = 0; i < ADDRESS_FREE_FAILURES; i++) {
      expect(errorCodeOf(await signIn({ username: `nobody${i}`, password: 'guess', code: '123456' }, sprayer))).toBe('OPS_SIGN_IN_FAILED');
    }
    // Read well inside its step (up to 15 s spent waiting for one): the waits below take seconds, and the code must outlast them.
    const code = await codeNow(secretOf('cashier'), 15_000);
    // Then each further try waits 1, 2, 4 … seconds after the last: kept at it until the wait outlasts the tries below.
    for (let i = 0; ; i++) {
      const answer = await signIn({ username: `more${i}`, password: 'guess', code: '123456' }, sprayer);
      const seconds = answer.body.success ? 0 : Number(/(\d+) seconds/.exec(answer.body.message)?.[1] ?? 0);
      if (seconds >= 4) break;
      await sleep(seconds * 1000 + 50);
    }
    const held = await signIn({ username: 'cashier', password: seedOperators.password, code }, sprayer);
    expect(held.status).toBe(429);
    expect(held.body).toMatchObject({ success: false, errorCode: 'OPS_SIGN_IN_TOO_SOON', message: like.stringMatching(/^Too many failed sign-ins from this network\. Try again in \d+ seconds\.$/) });
    const inBengali = await signIn({ username: 'cashier', password: seedOperators.password, code }, sprayer, 'BN');
    expect(inBengali.body).toMatchObject({ errorCode: 'OPS_SIGN_IN_TOO_SOON', message: like.stringMatching(/^এই নেটওয়ার্ক থেকে অনেকবার ভুল লগ ইন হয়েছে। \d+ সেকেন্ড পরে আবার চেষ্টা করুন।$/) });
    // The held tries were not compared, so the code is still unspent: cashier signs in from elsewhere.
    const elsewhere = await signIn({ username: 'cashier', password: seedOperators.password, code }, '192.0.2.41');
    expect(elsewhere.status, JSON.stringify(elsewhere.body)).toBe(200);
  }, 60_000);

  it('hold back one name from the address that failed it, and not from another address', async () => {
    const guesser = '192.0.2.50';
    for (let i = 0; i < FREE_FAILURES; i++) {
      expect(errorCodeOf(await signIn({ username: 'editor', password: 'guess', code: '123456' }, guesser))).toBe('OPS_SIGN_IN_FAILED');
    }
    expect(errorCodeOf(await signIn({ username: 'Editor ', password: 'guess', code: '123456' }, guesser))).toBe('OPS_SIGN_IN_TOO_SOON');
    // Another name from the same address goes on, and the same name from another address.
    expect(errorCodeOf(await signIn({ username: 'admin', password: 'guess', code: '123456' }, guesser))).toBe('OPS_SIGN_IN_FAILED');
    expect(errorCodeOf(await signIn({ username: 'editor', password: 'guess', code: '123456' }, '192.0.2.51'))).toBe('OPS_SIGN_IN_FAILED');
    // A try held for its name is not counted against its address.
    expect(await countsOf(guesser, 'editor')).toEqual({ address: FREE_FAILURES + 1, name: FREE_FAILURES });
  });

  describe('under concurrent tries', () => {
    it('count every wrong try from one address exactly, whatever names they give, and let no more through than the address may fail', async () => {
      const address = '192.0.2.60';
      const n = ADDRESS_FREE_FAILURES * 2;
      const answers = await Promise.all(Array.from({ length: n }, (_, i) => signIn({ username: `spray${i}`, password: 'guess', code: '123456' }, address)));
      const codes = answers.map(errorCodeOf);
      expect(codes.filter((c) => c === 'OPS_SIGN_IN_FAILED')).toHaveLength(ADDRESS_FREE_FAILURES);
      expect(codes.filter((c) => c === 'OPS_SIGN_IN_TOO_SOON')).toHaveLength(n - ADDRESS_FREE_FAILURES);
      expect((await countsOf(address)).address).toBe(ADDRESS_FREE_FAILURES);
    });

    it('count a burst at one name from one address exactly: the free tries go, the rest wait and count nowhere', async () => {
      const address = '192.0.2.61';
      const answers = await Promise.all(Array.from({ length: 10 }, () => signIn({ username: 'ghost', password: 'guess', code: '123456' }, address)));
      const codes = answers.map(errorCodeOf);
      expect(codes.filter((c) => c === 'OPS_SIGN_IN_FAILED')).toHaveLength(FREE_FAILURES);
      expect(codes.filter((c) => c === 'OPS_SIGN_IN_TOO_SOON')).toHaveLength(10 - FREE_FAILURES);
      expect(await countsOf(address, 'ghost')).toEqual({ address: FREE_FAILURES, name: FREE_FAILURES });
    });
  });
});
