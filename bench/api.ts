// `npm run bench:api`: one server on the embedded database (or DATABASE_URL's PostgreSQL), loaded
// by autocannon in one run on a bare hello route of the same server, /wps/system/status (brand,
// region check, envelope), the session calls member info and balance (a token lookup, a read) and
// sign-in (RSA-OAEP unwrap, AES-GCM, Argon2id, a session row). Prints req/s, p50 and p99 for each,
// and each call's throughput as a ratio to hello: what the platform layer costs.
import autocannon from 'autocannon';
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
import { floorRound, perSecond } from './floor';
import { checkLedger } from '../server/modules/wallet/checkLedger';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
// `BENCH_ONLY=gameList` measures the game list alone (a few minutes less): a change to it is judged on it.
const only = process.env.BENCH_ONLY;
const runs = (part: 'platform' | 'gameList' | 'bets') => !only || only === part;

const dataDir = mkdtempSync(join(tmpdir(), 'marquee-bench-'));
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, poolSize: 20 });
await prepareDatabase(database, { configDir: join(projectRoot, 'config'), seedDemo: true });
// Sign-in is measured from one address, which a player's limits would refuse after a few dozen tries.
const app = await buildApp({ database, profile: 'demo', rateLimits: rateLimitsFor('test') });
app.get('/bench/hello', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;

type LoadOptions = { method?: 'GET' | 'POST'; body?: string; headers?: Record<string, string>; setupClient?: (client: autocannon.Client) => void };
async function load(path: string, opts: LoadOptions = {}) {
  // A second unmeasured first: the JIT and the first compile of each route's serialiser are not the call's cost.
  await autocannon({ url: `http://127.0.0.1:${port}${path}`, connections, duration: 1, ...opts });
  const r = await autocannon({ url: `http://127.0.0.1:${port}${path}`, connections, duration: seconds, ...opts });
  if (process.env.BENCH_DEBUG) console.log(path, r.requests.total, r.timeouts, r.errors, r['2xx'], r.duration);
  return { path, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
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
    setupClient: (client) => {
      const next = session.bodies[nextBody++ % session.bodies.length]!;
      client.setRequests([{ method: 'POST', setupRequest: (req) => ({ ...req, body: next() }) }]);
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

// Games: the list query on a catalogue of 10,000 games, plain, filtered and searched (target p99 ≤
// 30 ms); and the seamless wallet's bet through its signature, its once-per-txId record, the ledger
// and the betting record, against the bare two-update loop on the same database.
await gameCatalogue(database, 10_000);
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
  const varied = (make: (n: number) => string) => (client: autocannon.Client) =>
    client.setRequests([{ method: 'GET', setupRequest: (req) => ({ ...req, path: make(nextPage++) }) }]);
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
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
