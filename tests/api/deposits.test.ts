import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { signIn } from '../helpers/signIn';
import { operatorApi, type Envelope } from '../helpers/operatorApi';
import { projectRoot } from '../../server/config';
import { checkLedger } from '../../server/modules/wallet/checkLedger';
import { sql } from 'kysely';
import type { Deposit, DepositChannels, OpsDeposits } from '../../src/generated/types';
import { like } from '../helpers/like';

// Deposits end to end through the API: a member opens one within a channel's limits and is given
// the channel's next receiving account, submits the payment's transaction ID with proof pictures;
// the payments desk approves it (credited once, whoever else clicks) or rejects it with a reason.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const png = readFileSync(join(projectRoot, 'public', 'brand', 'bd', 'icon-192.png')).toString('base64');
const newKey = () => randomBytes(18).toString('base64url');

describe('deposits', () => {
  let token: string;
  let cashier: string;
  let admin: string;
  const member = (path: string, method = 'GET', body?: unknown, lang = 'EN') =>
    server.call<Envelope<unknown>>(path, { method, body, headers: { Authorization: token, Language: lang, ...(method === 'GET' ? {} : { 'Idempotency-Key': newKey() }) } });
  const open = async (channel: string, amount: string) => {
    const res = await member('/wps/v2/transaction/deposit', 'POST', { channel, amount });
    if (!res.body.success) throw new Error(JSON.stringify(res.body));
    return res.body.value as Deposit;
  };
  const submit = (id: string, transactionId: string, proofs?: string[]) => member('/wps/v2/transaction/deposit/submit', 'POST', { id, transactionId, ...(proofs ? { proofs } : {}) });
  const balance = async () => ((await member('/wps/v2/wallets/balance')).body as { value: { sumBalance: string } }).value.sumBalance;
  const desk = (as: string, status = 'pending') => operatorApi(server).call<OpsDeposits>(as, '/ops/payments/deposits', 'GET', { brandId: 'bd', status });
  const decide = (as: string, body: Record<string, string>) => operatorApi(server).call<{ status: string }>(as, '/ops/payments/deposits/decide', 'POST', { brandId: 'bd', ...body }, 'EN', { 'Idempotency-Key': newKey() });

  beforeAll(async () => {
    ({ token } = await signIn(server.call, 'player01'));
    cashier = await operatorApi(server).tokenOf('cashier');
    admin = await operatorApi(server).tokenOf('admin');
  });

  it("lists the brand's channels with their limits, in the member's language", async () => {
    const en = (await member('/wps/v2/transaction/deposit/channels')).body as Envelope<DepositChannels>;
    expect(en.success && en.value.channels.map((c) => c.name)).toEqual(['bKash', 'Nagad', 'Rocket', 'USDT (TRC20)']);
    const bkash = (en as { value: DepositChannels }).value.channels[0]!;
    expect(bkash).toMatchObject({ id: 'bkash', kind: 'sendMoney', min: '100.00', max: '30000.00', leftToday: '100000.00', quickAmounts: ['500.00', '1000.00', '2000.00', '5000.00'] });
    expect(bkash.instructions).toMatch(/^Open bKash/);
    const bn = (await member('/wps/v2/transaction/deposit/channels', 'GET', undefined, 'BN')).body as { value: DepositChannels };
    expect(bn.value.channels[0]!.instructions).toMatch(/^bKash খুলুন/);
  });

  it('refuses an amount outside the channel, an unknown channel and a missing key, each with its message', async () => {
    const low = await member('/wps/v2/transaction/deposit', 'POST', { channel: 'bkash', amount: '99.99' });
    expect(low.body).toMatchObject({ success: false, errorCode: 'AMOUNT_BELOW_MIN', field: 'amount', message: 'The amount must be at least ৳ 100.00.' });
    const high = await member('/wps/v2/transaction/deposit', 'POST', { channel: 'bkash', amount: '30000.01' }, 'BN');
    expect(high.body).toMatchObject({ errorCode: 'AMOUNT_ABOVE_MAX', message: 'পরিমাণ সর্বোচ্চ ৳ 30,000.00 হতে পারে।' });
    const unknown = await member('/wps/v2/transaction/deposit', 'POST', { channel: 'paypal', amount: '500' });
    expect(unknown.body).toMatchObject({ errorCode: 'CHANNEL_UNKNOWN', field: 'channel' });
    const noKey = await server.call('/wps/v2/transaction/deposit', { method: 'POST', body: { channel: 'bkash', amount: '500' }, headers: { Authorization: token } });
    expect(noKey.body).toMatchObject({ errorCode: 'IDEMPOTENCY_KEY_REQUIRED' });
    expect(((await member('/wps/v2/transaction/deposits')).body as { value: { total: number } }).value.total).toBe(0);
  });

  it('gives each new deposit the next receiving account, and refuses a proof that is no picture and a transaction ID used before', async () => {
    const first = await open('bkash', '1000');
    const second = await open('bkash', '500');
    expect(first).toMatchObject({ status: 'open', reference: `D${first.id}`, amount: '1000.00', fee: '0.00', credit: '1000.00', account: { number: '01711000001' } });
    expect(second.account.number).toBe('01711000002');
    const notPicture = await submit(first.id, 'TRX8ABC123', [Buffer.from('not a picture at all').toString('base64')]);
    expect(notPicture.body).toMatchObject({ errorCode: 'FIELD_INVALID', field: 'proofs.0' });
    const sent = await submit(first.id, 'TRX8ABC123', [png]);
    expect(sent.body).toMatchObject({ success: true, value: { status: 'pending', transactionId: 'TRX8ABC123' } });
    const again = await submit(first.id, 'TRX8ABC999');
    expect(again.body).toMatchObject({ errorCode: 'DEPOSIT_NOT_OPEN' });
    const taken = await submit(second.id, 'trx8abc123');
    expect(taken.body).toMatchObject({ errorCode: 'TRANSACTION_ID_TAKEN', field: 'transactionId', message: 'This transaction ID has already been used for a deposit.' });
  });

  it('puts a submitted deposit on the desk for payments operators only, with its proof', async () => {
    const pending = await desk(cashier);
    expect(pending.body.success).toBe(true);
    const row = (pending.body as { value: OpsDeposits }).value.list[0]!;
    expect(row).toMatchObject({ member: 'player01', channelName: 'bKash', amount: '1000.00', account: 'bKash 1 · 01711000001', transactionId: 'TRX8ABC123', status: 'pending' });
    expect(row.proofs).toHaveLength(1);
    const proof = await operatorApi(server).call<{ contentType: string; data: string }>(cashier, '/ops/payments/deposits/proof', 'GET', { brandId: 'bd', id: row.proofs[0]! });
    expect(proof.body).toMatchObject({ success: true, value: { contentType: 'image/png', width: 192, height: 192, data: png } });
    const editor = await operatorApi(server).tokenOf('editor');
    expect((await desk(editor)).status).toBe(403);
  });

  it('credits an approved deposit once when two operators approve it at the same moment', async () => {
    const id = ((await desk(cashier)).body as { value: OpsDeposits }).value.list[0]!.id;
    const before = await balance();
    const answers = await Promise.all([decide(cashier, { id, decision: 'approve' }), decide(admin, { id, decision: 'approve' })]);
    expect(answers.map((a) => a.body.success).sort()).toEqual([false, true]);
    const loser = answers.find((a) => !a.body.success)!;
    expect(loser.body).toMatchObject({ errorCode: 'DEPOSIT_DECIDED', message: like.stringMatching(/^This deposit has already been decided by (cashier|admin)\.$/) });
    expect(Number(await balance()) - Number(before)).toBe(1000);
    const mine = ((await member('/wps/v2/transaction/deposits')).body as { value: { list: Deposit[] } }).value.list;
    expect(mine.find((d) => d.id === id)).toMatchObject({ status: 'approved' });
  });

  it('lists the credit in the account record by its channel and the reference the member was given, in their language', async () => {
    const id = ((await desk(cashier, 'approved')).body as { value: OpsDeposits }).value.list[0]!.id;
    type Entries = { list: Array<{ kind: string; label: string; walletName: string; amount: string; reference: string | null }> };
    const record = async (lang: string) => ((await member('/wps/relay/ODSFE2_MemTransDet?kind=deposit', 'GET', undefined, lang)).body as { value: Entries }).value.list;
    expect(await record('EN')).toMatchObject([{ kind: 'deposit', label: 'Deposit · bKash', walletName: 'Main wallet', amount: '1000.00', reference: `D${id}` }]);
    expect(await record('BN')).toMatchObject([{ label: 'জমা · bKash', walletName: 'প্রধান ওয়ালেট', reference: `D${id}` }]);
  });

  it('rejects a deposit with the reason its member reads, crediting nothing', async () => {
    const d = await open('nagad', '700');
    await submit(d.id, 'NGD7XYZ0001');
    const before = await balance();
    const noReason = await decide(cashier, { id: d.id, decision: 'reject' });
    expect(noReason.status).toBe(400);
    const rejected = await decide(cashier, { id: d.id, decision: 'reject', reason: 'No payment with this ID reached our Nagad number.' });
    expect(rejected.body).toMatchObject({ success: true, value: { status: 'rejected' } });
    expect(await balance()).toBe(before);
    const mine = ((await member('/wps/v2/transaction/deposits')).body as { value: { list: Deposit[] } }).value.list;
    expect(mine.find((x) => x.id === d.id)).toMatchObject({ status: 'rejected', rejectReason: 'No payment with this ID reached our Nagad number.' });
  });

  it("keeps a member within a channel's daily limit when deposits are sent at the same moment", async () => {
    // Rocket: 25,000 at most each, 100,000 a day; five at once, four fit.
    const opened = await Promise.all(Array.from({ length: 5 }, () => open('rocket', '25000')));
    const answers = await Promise.all(opened.map((d, i) => submit(d.id, `RKT${i}LIMIT${d.id}`)));
    const codes = answers.map((a) => (a.body.success ? 'ok' : (a.body as { errorCode: string }).errorCode)).sort();
    expect(codes).toEqual(['DAILY_LIMIT_REACHED', 'ok', 'ok', 'ok', 'ok']);
    const rocket = ((await member('/wps/v2/transaction/deposit/channels')).body as { value: DepositChannels }).value.channels.find((c) => c.id === 'rocket')!;
    expect(rocket.leftToday).toBe('0.00');
  });

  it('takes a channel\'s fee from the amount credited, to the house\'s fee account', async () => {
    const d = await open('usdt-trc20', '1000');
    expect(d).toMatchObject({ amount: '1000.00', fee: '10.00', credit: '990.00', kind: 'crypto' });
    await submit(d.id, 'a3f9c2e1b7d4a3f9c2e1');
    const before = await balance();
    expect((await decide(cashier, { id: d.id, decision: 'approve' })).body).toMatchObject({ success: true });
    expect(Number(await balance()) - Number(before)).toBe(990);
    const { rows } = await sql<{ amount: string }>`select e.amount::text as amount from ledger_entries e join ledger_transactions t on t.id = e.transaction_id where t.reference = ${`D${d.id}`} and e.house_account = 'fees'`.execute(server.database.db);
    expect(rows).toEqual([{ amount: '1000' }]);
  });

  it('lets an open deposit lapse after its hour: listed as expired, refused when sent', async () => {
    const d = await open('nagad', '300');
    await sql`update deposits set created_at = now() - interval '61 minutes' where id = ${d.id}`.execute(server.database.db);
    const mine = ((await member('/wps/v2/transaction/deposits')).body as { value: { list: Deposit[] } }).value.list;
    expect(mine.find((x) => x.id === d.id)).toMatchObject({ status: 'expired' });
    const late = await submit(d.id, 'NGD9LATE0001');
    expect(late.body).toMatchObject({ errorCode: 'DEPOSIT_EXPIRED', message: 'This deposit was not completed within an hour. Start a new one.' });
  });

  it('refuses a trial account', async () => {
    const guest = await signIn(server.call, 'guest01');
    const res = await server.call('/wps/v2/transaction/deposit/channels', { headers: { Authorization: guest.token } });
    expect(res.body).toMatchObject({ errorCode: 'REAL_ACCOUNT_REQUIRED' });
  });

  it('keeps the books sound', async () => {
    expect(await checkLedger(server.database.db)).toEqual([]);
  });
});
