import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { memberApi } from '../helpers/memberApi';
import { registerAs } from '../helpers/register';
import enErrors from '../../locales/en/errors.json';
import bnErrors from '../../locales/bn/errors.json';

// A payment password that is a run or a repeat of digits is the first a stranger tries: the
// server refuses it at the field, in the player's language, and keeps the one that was set.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('member/paymentPassword refuses a guessable payment password', () => {
  let call: ReturnType<typeof memberApi>;
  let token = '';
  beforeAll(async () => {
    const res = await registerAs(server, '7', 'pinrule1', 'Padma-river-7');
    if (!res.body.success) throw new Error(JSON.stringify(res.body));
    token = res.body.value.token;
    call = memberApi(server, token);
  });

  it.each(['123456', '654321', '111111', '121212', '890123'])('refuses %s with a translated message at the new password', async (pin) => {
    const res = await call('/wps/member/paymentPassword', 'PUT', { newPassword: pin });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, errorCode: 'PAYMENT_PASSWORD_GUESSABLE', message: enErrors.payment_password_guessable, field: 'newPassword' });
  });

  it('sets one in no order, refuses a change to a run in Bengali, and keeps the one that was set', async () => {
    expect((await call('/wps/member/paymentPassword', 'PUT', { newPassword: '135790' })).body).toMatchObject({ success: true, value: { hasPaymentPassword: true } });
    const bn = await server.call('/wps/member/paymentPassword', { method: 'PUT', body: { oldPassword: '135790', newPassword: '000000' }, headers: { Authorization: token, Language: 'BN' } });
    expect(bn.body).toMatchObject({ success: false, errorCode: 'PAYMENT_PASSWORD_GUESSABLE', message: bnErrors.payment_password_guessable, field: 'newPassword' });
    // The one that was set still opens a change.
    expect((await call('/wps/member/paymentPassword', 'PUT', { oldPassword: '135790', newPassword: '246801' })).body).toMatchObject({ success: true });
  });
});
