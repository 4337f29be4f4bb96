import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { signIn } from '../helpers/signIn';
import type { Envelope } from '../helpers/operatorApi';

// Amounts travel as decimal strings (common.schema.json's Amount). Requests are coerced to their
// declared types so that query strings can carry numbers, but a body's JSON number 1000 is not
// the string "1000": it is refused with the field named, in the member's language, and moves
// nothing.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const newKey = () => randomBytes(18).toString('base64url');

describe('amounts on the wire', () => {
  let token: string;
  const post = (path: string, body: unknown, lang = 'EN') =>
    server.call<Envelope>(path, { method: 'POST', body, headers: { Authorization: token, Language: lang, 'Idempotency-Key': newKey() } });
  const books = async () => {
    const db = server.database.db;
    const n = async (table: 'ledger_transactions' | 'deposits' | 'withdrawals' | 'idempotent_requests') =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    const wallets = await db.selectFrom('wallets').select(['member_id', 'wallet', 'balance']).orderBy('member_id').orderBy('wallet').execute();
    return { ledger: await n('ledger_transactions'), deposits: await n('deposits'), withdrawals: await n('withdrawals'), answers: await n('idempotent_requests'), wallets };
  };

  beforeAll(async () => {
    ({ token } = await signIn(server.call, 'player01'));
  });

  it.each([
    ['a deposit', '/wps/v2/transaction/deposit', { channel: 'bkash', amount: 1000 }],
    ['a withdrawal', '/wps/v2/transaction/withdraw', { accountId: '1', amount: 1000, paymentPassword: '123456' }],
    ['a transfer to a vendor', '/wps/relay/GCS_walletTransfer', { mode: 'toVendor', vendor: 'EVO', amount: 1000 }],
    ['a transfer from a vendor', '/wps/relay/GCS_walletTransfer', { mode: 'fromVendor', vendor: 'EVO', amount: 10.5 }],
    ['a transfer to the upline', '/wps/v2/transaction/toUpline', { amount: 1000, paymentPassword: '123456' }],
  ])('refuses %s whose amount is a JSON number, and changes nothing', async (_name, path, body) => {
    const before = await books();
    const en = await post(path, body);
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED', field: 'amount', message: 'Please check “amount”: it has the wrong type.' });
    const bn = await post(path, body, 'BN');
    expect(bn.body).toMatchObject({ errorCode: 'VALIDATION_FAILED', field: 'amount' });
    expect((bn.body as { message: string }).message).not.toBe((en.body as { message: string }).message);
    expect(await books()).toEqual(before);
  });

  it('still takes the amount as a decimal string', async () => {
    const moved = await post('/wps/relay/GCS_walletTransfer', { mode: 'toVendor', vendor: 'EVO', amount: '10' });
    expect(moved.body).toMatchObject({ success: true, value: { moved: '10.00' } });
  });
});
