// `npm run bench:ledger`: money moved through the real ledger (postChange: the change row, both
// wallets in lock order and the entries, in one statement) between random pairs of a brand's
// members, main wallet to main wallet, in amounts too small ever to overdraw.
// On PGlite, one at a time (it is one connection: more callers only queue), against the floor of
// that engine: the same pairs moved by a transaction of two bare `update wallets` statements and
// nothing else. The two alternate in rounds of a second so that drift (a checkpoint, a busy
// neighbour on the machine) falls on both alike. Prints both rates and their ratio.
// On PostgreSQL (DATABASE_URL, else the local server), in a database made for the run and dropped
// after it, 16 workers each on a connection of its own. Prints transfers/s, and how busy this
// process was, which says whether the client or the server is the limit.
// Each figure follows an unmeasured second, and the books are checked on each database at the end.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { prepareDatabase } from '../server/boot';
import { projectRoot } from '../server/config';
import { openDatabase, type Database } from '../server/db/open';
import { checkLedger } from '../server/modules/wallet/checkLedger';
import { postChange } from '../server/modules/wallet/ledger';
import { add, floorRound, perSecond, randomPair, timed, type Run } from './floor';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const accounts = Number(process.env.BENCH_ACCOUNTS ?? 100);
const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const postgresWorkers = 16;
const brandId = 'bd';
const floorTarget = 0.6;
const postgresTarget = 5000;
// Enough that the largest run here could not spend it: no transfer is ever refused for funds.
const startingBalance = 10n ** 12n;

let nextKey = 0;
const runTag = randomBytes(4).toString('hex');
const fmt = (n: number) => n.toFixed(0).padStart(7);

/** Migrated, seeded, and `accounts` bench members each holding `startingBalance` in main. */
async function setUp(database: Database): Promise<string[]> {
  await prepareDatabase(database, { configDir: join(projectRoot, 'config'), seedDemo: true });
  // Nobody signs in as these, so the hash need not be one.
  const rows = await database.db
    .insertInto('members')
    .values(Array.from({ length: accounts }, (_, i) => ({ brand_id: brandId, account: `ledger-bench-${String(i + 1).padStart(4, '0')}`, password_hash: '!' })))
    .returning('id')
    .execute();
  const ids = rows.map((r) => r.id);
  for (const memberId of ids)
    await postChange(database.db, {
      brandId,
      idempotencyKey: `bench-credit:${memberId}`,
      kind: 'demoCredit',
      postings: [
        { house: 'demo-credit', amount: -startingBalance },
        { memberId, amount: startingBalance },
      ],
    });
  return ids;
}

function ledgerTransfer(database: Database, ids: string[]) {
  return async () => {
    const [from, to, amount] = randomPair(ids);
    await postChange(database.db, {
      brandId,
      idempotencyKey: `bench:${runTag}:${nextKey++}`,
      kind: 'transfer',
      postings: [
        { memberId: from, amount: -amount },
        { memberId: to, amount },
      ],
    });
  };
}

async function books(database: Database): Promise<string> {
  const faults = await checkLedger(database.db);
  return faults.length === 0 ? 'sound' : `${faults.length} faults, first: ${faults[0]}`;
}

async function benchPglite() {
  const dataDir = mkdtempSync(join(tmpdir(), 'marquee-bench-'));
  const database = await openDatabase({ dataDir });
  try {
    const ids = await setUp(database);
    console.log(`PGlite, one transfer at a time, ${accounts} members, alternating 1 s rounds, ${seconds} s each`);
    await floorRound(database, ids, 1000);
    await timed(1, 1000, ledgerTransfer(database, ids));
    let ledger: Run = { count: 0, ms: 0, cpuMs: 0 };
    let floor: Run = { count: 0, ms: 0, cpuMs: 0 };
    for (let round = 0; round < seconds; round++) {
      floor = add(floor, await floorRound(database, ids, 1000));
      ledger = add(ledger, await timed(1, 1000, ledgerTransfer(database, ids)));
    }
    const ratio = perSecond(ledger) / perSecond(floor);
    console.log(`  ledger (postChange)            ${fmt(perSecond(ledger))} transfers/s   ${(ledger.ms / ledger.count).toFixed(3)} ms each`);
    console.log(`  floor (2 updates, 1 tx)        ${fmt(perSecond(floor))} transactions/s   ${(floor.ms / floor.count).toFixed(3)} ms each`);
    console.log(`  ratio ${ratio.toFixed(3)}   target ≥ ${floorTarget}: ${ratio >= floorTarget ? 'met' : 'not met'}`);
    console.log(`  books: ${await books(database)}`);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres() {
  const admin = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 5000 });
  admin.on('error', () => undefined);
  try {
    await admin.connect();
  } catch (err) {
    console.log(`PostgreSQL at ${new URL(postgresUrl).host}: unreachable (${(err as Error).message}), skipped`);
    await admin.end().catch(() => undefined);
    return;
  }
  const name = `marquee_bench_${runTag}`;
  await admin.query(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  let database: Database | null = null;
  try {
    database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://', poolSize: postgresWorkers });
    const ids = await setUp(database);
    console.log(`PostgreSQL (${name}), ${postgresWorkers} connections, ${accounts} members, ${seconds} s`);
    await timed(postgresWorkers, 1000, ledgerTransfer(database, ids));
    const run = await timed(postgresWorkers, seconds * 1000, ledgerTransfer(database, ids));
    const rate = perSecond(run);
    console.log(
      `  ledger (postChange)            ${fmt(rate)} transfers/s   ${((run.ms * postgresWorkers) / run.count).toFixed(3)} ms each   this process busy ${((run.cpuMs / run.ms) * 100).toFixed(0)}% of a core`,
    );
    console.log(`  target ≥ ${postgresTarget}/s: ${rate >= postgresTarget ? 'met' : 'not met'}`);
    console.log(`  books: ${await books(database)}`);
  } finally {
    await database?.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await benchPglite();
await benchPostgres();
