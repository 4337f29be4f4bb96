import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { engine } from '../helpers/freshDatabase';
import { listeningPort, runServer } from '../helpers/serverProcess';
import { setModule } from '../e2e/helpers/brandDb';
import { signIn } from '../helpers/signIn';
import { operatorApi } from '../helpers/operatorApi';
import { openLivePage } from '../helpers/livePage';
import type { ChatStarted, ChatThread, Deposit } from '../../src/generated/types';

/** Polls until `done` holds, and answers how long it took. */
async function within(ms: number, done: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (!(await done())) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return Date.now() - start;
}

// Two API processes on one PostgreSQL database, as production scales out: what one process (or the
// console) changes, the other serves within a second, without reading the brand on every request.
describe.skipIf(engine !== 'postgres')('two server processes on one database', () => {
  let a: TestServer;
  let b: ReturnType<typeof runServer>;
  let bUrl: string;
  beforeAll(async () => {
    a = await startTestServer();
    b = runServer({ DATABASE_URL: a.fresh.url!, MARQUEE_PROFILE: 'test' });
    bUrl = `http://127.0.0.1:${await listeningPort(b)}`;
  });
  afterAll(async () => {
    b?.child.kill('SIGTERM');
    await b?.exited;
    await a?.close();
  });

  it('a module switched off through one is refused by the other within 1 s', async () => {
    const captcha = () => fetch(`${bUrl}/wps/captcha?uuid=${randomUUID()}`);
    expect((await captcha()).status).toBe(200);
    await setModule(a, 'bd', 'CAPTCHA3', '0');
    const took = await within(1000, async () => (await captcha()).status === 403);
    const body: unknown = await (await captcha()).json();
    expect(body).toMatchObject({ success: false, errorCode: 'MODULE_DISABLED' });
    expect(took).toBeLessThan(1000);
    await setModule(a, 'bd', 'CAPTCHA3', '1');
    await within(1000, async () => (await captcha()).status === 200);
  });

  it("a game hidden through the console of one is left out of the other's game list within 1 s", async () => {
    const ops = operatorApi(a);
    const admin = await ops.tokenOf('admin');
    const ids = async () =>
      ((await (await fetch(`${bUrl}/wps/relay/GCSGAME_gameList?gameType=PVP&pageSize=60`)).json()) as { value: { games: Array<{ nodeId: number }> } }).value.games.map((g) => g.nodeId);
    const [game] = await ids();
    expect((await ops.call(admin, '/ops/games', 'PUT', { brandId: 'bd', id: game, active: false })).body).toMatchObject({ success: true });
    expect(await within(1000, async () => !(await ids()).includes(game!))).toBeLessThan(1000);
    await ops.call(admin, '/ops/games', 'PUT', { brandId: 'bd', id: game, active: true });
    await within(1000, async () => (await ids()).includes(game!));
  });

  it('a session signed out on one is refused by the other within 1 s', async () => {
    const { token } = await signIn(a.call, 'player01');
    const info = () => fetch(`${bUrl}/wps/member/info`, { headers: { Authorization: token } });
    expect((await info()).status).toBe(200);
    expect((await a.call('/wps/session/logout', { method: 'DELETE', headers: { Authorization: token } })).status).toBe(200);
    expect(await within(1000, async () => (await info()).status === 401)).toBeLessThan(1000);
  });
  it("a page open on one hears within 1 s that a cashier on the other approved the member's deposit, and a console open on one of a deposit paid for on the other", async () => {
    const { token } = await signIn(a.call, 'player01');
    const page = await openLivePage(Number(new URL(bUrl).port), token);
    const key = () => randomUUID();
    const opened = await a.call<{ value: Deposit }>('/wps/v2/transaction/deposit', {
      method: 'POST',
      headers: { Authorization: token, 'Idempotency-Key': key() },
      body: { channel: 'bkash', amount: '1000' },
    });
    const id = opened.body.value.id;
    await a.call('/wps/v2/transaction/deposit/submit', { method: 'POST', headers: { Authorization: token, 'Idempotency-Key': key() }, body: { id, transactionId: 'TWOPROC7K2' } });
    const ops = operatorApi(a);
    const cashier = await ops.tokenOf('cashier');
    const from = page.events.length;
    const decidedAt = Date.now();
    await ops.call(cashier, '/ops/payments/deposits/decide', 'POST', { brandId: 'bd', id, decision: 'approve' }, 'EN', { 'Idempotency-Key': key() });
    expect(await page.next('deposit', from)).toEqual({ type: 'deposit', id, status: 'approved', amount: '1000.00' });
    await page.next('balance', from);
    expect(page.arrivedAt('balance', from)! - decidedAt).toBeLessThan(1000);
    page.socket.close();
    // The cashier's console open on the other process hears of the next deposit paid for through this one.
    const desk = await openLivePage(Number(new URL(bUrl).port), { token: null, operator: cashier });
    const next = await a.call<{ value: Deposit }>('/wps/v2/transaction/deposit', {
      method: 'POST',
      headers: { Authorization: token, 'Idempotency-Key': key() },
      body: { channel: 'bkash', amount: '500' },
    });
    const submittedAt = Date.now();
    await a.call('/wps/v2/transaction/deposit/submit', { method: 'POST', headers: { Authorization: token, 'Idempotency-Key': key() }, body: { id: next.body.value.id, transactionId: 'TWOPROC9D4' } });
    expect(await desk.next('desk')).toEqual({ type: 'desk', brandId: 'bd', book: 'deposits' });
    expect(desk.arrivedAt('desk')! - submittedAt).toBeLessThan(1000);
    desk.socket.close();
  });

  it('a chat crosses the processes both ways within 1 s: the member on one, the support desk on the other', async () => {
    const { token } = await signIn(a.call, 'player02');
    const ops = operatorApi(a);
    const helpdesk = await ops.tokenOf('helpdesk');
    const portB = Number(new URL(bUrl).port);
    const [page, desk] = [await openLivePage(portB, token), await openLivePage(a.port, { token: null, operator: helpdesk })];
    // The member writes through the other process; the desk's console on this one hears it.
    const sentAt = Date.now();
    const started = await fetch(`${bUrl}/wps/chat`, {
      method: 'PUT',
      headers: { Authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({ body: 'Across the processes', key: randomUUID() }),
    });
    const { value } = (await started.json()) as { value: ChatStarted };
    const id = value.conversation!.id;
    expect(await desk.next('chat', 0, { id })).toEqual({ type: 'chat', brandId: 'bd', id });
    expect(desk.arrivedAt('chat')! - sentAt).toBeLessThan(1000);
    // The desk answers through this process; the member's page on the other hears it and reads it there.
    const from = page.events.length;
    const answeredAt = Date.now();
    await ops.call(helpdesk, '/ops/chat/send', 'POST', { brandId: 'bd', id, body: 'Heard you', key: randomUUID() });
    expect(await page.next('chat', from, { id })).toEqual({ type: 'chat', id });
    expect(page.arrivedAt('chat', from)! - answeredAt).toBeLessThan(1000);
    const read = (await (await fetch(`${bUrl}/wps/chat/messages?conversationId=${id}`, { headers: { Authorization: token } })).json()) as { value: ChatThread };
    expect(read.value.messages.map((m) => m.body)).toEqual(['Across the processes', 'chat_sys_accepted', 'Heard you']);
    page.socket.close();
    desk.socket.close();
  });
});
