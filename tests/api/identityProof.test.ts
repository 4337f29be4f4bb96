import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { operatorApi } from '../helpers/operatorApi';
import { sendEncrypted } from '../helpers/signIn';
import { hashPassword } from '../../server/lib/password';
import { checkIdentityProof } from '../../server/modules/ops/identityProof';

// ASVS 6.4.4: support replaces a member's lost factor (a new one-time password, the authenticator
// app turned off) only with proof of who is asking, which the server checks: the code texted to the
// member's confirmed number and read back, or an admin's check of documents, kept in the audit.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const GOOD = 'Mango-river-42';
let serial = 0;
async function member(mobile: string | null, confirmed = true) {
  const account = `idp${Date.now() % 100000}${serial++}`;
  const row = await server.database.db
    .insertInto('members')
    .values({ brand_id: 'bd', account, password_hash: await hashPassword(GOOD), mobile, mobile_confirmed: mobile !== null && confirmed })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { account, id: String(row.id) };
}
const nextMobile = () => `+8801714${String((Date.now() + serial++) % 1_000_000).padStart(6, '0')}`;

async function newestCode(mobile: string) {
  const box = (await server.call<{ value: Array<{ to: string; text: string; code: string | null }> }>('/dev/outbox?limit=50')).body.value;
  return box.find((m) => m.to === mobile)!;
}
const signInWorks = async (account: string, password: string) =>
  (await sendEncrypted(server.call, '/wps/session/login', { type: 'username', username: account, password }, { headers: { Language: 'EN' } })).status === 200;

describe('proof of who the member is, before support replaces a lost factor', () => {
  const ops = () => operatorApi(server);
  // An operator's code works once in its 30 seconds: one sign-in serves every test.
  let support: string;
  beforeAll(async () => {
    support = await ops().tokenOf('helpdesk');
  });

  it('texts a code only to a confirmed number, in the brand’s language, and audits the sending', async () => {
    const unconfirmed = await member(nextMobile(), false);
    expect((await ops().call(support, '/ops/members/identityCode', 'POST', { brandId: 'bd', id: unconfirmed.id })).body).toMatchObject({
      success: false,
      errorCode: 'IDENTITY_NO_MOBILE',
      message: 'This member has no confirmed mobile number to text a code to. An admin can check their documents instead.',
    });
    const mobile = nextMobile();
    const m = await member(mobile);
    const sent = await ops().call(support, '/ops/members/identityCode', 'POST', { brandId: 'bd', id: m.id });
    expect(sent.body).toEqual({ success: true, value: { mobile, resendAfterSeconds: 60, expiresInSeconds: 300 } });
    const text = await newestCode(mobile);
    expect(text.text).toContain(text.code!);
    expect(text.text).toMatch(/সাপোর্ট/);
    // Another within the minute is refused, as every code is.
    expect((await ops().call(support, '/ops/members/identityCode', 'POST', { brandId: 'bd', id: m.id })).body).toMatchObject({ errorCode: 'SMS_TOO_SOON' });
    const audit = await server.database.db.selectFrom('audit_log').select(['action', 'operator_name']).where('target', '=', m.id).execute();
    expect(audit).toEqual([{ action: 'member.identityCode', operator_name: 'helpdesk' }]);
  });

  it('refuses a reset without proof, with a wrong code or with documents from support, and changes nothing', async () => {
    const mobile = nextMobile();
    const m = await member(mobile);
    const reset = (proof: unknown) => ops().call(support, '/ops/members/password', 'POST', { brandId: 'bd', id: m.id, ...(proof ? { proof } : {}) });

    expect((await reset(null)).body).toMatchObject({ success: false, errorCode: 'IDENTITY_PROOF_REQUIRED', field: 'proof', message: 'Say how the member proved who they are before a new password is issued.' });
    expect((await reset({ method: 'smsCode' })).status).toBe(400);
    expect((await reset({ method: 'document', note: 'short' })).status).toBe(400);
    expect((await reset({ method: 'document', note: ' '.repeat(30) })).status).toBe(400);
    expect((await reset({ method: 'document', note: 'Looked at their national ID card' })).body).toMatchObject({ errorCode: 'IDENTITY_BY_DOCUMENT_ADMIN', message: 'Only an admin may vouch for a member by their documents.' });

    await ops().call(support, '/ops/members/identityCode', 'POST', { brandId: 'bd', id: m.id });
    const { code } = await newestCode(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await reset({ method: 'smsCode', code: wrong })).body).toMatchObject({ errorCode: 'IDENTITY_CODE_WRONG', field: 'code' });
    // The code support texts opens no sign-in of its own.
    expect((await sendEncrypted(server.call, '/wps/session/login', { type: 'sms', countryDialingCode: '880', mobileNum: `0${mobile.slice(4)}`, password: code! }, { headers: { Language: 'EN' } })).body).toMatchObject({ success: false });

    expect(await signInWorks(m.account, GOOD)).toBe(true);
    const actions = await server.database.db.selectFrom('audit_log').select('action').where('target', '=', m.id).execute();
    expect(actions.map((a) => a.action)).toEqual(['member.identityCode']);
  });

  it('issues the one-time password with the code the member read back, once, and the audit says how they proved it', async () => {
    const mobile = nextMobile();
    const m = await member(mobile);
    await ops().call(support, '/ops/members/identityCode', 'POST', { brandId: 'bd', id: m.id });
    const proof = { method: 'smsCode', code: (await newestCode(mobile)).code! };

    const issued = await ops().call<{ temporaryPassword: string }>(support, '/ops/members/password', 'POST', { brandId: 'bd', id: m.id, proof });
    if (!issued.body.success) throw new Error(JSON.stringify(issued.body));
    expect(await signInWorks(m.account, GOOD)).toBe(false);
    expect(await signInWorks(m.account, issued.body.value.temporaryPassword)).toBe(true);
    expect((await ops().call(support, '/ops/members/password', 'POST', { brandId: 'bd', id: m.id, proof })).body).toMatchObject({ errorCode: 'IDENTITY_CODE_WRONG' });
    const audit = await server.database.db.selectFrom('audit_log').select(['action', 'detail']).where('target', '=', m.id).where('action', '=', 'member.passwordReset').execute();
    expect(audit).toEqual([{ action: 'member.passwordReset', detail: { endedSessions: 0, proof: 'smsCode' } }]);
  });

  it('issues an account support opened its one-time password again without proof until it first signs in, and asks proof after', async () => {
    const account = `idpnew${Date.now() % 100000}`;
    const made = await ops().call<{ id: string; temporaryPassword: string }>(support, '/ops/members', 'POST', { brandId: 'bd', account, type: 0 });
    if (!made.body.success) throw new Error(JSON.stringify(made.body));
    const { id } = made.body.value;
    const card = await ops().call<{ member: { firstPasswordPending: boolean } }>(support, '/ops/members/one', 'GET', { brandId: 'bd', id });
    expect(card.body).toMatchObject({ value: { member: { firstPasswordPending: true } } });

    const again = await ops().call<{ temporaryPassword: string }>(support, '/ops/members/password', 'POST', { brandId: 'bd', id });
    if (!again.body.success) throw new Error(JSON.stringify(again.body));
    const audit = await server.database.db.selectFrom('audit_log').select('detail').where('target', '=', id).where('action', '=', 'member.passwordReset').execute();
    expect(audit).toEqual([{ detail: { endedSessions: 0, proof: 'firstPasswordPending' } }]);

    expect(await signInWorks(account, again.body.value.temporaryPassword)).toBe(true);
    expect((await ops().call(support, '/ops/members/one', 'GET', { brandId: 'bd', id })).body).toMatchObject({ value: { member: { firstPasswordPending: false } } });
    expect((await ops().call(support, '/ops/members/password', 'POST', { brandId: 'bd', id })).body).toMatchObject({ errorCode: 'IDENTITY_PROOF_REQUIRED' });
  });

  it('judges an opened account again inside the change: a first sign-in in between makes the reset need proof', async () => {
    const m = await member(null);
    const db = server.database.db;
    await db.updateTable('members').set({ created_by: 'operator', last_login_at: null }).where('id', '=', m.id).execute();
    const proven = await checkIdentityProof(db, { brandId: 'bd', memberId: m.id, proof: null, operatorRole: 'support' });
    // The member signs in for the first time while support's request is on its way.
    await db.updateTable('members').set({ last_login_at: new Date() }).where('id', '=', m.id).execute();
    await expect(db.transaction().execute((trx) => proven.spend(trx))).rejects.toMatchObject({ code: 'IDENTITY_PROOF_REQUIRED' });
  });

  it('lets one code issue one password however many requests race with it', async () => {
    const mobile = nextMobile();
    const m = await member(mobile);
    await ops().call(support, '/ops/members/identityCode', 'POST', { brandId: 'bd', id: m.id });
    const proof = { method: 'smsCode', code: (await newestCode(mobile)).code! };
    const answers = await Promise.all(Array.from({ length: 6 }, () => ops().call(support, '/ops/members/password', 'POST', { brandId: 'bd', id: m.id, proof })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.every((a) => a.status === 200 || (a.body as { errorCode?: string }).errorCode === 'IDENTITY_CODE_WRONG')).toBe(true);
    const resets = await server.database.db.selectFrom('audit_log').select('action').where('target', '=', m.id).where('action', '=', 'member.passwordReset').execute();
    expect(resets).toHaveLength(1);
  });
});
