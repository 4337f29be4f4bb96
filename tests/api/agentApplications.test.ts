import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { sendEncrypted } from '../helpers/signIn';
import { operatorApi, type Envelope } from '../helpers/operatorApi';
import { switchModule } from '../helpers/switchModule';
import { valueOf } from '../helpers/valueOf';
import { checkTree } from '../../server/modules/agent/checkTree';
import { APPLICATION_KEPT_DAYS, applicationsPurgeJob } from '../../server/modules/agent/index';
import { openLivePage } from '../helpers/livePage';
import type { AgentApplicationReceived, OpsAgentApplicationDecided, OpsAgentApplications } from '../../src/generated/types';

// A visitor applies to become an agent on /join (AFFMAN3, decision 0290); support approves, which
// opens the agent account with a one-time password, or rejects with a reason.

let server: TestServer;
let ops: ReturnType<typeof operatorApi>;
let desk: string;
let editor: string;
beforeAll(async () => {
  server = await startTestServer();
  ops = operatorApi(server);
  desk = await ops.tokenOf('helpdesk');
  editor = await ops.tokenOf('editor');
});
afterAll(() => server.close());

const db = () => server.database.db;
let n = 0;
const fresh = (prefix: string) => `${prefix}${(Date.now() % 100000) + process.pid}${++n}`;
const newMobile = () => `0171${String(3_000_000 + (process.pid % 10_000) * 100 + ++n).slice(-7)}`;

/** A captcha drawn for the visitor and its answer, as the form fills it. */
async function captcha() {
  const captchaId = crypto.randomUUID();
  await server.call(`/wps/captcha?uuid=${captchaId}`);
  const answer = (await server.call<{ value: { answer: string } }>(`/dev/challenges/${captchaId}`)).body.value.answer;
  return { captchaId, captcha: answer };
}

const form = (over: Record<string, unknown> = {}) => ({
  username: fresh('apply'),
  realName: 'Rahim Uddin',
  countryDialingCode: '880',
  mobileNum: newMobile(),
  email: 'rahim@example.com',
  messenger: 'telegram',
  messengerId: '@rahim_bd',
  teamSize: '11-50',
  trafficSource: 'social',
  note: 'I run a Facebook group of 3,000 cricket fans.',
  ...over,
});

const apply = async (body: Record<string, unknown>, lang = 'EN') =>
  server.call<Envelope<AgentApplicationReceived>>('/wps/relay/MCS2_applyAgent', { method: 'POST', body: { ...(await captcha()), ...body }, headers: { Language: lang } });
const queue = (status = 'pending', token = desk) => ops.call<OpsAgentApplications>(token, '/ops/agent-applications', 'GET', { brandId: 'bd', status, pageSize: '100' });
const decide = (body: Record<string, unknown>, token = desk) => ops.call<OpsAgentApplicationDecided>(token, '/ops/agent-applications/decide', 'POST', { brandId: 'bd', ...body });
const pendingId = async (account: string) => valueOf<OpsAgentApplications>(await queue()).list.find((a) => a.account === account)!.id;
const login = (username: string, password: string, portal?: 'agent') =>
  sendEncrypted(server.call, '/wps/session/login', { type: 'username', username, password, ...(portal ? { portal } : {}) }, { headers: { Language: 'EN' } });

describe('a visitor applies', () => {
  it('queues the application, with its number in E.164, for support to read', async () => {
    const body = form();
    const sent = await apply(body);
    expect(valueOf<AgentApplicationReceived>(sent)).toEqual({ account: body.username, status: 'pending' });
    const listed = valueOf<OpsAgentApplications>(await queue()).list.find((a) => a.account === body.username);
    expect(listed).toMatchObject({
      realName: 'Rahim Uddin',
      mobile: `+880${body.mobileNum.slice(1)}`,
      email: 'rahim@example.com',
      messenger: 'telegram',
      messengerId: '@rahim_bd',
      teamSize: '11-50',
      trafficSource: 'social',
      note: body.note,
      status: 'pending',
      reason: null,
      upline: null,
      decidedAt: null,
    });
  });

  it('refuses each field as the form does, naming it, in the visitor’s language', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ username: '9lives' }, 'username'],
      [{ realName: 'R' }, 'realName'],
      [{ mobileNum: '12345' }, 'mobileNum'],
      [{ email: 'not-an-address' }, 'email'],
      [{ messengerId: '' }, 'messengerId'],
      [{ messengerId: 'has space' }, 'messengerId'],
      [{ teamSize: 'lots' }, 'teamSize'],
      [{ trafficSource: '' }, 'trafficSource'],
      [{ note: 'x'.repeat(501) }, 'note'],
    ];
    for (const [over, field] of cases) {
      const res = await apply(form(over));
      expect(res.status, field).toBe(400);
      expect(res.body, field).toMatchObject({ success: false, errorCode: 'FIELD_INVALID', field });
    }
    const bengali = await apply(form({ note: 'x'.repeat(501) }), 'BN');
    expect((bengali.body as { message: string }).message).toMatch(/[\u0980-\u09FF]/);
    // A note of 500 characters, and no messenger at all, are fine.
    expect((await apply(form({ note: 'ন'.repeat(500), messenger: '', messengerId: '' }))).status).toBe(200);
    // What the schema refuses never reaches the form's checks.
    expect((await apply({ ...form(), extra: 1 })).body).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
    expect((await apply({ ...form(), note: 'x'.repeat(2001) })).body).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
  });

  it('asks for the brand’s captcha', async () => {
    const res = await server.call('/wps/relay/MCS2_applyAgent', { method: 'POST', body: { ...form(), captchaId: crypto.randomUUID(), captcha: 'abcd' }, headers: { Language: 'EN' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorCode: 'CAPTCHA_WRONG', field: 'captcha' });
  });

  it('refuses a name that is an account already, and a second open application for the name or the number', async () => {
    expect((await apply(form({ username: 'PLAYER01' }))).body).toMatchObject({ errorCode: 'ACCOUNT_TAKEN', field: 'username' });
    const first = form();
    expect((await apply(first)).status).toBe(200);
    const sameName = await apply(form({ username: first.username.toUpperCase() }));
    expect(sameName.status).toBe(409);
    expect(sameName.body).toMatchObject({ errorCode: 'APPLICATION_PENDING', field: 'username', message: 'An application for this is already waiting for a decision. We will be in touch.' });
    // The same number typed another way is the same number.
    const sameNumber = await apply(form({ mobileNum: first.mobileNum.replace(/^0/, '').replace(/^(\d{4})/, '$1-') }));
    expect(sameNumber.body).toMatchObject({ errorCode: 'APPLICATION_PENDING', field: 'mobileNum' });
    expect(
      await db()
        .selectFrom('agent_applications')
        .select('id')
        .where('mobile', '=', `+880${first.mobileNum.slice(1)}`)
        .execute(),
    ).toHaveLength(1);
  });

  it('queues one of two applications for one name sent at once', async () => {
    const username = fresh('race');
    const [a, b] = await Promise.all([apply(form({ username })), apply(form({ username }))]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await db().selectFrom('agent_applications').select('id').where('account', '=', username).execute()).toHaveLength(1);
  });

  it('is closed with the affiliate module off (403), and open again with it on', async () => {
    await switchModule(server, 'bd', 'AFFMAN3', '0');
    try {
      const res = await apply(form());
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ errorCode: 'MODULE_DISABLED' });
    } finally {
      await switchModule(server, 'bd', 'AFFMAN3', '1');
    }
    expect((await apply(form())).status).toBe(200);
  });
});

describe('support decides', () => {
  it('approves: an agent account under the chosen upline, texted, which signs in at the agent sign-in and must change its one-time password', async () => {
    const body = form();
    await apply(body);
    const id = await pendingId(body.username);
    const made = valueOf<OpsAgentApplicationDecided>(await decide({ id, decision: 'approve', upline: 'agent01' }));
    expect(made).toEqual({ id, status: 'approved', account: body.username, temporaryPassword: expect.stringMatching(/^[A-Za-z2-9]{12}$/) as unknown, texted: true });

    const row = await db()
      .selectFrom('members as m')
      .leftJoin('members as u', 'u.id', 'm.upline_id')
      .select(['m.id', 'm.type', 'm.mobile', 'm.email', 'm.payee_name', 'm.created_by', 'm.must_change_password', 'u.account as upline'])
      .where('m.brand_id', '=', 'bd')
      .where('m.account', '=', body.username)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      type: 1,
      mobile: `+880${body.mobileNum.slice(1)}`,
      email: 'rahim@example.com',
      payee_name: 'Rahim Uddin',
      created_by: 'operator',
      must_change_password: true,
      upline: 'agent01',
    });
    expect(await checkTree(db())).toEqual([]);
    const decided = valueOf<OpsAgentApplications>(await queue('approved')).list.find((a) => a.id === id);
    expect(decided).toMatchObject({ status: 'approved', upline: 'agent01', operator: 'helpdesk' });
    const audit = await db().selectFrom('audit_log').select(['action', 'operator_name', 'detail']).where('target', '=', id).where('action', 'like', 'agentApplication.%').execute();
    expect(audit).toEqual([{ action: 'agentApplication.approve', operator_name: 'helpdesk', detail: { account: body.username, memberId: row.id, upline: 'agent01' } }]);
    expect(JSON.stringify(audit)).not.toContain(made.temporaryPassword);
    const [text] = await db().selectFrom('dev_outbox').select(['to', 'text']).where('to', '=', row.mobile!).orderBy('id', 'desc').limit(1).execute();
    expect(text!.text).toContain(made.temporaryPassword!);

    // Decided once: a second decision is refused and changes nothing.
    expect((await decide({ id, decision: 'reject', reason: 'late' })).body).toMatchObject({ errorCode: 'APPLICATION_DECIDED' });

    const signed = await login(body.username, made.temporaryPassword!, 'agent');
    expect(valueOf(signed as { status: number; body: Envelope<unknown> })).toMatchObject({ passwordChange: 'required' });
    const token = valueOf<{ token: string }>(signed as { status: number; body: Envelope<unknown> }).token;
    // Nothing else until the password is changed.
    expect((await server.call('/wps/relay/MCS2_getAffiliateLinks', { headers: { Authorization: token } })).body).toMatchObject({ errorCode: 'PASSWORD_CHANGE_REQUIRED' });
    const own = 'Mango-river-93';
    const changed = await sendEncrypted(
      server.call,
      '/wps/member/password',
      { oldPassword: made.temporaryPassword, newPassword: own, confirmNewPassword: own },
      { method: 'PUT', headers: { Authorization: token } },
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(valueOf((await login(body.username, own, 'agent')) as { status: number; body: Envelope<unknown> })).toMatchObject({ passwordExpired: false });
  });

  it('opens one agent for two approvals at once; the other is told it was decided', async () => {
    const body = form();
    await apply(body);
    const id = await pendingId(body.username);
    const [a, b] = await Promise.all([decide({ id, decision: 'approve' }), decide({ id, decision: 'reject', reason: 'Duplicate' })]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a.body, b.body].find((r) => !r.success)).toMatchObject({ errorCode: 'APPLICATION_DECIDED' });
    const members = await db().selectFrom('members').select('id').where('brand_id', '=', 'bd').where('account', '=', body.username).execute();
    expect(members).toHaveLength(a.status === 200 ? 1 : 0);
    expect(await db().selectFrom('audit_log').select('action').where('target', '=', id).where('action', 'like', 'agentApplication.%').execute()).toHaveLength(1);
  });

  it('approves at the top of the brand, and without the number when an account has it', async () => {
    const player = await db().selectFrom('members').select('mobile').where('brand_id', '=', 'bd').where('mobile', 'is not', null).where('type', '=', 0).executeTakeFirstOrThrow();
    const body = form({ mobileNum: `0${player.mobile!.slice(4)}` });
    expect((await apply(body)).status).toBe(200);
    const id = await pendingId(body.username);
    valueOf<OpsAgentApplicationDecided>(await decide({ id, decision: 'approve' }));
    const row = await db().selectFrom('members').select(['type', 'upline_id', 'mobile']).where('account', '=', body.username).executeTakeFirstOrThrow();
    expect(row).toEqual({ type: 1, upline_id: null, mobile: null });
  });

  it('refuses an upline that is no agent or no account, and opens nothing', async () => {
    const body = form();
    await apply(body);
    const id = await pendingId(body.username);
    expect((await decide({ id, decision: 'approve', upline: 'player01' })).body).toMatchObject({ errorCode: 'FIELD_INVALID', field: 'upline' });
    expect((await decide({ id, decision: 'approve', upline: 'nobody-here' })).body).toMatchObject({ errorCode: 'NOT_FOUND', field: 'upline' });
    expect(await db().selectFrom('members').select('id').where('account', '=', body.username).execute()).toEqual([]);
    expect(valueOf<OpsAgentApplications>(await queue()).list.some((a) => a.id === id)).toBe(true);
  });

  it('rejects with a reason, texted to the applicant, and the name may apply again', async () => {
    const body = form();
    await apply(body);
    const id = await pendingId(body.username);
    expect((await decide({ id, decision: 'reject' })).body).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
    const done = valueOf<OpsAgentApplicationDecided>(await decide({ id, decision: 'reject', reason: 'No team yet' }));
    expect(done).toEqual({ id, status: 'rejected', account: body.username, temporaryPassword: null, texted: true });
    expect(await db().selectFrom('members').select('id').where('account', '=', body.username).execute()).toEqual([]);
    expect(valueOf<OpsAgentApplications>(await queue('rejected')).list.find((a) => a.id === id)).toMatchObject({ reason: 'No team yet', operator: 'helpdesk' });
    const [text] = await db()
      .selectFrom('dev_outbox')
      .select('text')
      .where('to', '=', `+880${body.mobileNum.slice(1)}`)
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(text!.text).toContain('No team yet');
    expect(await db().selectFrom('audit_log').select('action').where('target', '=', id).where('action', 'like', 'agentApplication.%').execute()).toEqual([{ action: 'agentApplication.reject' }]);
    expect((await apply(body)).status).toBe(200);
  });

  it('forgets a decided application after its time, with its contact details, and keeps a pending one (decision 0319)', async () => {
    const [old, recent, waiting] = [form(), form(), form()];
    for (const body of [old, recent, waiting]) await apply(body);
    const [oldId, recentId, waitingId] = await Promise.all([old, recent, waiting].map((b) => pendingId(b.username)));
    await decide({ id: oldId, decision: 'reject', reason: 'No team yet' });
    await decide({ id: recentId, decision: 'reject', reason: 'No team yet' });
    // Decided long ago, and a pending one sent long ago: only the decided one goes.
    const ago = (days: number) => new Date(Date.now() - days * 86_400_000);
    await db()
      .updateTable('agent_applications')
      .set({ decided_at: ago(APPLICATION_KEPT_DAYS + 1) })
      .where('id', '=', oldId!)
      .execute();
    await db()
      .updateTable('agent_applications')
      .set({ decided_at: ago(APPLICATION_KEPT_DAYS - 1) })
      .where('id', '=', recentId!)
      .execute();
    await sql`update agent_applications set created_at = ${ago(APPLICATION_KEPT_DAYS + 30).toISOString()}::timestamptz where id = ${waitingId}`.execute(db());
    await db()
      .transaction()
      .execute((trx) => applicationsPurgeJob.handle({}, trx, { id: 'purge', retryCount: 0 }));
    const left = await db().selectFrom('agent_applications').select('id').where('id', 'in', [oldId!, recentId!, waitingId!]).orderBy('id').execute();
    expect(left.map((r) => r.id)).toEqual([recentId, waitingId]);
    // Who decided it stays in the audit log.
    expect(await db().selectFrom('audit_log').select('action').where('target', '=', oldId!).execute()).toEqual([{ action: 'agentApplication.reject' }]);
  });

  it('tells the consoles that may read the queue when an application comes and when it is decided, and no other', async () => {
    const support = await openLivePage(server.port, { token: null, operator: desk });
    const content = await openLivePage(server.port, { token: null, operator: editor });
    try {
      const body = form();
      await apply(body);
      expect(await support.next('applications', 1)).toEqual({ type: 'applications', brandId: 'bd' });
      const from = support.events.length;
      await decide({ id: await pendingId(body.username), decision: 'reject', reason: 'Not now' });
      expect(await support.next('applications', from)).toEqual({ type: 'applications', brandId: 'bd' });
      // The brand's change reaches every console: by then, anything told before it has come.
      const seen = content.events.length;
      await sql`update brand_revision set rev = rev + 1`.execute(db());
      await sql`select pg_notify('marquee_config', 'brands')`.execute(db());
      await content.next('brand', seen);
      expect(content.events.filter((e) => e.type === 'applications')).toEqual([]);
    } finally {
      support.socket.close();
      content.socket.close();
    }
  });

  it('is support’s: a content operator is refused', async () => {
    expect((await queue('pending', editor)).status).toBe(403);
    expect((await decide({ id: '1', decision: 'reject', reason: 'x' }, editor)).body).toMatchObject({ errorCode: 'ROLE_FORBIDDEN' });
  });
});
