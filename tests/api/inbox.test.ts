import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { signIn } from '../helpers/signIn';
import { memberApi, newKey } from '../helpers/memberApi';
import { operatorApi, type Envelope } from '../helpers/operatorApi';
import { openLivePage } from '../helpers/livePage';
import { setModule } from '../e2e/helpers/brandDb';
import type { MessageList, OpsMessagePage, PayoutAccounts, UnreadCount, Withdrawal } from '../../src/generated/types';
import { valueOf } from '../helpers/valueOf';

// The member's inbox (decision 0258): a broadcast stored once and read by every member of its brand
// and audience, a message to one member, scheduled and withdrawn ones, receipts written in one
// statement, and the payments desk's decisions told as system messages.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const unread = (token?: string) => server.call<Envelope<UnreadCount>>('/wps/relay/CSP_unreadCount', { headers: token ? { Authorization: token } : {} });
/** The messageV2 badge of CSP_unreadCount's badges. */
const unreadOf = async (token: string) => valueOf<UnreadCount>(await unread(token)).messageCount;
const idOf = async (account: string, brand = 'bd') =>
  (await server.database.db.selectFrom('members').select('id').where('brand_id', '=', brand).where('account', '=', account).executeTakeFirstOrThrow()).id;

type Member = { token: string; call: ReturnType<typeof memberApi> };
const member = async (account: string, host = 'localhost'): Promise<Member> => {
  const { token } = await signIn(server.call, account, host);
  const api = memberApi(server, token);
  // memberApi speaks to the default brand; another brand's member is called on their own host.
  const call: Member['call'] =
    host === 'localhost'
      ? api
      : (path, method = 'GET', body) => server.call<Envelope<unknown>>(path, { method, body, host, headers: { Authorization: token, Language: 'EN', ...(method === 'GET' ? {} : { 'Idempotency-Key': newKey() }) } });
  return { token, call };
};
const list = async (m: Member, query = 'pageNo=1&pageSize=100') => valueOf<MessageList>(await m.call(`/wps/relay/CSP_getMessageList?${query}`));
const titles = async (m: Member) => (await list(m)).list.map((i) => i.title);
const read = (m: Member, body: unknown) => m.call('/wps/relay/CSP_readMessage', 'POST', body);
const remove = (m: Member, body: unknown) => m.call('/wps/relay/CSP_deleteMessage', 'POST', body);

describe('the member’s inbox', () => {
  let editor: string;
  let player: Member;
  let agent: Member;
  let lumenPlayer: Member;
  const ops = () => operatorApi(server);
  const send = (body: Record<string, unknown>, as = editor) => ops().call<{ id: string }>(as, '/ops/content/messages', 'POST', { brandId: 'bd', ...body });
  const sent = async (body: Record<string, unknown>) => valueOf<{ id: string }>(await send(body)).id;
  const texts = (en: string, bn = `বাংলা ${en}`) => ({ title: { en, bn }, body: { en: `${en} body`, bn: `${bn} লেখা` } });

  beforeAll(async () => {
    editor = await ops().tokenOf('editor');
    player = await member('player01');
    agent = await member('agent01');
    lumenPlayer = await member('player01', 'lumen.localhost');
  });

  it('shows a broadcast to the members of its brand and audience, in their language, and tells their open pages', async () => {
    const agentPage = await openLivePage(server.port, agent.token);
    const lumenPage = await openLivePage(server.port, lumenPlayer.token, 'lumen.localhost');
    const from = agentPage.events.length;
    await sent({ audience: 'all', ...texts('For everyone') });
    expect(await agentPage.next('inbox', from)).toEqual({ type: 'inbox' });
    await sent({ audience: 'players', ...texts('Players only') });
    await sent({ audience: 'agents', ...texts('Agents only') });
    expect(await titles(player)).toEqual(['Players only', 'For everyone']);
    expect(await titles(agent)).toEqual(['Agents only', 'For everyone']);
    expect(await titles(lumenPlayer)).toEqual([]);
    expect(lumenPage.events.filter((e) => e.type === 'inbox')).toEqual([]);
    agentPage.socket.close();
    lumenPage.socket.close();
    // Bengali when asked, the body with its title.
    const bn = await server.call<Envelope<MessageList>>('/wps/relay/CSP_getMessageList', { headers: { Authorization: player.token, Language: 'BN' } });
    expect(valueOf<MessageList>(bn).list[0]).toMatchObject({ title: 'বাংলা Players only', body: 'বাংলা Players only লেখা', kind: 'operator', read: false });
    expect(await unreadOf(player.token)).toBe(2);
    const page = await list(player, 'pageNo=2&pageSize=1');
    expect(page).toMatchObject({ pageNo: 2, total: 2, totalPages: 2, unread: 2 });
    expect(page.list.map((i) => i.title)).toEqual(['For everyone']);
  });

  it('puts a message for one member in their inbox only, found by account', async () => {
    await sent({ audience: 'member', member: 'AGENT01', ...texts('Just you') });
    expect(await titles(agent)).toContain('Just you');
    expect(await titles(player)).not.toContain('Just you');
    const unknown = await send({ audience: 'member', member: 'nobody99', ...texts('Lost') });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ errorCode: 'FIELD_INVALID', field: 'member' });
    // Without a member, and without a language of the brand: refused, translated.
    expect((await send({ audience: 'member', ...texts('Nobody') })).status).toBe(400);
    const half = await send({ audience: 'all', title: { en: 'Half' }, body: { en: 'Half' } });
    expect(half.body).toMatchObject({ errorCode: 'FIELD_INVALID', field: 'title.bn', message: expect.any(String) as unknown });
  });

  it('keeps a scheduled message out of sight until its time, then tells the open pages', async () => {
    const publishAt = new Date(Date.now() + 2500).toISOString();
    const playerPage = await openLivePage(server.port, player.token);
    await sent({ audience: 'players', publishAt, ...texts('Later') });
    const from = playerPage.events.length;
    expect(await titles(player)).not.toContain('Later');
    // The job sent with it says so when the time comes; nothing else wrote since.
    expect(await playerPage.next('inbox', from)).toEqual({ type: 'inbox' });
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(publishAt));
    expect(await titles(player)).toContain('Later');
    playerPage.socket.close();
  }, 30_000);

  it('takes a withdrawn message out of every inbox, and the console lists it as withdrawn with its readers', async () => {
    const id = await sent({ audience: 'all', ...texts('Oops') });
    valueOf(await read(player, { ids: [id] }));
    expect(await titles(agent)).toContain('Oops');
    const before = await unreadOf(agent.token);
    valueOf(await ops().call(editor, '/ops/content/messages/withdraw', 'POST', { brandId: 'bd', id }));
    expect(await titles(agent)).not.toContain('Oops');
    expect(await titles(player)).not.toContain('Oops');
    expect(await unreadOf(agent.token)).toBe(before - 1);
    const page = valueOf<OpsMessagePage>(await ops().call(editor, '/ops/content/messages', 'GET', { brandId: 'bd', pageSize: '50' }));
    expect(page.list.find((m) => m.id === id)).toMatchObject({ audience: 'all', kind: 'operator', createdBy: 'editor', readers: 1, withdrawnAt: expect.any(String) as unknown });
    expect(page.list.find((m) => m.title.en === 'Just you')).toMatchObject({ audience: 'member', member: 'agent01' });
    // Another brand's message, or none: not found; and each write is audited.
    expect((await ops().call(editor, '/ops/content/messages/withdraw', 'POST', { brandId: 'lumen', id })).status).toBe(404);
    const audited = await server.database.db.selectFrom('audit_log').select('action').where('target', '=', id).orderBy('id').execute();
    expect(audited.map((a) => a.action)).toEqual(['message.send', 'message.withdraw']);
    // A support operator may not write messages.
    expect((await send({ audience: 'all', ...texts('No') }, await ops().tokenOf('helpdesk'))).status).toBe(403);
  });

  it('marks read by id or all, deletes, and skips another member’s ids without a word', async () => {
    const mine = await sent({ audience: 'member', member: 'player01', ...texts('Mine') });
    const theirs = await sent({ audience: 'member', member: 'agent01', ...texts('Theirs') });
    const agentsOnly = await sent({ audience: 'agents', ...texts('Agents again') });
    const start = await unreadOf(player.token);
    expect(valueOf<number>(await read(player, { ids: [mine, theirs, agentsOnly, '999999999'] }))).toBe(start - 1);
    expect((await list(player)).list.find((i) => i.id === mine)!.read).toBe(true);
    // The agent's messages are as they were: nothing read, nothing told.
    const agentList = await list(agent);
    expect(agentList.list.filter((i) => i.id === theirs || i.id === agentsOnly).map((i) => i.read)).toEqual([false, false]);
    expect(await server.database.db.selectFrom('message_receipts').select('member_id').where('message_id', 'in', [theirs, agentsOnly]).execute()).toEqual([]);
    expect(valueOf<number>(await remove(player, { ids: [mine, theirs] }))).toBe(start - 1);
    expect((await list(player)).list.map((i) => i.id)).not.toContain(mine);
    expect(await titles(agent)).toContain('Theirs');
    // All at once: nothing left unread; deleting an unread one lowers the count.
    expect(valueOf<number>(await read(agent, { all: true }))).toBe(0);
    expect((await list(agent)).list.every((i) => i.read)).toBe(true);
    const fresh = await sent({ audience: 'member', member: 'agent01', ...texts('Unread gone') });
    expect(await unreadOf(agent.token)).toBe(1);
    expect(valueOf<number>(await remove(agent, { ids: [fresh] }))).toBe(0);
    // The count kept in memory (inbox/UnreadCounts) goes with the brand's broadcast, and comes back after a withdrawal.
    const broadcast = await sent({ audience: 'all', ...texts('To everyone') });
    expect(await unreadOf(agent.token)).toBe(1);
    valueOf(await ops().call(editor, '/ops/content/messages/withdraw', 'POST', { brandId: 'bd', id: broadcast }));
    expect(await unreadOf(agent.token)).toBe(0);
  });

  it('leaves one receipt for twenty reads of one message at once', async () => {
    const id = await sent({ audience: 'all', ...texts('Crowd') });
    const answers = await Promise.all(Array.from({ length: 20 }, () => read(player, { ids: [id] })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const receipts = await server.database.db.selectFrom('message_receipts').select(['read_at']).where('message_id', '=', id).execute();
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.read_at).not.toBeNull();
    await Promise.all(Array.from({ length: 20 }, () => remove(player, { ids: [id] })));
    expect(await server.database.db.selectFrom('message_receipts').select('message_id').where('message_id', '=', id).execute()).toHaveLength(1);
  });

  it('greets a member with the broadcasts of the week before they joined, not older ones', async () => {
    const playerId = await idOf('player01');
    const at = (daysAgo: number) => sql<Date>`(select created_at from members where id = ${playerId}) - make_interval(days => ${daysAgo})`;
    for (const [title, days] of [['Last month', 30], ['This week', 3]] as const)
      await server.database.db
        .insertInto('messages')
        .values({ brand_id: 'bd', audience: 'all', kind: 'operator', title: JSON.stringify({ en: title }), body: JSON.stringify({ en: title }), publish_at: at(days) })
        .execute();
    const seen = await titles(player);
    expect(seen).toContain('This week');
    expect(seen).not.toContain('Last month');
  });

  it('refuses bad input with a translated 400', async () => {
    for (const [call, body] of [
      [read, {}],
      [read, { all: false }],
      [read, { ids: ['abc'] }],
      [read, { ids: [] }],
      [remove, {}],
      [remove, { ids: Array.from({ length: 101 }, (_, i) => String(i + 1)) }],
    ] as const) {
      const res = await call(player, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED', message: expect.any(String) as unknown });
    }
    expect((await player.call('/wps/relay/CSP_getMessageList?pageSize=1000')).status).toBe(400);
    expect((await player.call('/wps/relay/CSP_getMessageList?pageNo=x')).status).toBe(400);
    const bn = await server.call<Envelope>('/wps/relay/CSP_readMessage', { method: 'POST', body: {}, headers: { Authorization: player.token, Language: 'BN' } });
    expect(bn.status).toBe(400);
    expect(bn.body).toMatchObject({ message: expect.stringMatching(/[\u0985-\u09B9]/) as unknown });
  });

  it('tells the member of the payments desk’s decisions on deposits and withdrawals in their inbox, in each of the brand’s languages', async () => {
    const cashier = await ops().tokenOf('cashier');
    const deposit = async () => {
      const d = valueOf<{ id: string }>(await player.call('/wps/v2/transaction/deposit', 'POST', { channel: 'bkash', amount: '500' }));
      valueOf(await player.call('/wps/v2/transaction/deposit/submit', 'POST', { id: d.id, transactionId: `TRX${Date.now()}` }));
      return d.id;
    };
    const decide = (body: Record<string, string>) => ops().call(cashier, '/ops/payments/deposits/decide', 'POST', { brandId: 'bd', ...body }, 'EN', { 'Idempotency-Key': newKey() });
    const approved = await deposit();
    valueOf(await decide({ id: approved, decision: 'approve' }));
    const rejected = await deposit();
    valueOf(await decide({ id: rejected, decision: 'reject', reason: 'No such transaction' }));
    const system = (await list(player)).list.filter((i) => i.kind === 'system');
    expect(system.slice(0, 2).map((i) => i.title)).toEqual([`Deposit D${rejected} rejected`, `Deposit D${approved} approved`]);
    expect(system[0]!.body).toContain('No such transaction');
    expect(system[1]!.body).toContain('৳500.00');
    // A withdrawal paid, and one rejected: each told too, with its reference.
    valueOf(await player.call('/wps/member/profile', 'PUT', { realName: 'Karim Uddin' }));
    valueOf(await player.call('/wps/member/paymentPassword', 'PUT', { newPassword: '246802' }));
    const accountId = valueOf<PayoutAccounts>(await player.call('/wps/member/payoutAccounts', 'POST', { kind: 'bkash', number: '01712345678', payeeName: 'Karim Uddin' })).accounts[0]!.id;
    const withdraw = async () => valueOf<Withdrawal>(await player.call('/wps/v2/transaction/withdraw', 'POST', { accountId, amount: '500', paymentPassword: '246802' })).id;
    const move = (body: Record<string, string>) => ops().call(cashier, '/ops/payments/withdrawals/decide', 'POST', { brandId: 'bd', ...body }, 'EN', { 'Idempotency-Key': newKey() });
    const paid = await withdraw();
    valueOf(await move({ id: paid, action: 'approve' }));
    // Approved is not yet news for the member: only paying is.
    expect((await list(player)).list.filter((i) => i.kind === 'system')).toHaveLength(2);
    valueOf(await move({ id: paid, action: 'pay', payoutReference: 'BK123456' }));
    const refused = await withdraw();
    valueOf(await move({ id: refused, action: 'reject', reason: 'Name does not match' }));
    const latest = (await list(player)).list.filter((i) => i.kind === 'system').slice(0, 2);
    expect(latest.map((i) => i.title)).toEqual([`Withdrawal W${refused} rejected`, `Withdrawal W${paid} paid`]);
    expect(latest[0]!.body).toContain('Name does not match');
    // The console lists them apart from the operators' own.
    const ofKind = async (kind: string) => valueOf<OpsMessagePage>(await ops().call(editor, '/ops/content/messages', 'GET', { brandId: 'bd', kind, pageSize: '50' })).list;
    expect((await ofKind('system')).map((m) => m.title.en)).toContain(`Deposit D${approved} approved`);
    expect((await ofKind('operator')).every((m) => m.kind === 'operator')).toBe(true);
    const stored = await server.database.db.selectFrom('messages').select(['title', 'member_id']).where('kind', '=', 'system').orderBy('id').execute();
    expect(Object.keys(stored[0]!.title).sort()).toEqual(['bn', 'en']);
    expect(stored[0]!.member_id).toBe(await idOf('player01'));
  });
});

describe('GET /wps/relay/CSP_unreadCount and the other calls of INBOX3', () => {
  it('needs a session and a real account', async () => {
    expect((await unread()).status).toBe(401);
    const trial = await server.call<{ value: { token: string } }>('/wps/session/login/freeplay', { method: 'POST', body: { os: 'web', platform: 'W' } });
    expect((await unread(trial.body.value.token)).body).toMatchObject({ errorCode: 'REAL_ACCOUNT_REQUIRED' });
    expect((await server.call('/wps/relay/CSP_getMessageList', { headers: { Authorization: trial.body.value.token } })).body).toMatchObject({ errorCode: 'REAL_ACCOUNT_REQUIRED' });
  });

  it('is closed with the inbox module (INBOX3) off, but for the badges of the modules still on', async () => {
    const m = await member('agent01');
    await setModule(server, 'bd', 'INBOX3', '0');
    try {
      expect(valueOf<UnreadCount>(await unread(m.token)).messageCount).toBe(0);
      for (const res of [await m.call('/wps/relay/CSP_getMessageList'), await read(m, { all: true }), await remove(m, { ids: ['1'] })]) {
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({ errorCode: 'MODULE_DISABLED' });
      }
    } finally {
      await setModule(server, 'bd', 'INBOX3', '1');
    }
  });
});
