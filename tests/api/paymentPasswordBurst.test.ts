import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { memberApi } from '../helpers/memberApi';
import { signIn } from '../helpers/signIn';
import type { Envelope } from '../helpers/operatorApi';
import { postChange } from '../../server/modules/wallet/ledger';
import type { PayoutAccounts } from '../../src/generated/types';

// The payment password under a burst of withdrawals sent at the same moment: the right one is
// never answered "locked" while it is not (tries still being checked are not wrong ones), and
// wrong ones are counted one by one, locking at the fifth exactly.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const codeOf = (a: { body: Envelope<unknown> }) => (a.body.success ? 'ok' : a.body.errorCode);


describe('the payment password under a burst', () => {
  let call: ReturnType<typeof memberApi>;
  let memberId: string;
  let accountId: string;
  const burst = (paymentPassword: string) =>
    Promise.all(Array.from({ length: 50 }, () => call('/wps/v2/transaction/withdraw', 'POST', { accountId, amount: '500', paymentPassword })));
  const state = () =>
    server.database.db
      .selectFrom('members')
      .select(['payment_password_tries as tries', 'payment_password_locked_until as until'])
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
  const withdrawals = async () => Number((await server.database.db.selectFrom('withdrawals').select((eb) => eb.fn.countAll<string>().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    call = memberApi(server, (await signIn(server.call, 'player01')).token);
    ({ id: memberId } = await server.database.db.selectFrom('members').select('id').where('brand_id', '=', 'bd').where('account', '=', 'player01').executeTakeFirstOrThrow());
    await postChange(server.database.db, { brandId: 'bd', idempotencyKey: 'burst-credit', kind: 'adjustment', postings: [{ memberId, amount: 5_000_000n }, { house: 'adjustments', amount: -5_000_000n }] });
    expect((await call('/wps/member/profile', 'PUT', { realName: 'Karim Uddin' })).body).toMatchObject({ success: true });
    expect((await call('/wps/member/paymentPassword', 'PUT', { newPassword: '246802' })).body).toMatchObject({ success: true });
    const added = await call('/wps/member/payoutAccounts', 'POST', { kind: 'bkash', number: '01712345678', payeeName: 'Karim Uddin' });
    accountId = (added.body as { value: PayoutAccounts }).value.accounts[0]!.id;
  });

  it('never answers fifty withdrawals with the right password "locked", and counts none of them', async () => {
    const codes = (await burst('246802')).map(codeOf);
    expect(codes).not.toContain('PAYMENT_PASSWORD_LOCKED');
    expect(codes).not.toContain('PAYMENT_PASSWORD_WRONG');
    // The brand's daily count takes three; the others are refused for it, not for the password.
    expect(codes.filter((c) => c === 'ok')).toHaveLength(3);
    expect(codes.filter((c) => c !== 'ok')).toEqual(Array(47).fill('WITHDRAWALS_TODAY_USED'));
    expect(await state()).toEqual({ tries: 0, until: null });
  });

  it('counts fifty wrong ones sent at once one by one: four are wrong, the fifth locks it, the rest find it locked', async () => {
    const before = await withdrawals();
    const started = Date.now();
    const codes = (await burst('000000')).map(codeOf);
    expect(codes.filter((c) => c === 'PAYMENT_PASSWORD_WRONG')).toHaveLength(4);
    expect(codes.filter((c) => c === 'PAYMENT_PASSWORD_LOCKED')).toHaveLength(46);
    const locked = await state();
    expect(locked.tries).toBe(5);
    const until = new Date(locked.until!).getTime();
    expect(until).toBeGreaterThan(started + 14 * 60_000);
    expect(until).toBeLessThan(Date.now() + 15 * 60_000 + 5_000);
    // Locked means locked, for the right password too; and nothing was asked for.
    expect(codeOf(await call('/wps/v2/transaction/withdraw', 'POST', { accountId, amount: '500', paymentPassword: '246802' }))).toBe('PAYMENT_PASSWORD_LOCKED');
    expect(await withdrawals()).toBe(before);
    expect((await state()).tries).toBe(5);
  });
});
