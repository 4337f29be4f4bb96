// `npm run bench:live`: the live channel's cost and speed. First, 2,000 idle sockets on one server
// process (resident memory before and after, per socket). Then 1,000 signed-in sockets, spread over
// two processes on PostgreSQL (DATABASE_URL) or held by the one process on the embedded database,
// and a ledger change committed for each member in turn: the time from sending each change (its
// commit included) to its balance event on the member's socket, p50, p99 and the worst. Last, chat
// (decision 0329): 500 members each in a conversation with the support desk, their sockets spread
// over the two processes, and an operator's message sent to each in turn through the first: the
// time from the send to the member's page holding the message (its event, then its read of the
// messages after its last, on its own process). A socket that never hears, or a call that is not
// 2xx, voids the run.
import { readFileSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { buildApp } from '../server/app';
import { rateLimitsFor } from '../server/http/rateLimits';
import { prepareDatabase } from '../server/boot';
import { openDatabase } from '../server/db/open';
import { projectRoot } from '../server/config';
import { newToken, tokenHash } from '../server/lib/tokens';
import { postChange } from '../server/modules/wallet/ledger';
import { liveChannel } from '../src/generated/live';
import { listeningPort, runServer } from '../tests/helpers/serverProcess';

const idleSockets = Number(process.env.BENCH_IDLE ?? 2000);
const liveSockets = Number(process.env.BENCH_SOCKETS ?? 1000);
const postgres = Boolean(process.env.DATABASE_URL);

let addresses = 0;
/** Each socket from an address of its own (loopback is the trusted proxy), as pages are: one address may hold only 50. */
const ownAddress = () => `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses++ & 255}`;

type Page = { socket: WebSocket; heard: (at: number) => void };
/** A socket as a page opens it, welcomed; `onBalance` hears each balance event's arrival time (`onChat` each chat event's). */
function openSocket(port: number, token: string | null, onBalance: (at: number) => void = () => undefined, onChat: () => void = () => undefined): Promise<Page> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}${liveChannel.path}`, { headers: { host: `localhost:${port}`, 'x-forwarded-for': ownAddress() } });
    socket.on('error', reject);
    socket.on('open', () => socket.send(JSON.stringify({ token })));
    socket.on('message', (data: Buffer) => {
      const event = JSON.parse(data.toString('utf8')) as { type: string };
      if (event.type === 'welcome') resolve({ socket, heard: onBalance });
      else if (event.type === 'balance') onBalance(performance.now());
      else if (event.type === 'chat') onChat();
    });
  });
}

/** Opens many sockets a few at a time: a burst of thousands of handshakes measures the accept queue, not the channel. */
async function openMany<T>(n: number, open: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < n; i += 50) out.push(...(await Promise.all(Array.from({ length: Math.min(50, n - i) }, (_, j) => open(i + j)))));
  return out;
}

/** Waits up to 5 s for page i's arrival in `heard`. */
async function heardWithin5s(heard: Map<number, number>, i: number): Promise<boolean> {
  const until = performance.now() + 5000;
  while (!heard.has(i) && performance.now() < until) await new Promise((r) => setImmediate(r));
  return heard.has(i);
}

/** A run's p50, p99 and worst, as its line ends. */
function spread(took: number[]): string {
  const sorted = [...took].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
  return `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms${postgres ? ' (target ≤ 100)' : ''}, worst ${sorted.at(-1)!.toFixed(1)} ms`;
}

const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
const settle = () => new Promise((r) => setTimeout(r, 3000));

const dataDir = mkdtempSync(join(tmpdir(), 'marquee-bench-live-'));
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, poolSize: 20 });
await prepareDatabase(database, { configDir: join(projectRoot, 'config'), seedDemo: true });
const app = await buildApp({ database, profile: 'demo', rateLimits: rateLimitsFor('test') });
await app.listen({ port: 0, host: '127.0.0.1' });
const portA = (app.server.address() as AddressInfo).port;
// The other process: on PostgreSQL the same database, so it hears the first's commits; on the
// embedded database one of its own, which serves the idle sockets' memory figure alone.
const other = runServer({ MARQUEE_PROFILE: 'demo', ...(postgres ? { DATABASE_URL: process.env.DATABASE_URL! } : {}) });
const portB = await listeningPort(other);
console.log(`engine ${database.kind}; ${idleSockets} idle sockets, ${liveSockets} signed-in sockets over ${postgres ? 'two processes' : 'one process'}`);

// 1. Idle sockets: what each costs the process that holds it.
await settle();
const before = rssOf(other.child.pid!);
const idle = await openMany(idleSockets, () => openSocket(portB, null));
await settle();
const after = rssOf(other.child.pid!);
console.log(`idle: ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB with ${idleSockets} sockets: ${(((after - before) * 1024) / idleSockets).toFixed(1)} KB a socket`);
for (const p of idle) p.socket.close();

// 2. From a committed ledger change to its event, on signed-in sockets.
// Members of this run alone (a PostgreSQL database may hold an earlier run's), each with a session.
const run = Date.now().toString(36);
const members = await database.db
  .insertInto('members')
  .values(Array.from({ length: liveSockets }, (_, i) => ({ brand_id: 'bd', account: `live${run}${i}`, password_hash: 'x' })))
  .returning('id')
  .execute();
const tokens = members.map(() => newToken());
await database.db
  .insertInto('sessions')
  .values(members.map((m, i) => ({ token_hash: tokenHash(tokens[i]!), member_id: m.id, brand_id: 'bd', expires_at: new Date(Date.now() + 3_600_000) })))
  .execute();
const arrivals = new Map<number, number>();
const pages = await openMany(liveSockets, (i) => openSocket(postgres && i % 2 === 1 ? portB : portA, tokens[i]!, (at) => arrivals.has(i) || arrivals.set(i, at)));
await settle();

const took: number[] = [];
for (let i = 0; i < members.length; i++) {
  // From the moment the change is sent: its commit's own round trip counts, since the event may
  // arrive before the commit's answer does.
  const sent = performance.now();
  await postChange(database.db, {
    brandId: 'bd',
    idempotencyKey: `bench-live-${run}-${i}`,
    kind: 'deposit',
    postings: [
      { memberId: members[i]!.id, amount: 100n },
      { house: 'clearing', amount: -100n },
    ],
  });
  if (!(await heardWithin5s(arrivals, i))) {
    console.log(`void: socket ${i} heard nothing within 5 s of its member's change`);
    process.exitCode = 1;
    break;
  }
  took.push(arrivals.get(i)! - sent);
}
if (took.length === members.length) console.log(`ledger change sent → balance event on ${took.length} sockets: ${spread(took)}`);

for (const p of pages) p.socket.close();

// 3. Chat: from an operator's message sent to the member's page holding it.
const chatSockets = Number(process.env.BENCH_CHAT ?? 500);
const chatters = members.slice(0, chatSockets);
const operator = await database.db.selectFrom('operators').select('id').where('username', '=', 'helpdesk').executeTakeFirstOrThrow();
const opsToken = newToken();
await database.db
  .insertInto('operator_sessions')
  .values({ token_hash: tokenHash(opsToken), operator_id: operator.id, ip: '127.0.0.1', expires_at: new Date(Date.now() + 3_600_000) })
  .execute();
const conversations = await database.db
  .insertInto('chat_conversations')
  .values(chatters.map((m) => ({ brand_id: 'bd', member_id: m.id, lang: 'en', ip: '127.0.0.1', status: 'open' as const, operator_id: operator.id, operator_name: 'helpdesk' })))
  .returning(['id', 'member_id'])
  .execute();
const portOf = (i: number) => (postgres && i % 2 === 1 ? portB : portA);
const delivered = new Map<number, number>();
let failedCalls = 0;
/** The page's read after a chat event: the messages after the last it holds, from its own process. */
const readChat = async (i: number, expect: string) => {
  const res = await fetch(`http://127.0.0.1:${portOf(i)}/wps/chat/messages?conversationId=${conversations[i]!.id}`, {
    headers: { Authorization: tokens[i]!, 'x-forwarded-for': `10.200.${i >> 8}.${i & 255}` },
  });
  if (!res.ok) return void failedCalls++;
  const { value } = (await res.json()) as { value: { messages: Array<{ body: string }> } };
  if (value.messages.some((m) => m.body === expect) && !delivered.has(i)) delivered.set(i, performance.now());
};
const expected: string[] = [];
const chatPages = await openMany(chatters.length, (i) => openSocket(portOf(i), tokens[i]!, undefined, () => void readChat(i, expected[i] ?? '')));
await settle();
const chatTook: number[] = [];
for (let i = 0; i < chatters.length; i++) {
  expected[i] = `bench ${run} ${i}`;
  const sent = performance.now();
  const res = await fetch(`http://127.0.0.1:${portA}/ops/chat/send`, {
    method: 'POST',
    headers: { Authorization: opsToken, 'content-type': 'application/json' },
    body: JSON.stringify({ brandId: 'bd', id: conversations[i]!.id, body: expected[i], key: crypto.randomUUID() }),
  });
  if (!res.ok) {
    console.log(`void: the operator's message ${i} answered ${res.status}`);
    process.exitCode = 1;
    break;
  }
  if (!(await heardWithin5s(delivered, i)) || failedCalls > 0) {
    console.log(`void: page ${i} did not hold its message within 5 s (${failedCalls} reads not 2xx)`);
    process.exitCode = 1;
    break;
  }
  chatTook.push(delivered.get(i)! - sent);
}
if (chatTook.length === chatters.length)
  console.log(`chat: operator's message sent → member's page holds it, ${chatTook.length} sockets over ${postgres ? 'two processes' : 'one process'}: ${spread(chatTook)}`);
for (const p of chatPages) p.socket.close();
other.child.kill('SIGTERM');
await other.exited;
await app.close();
await database.close();
