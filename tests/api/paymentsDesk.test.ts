import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { memberApi, newKey } from '../helpers/memberApi';
import { signIn } from '../helpers/signIn';
import { operatorApi, type Envelope } from '../helpers/operatorApi';
import { projectRoot } from '../../server/config';
import { checkLedger } from '../../server/modules/wallet/checkLedger';
import { like } from '../helpers/like';
import { openLivePage } from '../helpers/livePage';
import type { OpsDepositProof, OpsPaymentsCounts, OpsWithdrawals, PayoutAccounts, VendorWallets, Withdrawal, WithdrawalPayoutProof, Withdrawals } from '../../src/generated/types';

// The payments desk through the API: a withdrawal is marked paid only with the payout reference
// (a bKash TrxID, a bank's reference), and with a picture of the payment if the cashier has one,
// both of which the member then reads; a repeated request pays once; and the desk counts what
// waits in each of its queues.

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

describe('the payments desk', () => {
  let call: ReturnType<typeof memberApi>;
  let cashier: string;
  let accountId: string;
  const ops = () => operatorApi(server);
  const decide = (body: Record<string, string>, key = newKey()) => ops().call<{ id: string; status: string }>(cashier, '/ops/payments/withdrawals/decide', 'POST', { brandId: 'bd', ...body }, 'EN', { 'Idempotency-Key': key });
  const counts = async (as = cashier) => valueOf<OpsPaymentsCounts>(await ops().call(as, '/ops/payments/counts', 'GET', { brandId: 'bd' }));
  const wallets = async () => valueOf<VendorWallets>(await call('/wps/relay/GCS_merchantWallet'));
  const mine = async () => valueOf<Withdrawals>(await call('/wps/v2/transaction/withdrawals')).list;
  const withdraw = async (amount: string) => valueOf<Withdrawal>(await call('/wps/v2/transaction/withdraw', 'POST', { accountId, amount, paymentPassword: '246802' }));
  const paidRows = async (id: string) =>
    server.database.db.selectFrom('ledger_transactions').select('id').where('idempotency_key', '=', `withdrawal-paid:${id}`).execute();
  const payoutProofs = async (id: string) => server.database.db.selectFrom('withdrawal_proofs').select('id').where('withdrawal_id', '=', id).where('kind', '=', 'payout').execute();

  beforeAll(async () => {
    call = memberApi(server, (await signIn(server.call, 'player01')).token);
    cashier = await ops().tokenOf('cashier');
    valueOf(await call('/wps/member/profile', 'PUT', { realName: 'Karim Uddin' }));
    valueOf(await call('/wps/member/paymentPassword', 'PUT', { newPassword: '246802' }));
    accountId = valueOf<PayoutAccounts>(await call('/wps/member/payoutAccounts', 'POST', { kind: 'bkash', number: '01712345678', payeeName: 'Karim Uddin' })).accounts[0]!.id;
  });

  it('counts what waits in each queue, and follows each request and decision, telling an open desk of each over the live channel', async () => {
    const desk = await openLivePage(server.port, { token: null, operator: cashier });
    // The next event telling the desk this book changed, after the `from`th event.
    const told = (book: 'deposits' | 'withdrawals', from: number) => desk.next('desk', from, { book });
    expect(await counts()).toEqual({ deposits: { pending: 0 }, withdrawals: { pending: 0, approved: 0 } });
    const deposit = valueOf<{ id: string }>(await call('/wps/v2/transaction/deposit', 'POST', { channel: 'bkash', amount: '500' }));
    // Opened but not yet sent to the desk: nothing waits for it.
    expect((await counts()).deposits.pending).toBe(0);
    let from = desk.events.length;
    valueOf(await call('/wps/v2/transaction/deposit/submit', 'POST', { id: deposit.id, transactionId: 'TRX12345678' }));
    expect(await told('deposits', from)).toEqual({ type: 'desk', brandId: 'bd', book: 'deposits' });
    from = desk.events.length;
    const w = await withdraw('500');
    await told('withdrawals', from);
    expect(await counts()).toEqual({ deposits: { pending: 1 }, withdrawals: { pending: 1, approved: 0 } });
    from = desk.events.length;
    valueOf(await decide({ id: w.id, action: 'approve' }));
    await told('withdrawals', from);
    desk.socket.close();
    expect(await counts()).toEqual({ deposits: { pending: 1 }, withdrawals: { pending: 0, approved: 1 } });
    // The lists count the same.
    const approved = valueOf<OpsWithdrawals>(await ops().call(cashier, '/ops/payments/withdrawals', 'GET', { brandId: 'bd', status: 'approved' }));
    expect(approved.total).toBe(1);
    valueOf(await ops().call(cashier, '/ops/payments/deposits/decide', 'POST', { brandId: 'bd', id: deposit.id, decision: 'approve' }, 'EN', { 'Idempotency-Key': newKey() }));
    expect(await counts()).toEqual({ deposits: { pending: 0 }, withdrawals: { pending: 0, approved: 1 } });
  });

  it('keeps the counts to the payments role and to a brand it knows', async () => {
    const helpdesk = await ops().tokenOf('helpdesk');
    const refused = await ops().call(helpdesk, '/ops/payments/counts', 'GET', { brandId: 'bd' });
    expect([refused.status, refused.body]).toEqual([403, expect.objectContaining({ errorCode: 'ROLE_FORBIDDEN' })]);
    const unknown = await ops().call(cashier, '/ops/payments/counts', 'GET', { brandId: 'nowhere' });
    expect(unknown.body).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
  });

  it('marks a withdrawal paid only with a payout reference, and refuses bad input at its field with nothing changed', async () => {
    const w = (await mine())[0]!;
    expect(w.status).toBe('approved');
    const before = await wallets();
    const missing = await decide({ id: w.id, action: 'pay' });
    expect([missing.status, missing.body]).toEqual([400, expect.objectContaining({ errorCode: 'VALIDATION_FAILED', field: 'payoutReference', message: 'Please check “payoutReference”: it is required.' })]);
    const malformed = await decide({ id: w.id, action: 'pay', payoutReference: '9FX 2K7<b>' });
    expect([malformed.status, malformed.body]).toEqual([400, expect.objectContaining({ errorCode: 'VALIDATION_FAILED', field: 'payoutReference' })]);
    const tooLong = await decide({ id: w.id, action: 'pay', payoutReference: 'A'.repeat(41) });
    expect([tooLong.status, tooLong.body]).toEqual([400, expect.objectContaining({ field: 'payoutReference' })]);
    const notPicture = await decide({ id: w.id, action: 'pay', payoutReference: '9FX2K7LQ1M', payoutProof: Buffer.from('not a picture at all').toString('base64') });
    expect([notPicture.status, notPicture.body]).toEqual([400, expect.objectContaining({ errorCode: 'FIELD_INVALID', field: 'payoutProof' })]);
    // A reference belongs to paying: approving or rejecting with one is refused at it.
    const offPay = await decide({ id: w.id, action: 'reject', reason: 'Closed.', payoutReference: '9FX2K7LQ1M' });
    expect([offPay.status, offPay.body]).toEqual([400, expect.objectContaining({ errorCode: 'VALIDATION_FAILED', field: 'payoutReference' })]);

    expect((await mine())[0]).toMatchObject({ id: w.id, status: 'approved', payoutReference: null, payoutProof: false });
    expect(await wallets()).toEqual(before);
    expect(await paidRows(w.id)).toEqual([]);
    expect(await payoutProofs(w.id)).toEqual([]);
    const notYet = await call(`/wps/v2/transaction/withdraw/payoutProof?id=${w.id}`);
    expect(notYet.body).toMatchObject({ errorCode: 'NOT_FOUND' });
  });

  it('pays once with the reference and the picture, however often the request is sent again, and the member reads both', async () => {
    const w = (await mine())[0]!;
    const key = newKey();
    const body = { id: w.id, action: 'pay', payoutReference: '9FX2K7LQ1M', payoutProof: png };
    const answers = [await decide(body, key), await decide(body, key)];
    expect(answers.map((a) => valueOf(a))).toEqual([
      { id: w.id, status: 'paid' },
      { id: w.id, status: 'paid' },
    ]);
    // The same key with another body is another request: refused.
    const other = await decide({ ...body, payoutReference: '9FX2K7LQ1N' }, key);
    expect(other.body).toMatchObject({ errorCode: 'IDEMPOTENCY_MISMATCH' });
    // A new request to pay it again finds it paid.
    const again = await decide({ ...body, payoutReference: '9FX2K7LQ1N' });
    expect(again.body).toMatchObject({ errorCode: 'WITHDRAWAL_STATE', message: 'This withdrawal cannot be changed that way now: it is paid.' });
    expect(await paidRows(w.id)).toHaveLength(1);
    expect(await payoutProofs(w.id)).toHaveLength(1);
    expect(await wallets()).toMatchObject({ held: '0.00' });

    expect((await mine())[0]).toMatchObject({ id: w.id, status: 'paid', payoutReference: '9FX2K7LQ1M', payoutProof: true });
    const picture = valueOf<WithdrawalPayoutProof>(await call(`/wps/v2/transaction/withdraw/payoutProof?id=${w.id}`));
    expect(picture).toEqual({ contentType: 'image/png', width: 192, height: 192, data: png });

    // The desk shows the reference and reads the picture; it is no proof of the member's receipt.
    const desk = valueOf<OpsWithdrawals>(await ops().call(cashier, '/ops/payments/withdrawals', 'GET', { brandId: 'bd', status: 'paid' })).list[0]!;
    expect(desk).toMatchObject({ id: w.id, payoutReference: '9FX2K7LQ1M', payoutProof: like.stringMatching(/^[0-9]+$/), proofs: [] });
    const seen = valueOf<OpsDepositProof>(await ops().call(cashier, '/ops/payments/withdrawals/proof', 'GET', { brandId: 'bd', id: desk.payoutProof! }));
    expect(seen.data).toBe(png);
    const audit = await server.database.db.selectFrom('audit_log').select('detail').where('action', '=', 'withdrawal.pay').where('target', '=', `W${w.id}`).execute();
    expect(audit.map((a) => a.detail)).toEqual([{ payoutReference: '9FX2K7LQ1M', proof: true }]);

    // Another member cannot read it.
    const agent = memberApi(server, (await signIn(server.call, 'agent01')).token);
    expect((await agent(`/wps/v2/transaction/withdraw/payoutProof?id=${w.id}`)).body).toMatchObject({ errorCode: 'NOT_FOUND' });
  });

  it('pays with a bank reference and no picture', async () => {
    const w = await withdraw('500');
    valueOf(await decide({ id: w.id, action: 'approve' }));
    valueOf(await decide({ id: w.id, action: 'pay', payoutReference: 'BRAC/2611-000417' }));
    expect((await mine())[0]).toMatchObject({ id: w.id, status: 'paid', payoutReference: 'BRAC/2611-000417', payoutProof: false });
    expect((await call(`/wps/v2/transaction/withdraw/payoutProof?id=${w.id}`)).body).toMatchObject({ errorCode: 'NOT_FOUND' });
    expect(await counts()).toEqual({ deposits: { pending: 0 }, withdrawals: { pending: 0, approved: 0 } });
  });

  it('keeps the books sound', async () => {
    expect(await checkLedger(server.database.db)).toEqual([]);
  });
});
