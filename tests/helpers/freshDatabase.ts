import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type Database, type OpenOptions } from '../../server/db/open';
import { migrate, migrationsDir } from '../../server/db/migrate';
import { Jobs } from '../../server/jobs/jobs';

export interface FreshDatabase {
  database: Database;
  /** On PostgreSQL, the database's URL, for another process to open it too. */
  url?: string;
  /** On PGlite with `onDisk`, the data folder, for another process to open once this one has closed it. */
  dataDir?: string;
  /** Opens the same database again (a restart); on PGlite only with `onDisk`. */
  reopen(opts?: Pick<OpenOptions, 'onConnectionLost'>): Promise<Database>;
  /** Closes every connection and deletes the database. */
  dispose(): Promise<void>;
}

/** Which engine this run tests: PostgreSQL when DATABASE_URL is set, else the embedded PGlite. */
export const engine = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/** Writes a template under a name of its own and renames it, so parallel workers never read half a file. */
function keep(file: string, dump: Blob, bytes: Buffer) {
  const part = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(part, bytes);
  renameSync(part, file);
  return dump;
}

/**
 * An empty PGlite data folder as initdb leaves it, made once per installed PGlite and kept in the
 * temporary folder: initdb is most of the seconds a new PGlite database takes, and a run opens
 * about a hundred.
 */
async function pgliteTemplate(): Promise<Blob> {
  const installed = statSync(createRequire(import.meta.url).resolve('@electric-sql/pglite')).mtimeMs;
  const file = join(tmpdir(), `marquee-pglite-initdb-${Math.round(installed)}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const lite = await PGlite.create('memory://');
  const dump = await lite.dumpDataDir('none');
  await lite.close();
  return keep(file, dump, Buffer.from(await dump.arrayBuffer()));
}

/**
 * The same with every migration applied and the job queue's schema made: what each test server
 * would otherwise spend a second or more on before its first request. Named by the migrations'
 * text and the installed pg-boss, so a new migration makes a new template.
 */
async function migratedTemplate(): Promise<Blob> {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsDir).sort()) hash.update(name).update(readFileSync(join(migrationsDir, name)));
  hash.update(String(statSync(createRequire(import.meta.url).resolve('pg-boss')).mtimeMs));
  const file = join(tmpdir(), `marquee-pglite-migrated-${hash.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const database = await openDatabase({ dataDir: 'memory://', loadDataDir: await pgliteTemplate() });
  await migrate(database);
  const jobs = new Jobs(database);
  await jobs.start();
  await jobs.stop();
  const dump = await database.exclusive!((engine) => engine.dumpDataDir('none'));
  await database.close();
  return keep(file, dump, Buffer.from(await dump.arrayBuffer()));
}

/**
 * A database nobody else uses: a new PGlite folder, or a new database on the PostgreSQL server that
 * DATABASE_URL names (created here, dropped on dispose), so test files never see each other's rows.
 * `migrated`: on PGlite, start from a folder with the migrations already applied (the migrations'
 * own tests start from an empty one). `url`: a PostgreSQL server to make it on whatever engine the
 * run tests (a test of something only PostgreSQL does, such as notices between processes).
 * `onDisk`: on PGlite, keep the database in a folder, for a test that opens it again (`reopen`) or
 * hands it to another process (`dataDir`); otherwise it lives in memory, which starts a second
 * sooner than writing the template's files to disk, and a run starts a few hundred.
 */
export async function freshDatabase(opts: { migrated?: boolean; url?: string; onDisk?: boolean } = {}): Promise<FreshDatabase> {
  const url = opts.url ?? process.env.DATABASE_URL;
  const open: Database[] = [];
  const track = (d: Database) => (open.push(d), d);
  const closeAll = async () => {
    for (const d of open.splice(0)) await d.close().catch(() => undefined);
  };
  if (!url && !opts.onDisk) {
    const template = await (opts.migrated ? migratedTemplate() : pgliteTemplate());
    return {
      database: track(await openDatabase({ dataDir: 'memory://', loadDataDir: template })),
      reopen: () => Promise.reject(new Error('a database in memory cannot be opened again: ask freshDatabase for onDisk')),
      dispose: closeAll,
    };
  }
  if (!url) {
    const dir = mkdtempSync(join(tmpdir(), 'marquee-test-'));
    const reopen = async (opts: Pick<OpenOptions, 'onConnectionLost'> = {}) => track(await openDatabase({ ...opts, dataDir: dir }));
    return {
      database: track(await openDatabase({ dataDir: dir, loadDataDir: await (opts.migrated ? migratedTemplate() : pgliteTemplate()) })),
      dataDir: dir,
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
