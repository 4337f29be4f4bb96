import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { signIn } from '../helpers/signIn';
import { operatorApi, type Envelope } from '../helpers/operatorApi';
import { valueOf } from '../helpers/valueOf';
import { switchModule } from '../helpers/switchModule';
import { openLivePage } from '../helpers/livePage';
import { rateLimitsFor } from '../../server/http/rateLimits';
import type { ChatConversation, ChatCurrent, ChatMessage, ChatStarted, ChatThread, OpsChatOperators, OpsChatPage, OpsChatThread } from '../../src/generated/types';

// Live chat with the support desk (CUSTSERV3, decision 0329): a visitor after a captcha or a member
// writes from the site's chat room; the console's support desk takes the chat, writes back, hands it
// over and closes it; every change reaches both sides over the live channel, and a page that missed
// some asks for the messages after the last it has.

let server: TestServer;
let ops: ReturnType<typeof operatorApi>;
let desk: string;
let admin: string;
let editor: string;
let player: string;
let vipPlayer: string;
beforeAll(async () => {
  server = await startTestServer();
  ops = operatorApi(server);
  [desk, admin, editor] = [await ops.tokenOf('helpdesk'), await ops.tokenOf('admin'), await ops.tokenOf('editor')];
  player = (await signIn(server.call, 'player01')).token;
  vipPlayer = (await signIn(server.call, 'player02')).token;
});
afterAll(() => server.close());

type Who = { token?: string; chatToken?: string };
const headersOf = (who: Who) => ({ Language: 'EN', ...(who.token ? { Authorization: who.token } : {}) });
const start = (who: Who, body: Record<string, unknown>) => server.call<Envelope<ChatStarted>>('/wps/chat', { method: 'PUT', body: { key: randomUUID(), ...body }, headers: headersOf(who) });
const send = (who: Who, conversationId: string, body: string, key = randomUUID()) =>
  server.call<Envelope<ChatMessage>>('/wps/chat/send', { method: 'POST', body: { conversationId, body, key, ...(who.chatToken ? { chatToken: who.chatToken } : {}) }, headers: headersOf(who) });
const read = (who: Who, conversationId: string, after?: string) =>
  server.call<Envelope<ChatThread>>(`/wps/chat/messages?${new URLSearchParams({ conversationId, ...(after ? { after } : {}), ...(who.chatToken ? { chatToken: who.chatToken } : {}) })}`, {
    headers: headersOf(who),
  });
const current = (who: Who) => server.call<Envelope<ChatCurrent>>(`/wps/chat/current${who.chatToken ? `?chatToken=${who.chatToken}` : ''}`, { headers: headersOf(who) });
const queue = (view = 'waiting', token = desk) => ops.call<OpsChatPage>(token, '/ops/chats', 'GET', { brandId: 'bd', view, pageSize: '100' });
const act = (body: Record<string, unknown>, token = desk) => ops.call<ChatConversation>(token, '/ops/chat/act', 'POST', { brandId: 'bd', ...body });
const write = (id: string, body: string, token = desk, key = randomUUID()) => ops.call<ChatMessage>(token, '/ops/chat/send', 'POST', { brandId: 'bd', id, body, key });
const thread = (id: string, token = desk) => ops.call<OpsChatThread>(token, '/ops/chat', 'GET', { brandId: 'bd', id });

/** A captcha drawn for the visitor and its answer, as the chat room's form fills it. */
async function captcha() {
  const captchaId = randomUUID();
  await server.call(`/wps/captcha?uuid=${captchaId}`);
  const answer = (await server.call<{ value: { answer: string } }>(`/dev/challenges/${captchaId}`)).body.value.answer;
  return { captchaId, captcha: answer };
}

/** Every member's chat ends between tests, so each starts from an empty desk for them. */
const closeAll = () => sql`update chat_conversations set status = 'closed', closed_at = now() where status <> 'closed'`.execute(server.database.db);

describe('a visitor’s chat', () => {
  it('opens after the captcha, waits in the queue, hears the desk over the live channel and reads what it missed', async () => {
    expect(valueOf<ChatCurrent>(await current({}))).toEqual({ open: true, hours: null, visitor: 'captcha', conversation: null });
    const refused = await start({}, { body: 'Hello, is anyone there?', captchaId: randomUUID(), captcha: 'wrong' });
    expect(refused.body).toMatchObject({ success: false, errorCode: 'CAPTCHA_WRONG', field: 'captcha' });

    const started = valueOf<ChatStarted>(await start({}, { body: 'Hello, is anyone there?', name: 'Rahim', contact: 'rahim@example.com', ...(await captcha()) }));
    expect(started).toMatchObject({ outcome: 'chat', conversation: { status: 'waiting', operator: null } });
    const visitor = { chatToken: started.chatToken! };
    const id = started.conversation!.id;
    expect(valueOf<ChatCurrent>(await current(visitor)).conversation?.id).toBe(id);
    expect(valueOf<OpsChatPage>(await queue()).list.find((c) => c.id === id)).toMatchObject({ member: null, visitor: 'Rahim', vip: false, lastMessage: 'Hello, is anyone there?' });

    const page = await openLivePage(server.port, { token: null, chat: visitor.chatToken });
    const from = page.events.length;
    const reply = valueOf<ChatMessage>(await write(id, 'Hi Rahim, how can I help?'));
    expect(await page.next('chat', from)).toEqual({ type: 'chat', id });
    const seen = valueOf<ChatThread>(await read(visitor, id));
    expect(seen.conversation).toMatchObject({ status: 'open', operator: 'helpdesk' });
    expect(seen.messages.map((m) => [m.from, m.body])).toEqual([
      ['player', 'Hello, is anyone there?'],
      ['system', 'chat_sys_accepted'],
      ['operator', 'Hi Rahim, how can I help?'],
    ]);
    expect(seen.messages.at(-1)).toMatchObject({ id: reply.id, name: 'helpdesk' });

    // The page drops off; the desk writes twice meanwhile; back, it asks for what came after its last.
    page.socket.close();
    await page.closed;
    valueOf(await write(id, 'Are you still there?'));
    valueOf(await write(id, 'I will wait a minute.'));
    const missed = valueOf<ChatThread>(await read(visitor, id, reply.id));
    expect(missed.messages.map((m) => m.body)).toEqual(['Are you still there?', 'I will wait a minute.']);
    expect(missed.more).toBe(false);

    // Another visitor's token, or none, does not reach it.
    expect((await read({ chatToken: 'x'.repeat(43) }, id)).body).toMatchObject({ errorCode: 'NOT_FOUND' });
    expect((await read({}, id)).body).toMatchObject({ errorCode: 'NOT_FOUND' });
    expect(valueOf<OpsChatThread>(await thread(id))).toMatchObject({ player: { member: null, visitor: 'Rahim', contact: 'rahim@example.com', lang: 'en' }, cannedReplies: [] });
  });

  it('asks a visitor to sign in where the brand has no captcha', async () => {
    await switchModule(server, 'bd', 'CAPTCHA3', '0');
    try {
      expect(valueOf<ChatCurrent>(await current({})).visitor).toBe('signIn');
      expect((await start({}, { body: 'Hello?' })).body).toMatchObject({ errorCode: 'UNAUTHORIZED' });
      expect(valueOf<ChatCurrent>(await current({ token: player })).visitor).toBeNull();
    } finally {
      await switchModule(server, 'bd', 'CAPTCHA3', '1');
    }
  });
});

describe('a member’s chat', () => {
  it('joins the live conversation on a second start, puts a VIP first in the queue, and keeps one message for one key', async () => {
    await closeAll();
    const first = valueOf<ChatStarted>(await start({ token: player }, { body: 'My deposit has not arrived.' }));
    const again = valueOf<ChatStarted>(await start({ token: player }, { body: 'It was 500 taka.' }));
    expect(again.conversation!.id).toBe(first.conversation!.id);
    expect(first.chatToken).toBeUndefined();

    const vipId = await server.database.db.selectFrom('members').select('id').where('account', '=', 'player02').executeTakeFirstOrThrow();
    await server.database.db
      .insertInto('vip_progress')
      .values({ member_id: vipId.id, brand_id: 'bd', rank_level: 5 })
      .onConflict((oc) => oc.columns(['member_id']).doUpdateSet({ rank_level: 5 }))
      .execute();
    const vip = valueOf<ChatStarted>(await start({ token: vipPlayer }, { body: 'I cannot withdraw.' }));
    const waiting = valueOf<OpsChatPage>(await queue()).list;
    expect(waiting.map((c) => [c.member, c.vip])).toEqual([
      ['player02', true],
      ['player01', false],
    ]);
    expect(valueOf<OpsChatPage>(await queue()).waiting).toBe(2);

    const key = randomUUID();
    const once = valueOf<ChatMessage>(await send({ token: player }, first.conversation!.id, 'Reference TRX-1', key));
    const twice = valueOf<ChatMessage>(await send({ token: player }, first.conversation!.id, 'Reference TRX-1', key));
    expect(twice).toEqual(once);
    const rows = await server.database.db.selectFrom('chat_messages').select('id').where('key', '=', key).execute();
    expect(rows).toHaveLength(1);
    // A key of one conversation is refused in another.
    expect((await send({ token: vipPlayer }, vip.conversation!.id, 'Reference TRX-1', key)).body).toMatchObject({ errorCode: 'FIELD_INVALID', field: 'key' });
    // Another member's conversation is not found.
    expect((await send({ token: vipPlayer }, first.conversation!.id, 'Let me in')).body).toMatchObject({ errorCode: 'NOT_FOUND' });

    const context = valueOf<OpsChatThread>(await thread(vip.conversation!.id)).player.member;
    expect(context).toMatchObject({ account: 'player02', rankLevel: 5, openFeedback: 0 });
    expect(context!.balance).toMatch(/^[0-9]+\.[0-9]{2}$/);
  });

  it('lets one operator take a waiting chat when two ask at once, hands it over, and closes it for both sides', async () => {
    await closeAll();
    const id = valueOf<ChatStarted>(await start({ token: player }, { body: 'Who will answer me?' })).conversation!.id;
    const page = await openLivePage(server.port, player);
    const [support, other] = [await openLivePage(server.port, { token: null, operator: desk }), await openLivePage(server.port, { token: null, operator: editor })];
    const from = { page: page.events.length, support: support.events.length };

    const answers = await Promise.all([act({ id, action: 'accept' }, desk), act({ id, action: 'accept' }, admin)]);
    expect(answers.filter((a) => a.body.success)).toHaveLength(1);
    expect(answers.find((a) => !a.body.success)?.body).toMatchObject({ errorCode: 'CHAT_TAKEN' });
    expect(await page.next('chat', from.page)).toEqual({ type: 'chat', id });
    expect(await support.next('chat', from.support)).toEqual({ type: 'chat', brandId: 'bd', id });

    const holder = valueOf<OpsChatThread>(await thread(id)).conversation.operator;
    const [mine, theirs] = holder === 'helpdesk' ? [desk, admin] : [admin, desk];
    expect((await write(id, 'Not mine to answer', theirs)).body).toMatchObject({ errorCode: 'CHAT_TAKEN' });
    const others = valueOf<OpsChatOperators>(await ops.call(mine, '/ops/chat/operators', 'GET', { brandId: 'bd' })).list;
    const to = others.find((o) => o.username === (holder === 'helpdesk' ? 'admin' : 'helpdesk'))!;
    expect(valueOf<ChatConversation>(await act({ id, action: 'transfer', to: to.id }, mine)).operator).toBe(to.username);
    valueOf(await write(id, 'I have it now.', theirs));
    valueOf(await act({ id, action: 'close' }, theirs));

    const seen = valueOf<ChatThread>(await read({ token: player }, id));
    expect(seen.conversation.status).toBe('closed');
    expect(seen.messages.filter((m) => m.from === 'system').map((m) => [m.body, m.name])).toEqual([
      ['chat_sys_accepted', holder],
      ['chat_sys_transferred', to.username],
      ['chat_sys_closed', to.username],
    ]);
    expect((await send({ token: player }, id, 'One more thing')).body).toMatchObject({ errorCode: 'CHAT_CLOSED' });
    expect(valueOf<ChatCurrent>(await current({ token: player })).conversation).toBeNull();
    const audited = await server.database.db.selectFrom('audit_log').select('action').where('target', '=', id).where('action', 'like', 'chat.%').orderBy('id').execute();
    expect(audited.map((a) => a.action)).toEqual(['chat.accept', 'chat.transfer', 'chat.close']);
    // The editor's console works no desk and heard nothing.
    expect(other.events.filter((e) => e.type === 'chat')).toEqual([]);
    for (const p of [page, support, other]) p.socket.close();
  });

  it('ends by the player’s own close, said as a line', async () => {
    await closeAll();
    const id = valueOf<ChatStarted>(await start({ token: player }, { body: 'Never mind, found it.' })).conversation!.id;
    const closed = await server.call<Envelope<ChatConversation>>('/wps/chat/close', { method: 'POST', body: { conversationId: id }, headers: headersOf({ token: player }) });
    expect(valueOf<ChatConversation>(closed).status).toBe('closed');
    expect(valueOf<ChatThread>(await read({ token: player }, id)).messages.at(-1)).toMatchObject({ from: 'system', body: 'chat_sys_playerClosed' });
    expect((await write(id, 'Too late')).body).toMatchObject({ errorCode: 'CHAT_CLOSED' });
  });
});

describe('out of hours', () => {
  it('files the first message as feedback for the desk, within the feedback form’s bounds', async () => {
    await closeAll();
    const now = new Date();
    const hh = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
    // The desk's hours end an hour before now on the brand's clock (Asia/Dhaka, UTC+6) and begin an hour after.
    const local = (now.getUTCHours() + 6) % 24;
    await sql`update brands set config = jsonb_set(config, '{customerService}', ${JSON.stringify({ hours: { from: hh(local + 2), to: hh(local + 23) } })}::jsonb) where id = 'bd'`.execute(
      server.database.db,
    );
    await server.syncConfig();
    try {
      expect(valueOf<ChatCurrent>(await current({ token: player }))).toMatchObject({ open: false, hours: { from: hh(local + 2), to: hh(local + 23) } });
      expect((await start({ token: player }, { body: 'Short' })).body).toMatchObject({ errorCode: 'FIELD_INVALID', field: 'body' });
      const filed = valueOf<ChatStarted>(await start({ token: player }, { body: 'Please call me back about my withdrawal tomorrow.' }));
      expect(filed.outcome).toBe('feedback');
      const row = await server.database.db.selectFrom('feedback').selectAll().where('id', '=', filed.feedbackId!).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ content: 'Please call me back about my withdrawal tomorrow.', question_type: 'other', status: 'open' });
      expect(await server.database.db.selectFrom('chat_conversations').select('id').where('status', '<>', 'closed').execute()).toEqual([]);
    } finally {
      await sql`update brands set config = config - 'customerService' where id = 'bd'`.execute(server.database.db);
      await server.syncConfig();
    }
  });
});

describe('bad input', () => {
  it('refuses an empty or too long message, markup from the desk, and other roles, and changes nothing', async () => {
    await closeAll();
    expect((await start({ token: player }, { body: '   ' })).body).toMatchObject({ success: false, errorCode: 'FIELD_INVALID', field: 'body' });
    expect((await start({ token: player }, { body: 'ক'.repeat(1001) })).body).toMatchObject({
      success: false,
      errorCode: 'FIELD_INVALID',
      field: 'body',
      message: 'write between 1 and 1000 characters',
    });
    expect((await start({ token: player }, { body: 'Hi', key: 'not-a-key' })).status).toBe(400);
    expect(await server.database.db.selectFrom('chat_conversations').select('id').where('status', '<>', 'closed').execute()).toEqual([]);
    const id = valueOf<ChatStarted>(await start({ token: player }, { body: 'ক'.repeat(1000) })).conversation!.id;
    expect((await write(id, '<b>bold</b>')).body).toMatchObject({ errorCode: 'FIELD_INVALID', field: 'body' });
    expect((await queue('waiting', editor)).body).toMatchObject({ errorCode: 'ROLE_FORBIDDEN' });
    expect((await thread('999999999')).body).toMatchObject({ errorCode: 'NOT_FOUND' });
    expect((await act({ id, action: 'transfer' })).status).toBe(400);
    expect((await act({ id, action: 'transfer', to: randomUUID() })).body).toMatchObject({ errorCode: 'NOT_FOUND', field: 'to' });
    expect(valueOf<OpsChatThread>(await thread(id)).messages).toHaveLength(1);
  });
});

describe('the limit on chat', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ rateLimits: rateLimitsFor('production'), memoryLimits: true });
  });
  afterAll(() => limited?.close());

  it('counts a member’s messages by member', async () => {
    const max = rateLimitsFor('production').chatPerSender.max;
    const member = (await signIn(limited.call, 'player01')).token;
    const put = (address: string) =>
      limited.call<Envelope>('/wps/chat', { method: 'PUT', body: { body: 'Hello again', key: randomUUID() }, headers: { Authorization: member, 'X-Forwarded-For': address, Language: 'EN' } });
    for (let i = 0; i < max; i++) expect((await put(`10.82.0.${i}`)).status).toBe(200);
    expect((await put('10.82.1.1')).status).toBe(429);
  });
});
