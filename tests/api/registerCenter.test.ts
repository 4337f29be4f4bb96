import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { sendEncrypted, signIn } from '../helpers/signIn';
import { newKey } from '../helpers/memberApi';
import { switchModule } from '../helpers/switchModule';
import { valueOf } from '../helpers/valueOf';
import type { Envelope } from '../helpers/operatorApi';
import type { AffiliateLink, AffiliateLinks, DownlineCreated } from '../../src/generated/types';
import { checkTree } from '../../server/modules/agent/checkTree';

// The registration centre (AFFMAN3, decision 0277): an agent opens downlines with a one-time
// password, and keeps registration links of its own.

let server: TestServer;
let agent: string;
let player: string;
let trial: string;
beforeAll(async () => {
  server = await startTestServer();
  agent = (await signIn(server.call, 'agent01')).token;
  player = (await signIn(server.call, 'player01')).token;
  trial = (await signIn(server.call, 'guest01')).token;
});
afterAll(() => server.close());

const db = () => server.database.db;
const send = <T>(token: string, path: string, body: unknown, key = newKey()) =>
  server.call<Envelope<T>>(path, { method: 'POST', body, headers: { Authorization: token, Language: 'EN', 'Idempotency-Key': key } });
const get = <T>(token: string, path: string) => server.call<Envelope<T>>(path, { headers: { Authorization: token, Language: 'EN' } });
const createDownline = (token: string, body: unknown, key?: string) => send<DownlineCreated>(token, '/wps/relay/MCS2_createDownline', body, key);
const createLink = (token: string, body: unknown) => send<AffiliateLink>(token, '/wps/relay/MCS2_createAffiliateLink', body);
const updateLink = (token: string, body: unknown) => send<AffiliateLink>(token, '/wps/relay/MCS2_updateAffiliateLink', body);
const links = (token: string) => get<AffiliateLinks>(token, '/wps/relay/MCS2_getAffiliateLinks');
const check = (code: string) => server.call<Envelope<{ valid: boolean }>>(`/wps/agent/affiliate?code=${encodeURIComponent(code)}`, { headers: { Language: 'EN' } });
const memberRow = (account: string) =>
  db().selectFrom('members as m').leftJoin('members as u', 'u.id', 'm.upline_id').select(['m.id', 'm.type', 'm.created_by', 'm.must_change_password', 'u.account as upline']).where('m.brand_id', '=', 'bd').where('m.account', '=', account).executeTakeFirst();
let n = 0;
const fresh = (prefix: string) => `${prefix}${Date.now() % 100000}${++n}`;

describe('an agent opens a downline', () => {
  it('answers a one-time password once, puts the account in the tree under the agent, and its first sign-in must change the password', async () => {
    const account = fresh('down');
    const made = valueOf<DownlineCreated>(await createDownline(agent, { account, nickname: ' Rafi ' }));
    expect(made).toEqual({ account, accountType: 0, temporaryPassword: expect.stringMatching(/^[A-Za-z2-9]{12}$/) as unknown });
    const row = await memberRow(account);
    expect(row).toMatchObject({ type: 0, created_by: 'upline', must_change_password: true, upline: 'agent01' });
    const agentId = (await memberRow('agent01'))!.id;
    expect(await db().selectFrom('member_tree').select('depth').where('ancestor', '=', agentId).where('descendant', '=', row!.id).executeTakeFirst()).toEqual({ depth: 1 });
    expect(await checkTree(db())).toEqual([]);
    const audit = await db().selectFrom('audit_log').select(['action', 'detail']).where('target', '=', row!.id).execute();
    expect(audit).toEqual([{ action: 'agent.createDownline', detail: { agent: 'agent01', agentId, account, type: 0 } }]);
    expect(JSON.stringify(audit)).not.toContain(made.temporaryPassword);

    const login = await sendEncrypted(server.call, '/wps/session/login', { type: 'username', username: account, password: made.temporaryPassword }, { headers: { Language: 'EN' } });
    expect(valueOf(login as { status: number; body: Envelope<unknown> })).toMatchObject({ passwordExpired: true, passwordChange: 'required' });
  });

  it('makes one account for one Idempotency-Key, however often it is sent', async () => {
    const account = fresh('twice');
    const key = newKey();
    const [a, b] = await Promise.all([createDownline(agent, { account }, key), createDownline(agent, { account }, key)]);
    expect(valueOf<DownlineCreated>(a)).toEqual(valueOf<DownlineCreated>(b));
    expect(valueOf<DownlineCreated>(await createDownline(agent, { account }, key))).toEqual(valueOf<DownlineCreated>(a));
    expect(await db().selectFrom('members').select('id').where('brand_id', '=', 'bd').where('account', '=', account).execute()).toHaveLength(1);
  });

  it('refuses a taken name whatever its case, and a name the registration rule refuses', async () => {
    const taken = await createDownline(agent, { account: 'PLAYER01' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ errorCode: 'ACCOUNT_TAKEN', field: 'account', message: 'This account name is taken. Choose another one.' });
    const bad = await createDownline(agent, { account: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errorCode: 'FIELD_INVALID', field: 'account' });
    expect((await createDownline(agent, {})).body).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
  });

  it('refuses a player (NOT_AGENT) and a trial account, and opens nothing', async () => {
    const account = fresh('nope');
    const byPlayer = await createDownline(player, { account });
    expect(byPlayer.status).toBe(403);
    // The code the agent sign-in answers, in words of a call's own: the player signed in already.
    expect(byPlayer.body).toMatchObject({ errorCode: 'NOT_AGENT', message: 'This is for agents only.' });
    const byTrial = await createDownline(trial, { account });
    expect(byTrial.status).toBe(403);
    expect(byTrial.body).toMatchObject({ errorCode: 'REAL_ACCOUNT_REQUIRED' });
    for (const res of [await links(player), await createLink(player, {}), await updateLink(player, { id: '1', enabled: false })]) expect(res.body).toMatchObject({ errorCode: 'NOT_AGENT' });
    expect(await memberRow(account)).toBeUndefined();
  });

  it('opens an agent only while the brand lets agents open agents', async () => {
    const account = fresh('subagent');
    expect(valueOf<DownlineCreated>(await createDownline(agent, { account, accountType: 1 }))).toMatchObject({ accountType: 1 });
    expect(await memberRow(account)).toMatchObject({ type: 1, upline: 'agent01' });
    await switchModule(server, 'bd', 'SUBAGENT3', '0');
    try {
      const refused = await createDownline(agent, { account: fresh('subagent'), accountType: 1 });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ errorCode: 'MODULE_DISABLED' });
      expect((await createLink(agent, { accountType: 1 })).body).toMatchObject({ errorCode: 'MODULE_DISABLED' });
      expect(valueOf<AffiliateLinks>(await links(agent)).subAgents).toBe(false);
      expect(valueOf<DownlineCreated>(await createDownline(agent, { account: fresh('still') }))).toMatchObject({ accountType: 0 });
    } finally {
      await switchModule(server, 'bd', 'SUBAGENT3', '1');
    }
  });

  it('is closed with the affiliate module', async () => {
    await switchModule(server, 'bd', 'AFFMAN3', '0');
    try {
      expect((await createDownline(agent, { account: fresh('closed') })).body).toMatchObject({ errorCode: 'MODULE_DISABLED' });
      expect((await links(agent)).body).toMatchObject({ errorCode: 'MODULE_DISABLED' });
    } finally {
      await switchModule(server, 'bd', 'AFFMAN3', '1');
    }
  });
});

describe('an agent’s registration links', () => {
  it('lists the code its account had as its first link, and makes several more with notes', async () => {
    const before = valueOf<AffiliateLinks>(await links(agent));
    expect(before.subAgents).toBe(true);
    expect(before.list.find((l) => l.code === 'MQ7K2P')).toMatchObject({ accountType: 0, enabled: true, note: null });
    const a = valueOf<AffiliateLink>(await createLink(agent, { note: ' Facebook group ' }));
    const b = valueOf<AffiliateLink>(await createLink(agent, { accountType: 1 }));
    expect(a).toMatchObject({ code: expect.stringMatching(/^[A-Z2-9]{8}$/) as unknown, accountType: 0, note: 'Facebook group', enabled: true, visits: 0, signUps: 0 });
    expect(b).toMatchObject({ accountType: 1, note: null });
    expect(a.code).not.toBe(b.code);
    const after = valueOf<AffiliateLinks>(await links(agent));
    expect(after.list.slice(0, 2).map((l) => l.id)).toEqual([b.id, a.id]);
    expect((await createLink(agent, { note: 'x'.repeat(101) })).body).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
  });

  it('switched off, a link is no valid invitation; switched on again, it is', async () => {
    const link = valueOf<AffiliateLink>(await createLink(agent, {}));
    expect((await check(link.code.toLowerCase())).body).toEqual({ success: true, value: { valid: true } });
    expect(valueOf<AffiliateLink>(await updateLink(agent, { id: link.id, enabled: false }))).toMatchObject({ enabled: false });
    expect((await check(link.code)).body).toEqual({ success: true, value: { valid: false } });
    expect(valueOf<AffiliateLink>(await updateLink(agent, { id: link.id, enabled: true, note: 'Poster' }))).toMatchObject({ enabled: true, note: 'Poster' });
    expect((await check(link.code)).body).toEqual({ success: true, value: { valid: true } });
    expect(valueOf<AffiliateLink>(await updateLink(agent, { id: link.id, note: '' }))).toMatchObject({ note: null });
  });

  it('counts every visit in one statement: 20 checks at once, 20 visits', async () => {
    const link = valueOf<AffiliateLink>(await createLink(agent, {}));
    const answers = await Promise.all(Array.from({ length: 20 }, () => check(link.code)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(valueOf<AffiliateLinks>(await links(agent)).list.find((l) => l.id === link.id)).toMatchObject({ visits: 20, signUps: 0 });
  });

  it('shows an agent none of another agent’s links, and changes none (404)', async () => {
    const other = fresh('otheragent');
    await db()
      .insertInto('members')
      .values((eb) => ({ brand_id: 'bd', account: other, type: 1, password_hash: eb.selectFrom('members').select('password_hash').where('brand_id', '=', 'bd').where('account', '=', 'player01') }))
      .execute();
    const otherToken = (await signIn(server.call, other)).token;
    const theirs = valueOf<AffiliateLink>(await createLink(otherToken, { note: 'mine' }));
    expect(valueOf<AffiliateLinks>(await links(agent)).list.map((l) => l.id)).not.toContain(theirs.id);
    const foreign = await updateLink(agent, { id: theirs.id, enabled: false });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ errorCode: 'NOT_FOUND' });
    expect((await updateLink(agent, { id: theirs.id })).status).toBe(404);
    expect(valueOf<AffiliateLinks>(await links(otherToken)).list).toEqual([theirs]);
  });
});
