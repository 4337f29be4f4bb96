// What the PostgreSQL benchmarks share: a database made for the run, and a timer.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { prepareDatabase } from '../server/boot';
import { projectRoot } from '../server/config';
import { openDatabase, type Database } from '../server/db/open';

/** The server the benchmarks make their databases on: DATABASE_URL, else the local one. */
export const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Runs `work` on a database made for the run (`marquee_bench_<label>_<random>`), migrated with the
 * brands and no demo data, and drops it after, whatever happened; BENCH_KEEP=1 keeps it for a look
 * at the plans (EXPLAIN).
 */
export async function withBenchDatabase<T>(label: string, poolSize: number, work: (database: Database, name: string) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 5000 });
  await admin.connect();
  const name = `marquee_bench_${label}_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  let database: Database | null = null;
  try {
    database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://', poolSize });
    await prepareDatabase(database, { configDir: join(projectRoot, 'config'), seedDemo: false });
    return await work(database, name);
  } finally {
    await database?.close();
    if (process.env.BENCH_KEEP) console.log(`kept ${name}`);
    else await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** What `work` resolves to, and how long it took in milliseconds. */
export async function timedMs<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}
