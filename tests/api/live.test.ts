import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import WebSocket from 'ws';
import { openLivePage } from '../helpers/livePage';
import { tokenHash } from '../../server/lib/tokens';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { signIn } from '../helpers/signIn';
import { operatorApi } from '../helpers/operatorApi';
import type { Deposit, GameList } from '../../src/generated/types';

// The live channel end to end: a real server on a real database, a socket as a page opens it. Each
// change is made the way it happens on the site (a transfer, a cashier's decision, a sign-out) and
// the event is awaited on the socket; every event is held to its schema.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const newKey = () => randomBytes(18).toString('base64url');

const openPage = (who: Parameters<typeof openLivePage>[1], host?: string) => openLivePage(server.port, who, host);

// An operator's authenticator code is good once: each demo operator signs in once in this file.
const operatorTokens = new Map<string, Promise<string>>();
const operatorToken = (username: string) => operatorTokens.get(username) ?? operatorTokens.set(username, operatorApi(server).tokenOf(username)).get(username)!;

describe('the live channel', () => {
  let player: string;
  beforeAll(async () => {
    ({ token: player } = await signIn(server.call, 'player01'));
  });

  it('welcomes a page with a live session as signed in, and a visitor or a stale token as not', async () => {
    const signedIn = await openPage(player);
    const visitor = await openPage(null);
    const stale = await openPage('not-a-session-token');
    expect(signedIn.events[0]).toEqual({ type: 'welcome', signedIn: true });
    expect(visitor.events[0]).toEqual({ type: 'welcome', signedIn: false });
    expect(stale.events[0]).toEqual({ type: 'welcome', signedIn: false });
    // A session of one brand means nothing on another brand's hosts.
    const otherBrand = await openPage(player, 'lumen.localhost');
    expect(otherBrand.events[0]).toEqual({ type: 'welcome', signedIn: false });
    for (const p of [signedIn, visitor, stale, otherBrand]) p.socket.close();
  });

  it("tells the member's pages that the balance changed when money moves, and no one else's", async () => {
    const page = await openPage(player);
    const visitor = await openPage(null);
    const from = page.events.length;
    // Money moves as it does on the site: a transfer from the main wallet to a game wallet.
    const moved = await server.call<{ success: boolean }>('/wps/relay/GCS_walletTransfer', {
      method: 'POST',
      headers: { Authorization: player, 'Idempotency-Key': newKey() },
      body: { mode: 'toVendor', vendor: 'EVO', amount: '10' },
    });
    expect(moved.body).toMatchObject({ success: true });
    expect(await page.next('balance', from)).toEqual({ type: 'balance' });
    expect(visitor.events.filter((e) => e.type === 'balance')).toEqual([]);
    page.socket.close();
    visitor.socket.close();
  });

  it("tells the member the payments desk's decision on a deposit, with its amount", async () => {
    const page = await openPage(player);
    const opened = await server.call<{ value: Deposit }>('/wps/v2/transaction/deposit', {
      method: 'POST',
      headers: { Authorization: player, 'Idempotency-Key': newKey() },
      body: { channel: 'bkash', amount: '1000' },
    });
    const id = opened.body.value.id;
    await server.call('/wps/v2/transaction/deposit/submit', { method: 'POST', headers: { Authorization: player, 'Idempotency-Key': newKey() }, body: { id, transactionId: 'LIVE7K2Q9X' } });
    const cashier = await operatorToken('cashier');
    const from = page.events.length;
    await operatorApi(server).call(cashier, '/ops/payments/deposits/decide', 'POST', { brandId: 'bd', id, decision: 'approve' }, 'EN', { 'Idempotency-Key': newKey() });
    expect(await page.next('deposit', from)).toEqual({ type: 'deposit', id, status: 'approved', amount: '1000.00' });
    expect(await page.next('balance', from)).toEqual({ type: 'balance' });
    page.socket.close();
  });

  it("tells the member's pages of a message in the inbox, and the brand's pages of a game closed for maintenance", async () => {
    const page = await openPage(player);
    const lumen = await openPage(null, 'lumen.localhost');
    const from = page.events.length;
    await sql`insert into messages (brand_id, audience, member_id, kind, title, body) select brand_id, 'member', id, 'operator', '{"bn": "Welcome"}', '{"bn": "Hello"}' from members where account = 'player01'`.execute(server.database.db);
    expect(await page.next('inbox', from)).toEqual({ type: 'inbox' });
    await sql`update games set maintenance = true where id = (select id from games where brand_id = 'bd' order by id limit 1)`.execute(server.database.db);
    expect(await page.next('games', from)).toEqual({ type: 'games' });
    // Another brand's catalogue did not change.
    expect(lumen.events.filter((e) => e.type === 'games')).toEqual([]);
    page.socket.close();
    lumen.socket.close();
  });

  it("tells a game page its player's balance moved, by the game's launch token; a demo's is told nothing of anyone", async () => {
    const list = await server.call<{ value: GameList }>(`/wps/relay/GCSGAME_gameList?${new URLSearchParams({ gameType: 'RNG', gameClassify: 'JP', pageSize: '60' })}`);
    const slot = list.body.value.games.find((g) => g.maintenance === 0 && g.demo === 1)!;
    const launchOf = async (path: string, token?: string) =>
      new URL((await server.call<{ value: { gameUrl: string } }>(`${path}?nodeId=${slot.nodeId}`, token ? { headers: { Authorization: token } } : {})).body.value.gameUrl, 'http://x').searchParams.get('t')!;
    const game = await openPage({ token: null, launch: await launchOf('/wps/game/launchGame', player) });
    const demo = await openPage({ token: null, launch: await launchOf('/wps/game/launchDemo') });
    expect(game.events[0]).toEqual({ type: 'welcome', signedIn: true });
    expect(demo.events[0]).toEqual({ type: 'welcome', signedIn: false });
    const from = game.events.length;
    await server.call('/wps/relay/GCS_walletTransfer', { method: 'POST', headers: { Authorization: player, 'Idempotency-Key': newKey() }, body: { mode: 'toVendor', vendor: 'EVO', amount: '5' } });
    expect(await game.next('balance', from)).toEqual({ type: 'balance' });
    expect(demo.events.filter((e) => e.type === 'balance')).toEqual([]);
    game.socket.close();
    demo.socket.close();
  });

  it('tells every page when the brand changes', async () => {
    const page = await openPage(null);
    const from = page.events.length;
    await sql`update brand_revision set rev = rev + 1`.execute(server.database.db);
    await sql`select pg_notify('marquee_config', 'brands')`.execute(server.database.db);
    expect(await page.next('brand', from)).toEqual({ type: 'brand' });
    page.socket.close();
  });

  it("closes a session's pages when it ends elsewhere, saying so", async () => {
    // A second session of the same member, which is signed out while the first stays.
    const { token } = await signIn(server.call, 'player01');
    const page = await openPage(token);
    await server.call('/wps/session/logout', { method: 'DELETE', headers: { Authorization: token } });
    expect(await page.closed).toEqual({ code: 4001, reason: 'session ended' });
    expect(page.events.map((e) => e.type)).toContain('sessionEnded');
  });

  it("tells a payments operator's console that the desk changed when a player submits a deposit, and neither the player's page nor an operator without the desk", async () => {
    const ops = operatorApi(server);
    const [cashierToken, editorToken] = [await operatorToken('cashier'), await operatorToken('editor')];
    const cashier = await openPage({ token: null, operator: cashierToken });
    const editor = await openPage({ token: null, operator: editorToken });
    const stale = await openPage({ token: null, operator: 'not-an-operator-token' });
    const page = await openPage(player);
    expect([cashier.events[0], editor.events[0], stale.events[0]]).toEqual([
      { type: 'welcome', signedIn: true },
      { type: 'welcome', signedIn: true },
      { type: 'welcome', signedIn: false },
    ]);
    const from = { cashier: cashier.events.length, editor: editor.events.length, page: page.events.length };
    const opened = await server.call<{ value: Deposit }>('/wps/v2/transaction/deposit', {
      method: 'POST',
      headers: { Authorization: player, 'Idempotency-Key': newKey() },
      body: { channel: 'bkash', amount: '500' },
    });
    await server.call('/wps/v2/transaction/deposit/submit', { method: 'POST', headers: { Authorization: player, 'Idempotency-Key': newKey() }, body: { id: opened.body.value.id, transactionId: 'DESK4Q7Z2M' } });
    expect(await cashier.next('desk', from.cashier)).toEqual({ type: 'desk', brandId: 'bd', book: 'deposits' });
    // Opened but not yet paid for, the deposit waited on the player: only its submission was told.
    expect(cashier.events.slice(from.cashier).filter((e) => e.type === 'desk')).toHaveLength(1);
    // Every page is then told the brand changed: what came before it on each socket has come.
    await sql`update brand_revision set rev = rev + 1`.execute(server.database.db);
    await sql`select pg_notify('marquee_config', 'brands')`.execute(server.database.db);
    await Promise.all([editor.next('brand', from.editor), page.next('brand', from.page), stale.next('brand')]);
    expect([...editor.events.slice(from.editor), ...page.events.slice(from.page), ...stale.events].filter((e) => e.type === 'desk')).toEqual([]);

    // The desk's decision changes the queue too.
    const decidedFrom = cashier.events.length;
    await ops.call(cashierToken, '/ops/payments/deposits/decide', 'POST', { brandId: 'bd', id: opened.body.value.id, decision: 'reject', reason: 'No such payment' }, 'EN', { 'Idempotency-Key': newKey() });
    expect(await cashier.next('desk', decidedFrom)).toEqual({ type: 'desk', brandId: 'bd', book: 'deposits' });
    for (const p of [cashier, editor, stale, page]) p.socket.close();
  });

  it("closes an operator's console pages when the session ends, saying so", async () => {
    const token = await operatorToken('admin');
    const desk = await openPage({ token: null, operator: token });
    await operatorApi(server).call(token, '/ops/session', 'DELETE');
    expect(await desk.closed).toEqual({ code: 4001, reason: 'session ended' });
    expect(desk.events.map((e) => e.type)).toContain('sessionEnded');
  });

  it("closes an operator's console page when its session lapses, with no row deleted to say so", async () => {
    const token = await operatorToken('editor');
    await sql`update operator_sessions set expires_at = now() + interval '2 seconds' where token_hash = ${tokenHash(token)}`.execute(server.database.db);
    const desk = await openPage({ token: null, operator: token });
    expect(desk.events[0]).toEqual({ type: 'welcome', signedIn: true });
    expect(await desk.closed).toEqual({ code: 4001, reason: 'session ended' });
  });

  it('closes a page that sends anything but a hello, or nothing in five seconds', { timeout: 15_000 }, async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${server.port}/wps/live`, { headers: { host: `localhost:${server.port}` } });
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send('{"token": 7}');
    expect(await closed).toBe(4400);

    const big = new WebSocket(`ws://127.0.0.1:${server.port}/wps/live`, { headers: { host: `localhost:${server.port}` } });
    const bigClosed = new Promise<number>((resolve) => big.on('close', (code) => resolve(code)));
    await new Promise((resolve) => big.once('open', resolve));
    big.send(JSON.stringify({ token: 'x'.repeat(2000) }));
    // Larger than a frame may be: the socket library closes it as too big.
    expect(await bigClosed).toBe(1009);

    const silent = new WebSocket(`ws://127.0.0.1:${server.port}/wps/live`, { headers: { host: `localhost:${server.port}` } });
    const silentClosed = new Promise<{ code: number; after: number }>((resolve) => {
      const opened = Date.now();
      silent.on('close', (code) => resolve({ code, after: Date.now() - opened }));
    });
    const { code, after } = await silentClosed;
    expect(code).toBe(4400);
    expect(after).toBeGreaterThanOrEqual(4900);
  });

  it("keeps a session's five newest pages open and closes the oldest", async () => {
    const pages = [];
    for (let i = 0; i < 6; i++) pages.push(await openPage(player));
    expect(await pages[0]!.closed).toEqual({ code: 4429, reason: 'too many pages' });
    for (const p of pages.slice(1)) expect(p.socket.readyState).toBe(WebSocket.OPEN);
    for (const p of pages) p.socket.close();
  });
});
