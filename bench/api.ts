// `npm run bench:api`: one server on the embedded database (or DATABASE_URL's PostgreSQL), loaded
// by autocannon in one run on a bare hello route of the same server, /wps/system/status (brand,
// region check, envelope), the session calls member info and balance (a token lookup, a read) and
// sign-in (RSA-OAEP unwrap, AES-GCM, Argon2id, a session row). Prints req/s, p50 and p99 for each,
// and each call's throughput as a ratio to hello: what the platform layer costs.
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { buildApp } from '../server/app';
import { rateLimitsFor } from '../server/http/rateLimits';
import { prepareDatabase } from '../server/boot';
import { openDatabase } from '../server/db/open';
import { join } from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { projectRoot } from '../server/config';
import { encryptBody } from '../src/api/encryptBody';
import { demoPassword } from '../tests/helpers/signIn';
import { sealSync } from '../tests/helpers/sealSync';
import type { PublicKey } from '../src/generated/types';
import { gameCatalogue, vendorBets } from './gameLoads';
import { inboxLoad } from './inboxLoads';
import { floorRound, perSecond } from './floor';
import { checkLedger } from '../server/modules/wallet/checkLedger';
import { switchModule } from '../tests/helpers/switchModule';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
// `BENCH_ONLY=gameList` measures the game list alone (a few minutes less): a change to it is judged on it.
const only = process.env.BENCH_ONLY;
const runs = (part: 'platform' | 'inbox' | 'memory' | 'gameList' | 'bets' | 'engagement') => !only || only === part;

const dataDir = mkdtempSync(join(tmpdir(), 'marquee-bench-'));
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, poolSize: 20 });
await prepareDatabase(database, { configDir: join(projectRoot, 'config'), seedDemo: true });
// Sign-in is measured from one address, which a player's limits would refuse after a few dozen tries.
const app = await buildApp({ database, profile: 'demo', rateLimits: rateLimitsFor('test') });
app.get('/bench/hello', () => Promise.resolve({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;

type LoadOptions = { connections?: number; duration?: number; amount?: number; warm?: boolean; method?: 'GET' | 'POST'; body?: string; headers?: Record<string, string>; setupClient?: (client: autocannon.Client, headers: Record<string, string>) => void };
type Row = { path: string; rps: number; p50: number; p99: number; non2xx: number; errors: number };
/** Every row measured: one with any non-2xx answer or error measured refusals, not the call, and voids the run. */
const rows: Row[] = [];
/**
 * Each client calls from an address of its own (loopback is the trusted proxy, so X-Forwarded-For
 * names it), as players do: one address carrying the whole load would meet the per-address ceiling
 * and measure its 429s. The count per address is still made on every call.
 */
let clients = 0;
const ownAddress = () => `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients++ & 255}`;
async function load(path: string, opts: LoadOptions = {}): Promise<Row> {
  const setupClient = (client: autocannon.Client) => {
    const headers = { ...opts.headers, 'x-forwarded-for': ownAddress() };
    if (opts.setupClient) opts.setupClient(client, headers);
    else client.setHeaders(headers);
  };
  const { connections: own, duration: _, setupClient: __, warm = true, ...rest } = opts;
  const run = { url: `http://127.0.0.1:${port}${path}`, connections: own ?? connections, ...rest, setupClient };
  // A second unmeasured first: the JIT and the first compile of each route's serialiser are not the call's cost.
  if (warm) await autocannon({ ...run, duration: 1, amount: undefined });
  const r = await autocannon({ ...run, duration: opts.duration ?? seconds });
  if (process.env.BENCH_DEBUG) console.log(path, r.requests.total, r.timeouts, r.errors, r['2xx'], r.duration);
  const row = { path, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts };
  rows.push(row);
  return row;
}

/**
 * The real sign-in bodies (sealed with the server's key), one account per connection: a run of
 * concurrent tries on one account is what the captcha rule stops (3 at once), not a sign-in cost.
 * The bench accounts share player01's password hash. And a live token.
 */
async function signInBodies() {
  const player = await database.db.selectFrom('members').selectAll().where('account', '=', 'player01').where('brand_id', '=', 'bd').executeTakeFirstOrThrow();
  const accounts = Array.from({ length: connections }, (_, i) => `bench${String(i + 1).padStart(3, '0')}`);
  await database.db
    .insertInto('members')
    .values(accounts.map((account) => ({ brand_id: 'bd', account, password_hash: player.password_hash })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  const key = ((await (await fetch(`http://127.0.0.1:${port}/wps/system/publicKey`)).json()) as { value: PublicKey }).value;
  // A sealed body is taken once and for a minute (its nonce and date), so each request seals its own, as a browser does.
  const bodies = accounts.map((username) => () => JSON.stringify(sealSync(key, { type: 'username', username, password: demoPassword })));
  const body = JSON.stringify(await encryptBody(key, { type: 'username', username: 'player01', password: demoPassword }));
  const res = (await (
    await fetch(`http://127.0.0.1:${port}/wps/session/login`, { method: 'POST', body, headers: { 'content-type': 'application/json' } })
  ).json()) as {
    value: { token: string };
  };
  return { bodies, token: res.value.token };
}

console.log(`engine ${database.kind}, ${connections} connections, ${seconds} s each`);
if (runs('platform')) await platform();
async function platform() {
  const hello = await load('/bench/hello');
  const status = await load('/wps/system/status');
  const session = await signInBodies();
  const info = await load('/wps/member/info', { headers: { authorization: session.token } });
  const balance = await load('/wps/v2/wallets/balance', { headers: { authorization: session.token } });
  let nextBody = 0;
  const login = await load('/wps/session/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    setupClient: (client, headers) => {
      const next = session.bodies[nextBody++ % session.bodies.length]!;
      client.setRequests([{ method: 'POST', setupRequest: (req) => ({ ...req, headers: { ...req.headers, ...headers }, body: next() }) }]);
    },
  });
  // Targets: status ≥ 0.6 of hello, member info ≥ 0.5, balance ≥ 0.3; p99 ≤ 20 ms for the three on PostgreSQL.
  const targets: Record<string, number> = { '/wps/system/status': 0.6, '/wps/member/info': 0.5, '/wps/v2/wallets/balance': 0.3 };
  for (const r of [hello, status, info, balance, login]) {
    const ratio = r.rps / hello.rps;
    const target = targets[r.path];
    console.log(
      `${r.path.padEnd(24)} ${r.rps.toFixed(0).padStart(7)} req/s   ratio ${ratio.toFixed(3)}${target ? ` (target ≥ ${target})` : ''}   p50 ${r.p50} ms   p99 ${r.p99} ms   non-2xx ${r.non2xx}   errors ${r.errors}`,
    );
  }
}

// The inbox: the avatar's unread count for a member of a brand of 10,000 members and 1,000
// broadcasts, a third of them read (target ≥ 0.3 of hello).
if (runs('inbox')) await inbox();
async function inbox() {
  await inboxLoad(database, 10_000, 1_000);
  const hello = await load('/bench/hello');
  const session = await signInBodies();
  const unread = await load('/wps/relay/CSP_unreadCount', { headers: { authorization: session.token } });
  const count = ((await (await fetch(`http://127.0.0.1:${port}/wps/relay/CSP_unreadCount`, { headers: { authorization: session.token } })).json()) as { value: { messageCount: number } }).value.messageCount;
  console.log(`${'/wps/relay/CSP_unreadCount'.padEnd(24)} ${unread.rps.toFixed(0).padStart(7)} req/s   ratio ${(unread.rps / hello.rps).toFixed(3)} (target ≥ 0.3)   p50 ${unread.p50} ms   p99 ${unread.p99} ms   non-2xx ${unread.non2xx}   errors ${unread.errors}   (${count} unread)`);
}

// Games: the list query on a catalogue of 10,000 games, plain, filtered and searched (target p99 ≤
// 30 ms); and the seamless wallet's bet through its signature, its once-per-txId record, the ledger
// and the betting record, against the bare two-update loop on the same database.
await gameCatalogue(database, 10_000);
if (runs('memory')) await memoryUnderLoad();
/**
 * The process's resident memory before a mixed load (status, balance and the game list at once,
 * 50 connections), right after it, and after 30 s idle: whether what the load took comes back.
 */
async function memoryUnderLoad() {
  const loadSeconds = Number(process.env.BENCH_MEMORY_SECONDS ?? 90);
  const session = await signInBodies();
  // Resident, and the parts of it: the JS heap, and what lies outside it (PGlite's WebAssembly memory among them).
  const mb = () => {
    const m = process.memoryUsage();
    const of = (n: number) => (n / 2 ** 20).toFixed(0);
    const engine = database.engineMemory ? `, PGlite's WebAssembly memory ${of(database.engineMemory())}` : '';
    return `${of(m.rss)} MB (JS heap ${of(m.heapUsed)} of ${of(m.heapTotal)}, outside it ${of(m.external)}${engine})`;
  };
  const before = mb();
  const third = Math.round(50 / 3);
  const list = '/wps/relay/GCSGAME_gameList?clientType=3&gameType=RNG&pageSize=12';
  let page = 0;
  await Promise.all([
    load('/wps/system/status', { connections: third, duration: loadSeconds }),
    load('/wps/v2/wallets/balance', { connections: third, duration: loadSeconds, headers: { authorization: session.token } }),
    load(list, {
      connections: 50 - 2 * third,
      duration: loadSeconds,
      // Another page each time, so the engine reads the catalogue rather than one answer kept in memory.
      setupClient: (client, headers) => client.setRequests([{ method: 'GET', setupRequest: (req) => ({ ...req, headers: { ...req.headers, ...headers }, path: `${list}&pageNo=${1 + (page++ % 800)}` }) }]),
    }),
  ]);
  const after = mb();
  await new Promise((resolve) => setTimeout(resolve, 30_000));
  console.log(`resident memory before ${loadSeconds} s of load (status, balance, game list; 50 connections): ${before}\n  after: ${after}\n  30 s later: ${mb()}`);
}
if (runs('gameList')) await gameLists();
async function gameLists() {
  const list = '/wps/relay/GCSGAME_gameList?clientType=3&gameType=RNG&pageSize=12';
  const lists = [
    await load(`${list}&pageNo=7`),
    await load(`${list}&vassalage=JILI&minBet=0.1&minLineNum=20&gameClassify=JP&pageNo=2`),
    await load(`${list}&gameName=tiger&pageNo=1`),
  ];
  // The same three with a different page or name on every request: no answer is computed once and served twice.
  const pages = Math.floor(10_000 / 12);
  let nextPage = 0;
  const varied = (make: (n: number) => string) => (client: autocannon.Client, headers: Record<string, string>) =>
    client.setRequests([{ method: 'GET', setupRequest: (req) => ({ ...req, headers: { ...req.headers, ...headers }, path: make(nextPage++) }) }]);
  const words = ['tiger', 'lotus', 'golden', 'kite', 'river', 'star', 'mango', 'royal'];
  lists.push(
    { ...(await load(list, { setupClient: varied((n) => `${list}&pageNo=${1 + (n % pages)}`) })), path: `${list}&pageNo=<each request another>` },
    { ...(await load(list, { setupClient: varied((n) => `${list}&vassalage=JILI&minBet=0.1&minLineNum=20&gameClassify=JP&pageNo=${1 + (n % 20)}`) })), path: `${list}&<filters>&pageNo=<1–20>` },
    { ...(await load(list, { setupClient: varied((n) => `${list}&gameName=${encodeURIComponent(`${words[n % words.length]} ${Math.floor(n / words.length) % 10}`)}&pageNo=1`) })), path: `${list}&gameName=<80 names>` },
  );
  for (const r of lists)
    console.log(`${r.path.replace(list, 'gameList').padEnd(64)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms (target ≤ 30)   non-2xx ${r.non2xx}   errors ${r.errors}`);
}
if (runs('bets')) await betLoad();
async function betLoad() {
  const bets = await vendorBets(database, 100);
  // The floor puts its members' balances back as they were when it began, so it moves members of its
  // own: a bet still being written when the load stops would otherwise be undone on its wallet and
  // kept in its entries, and the books would not hold.
  const floorIds = (await vendorBets(database, 100)).memberIds;
  const betRun = await load(bets.path, { method: 'POST', setupClient: bets.setupClient });
  await floorRound(database, floorIds, 1000, 16);
  const floor = await floorRound(database, floorIds, seconds * 1000, 16);
  const faults = await checkLedger(database.db);
  console.log(`${'/vendor-api/:vendor/bet'.padEnd(24)} ${betRun.rps.toFixed(0).padStart(7)} req/s   p50 ${betRun.p50} ms   p99 ${betRun.p99} ms   non-2xx ${betRun.non2xx}   errors ${betRun.errors}`);
  console.log(`bare loop (2 updates, 1 tx, 16 connections) ${perSecond(floor).toFixed(0)} tx/s   bet ratio ${(betRun.rps / perSecond(floor)).toFixed(3)}`);
  console.log(`books after the bets: ${faults.length === 0 ? 'sound' : `${faults.length} faults, first: ${faults[0]}`}`);
}
// Engagement: what points, VIP progress and a bonus's turnover add to a settled bet. The same
// number of bets is placed and then settled by a signed win each, with the brand's engagement
// modules switched off and on in turns; the figure is settlements per second on over off (target ≥ 0.75).
if (runs('engagement')) await engagementLoad();
async function engagementLoad() {
  const count = Number(process.env.BENCH_SETTLEMENTS ?? 10_000);
  const modules = ['PTSYS3', 'VIP3', 'PROMO3', 'MISSION3', 'REBATE3'];
  const settle = async (on: boolean) => {
    // PGlite runs no autovacuum: without this, each run meets the dead rows of the runs before it
    // (wallets, standings, progress) and the later runs are slower whichever way the switch is set.
    await sql`vacuum analyze`.execute(database.db);
    for (const m of modules) await switchModule({ database, syncConfig: () => app.syncConfig() }, 'bd', m, on ? '1' : '0');
    const bets = await vendorBets(database, 100);
    const placed = await load(bets.path, { method: 'POST', setupClient: bets.setupClient, amount: count, warm: false });
    const settled = await load(bets.winPath, { method: 'POST', setupClient: bets.settleClient, amount: count, warm: false });
    const open = await database.db.selectFrom('bets').select((eb) => eb.fn.countAll<string>().as('n')).where('member_id', 'in', bets.memberIds).where('status', '=', 'open').executeTakeFirstOrThrow();
    return { placed, settled, open: Number(open.n) };
  };
  // One small run first, unmeasured: the win route's JIT and serialiser.
  const warmCount = 500;
  const warmBets = await vendorBets(database, 10);
  await autocannon({ url: `http://127.0.0.1:${port}${warmBets.path}`, connections, amount: warmCount, method: 'POST', setupClient: warmBets.setupClient });
  await autocannon({ url: `http://127.0.0.1:${port}${warmBets.winPath}`, connections, amount: warmCount, method: 'POST', setupClient: warmBets.settleClient });
  // Off and on take turns, (off, on) then (on, off) and so on: a machine whose load drifts during
  // the run, and tables that grow with each run, weigh on both alike. Each pair is printed; the
  // figure is the sum of every run's wins per second on over off.
  const pairs = Number(process.env.BENCH_ENGAGEMENT_PAIRS ?? 2);
  const runsOf = { off: [] as Awaited<ReturnType<typeof settle>>[], on: [] as Awaited<ReturnType<typeof settle>>[] };
  for (let pair = 0; pair < pairs; pair++) {
    for (const on of pair % 2 ? [true, false] : [false, true]) runsOf[on ? 'on' : 'off'].push(await settle(on));
    const [off, on] = [runsOf.off[pair]!, runsOf.on[pair]!];
    for (const [name, r] of [['off', off], ['on', on]] as const)
      console.log(
        `pair ${pair + 1}: settle ${count} bets, engagement ${name.padEnd(3)} ${r.settled.rps.toFixed(0).padStart(7)} wins/s   p50 ${r.settled.p50} ms   p99 ${r.settled.p99} ms   non-2xx ${r.settled.non2xx}   errors ${r.settled.errors}   (bets placed at ${r.placed.rps.toFixed(0)}/s; ${r.open} left open)`,
      );
  }
  const faults = await checkLedger(database.db);
  const sum = (rs: Awaited<ReturnType<typeof settle>>[]) => rs.reduce((total, r) => total + r.settled.rps, 0);
  const void_ = [...runsOf.off, ...runsOf.on].some((r) => r.settled.non2xx > 0 || r.settled.errors > 0 || r.open > 0);
  console.log(`settlement with engagement on over off: ${(sum(runsOf.on) / sum(runsOf.off)).toFixed(3)} over ${pairs} pairs (target ≥ 0.75)${void_ ? ' — VOID: a run had non-2xx answers, errors or open bets' : ''}`);
  console.log(`books after the settlements: ${faults.length === 0 ? 'sound' : `${faults.length} faults, first: ${faults[0]}`}`);
}
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
const voids = rows.filter((r) => r.non2xx > 0 || r.errors > 0);
for (const r of voids) console.log(`VOID ${r.path}: ${r.non2xx} non-2xx answers, ${r.errors} errors or timeouts: the row measured refusals, not the call`);
if (voids.length) process.exitCode = 1;
