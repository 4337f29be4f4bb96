import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { solvedCaptcha } from '../helpers/register';
import { sendEncrypted } from '../helpers/signIn';

// Marquee BD's username tab asks for the name, the password twice and the captcha: the number and
// its SMS code are the mobile tab's, so a sign-up by name goes through without them.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('registration by account name on the demo brand', () => {
  it('makes the account from the name, the password twice and the captcha alone', async () => {
    const body = { username: 'asksless1', password: 'Padma-river-7', confirmPassword: 'Padma-river-7', ...(await solvedCaptcha(server)), registerMethod: 'WEB', login: true };
    const res = await sendEncrypted(server.call, '/wps/member/register', body, { method: 'PUT', headers: { Language: 'EN' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = await server.database.db.selectFrom('members').select(['mobile', 'mobile_confirmed']).where('account', '=', 'asksless1').executeTakeFirstOrThrow();
    expect(row).toEqual({ mobile: null, mobile_confirmed: false });
  });

  it('says an empty confirmation is required, not a mismatch', async () => {
    const body = { username: 'asksless2', password: 'Padma-river-7', confirmPassword: '', ...(await solvedCaptcha(server)), registerMethod: 'WEB', login: true };
    const res = await sendEncrypted(server.call, '/wps/member/register', body, { method: 'PUT', headers: { Language: 'EN' } });
    expect(res.body).toMatchObject({ success: false, errorCode: 'FIELD_INVALID', field: 'confirmPassword', message: 'This field is required.' });
  });
});
