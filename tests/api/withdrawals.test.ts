import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { memberApi, newKey } from '../helpers/memberApi';
import { demoPassword, sendEncrypted, signIn } from '../helpers/signIn';
import { hashPassword } from '../../server/lib/password';
import { operatorApi, type Envelope } from '../helpers/operatorApi';
import { projectRoot } from '../../server/config';
import { checkLedger } from '../../server/modules/wallet/checkLedger';
import { postChange } from '../../server/modules/wallet/ledger';
import type { PayoutAccounts, Profile, VendorWallets, Withdrawal, Withdrawals } from '../../src/generated/types';

// Withdrawals through the API: the security centre's real name, payment password and payout
// accounts; a request holds the money at once; the desk approves and pays it (or rejects it,
// releasing the hold); the member confirms receipt, or the scheduled job does when they do not.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const png = readFileSync(join(projectRoot, 'public', 'brand', 'bd', 'icon-192.png')).toString('base64');
const valueOf = <T>(answer: { body: Envelope<unknown> }) => {
  if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
  return answer.body.value as T;
};



describe('withdrawals', () => {
  let call: ReturnType<typeof memberApi>;
  let cashier: string;
  const wallets = async () => valueOf<VendorWallets>(await call('/wps/relay/GCS_merchantWallet'));
  const withdraw = (body: Record<string, string>) => call('/wps/v2/transaction/withdraw', 'POST', body);
  const mine = async () => valueOf<Withdrawals>(await call('/wps/v2/transaction/withdrawals')).list;
  const decide = (body: Record<string, string>) =>
    operatorApi(server).call<{ status: string }>(cashier, '/ops/payments/withdrawals/decide', 'POST', { brandId: 'bd', ...body }, 'EN', { 'Idempotency-Key': newKey() });
  let accountId: string;

  beforeAll(async () => {
    call = memberApi(server, (await signIn(server.call, 'player01')).token);
    cashier = await operatorApi(server).tokenOf('cashier');
  });

  it('asks for the real name before any payout account, keeps it once set, and checks the age', async () => {
    expect(valueOf<Profile>(await call('/wps/member/profile'))).toMatchObject({ account: 'player01', realName: null, hasPaymentPassword: false });
    const early = await call('/wps/member/payoutAccounts', 'POST', { kind: 'bkash', number: '01712345678', payeeName: 'Karim Uddin' });
    expect(early.body).toMatchObject({ errorCode: 'REAL_NAME_REQUIRED' });
    const young = await call('/wps/member/profile', 'PUT', { realName: 'Karim  Uddin', birthday: `${new Date().getUTCFullYear() - 17}-01-01` });
    expect(young.body).toMatchObject({ errorCode: 'UNDER_AGE', field: 'birthday', message: 'You must be at least 18 years old.' });
    // A first e-mail address is where recovery links will go: the login password is asked for it.
    const unconfirmed = await call('/wps/member/profile', 'PUT', { realName: 'Karim  Uddin', birthday: '1990-05-17', email: 'karim@example.com' });
    expect(unconfirmed.body).toMatchObject({ errorCode: 'OLD_PASSWORD_WRONG', field: 'password' });
    expect(valueOf<Profile>(await call('/wps/member/profile'))).toMatchObject({ realName: null, email: null, passwordSet: true });
    const saved = await call('/wps/member/profile', 'PUT', { realName: 'Karim  Uddin', birthday: '1990-05-17', email: 'karim@example.com', password: demoPassword });
    expect(valueOf<Profile>(saved)).toMatchObject({ realName: 'Karim Uddin', birthday: '1990-05-17', email: 'karim@example.com' });
    const renamed = await call('/wps/member/profile', 'PUT', { realName: 'Someone Else' });
    expect(renamed.body).toMatchObject({ errorCode: 'REAL_NAME_SET', field: 'realName' });
    // Saving the form again unchanged, or with nothing but the password, changes nothing and is no error.
    for (const body of [{ realName: 'Karim Uddin' }, { password: demoPassword }])
      expect(valueOf<Profile>(await call('/wps/member/profile', 'PUT', body))).toMatchObject({ realName: 'Karim Uddin', birthday: '1990-05-17', email: 'karim@example.com' });
  });

  it("binds payout accounts of the kinds the brand pays to, in the member's own name", async () => {
    const other = await call('/wps/member/payoutAccounts', 'POST', { kind: 'bkash', number: '01712345678', payeeName: 'Rahim Mia' });
    expect(other.body).toMatchObject({ errorCode: 'PAYEE_NAME_MISMATCH', field: 'payeeName', message: 'The account holder must be you: Karim Uddin.' });
    const bad = await call('/wps/member/payoutAccounts', 'POST', { kind: 'bkash', number: '0171234', payeeName: 'karim uddin' });
    expect(bad.body).toMatchObject({ errorCode: 'PAYOUT_ACCOUNT_INVALID', field: 'number', message: 'This is not a valid bKash account number.' });
    const upi = await call('/wps/member/payoutAccounts', 'POST', { kind: 'upi', number: 'karim@okaxis', payeeName: 'Karim Uddin' });
    expect(upi.body).toMatchObject({ errorCode: 'PAYOUT_KIND_NOT_OFFERED' });
    const bank = await call('/wps/member/payoutAccounts', 'POST', { kind: 'bank', number: '1234567890', payeeName: 'Karim Uddin' });
    expect(bank.status).toBe(400);
    const added = valueOf<PayoutAccounts>(await call('/wps/member/payoutAccounts', 'POST', { kind: 'bkash', number: '01712-345678', payeeName: 'karim uddin' }));
    expect(added).toEqual({ kinds: ['bkash', 'nagad', 'rocket', 'bank'], accounts: [expect.objectContaining({ kind: 'bkash', number: '+8801712345678', payeeName: 'Karim Uddin' })] });
    accountId = added.accounts[0]!.id;
    const twice = await call('/wps/member/payoutAccounts', 'POST', { kind: 'bkash', number: '01712345678', payeeName: 'Karim Uddin' });
    expect(twice.body).toMatchObject({ errorCode: 'PAYOUT_ACCOUNT_TAKEN' });
  });

  it('needs a payment password, changed only with the current one', async () => {
    const none = await withdraw({ accountId, amount: '600', paymentPassword: '123456' });
    expect(none.body).toMatchObject({ errorCode: 'PAYMENT_PASSWORD_NOT_SET' });
    expect(valueOf(await call('/wps/member/paymentPassword', 'PUT', { newPassword: '135790' }))).toEqual({ hasPaymentPassword: true });
    const wrongOld = await call('/wps/member/paymentPassword', 'PUT', { oldPassword: '000000', newPassword: '246802' });
    expect(wrongOld.body).toMatchObject({ errorCode: 'PAYMENT_PASSWORD_WRONG', field: 'oldPassword' });
    expect(valueOf(await call('/wps/member/paymentPassword', 'PUT', { oldPassword: '135790', newPassword: '246802' }))).toEqual({ hasPaymentPassword: true });
  });

  it('refuses a withdrawal outside the limits, with a wrong password or above the balance, and changes nothing', async () => {
    const before = await wallets();
    expect((await withdraw({ accountId, amount: '499.99', paymentPassword: '246802' })).body).toMatchObject({ errorCode: 'AMOUNT_BELOW_MIN', field: 'amount' });
    expect((await withdraw({ accountId, amount: '25000.01', paymentPassword: '246802' })).body).toMatchObject({ errorCode: 'AMOUNT_ABOVE_MAX' });
    expect((await withdraw({ accountId, amount: '600', paymentPassword: '135790' })).body).toMatchObject({ errorCode: 'PAYMENT_PASSWORD_WRONG', field: 'paymentPassword' });
    const above = await withdraw({ accountId, amount: '1250.01', paymentPassword: '246802' });
    expect(above.body).toMatchObject({ errorCode: 'INSUFFICIENT_FUNDS' });
    expect(await wallets()).toEqual(before);
    expect(await mine()).toEqual([]);
  });

  it('holds the amount at once; the desk approves and pays; unconfirmed, it counts as received when its minutes are up', async () => {
    const w = valueOf<Withdrawal>(await withdraw({ accountId, amount: '600', paymentPassword: '246802' }));
    expect(w).toMatchObject({ reference: `W${w.id}`, amount: '600.00', status: 'pending', account: 'bKash +8801712345678 · Karim Uddin', receipt: null });
    expect(await wallets()).toMatchObject({ main: '650.00', held: '600.00' });
    expect(valueOf<{ sumBalance: string }>(await call('/wps/v2/wallets/balance')).sumBalance).toBe('650.00');
    const early = await decide({ id: w.id, action: 'pay', payoutReference: '9FX2K7LQ1M' });
    expect(early.body).toMatchObject({ errorCode: 'WITHDRAWAL_STATE', message: 'This withdrawal cannot be changed that way now: it is waiting for approval.' });
    expect(valueOf(await decide({ id: w.id, action: 'approve' }))).toEqual({ id: w.id, status: 'approved' });
    expect(valueOf(await decide({ id: w.id, action: 'pay', payoutReference: '9FX2K7LQ1M' }))).toEqual({ id: w.id, status: 'paid' });
    expect(await wallets()).toMatchObject({ main: '650.00', held: '0.00' });
    // The account record tells the hold and the payout by the account's kind and the withdrawal's reference.
    const record = valueOf<{ list: Array<{ label: string; walletName: string; amount: string; reference: string | null }> }>(await call('/wps/relay/ODSFE2_MemTransDet?pageSize=3'));
    expect(record.list.map((e) => `${e.walletName} ${e.amount}: ${e.label} (${e.reference})`)).toEqual([
      `Held for withdrawals -600.00: Withdrawal paid · bKash (W${w.id})`,
      `Held for withdrawals 600.00: Withdrawal held · bKash (W${w.id})`,
      `Main wallet -600.00: Withdrawal held · bKash (W${w.id})`,
    ]);
    const paid = (await mine())[0]!;
    expect(paid).toMatchObject({ status: 'paid', receipt: null });
    // Paid now, counted as received 60 minutes later: bring that moment forward.
    expect(new Date(paid.autoReceiveAt!).getTime() - new Date(paid.paidAt!).getTime()).toBe(60 * 60_000);
    await sql`update pgboss.job set start_after = now() where name = 'withdrawal.autoReceive' and data->>'withdrawalId' = ${w.id}`.execute(server.database.db);
    await expect.poll(async () => (await mine())[0]!.receipt, { timeout: 5000 }).toBe('autoReceived');
    const late = await call('/wps/v2/transaction/withdraw/receipt', 'POST', { id: w.id, receipt: 'received' });
    expect(late.body).toMatchObject({ errorCode: 'WITHDRAWAL_STATE', message: 'This withdrawal cannot be changed that way now: it is counted as received.' });
  });

  it("cannot reach another member's payout account, withdrawal or deposit by its id, and changes nothing of theirs", async () => {
    const account = `idor${Date.now() % 100000}`;
    await server.database.db.insertInto('members').values({ brand_id: 'bd', account, password_hash: await hashPassword('Lotus-harbour-31'), payee_name: 'Rahim Mia', payment_password_hash: await hashPassword('112233') }).execute();
    const login = await sendEncrypted(server.call, '/wps/session/login', { type: 'username', username: account, password: 'Lotus-harbour-31' });
    const stranger = memberApi(server, valueOf<{ token: string }>(login as { body: Envelope<unknown> }).token);
    const theirs = (await mine())[0]!;
    const deposit = valueOf<{ id: string }>(await call('/wps/v2/transaction/deposit', 'POST', { channel: 'bkash', amount: '500' }));
    const accountsBefore = valueOf<PayoutAccounts>(await call('/wps/member/payoutAccounts'));
    const [walletsBefore, withdrawalsBefore] = [await wallets(), await mine()];

    const tries = [
      await stranger('/wps/member/payoutAccounts/remove', 'POST', { id: accountId }),
      await stranger('/wps/v2/transaction/withdraw', 'POST', { accountId, amount: '500', paymentPassword: '112233' }),
      await stranger('/wps/v2/transaction/withdraw/receipt', 'POST', { id: theirs.id, receipt: 'received' }),
      await stranger('/wps/v2/transaction/deposit/submit', 'POST', { id: deposit.id, transactionId: 'TRX12345678' }),
    ];
    expect(tries.map((t) => [t.status, (t.body as { errorCode?: string }).errorCode])).toEqual([
      [404, 'NOT_FOUND'],
      [404, 'NOT_FOUND'],
      [404, 'NOT_FOUND'],
      [404, 'NOT_FOUND'],
    ]);
    expect(valueOf<PayoutAccounts>(await call('/wps/member/payoutAccounts'))).toEqual(accountsBefore);
    expect(await wallets()).toEqual(walletsBefore);
    expect(await mine()).toEqual(withdrawalsBefore);
    const kept = await server.database.db.selectFrom('deposits').select(['status', 'transaction_ref']).where('id', '=', deposit.id).executeTakeFirstOrThrow();
    expect(kept).toEqual({ status: 'open', transaction_ref: null });
  });

  it('takes "not received" only with proof, once, and shows it to the desk', async () => {
    const w = valueOf<Withdrawal>(await withdraw({ accountId, amount: '500', paymentPassword: '246802' }));
    await decide({ id: w.id, action: 'approve' });
    await decide({ id: w.id, action: 'pay', payoutReference: 'BRAC-2611-000417' });
    const bare = await call('/wps/v2/transaction/withdraw/receipt', 'POST', { id: w.id, receipt: 'notReceived' });
    expect(bare.status).toBe(400);
    const told = valueOf<Withdrawal>(await call('/wps/v2/transaction/withdraw/receipt', 'POST', { id: w.id, receipt: 'notReceived', note: 'Nothing arrived on my bKash.', proofs: [png] }));
    expect(told).toMatchObject({ receipt: 'notReceived', receiptNote: 'Nothing arrived on my bKash.', autoReceiveAt: null });
    const desk = await operatorApi(server).call<{ list: Array<{ reference: string; receipt: string; proofs: string[] }> }>(cashier, '/ops/payments/withdrawals', 'GET', { brandId: 'bd', status: 'paid' });
    expect(valueOf<{ list: Array<{ reference: string; receipt: string; proofs: string[] }> }>(desk).list[0]).toMatchObject({ reference: `W${w.id}`, receipt: 'notReceived', proofs: [expect.any(String)] });
  });

  it('returns the hold to the main wallet when the desk rejects, and keeps to the daily count', async () => {
    // Support credits the member, so the main wallet can hold another withdrawal.
    const { id: memberId } = await server.database.db.selectFrom('members').select('id').where('brand_id', '=', 'bd').where('account', '=', 'player01').executeTakeFirstOrThrow();
    await postChange(server.database.db, { brandId: 'bd', idempotencyKey: 'test-adjustment-1', kind: 'adjustment', postings: [{ memberId, amount: 100000n }, { house: 'adjustments', amount: -100000n }] });
    const w = valueOf<Withdrawal>(await withdraw({ accountId, amount: '500', paymentPassword: '246802' }));
    const main = (await wallets()).main;
    const rejected = await decide({ id: w.id, action: 'reject', reason: 'The bKash number does not answer.' });
    expect(valueOf(rejected)).toEqual({ id: w.id, status: 'rejected' });
    expect(Number((await wallets()).main) - Number(main)).toBe(500);
    expect((await mine())[0]).toMatchObject({ status: 'rejected', rejectReason: 'The bKash number does not answer.' });
    // Three asked today: the fourth is refused.
    const fourth = await withdraw({ accountId, amount: '500', paymentPassword: '246802' });
    expect(fourth.body).toMatchObject({ errorCode: 'WITHDRAWALS_TODAY_USED', message: 'You have made all 3 withdrawals allowed today. Try again tomorrow.' });
  });

  it('counts withdrawals sent at the same moment one after the other against the daily count', async () => {
    const agent = memberApi(server, (await signIn(server.call, 'agent01')).token);
    valueOf(await agent('/wps/member/profile', 'PUT', { realName: 'Rahim Mia' }));
    valueOf(await agent('/wps/member/paymentPassword', 'PUT', { newPassword: '112233' }));
    const id = valueOf<PayoutAccounts>(await agent('/wps/member/payoutAccounts', 'POST', { kind: 'nagad', number: '01812345678', payeeName: 'Rahim Mia' })).accounts[0]!.id;
    const answers = await Promise.all(Array.from({ length: 5 }, () => agent('/wps/v2/transaction/withdraw', 'POST', { accountId: id, amount: '1000', paymentPassword: '112233' })));
    const codes = answers.map((a) => (a.body.success ? 'ok' : (a.body as { errorCode: string }).errorCode)).sort();
    expect(codes).toEqual(['WITHDRAWALS_TODAY_USED', 'WITHDRAWALS_TODAY_USED', 'ok', 'ok', 'ok']);
    expect(valueOf<VendorWallets>(await agent('/wps/relay/GCS_merchantWallet'))).toMatchObject({ main: '47000.00', held: '3000.00' });
  });

  it('sends money to the upline with the payment password, and says there is none for an agent without one', async () => {
    expect(valueOf(await call('/wps/v2/transaction/toUpline'))).toMatchObject({ upline: 'agent01', hasPaymentPassword: true });
    const wrong = await call('/wps/v2/transaction/toUpline', 'POST', { amount: '100', paymentPassword: '000000' });
    expect(wrong.body).toMatchObject({ errorCode: 'PAYMENT_PASSWORD_WRONG' });
    const before = valueOf<{ available: string }>(await call('/wps/v2/transaction/toUpline')).available;
    const sent = valueOf<{ moved: string; upline: string; available: string }>(await call('/wps/v2/transaction/toUpline', 'POST', { amount: '100', paymentPassword: '246802' }));
    expect(sent).toMatchObject({ moved: '100.00', upline: 'agent01' });
    expect(Number(before) - Number(sent.available)).toBe(100);
    const mineRecord = valueOf<{ list: Array<{ label: string; amount: string; reference: string | null }> }>(await call('/wps/relay/ODSFE2_MemTransDet?kind=toUpline'));
    expect(mineRecord.list[0]).toMatchObject({ label: 'Transfer to upline agent01', amount: '-100.00', reference: null });
    const agent = memberApi(server, (await signIn(server.call, 'agent01')).token);
    expect(valueOf<VendorWallets>(await agent('/wps/relay/GCS_merchantWallet')).main).toBe('47100.00');
    const record = valueOf<{ list: Array<{ kind: string; label: string; amount: string; reference: string | null }> }>(await agent('/wps/relay/ODSFE2_MemTransDet?kind=toUpline'));
    expect(record.list[0]).toMatchObject({ kind: 'toUpline', label: 'Transfer from downline player01', amount: '100.00', reference: null });
    expect(valueOf(await agent('/wps/v2/transaction/toUpline'))).toMatchObject({ upline: null });
  });

  it('returns the hold when the desk rejects a withdrawal it had approved', async () => {
    const agent = memberApi(server, (await signIn(server.call, 'agent01')).token);
    const held = valueOf<Withdrawals>(await agent('/wps/v2/transaction/withdrawals')).list[0]!;
    expect(valueOf(await decide({ id: held.id, action: 'approve' }))).toEqual({ id: held.id, status: 'approved' });
    expect(valueOf(await decide({ id: held.id, action: 'reject', reason: 'The Nagad account is closed.' }))).toEqual({ id: held.id, status: 'rejected' });
    expect(valueOf<VendorWallets>(await agent('/wps/relay/GCS_merchantWallet'))).toMatchObject({ main: '48100.00', held: '2000.00' });
    // Rejected is final: it cannot be paid after all.
    expect((await decide({ id: held.id, action: 'pay', payoutReference: '9FX2K7LQ1N' })).body).toMatchObject({ errorCode: 'WITHDRAWAL_STATE', message: 'This withdrawal cannot be changed that way now: it is rejected.' });
  });

  it('counts wrong payment passwords, even sent at once: five in a row lock it for a quarter of an hour', async () => {
    const agent = memberApi(server, (await signIn(server.call, 'agent01')).token);
    const one = await agent('/wps/v2/transaction/toUpline', 'POST', { amount: '1', paymentPassword: '000000' });
    expect(one.body).toMatchObject({ errorCode: 'PAYMENT_PASSWORD_WRONG', message: 'The payment password is not correct. 4 more wrong tries and it is locked for 15 minutes.' });
    // The agent has no upline, but the password is judged first, and every try counts.
    const answers = await Promise.all(Array.from({ length: 9 }, () => agent('/wps/member/paymentPassword', 'PUT', { oldPassword: '000000', newPassword: '999999' })));
    const codes = answers.map((a) => (a.body as { errorCode: string }).errorCode).sort();
    expect(codes).toEqual([...new Array<string>(3).fill('PAYMENT_PASSWORD_WRONG'), ...new Array<string>(6).fill('PAYMENT_PASSWORD_LOCKED')].sort());
    const right = await agent('/wps/member/paymentPassword', 'PUT', { oldPassword: '112233', newPassword: '445566' });
    expect(right.body).toMatchObject({ errorCode: 'PAYMENT_PASSWORD_LOCKED', message: 'Too many wrong payment passwords. Try again in 15 minutes.' });
    // A quarter of an hour later, the right one works again and the count starts over.
    await sql`update members set payment_password_locked_until = now() - interval '1 second' where account = 'agent01' and brand_id = 'bd'`.execute(server.database.db);
    expect((await agent('/wps/member/paymentPassword', 'PUT', { oldPassword: '112233', newPassword: '445566' })).body).toMatchObject({ success: true });
    const tries = await sql<{ n: number }>`select payment_password_tries as n from members where account = 'agent01' and brand_id = 'bd'`.execute(server.database.db);
    expect(tries.rows[0]!.n).toBe(0);
  });

  it('keeps the books sound', async () => {
    expect(await checkLedger(server.database.db)).toEqual([]);
  });
});
