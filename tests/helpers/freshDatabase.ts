import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database, type OpenOptions } from '../../server/db/open';

export interface FreshDatabase {
  database: Database;
  /** On PostgreSQL, the database's URL, for another process to open it too. */
  url?: string;
  /** Opens the same database again (a restart). */
  reopen(opts?: Pick<OpenOptions, 'onConnectionLost'>): Promise<Database>;
  /** Closes every connection and deletes the database. */
  dispose(): Promise<void>;
}

/** Which engine this run tests: PostgreSQL when DATABASE_URL is set, else the embedded PGlite. */
export const engine = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/**
 * A database nobody else uses: a new PGlite folder, or a new database on the PostgreSQL server that
 * DATABASE_URL names (created here, dropped on dispose), so test files never see each other's rows.
 */
export async function freshDatabase(): Promise<FreshDatabase> {
  const url = process.env.DATABASE_URL;
  const open: Database[] = [];
  const track = (d: Database) => (open.push(d), d);
  const closeAll = async () => {
    for (const d of open.splice(0)) await d.close().catch(() => undefined);
  };
  if (!url) {
    const dir = mkdtempSync(join(tmpdir(), 'marquee-test-'));
    const reopen = async (opts: Pick<OpenOptions, 'onConnectionLost'> = {}) => track(await openDatabase({ ...opts, dataDir: dir }));
    return {
      database: await reopen(),
      reopen,
      async dispose() {
        await closeAll();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `marquee_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const reopen = async (opts: Pick<OpenOptions, 'onConnectionLost'> = {}) =>
    track(await openDatabase({ ...opts, databaseUrl: dbUrl.toString(), dataDir: 'memory://' }));
  return {
    database: await reopen(),
    url: dbUrl.toString(),
    reopen,
    async dispose() {
      await closeAll();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
