import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { join } from 'node:path';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { signIn } from '../helpers/signIn';
import { operatorApi, type Envelope } from '../helpers/operatorApi';
import { switchModule } from '../helpers/switchModule';
import { valueOf } from '../helpers/valueOf';
import { openLivePage } from '../helpers/livePage';
import { projectRoot } from '../../server/config';
import { rateLimitsFor } from '../../server/http/rateLimits';
import type { FeedbackForm, FeedbackReceived, MessageList, MyFeedbackPage, OpsFeedbackActionDone, OpsFeedbackImage, OpsFeedbackPage } from '../../src/generated/types';

// Feedback and complaints (FEEDBACK3, decision 0321): a visitor or a member sends one from the
// site; the console's support desk takes it, answers it (a member's answer lands in their inbox)
// and closes it.

const png = readFileSync(join(projectRoot, 'public', 'brand', 'bd', 'icon-192.png'));
const b64 = (b: Buffer) => b.toString('base64');

let server: TestServer;
let ops: ReturnType<typeof operatorApi>;
let desk: string;
let admin: string;
let editor: string;
let player: string;
beforeAll(async () => {
  server = await startTestServer();
  ops = operatorApi(server);
  desk = await ops.tokenOf('helpdesk');
  admin = await ops.tokenOf('admin');
  editor = await ops.tokenOf('editor');
  player = (await signIn(server.call, 'player01')).token;
});
afterAll(() => server.close());

let n = 0;
const text = (label = 'feedback') => `The ${label} number ${++n} at ${Date.now()}: deposits take too long.`;

const send = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  server.call<Envelope<FeedbackReceived>>('/wps/feedback', { method: 'PUT', body, headers: { Language: 'EN', ...headers } });
const queue = (status = 'open', token = desk) => ops.call<OpsFeedbackPage>(token, '/ops/feedback', 'GET', { brandId: 'bd', status, pageSize: '100' });
const act = (body: Record<string, unknown>, token = desk) => ops.call<OpsFeedbackActionDone>(token, '/ops/feedback/act', 'POST', { brandId: 'bd', ...body });
const inQueue = async (content: string, status = 'open') => valueOf<OpsFeedbackPage>(await queue(status)).list.find((f) => f.content === content);

describe('sending feedback', () => {
  it('tells the form the types and the brand’s bounds in characters', async () => {
    const form = valueOf<FeedbackForm>(await server.call('/wps/feedback/form'));
    expect(form).toEqual({
      types: ['account', 'deposit', 'withdrawal', 'games', 'promotions', 'technical', 'complaint', 'other'],
      minChars: 10,
      maxChars: 500,
      maxImages: 3,
      maxImageBytes: 5 * 1024 * 1024,
    });
  });

  it('queues a visitor’s, with the contact and a picture, for the desk', async () => {
    const content = text('visitor');
    const sent = await send({ topic: 'deposit', content, contact: 'rahim@example.com', images: [b64(png)] });
    expect(valueOf<FeedbackReceived>(sent).status).toBe('open');
    const row = await inQueue(content);
    expect(row).toMatchObject({ member: null, contact: 'rahim@example.com', topic: 'deposit', status: 'open', assignedTo: null, answer: null });
    expect(row!.images).toHaveLength(1);
    const picture = await ops.call<OpsFeedbackImage>(desk, '/ops/feedback/image', 'GET', { brandId: 'bd', id: row!.images[0]! });
    expect(valueOf<OpsFeedbackImage>(picture)).toMatchObject({ contentType: 'image/png', width: 192, height: 192, data: b64(png) });
  });

  it('tells the desk’s open consoles when feedback comes and when it is taken, and no other operator or player', async () => {
    const [support, other, page] = [
      await openLivePage(server.port, { token: null, operator: desk }),
      await openLivePage(server.port, { token: null, operator: editor }),
      await openLivePage(server.port, player),
    ];
    const from = { support: support.events.length, other: other.events.length, page: page.events.length };
    const content = text('live');
    valueOf<FeedbackReceived>(await send({ topic: 'deposit', content, contact: 'live@example.com' }));
    expect(await support.next('feedback', from.support)).toEqual({ type: 'feedback', brandId: 'bd' });
    const taken = support.events.length;
    valueOf<OpsFeedbackActionDone>(await act({ id: (await inQueue(content))!.id, action: 'assign' }));
    expect(await support.next('feedback', taken)).toEqual({ type: 'feedback', brandId: 'bd' });
    // Every page is then told the brand changed: what came before it on each socket has come.
    await sql`update brand_revision set rev = rev + 1`.execute(server.database.db);
    await sql`select pg_notify('marquee_config', 'brands')`.execute(server.database.db);
    await Promise.all([other.next('brand', from.other), page.next('brand', from.page)]);
    expect([...other.events.slice(from.other), ...page.events.slice(from.page)].filter((e) => e.type === 'feedback')).toEqual([]);
    for (const p of [support, other, page]) p.socket.close();
  });

  it('makes a member’s theirs, without a contact, listed in their own feedback', async () => {
    const content = text('member');
    expect((await send({ topic: 'games', content, contact: 'ignored' }, { Authorization: player })).status).toBe(200);
    expect(await inQueue(content)).toMatchObject({ member: 'player01', contact: null });
    const mine = valueOf<MyFeedbackPage>(await server.call('/wps/feedback/mine', { headers: { Authorization: player } }));
    expect(mine.list[0]).toMatchObject({ content, topic: 'games', status: 'open', answer: null, images: 0 });
    expect((await server.call('/wps/feedback/mine')).status).toBe(401);
    // A token that is no live session is refused, not filed as a visitor's.
    expect((await send({ topic: 'games', content: text() }, { Authorization: 'not-a-token' })).status).toBe(401);
  });

  it('counts the description in characters as a person does, within the brand’s bounds', async () => {
    const short = await send({ topic: 'other', content: '   too short   ' });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ errorCode: 'FIELD_INVALID', field: 'content', message: 'write between 10 and 500 characters' });
    expect((await send({ topic: 'other', content: 'x'.repeat(501) })).body).toMatchObject({ errorCode: 'FIELD_INVALID', field: 'content' });
    // 500 Bengali conjuncts of several code points each are 500 characters.
    expect((await send({ topic: 'other', content: 'ক্ষ'.repeat(500) })).status).toBe(200);
    expect((await send({ topic: 'other', content: 'x'.repeat(10) })).status).toBe(200);
    const bengali = await send({ topic: 'other', content: 'short' }, { Language: 'BN' });
    expect((bengali.body as { message: string }).message).toMatch(/[\u0980-\u09FF]/);
    expect((await send({ topic: 'nonsense', content: text() })).body).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
    expect((await send({ content: text() })).body).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
  });

  it('follows the brand’s own bounds', async () => {
    const { config } = await server.database.db.selectFrom('brands').select('config').where('id', '=', 'bd').executeTakeFirstOrThrow();
    const set = async (c: unknown) => {
      await server.database.db
        .updateTable('brands')
        .set({ config: JSON.stringify(c) })
        .where('id', '=', 'bd')
        .execute();
      await server.syncConfig();
    };
    await set({ ...(config as object), feedback: { minChars: 30, maxChars: 40 } });
    try {
      expect(valueOf<FeedbackForm>(await server.call('/wps/feedback/form'))).toMatchObject({ minChars: 30, maxChars: 40 });
      expect((await send({ topic: 'other', content: 'x'.repeat(29) })).body).toMatchObject({ field: 'content', message: 'write between 30 and 40 characters' });
      expect((await send({ topic: 'other', content: 'x'.repeat(41) })).status).toBe(400);
      expect((await send({ topic: 'other', content: 'x'.repeat(35) })).status).toBe(200);
    } finally {
      await set(config);
    }
  });

  it('judges pictures by their bytes: a PNG name on other bytes, a fourth picture, more than 5 MB are refused, and nothing is kept', async () => {
    const content = text('pictures');
    const notPng = await send({ topic: 'technical', content, images: [b64(png), b64(Buffer.from('GIF89a, named screenshot.png'))] });
    expect(notPng.status).toBe(400);
    expect(notPng.body).toMatchObject({ errorCode: 'FIELD_INVALID', field: 'images.1' });
    const four = await send({ topic: 'technical', content, images: [b64(png), b64(png), b64(png), b64(png)] });
    expect(four.body).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
    const large = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1 - png.length)]);
    const tooLarge = await send({ topic: 'technical', content, images: [b64(large)] });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body).toMatchObject({ errorCode: 'FIELD_INVALID', field: 'images.0' });
    expect(await inQueue(content)).toBeUndefined();
    expect((await send({ topic: 'technical', content, images: [b64(png), b64(png), b64(png)] })).status).toBe(200);
    expect((await inQueue(content))!.images).toHaveLength(3);
  });

  it('answers 403 while the module is off', async () => {
    await switchModule(server, 'bd', 'FEEDBACK3', '0');
    try {
      expect((await send({ topic: 'other', content: text() })).body).toMatchObject({ errorCode: 'MODULE_DISABLED' });
      expect((await send({ topic: 'other', content: text() })).status).toBe(403);
      expect((await server.call('/wps/feedback/form')).status).toBe(403);
      expect((await server.call('/wps/feedback/mine', { headers: { Authorization: player } })).status).toBe(403);
    } finally {
      await switchModule(server, 'bd', 'FEEDBACK3', '1');
    }
  });
});

describe('the support desk', () => {
  it('takes, answers and closes a member’s feedback, the answer landing in their inbox, each step audited', async () => {
    const content = text('answered');
    await send({ topic: 'withdrawal', content }, { Authorization: player });
    const { id } = (await inQueue(content))!;
    expect(valueOf<OpsFeedbackActionDone>(await act({ id, action: 'assign' }))).toEqual({ id, status: 'assigned' });
    expect(await inQueue(content, 'assigned')).toMatchObject({ assignedTo: 'helpdesk' });
    const answer = `Your withdrawal ${n} was paid this morning.`;
    expect(valueOf<OpsFeedbackActionDone>(await act({ id, action: 'answer', answer }))).toEqual({ id, status: 'answered' });
    expect(await inQueue(content, 'answered')).toMatchObject({ answer, answeredBy: 'helpdesk' });
    const inbox = valueOf<MessageList>(await server.call('/wps/relay/CSP_getMessageList?pageNo=1&pageSize=20', { headers: { Authorization: player, Language: 'EN' } }));
    expect(inbox.list.find((m) => m.body.includes(answer))).toMatchObject({ kind: 'system', title: 'Answer to your feedback: Withdrawals', read: false });
    const mine = valueOf<MyFeedbackPage>(await server.call('/wps/feedback/mine', { headers: { Authorization: player } }));
    expect(mine.list.find((f) => f.id === id)).toMatchObject({ status: 'answered', answer });
    // Answered once: a second answer is refused; closing it is the last step.
    expect((await act({ id, action: 'answer', answer: 'again' })).body).toMatchObject({ errorCode: 'FEEDBACK_DONE' });
    expect(valueOf<OpsFeedbackActionDone>(await act({ id, action: 'close' }))).toEqual({ id, status: 'closed' });
    expect((await act({ id, action: 'close' })).status).toBe(409);
    expect(await inQueue(content, 'closed')).toMatchObject({ closedAt: expect.any(String) as string });
    const audited = await server.database.db.selectFrom('audit_log').select(['action', 'operator_name']).where('target', '=', id).where('action', 'like', 'feedback.%').orderBy('id').execute();
    expect(audited).toEqual([
      { action: 'feedback.assign', operator_name: 'helpdesk' },
      { action: 'feedback.answer', operator_name: 'helpdesk' },
      { action: 'feedback.close', operator_name: 'helpdesk' },
    ]);
  });

  it('answers a visitor’s without an inbox, and refuses markup in an answer', async () => {
    const content = text('visitor answered');
    await send({ topic: 'account', content, contact: '+8801712000000' });
    const { id } = (await inQueue(content))!;
    expect((await act({ id, action: 'answer', answer: '<b>hi</b>' })).body).toMatchObject({ errorCode: 'FIELD_INVALID', field: 'answer' });
    expect((await act({ id, action: 'answer' })).body).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
    expect(valueOf<OpsFeedbackActionDone>(await act({ id, action: 'answer', answer: 'We called you back.' }, admin))).toEqual({ id, status: 'answered' });
    expect(await inQueue(content, 'answered')).toMatchObject({ contact: '+8801712000000', answeredBy: 'admin' });
  });

  it('is support’s and admin’s: other roles are refused, and another brand’s feedback is not found', async () => {
    expect((await queue('open', editor)).status).toBe(403);
    expect((await queue('open', admin)).status).toBe(200);
    const content = text('roles');
    await send({ topic: 'other', content });
    const { id } = (await inQueue(content))!;
    expect((await act({ id, action: 'assign' }, editor)).status).toBe(403);
    expect((await ops.call(desk, '/ops/feedback/act', 'POST', { brandId: 'lumen', id, action: 'close' })).status).toBe(404);
    expect((await act({ id: '999999999', action: 'close' })).status).toBe(404);
  });
});

describe('the limit on feedback', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ rateLimits: rateLimitsFor('production'), memoryLimits: true });
  });
  afterAll(() => limited?.close());

  it('counts a visitor by address and a member by member', async () => {
    const max = rateLimitsFor('production').feedbackPerSender.max;
    const from = (address: string, token?: string) => ({ 'X-Forwarded-For': address, Language: 'EN', ...(token ? { Authorization: token } : {}) });
    const put = (headers: Record<string, string>) => limited.call<Envelope>('/wps/feedback', { method: 'PUT', body: { topic: 'other', content: text('limited') }, headers });
    for (let i = 0; i < max; i++) expect((await put(from('10.81.0.1'))).status).toBe(200);
    const refused = await put(from('10.81.0.1'));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS' });
    // Another address is another visitor.
    expect((await put(from('10.81.0.2'))).status).toBe(200);
    // A member signed in from the spent address counts on their own; from any address their count goes on.
    const member = (await signIn(limited.call, 'player01')).token;
    for (let i = 0; i < max; i++) expect((await put(from(`10.81.1.${i}`, member))).status).toBe(200);
    expect((await put(from('10.81.0.1', member))).status).toBe(429);
    expect((await put(from('10.81.2.1', member))).status).toBe(429);
  });
});
