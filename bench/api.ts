// `npm run bench:api`: one server on the embedded database, loaded by autocannon in one run on
// /wps/system/status (brand lookup + region check + envelope) and on a bare hello route of the same
// server, then on the session calls: member info (a token lookup) and sign-in (RSA-OAEP unwrap,
// AES-GCM, Argon2id, a session row). Prints req/s, p50 and p99 for each, and the status/hello
// ratio: what the platform layer costs.
import autocannon from 'autocannon';
import { buildApp } from '../server/app';
import { prepareDatabase } from '../server/boot';
import { openDatabase } from '../server/db/open';
import { join } from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { projectRoot } from '../server/config';
import { encryptBody } from '../src/api/encryptBody';
import { demoPassword } from '../tests/helpers/signIn';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

const dataDir = mkdtempSync(join(tmpdir(), 'marquee-bench-'));
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
await prepareDatabase(database, { configDir: join(projectRoot, 'config'), seedDemo: true });
const app = await buildApp({ database, profile: 'demo' });
app.get('/bench/hello', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;

async function load(path: string, opts: { method?: 'GET' | 'POST'; body?: string; headers?: Record<string, string> } = {}) {
  const r = await autocannon({ url: `http://127.0.0.1:${port}${path}`, connections, duration: seconds, ...opts });
  return { path, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

/** The real sign-in body (sealed with the server's key), and a live token. */
async function signInBody() {
  const key = ((await (await fetch(`http://127.0.0.1:${port}/wps/system/publicKey`)).json()) as { value: { keyId: string; spki: string } }).value;
  const body = JSON.stringify(await encryptBody(key, { type: 'username', username: 'player01', password: demoPassword }));
  const res = (await (
    await fetch(`http://127.0.0.1:${port}/wps/session/login`, { method: 'POST', body, headers: { 'content-type': 'application/json' } })
  ).json()) as {
    value: { token: string };
  };
  return { body, token: res.value.token };
}

console.log(`engine ${database.kind}, ${connections} connections, ${seconds} s each`);
const hello = await load('/bench/hello');
const status = await load('/wps/system/status');
const session = await signInBody();
const info = await load('/wps/member/info', { headers: { authorization: session.token } });
const login = await load('/wps/session/login', { method: 'POST', body: session.body, headers: { 'content-type': 'application/json' } });
for (const r of [hello, status, info, login]) {
  console.log(
    `${r.path.padEnd(20)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   non-2xx ${r.non2xx}   errors ${r.errors}`,
  );
}
console.log(`status / hello throughput ratio: ${(status.rps / hello.rps).toFixed(3)}`);
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
