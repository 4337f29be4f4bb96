import { spawn } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { projectRoot } from '../config';
import { migrate } from '../db/migrate';
import { openDatabase, type Database } from '../db/open';
import type { Tables } from '../db/tables';
import { engine, freshDatabase, type FreshDatabase } from '../../tests/helpers/freshDatabase';
import { Jobs, type JobHandler, type JobsOptions, type QueueSettings } from './jobs';

let fresh: FreshDatabase;
// Replaced by the restart and crash tests: later tests use the reopened database.
let database: Database;
beforeAll(async () => {
  fresh = await freshDatabase({ onDisk: true });
  database = fresh.database;
  await migrate(database);
  // What a job's work leaves behind: one row per run that committed, naming the worker that ran it.
  await sql`create table job_effects (job text not null, worker text not null)`.execute(database.db);
});
afterAll(() => fresh.dispose());

// Every queue started by a test is stopped after it, whatever the test's outcome.
let running: Jobs[] = [];
afterEach(async () => {
  for (const jobs of running.splice(0)) await jobs.stop();
});

// Supervision (which finds expired jobs) every second rather than every minute.
const fast: JobsOptions['tuning'] = { superviseIntervalSeconds: 1, monitorIntervalSeconds: 1 };
const POLL = { pollingIntervalSeconds: 0.5 };

async function startJobs(on: Database = database, queues: Record<string, QueueSettings> = {}): Promise<Jobs> {
  const jobs = new Jobs(on, { tuning: fast, onError: (err) => console.error(err) });
  running.push(jobs);
  await jobs.start();
  for (const [kind, settings] of Object.entries(queues)) await jobs.queue(kind, settings);
  return jobs;
}

const db = () => database.db;
const inAnHour = () => new Date(Date.now() + 3_600_000);

interface Payload {
  job: string;
}

/** A handler that does the job's work: records it in job_effects. */
const recordEffect =
  (worker = 'w') =>
  async (payload: Payload, trx: Kysely<Tables>): Promise<void> => {
    await sql`insert into job_effects (job, worker) values (${payload.job}, ${worker})`.execute(trx);
  };
const effects = async (job: string) => (await sql<{ n: number }>`select count(*)::int as n from job_effects where job = ${job}`.execute(db())).rows[0]!.n;
const makeDue = (kind: string) => sql`update pgboss.job set start_after = now() - interval '1 second' where name = ${kind}`.execute(db());
const send = (jobs: Jobs, kind: string, key: string, runAt?: Date) =>
  db()
    .transaction()
    .execute((trx) => jobs.send(trx, { kind, key, ...(runAt ? { runAt } : {}), payload: { job: `${kind}:${key}` } }));

/** Waits until `check` holds, polling; fails after `ms`. */
async function until(check: () => Promise<boolean> | boolean, ms = 10_000, what = 'the condition'): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`${what} did not hold within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A job sent after the others and worked by the same worker: once it is done, a worker had its chance at everything due before it. */
async function afterAPass(jobs: Jobs, kind: string, key: string): Promise<void> {
  await send(jobs, kind, key);
  await until(async () => (await effects(`${kind}:${key}`)) === 1, 10_000, `the marker job ${kind}:${key} ran`);
}

describe(`the job queue (pg-boss) on ${engine}`, () => {
  it('creates its schema at start, apart from the app tables, and starts again on it', async () => {
    const jobs = await startJobs();
    expect(await jobs.pgBoss.isInstalled()).toBe(true);
    const tables = await sql<{ table_schema: string }>`select distinct table_schema from information_schema.tables where table_name = 'job' and table_schema = 'pgboss'`.execute(db());
    expect(tables.rows).toEqual([{ table_schema: 'pgboss' }]);
    // The old table is gone (migration 045).
    const old = await sql`select 1 from information_schema.tables where table_schema = 'public' and table_name = 'jobs'`.execute(db());
    expect(old.rows).toEqual([]);
    const version = await jobs.pgBoss.schemaVersion();
    expect(version).toBeGreaterThan(0);
    await jobs.stop();
    const again = await startJobs();
    expect(await again.pgBoss.schemaVersion()).toBe(version);
  });

  it('has no job when the transaction that sent it rolls back', async () => {
    const jobs = await startJobs(database, { effect: {} });
    const work = db()
      .transaction()
      .execute(async (trx) => {
        await jobs.send(trx, { kind: 'effect', key: 'undone', payload: { job: 'effect:undone' } });
        throw new Error('the work failed');
      });
    await expect(work).rejects.toThrow('the work failed');
    expect(await jobs.find('effect', 'undone')).toBeNull();
    await jobs.work('effect', recordEffect(), POLL);
    await afterAPass(jobs, 'effect', 'marker');
    expect(await effects('effect:undone')).toBe(0);
  });

  it('runs a committed job once when it falls due, and not before', async () => {
    const jobs = await startJobs(database, { later: {} });
    expect(await send(jobs, 'later', 'a', inAnHour())).toBe(true);
    await jobs.work('later', recordEffect(), POLL);
    await afterAPass(jobs, 'later', 'marker');
    expect(await effects('later:a')).toBe(0);
    expect(await jobs.find('later', 'a')).toMatchObject({ state: 'created' });

    await makeDue('later');
    await until(async () => (await effects('later:a')) === 1);
    await afterAPass(jobs, 'later', 'marker2');
    expect(await effects('later:a')).toBe(1);
    const row = await jobs.find('later', 'a');
    expect(row).toMatchObject({ state: 'completed', retryCount: 0 });
    expect(row!.completedOn).toBeInstanceOf(Date);
  });

  it('runs the work a job leaves for after its commit outside its transaction, and keeps the job done when that work fails', async () => {
    const told: Error[] = [];
    const jobs = new Jobs(database, { tuning: fast, onError: (err) => told.push(err) });
    running.push(jobs);
    await jobs.start();
    await jobs.queue('after', {});
    const seen: number[] = [];
    await jobs.work<Payload>(
      'after',
      async (payload, trx) => {
        await recordEffect('in')(payload, trx);
        // Read on a connection of its own (on PGlite, the one connection): only once the claim has committed.
        return async () => {
          seen.push(await effects(payload.job));
          if (payload.job === 'after:fails') throw new Error('the after-commit work failed');
        };
      },
      POLL,
    );
    await send(jobs, 'after', 'a');
    await until(() => seen.length === 1, 10_000, 'the after-commit work ran');
    expect(seen).toEqual([1]);
    await send(jobs, 'after', 'fails');
    await until(() => told.length === 1, 10_000, 'the failure was told');
    expect(told[0]!.message).toBe('the after-commit work failed');
    expect(await jobs.find('after', 'fails')).toMatchObject({ state: 'completed' });
    expect(await effects('after:fails')).toBe(1);
  });

  it('keeps one job for the same kind and key sent twice, with the first payload', async () => {
    const jobs = await startJobs(database, { twice: {}, 'twice-other': {} });
    expect(await jobs.send(db(), { kind: 'twice', key: 'k', payload: { job: 'first' } })).toBe(true);
    expect(await jobs.send(db(), { kind: 'twice', key: 'k', payload: { job: 'second' } })).toBe(false);
    expect((await jobs.find('twice', 'k'))!.data).toEqual({ job: 'first' });
    // Another kind with the same key is another job.
    expect(await jobs.send(db(), { kind: 'twice-other', key: 'k' })).toBe(true);

    await jobs.work('twice', recordEffect(), POLL);
    await until(async () => (await jobs.find('twice', 'k'))!.state === 'completed');
    // Done jobs are kept (for the queue's deleteAfterSeconds), so sending it again still does nothing.
    expect(await jobs.send(db(), { kind: 'twice', key: 'k', payload: { job: 'third' } })).toBe(false);
    await afterAPass(jobs, 'twice', 'marker');
    expect(await effects('first')).toBe(1);
    expect(await effects('third')).toBe(0);
  });

  it('undoes the work of a handler that throws, records the attempt and runs the job again later', async () => {
    const jobs = await startJobs(database, { flaky: { retryLimit: 3, retryDelay: 30 } });
    await send(jobs, 'flaky', 'a');
    let calls = 0;
    await jobs.work<Payload>(
      'flaky',
      async (payload, trx) => {
        await recordEffect()(payload, trx);
        if (++calls === 1) throw new Error('provider unavailable');
      },
      POLL,
    );
    await until(async () => (await jobs.find('flaky', 'a'))!.state === 'retry');
    expect(await effects('flaky:a')).toBe(0);
    const failed = await jobs.find('flaky', 'a');
    expect(failed).toMatchObject({ state: 'retry', output: { message: 'provider unavailable' }, completedOn: null });
    expect(failed!.startAfter.getTime()).toBeGreaterThan(Date.now() + 20_000);

    await sleep(1000);
    expect(calls).toBe(1);
    await makeDue('flaky');
    await until(async () => (await effects('flaky:a')) === 1);
    await until(async () => (await jobs.find('flaky', 'a'))!.state === 'completed');
    // The retry is the job's second attempt.
    expect(await jobs.find('flaky', 'a')).toMatchObject({ state: 'completed', retryCount: 1 });
    expect(calls).toBe(2);
  });

  it('leaves a job failed after its last attempt, no longer tries it, and moves it to the dead-letter queue', async () => {
    const jobs = await startJobs(database, { broken: { retryLimit: 1, retryDelay: 0, deadLetter: 'broken.dead' } });
    await send(jobs, 'broken', 'a');
    let calls = 0;
    await jobs.work<Payload>(
      'broken',
      async (payload, trx) => {
        calls++;
        await recordEffect()(payload, trx);
        throw new Error('always');
      },
      POLL,
    );
    await until(async () => (await jobs.find('broken', 'a'))!.state === 'failed');
    expect(await jobs.find('broken', 'a')).toMatchObject({ state: 'failed', retryCount: 1, output: { message: 'always' } });
    expect(calls).toBe(2);
    expect(await effects('broken:a')).toBe(0);

    // The dead-letter queue holds the job's payload, and where it came from, for someone to look at or redrive.
    const dead = await jobs.pgBoss.findJobs<Payload>('broken.dead');
    expect(dead).toHaveLength(1);
    expect(dead[0]).toMatchObject({ data: { job: 'broken:a' }, sourceName: 'broken', state: 'created' });

    await makeDue('broken');
    await sleep(1500);
    expect(calls).toBe(2);
    expect((await jobs.find('broken', 'a'))!.retryCount).toBe(1);
  });

  it('leaves alone a job whose kind has no worker in this process', async () => {
    const jobs = await startJobs(database, { elsewhere: {}, here: {} });
    await send(jobs, 'elsewhere', 'a');
    await jobs.work('here', recordEffect(), POLL);
    await afterAPass(jobs, 'here', 'marker');
    expect(await jobs.find('elsewhere', 'a')).toMatchObject({ state: 'created', retryCount: 0 });
  });

  it('runs due jobs once started, and stops only after the job in hand has committed', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let entered!: () => void;
    const inHandler = new Promise<void>((r) => (entered = r));
    const jobs = await startJobs(database, { slow: {} });
    await jobs.work<Payload>(
      'slow',
      async (payload, trx) => {
        entered();
        await gate;
        await recordEffect()(payload, trx);
      },
      POLL,
    );
    await send(jobs, 'slow', 'a');
    await inHandler;

    let stopped = false;
    const stopping = jobs.stop().then(() => (stopped = true));
    await sleep(100);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(await effects('slow:a')).toBe(1);
    const reader = await startJobs();
    expect(await reader.find('slow', 'a')).toMatchObject({ state: 'completed' });
  });

  it('runs each job once when two workers on one database work at the same time', async () => {
    const [one, two] = [await startJobs(database, { shared: {} }), await startJobs()];
    const keys = Array.from({ length: 40 }, (_, i) => `j${i}`);
    await db()
      .transaction()
      .execute(async (trx) => {
        for (const key of keys) await one.send(trx, { kind: 'shared', key, payload: { job: `shared:${key}` } });
      });
    await one.work('shared', recordEffect('one'), { ...POLL, localConcurrency: 4 });
    await two.work('shared', recordEffect('two'), { ...POLL, localConcurrency: 4 });
    await expectEachRanOnce('shared', keys.length);
  });

  it('keeps a due job across a restart, and a new worker runs it', async () => {
    const before = await startJobs(database, { restart: {} });
    await send(before, 'restart', 'a');
    await before.stop();
    await database.close();
    database = await fresh.reopen();
    const after = await startJobs(database, { restart: {} });
    await after.work('restart', recordEffect(), POLL);
    await until(async () => (await effects('restart:a')) === 1);
  });

  it('runs a job again, once, after the process holding it was killed mid-job and its claim expired', async () => {
    const crash: QueueSettings = { expireInSeconds: 2, retryLimit: 2, retryDelay: 0 };
    const jobs = await startJobs(database, { crash });
    await send(jobs, 'crash', 'a');
    // PGlite is one process's: the test lets go of the folder while the other process has it.
    if (engine === 'pglite') {
      await jobs.stop();
      await database.close();
    }
    const dying = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', dyingWorker], {
      cwd: projectRoot,
      env: { ...process.env, JOB_DATABASE_URL: fresh.url ?? '', JOB_DATA_DIR: fresh.dataDir ?? '', JOB_QUEUE: JSON.stringify(crash) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((r) => dying.on('exit', r));
    await new Promise<void>((resolve, reject) => {
      dying.stdout.on('data', (d: Buffer) => d.toString().includes('holding') && resolve());
      dying.on('exit', (code) => reject(new Error(`the worker ended (${code}) before taking the job`)));
    });

    let survivor: Jobs;
    if (engine === 'postgres') {
      // A second instance on its own connections; it does not take a job another process holds.
      const other = await openDatabase({ databaseUrl: fresh.url!, dataDir: '' });
      survivor = await startJobs(other, { crash });
      await survivor.work('crash', recordEffect('survivor'), POLL);
      await sleep(1000);
      expect(await effects('crash:a')).toBe(0);
      dying.kill('SIGKILL');
      await exited;
      running = running.filter((j) => j !== survivor);
      try {
        await until(async () => (await effects('crash:a')) === 1, 15_000, 'the survivor ran the job');
      } finally {
        await survivor.stop();
        await other.close();
      }
    } else {
      dying.kill('SIGKILL');
      await exited;
      database = await fresh.reopen();
      survivor = await startJobs(database, { crash });
      await survivor.work('crash', recordEffect('survivor'), POLL);
      await until(async () => (await effects('crash:a')) === 1, 15_000, 'the restarted process ran the job');
    }
    // The dying process's work rolled back with its transaction; the job ran once, on its second attempt.
    expect((await sql<{ worker: string }>`select worker from job_effects where job = 'crash:a'`.execute(db())).rows).toEqual([{ worker: 'survivor' }]);
    const reader = await startJobs();
    await until(async () => (await reader.find('crash', 'a'))!.state === 'completed');
    expect(await reader.find('crash', 'a')).toMatchObject({ state: 'completed', retryCount: 1 });
    await sleep(1000);
    expect(await effects('crash:a')).toBe(1);
  });
});

describe.skipIf(engine !== 'postgres')('the job queue in two instances on one PostgreSQL database', () => {
  let other: Database;
  beforeAll(async () => {
    other = await openDatabase({ databaseUrl: fresh.url, dataDir: '' });
  });
  afterAll(() => other.close());

  it('runs each of 200 jobs exactly once when both take jobs at the same time', async () => {
    const keys = Array.from({ length: 200 }, (_, i) => `j${i}`);
    const [one, two] = [await startJobs(database, { contended: {} }), await startJobs(other, { contended: {} })];
    await db()
      .transaction()
      .execute(async (trx) => {
        for (const key of keys) await one.send(trx, { kind: 'contended', key, payload: { job: `contended:${key}` } });
      });
    const slowEffect =
      (worker: string): JobHandler<Payload> =>
      async (payload, trx) => {
        // A moment inside the transaction, so the other instance meets jobs in hand.
        await sleep(Math.random() * 3);
        await recordEffect(worker)(payload, trx);
      };
    // Several workers per instance: a worker takes jobs while its others hold one (each waits half a second between its takes).
    await one.work('contended', slowEffect('one'), { ...POLL, localConcurrency: 10 });
    await two.work('contended', slowEffect('two'), { ...POLL, localConcurrency: 10 });
    await expectEachRanOnce('contended', keys.length, 30_000);
  });
});

/** A worker process whose handler does its work, then hangs with the job in hand until it is killed. */
const dyingWorker = `
  import { sql } from 'kysely';
  import { openDatabase } from './server/db/open.ts';
  import { Jobs } from './server/jobs/jobs.ts';
  const database = await openDatabase({ databaseUrl: process.env.JOB_DATABASE_URL || undefined, dataDir: process.env.JOB_DATA_DIR || 'memory://' });
  const jobs = new Jobs(database);
  await jobs.start();
  await jobs.queue('crash', JSON.parse(process.env.JOB_QUEUE));
  await jobs.work('crash', async (payload, trx) => {
    await sql\`insert into job_effects (job, worker) values (\${payload.job}, 'dying')\`.execute(trx);
    process.stdout.write('holding\\n');
    await new Promise(() => undefined);
  }, { pollingIntervalSeconds: 0.5 });
`;

/** Every job of the kind is done, its work committed exactly once, and both workers took part. */
async function expectEachRanOnce(kind: string, count: number, ms = 15_000) {
  const prefix = `${kind}:%`;
  const total = async () => (await sql<{ n: number }>`select count(*)::int as n from job_effects where job like ${prefix}`.execute(db())).rows[0]!.n;
  await until(async () => (await total()) >= count, ms, `${count} jobs of ${kind} ran`);
  await sleep(600);
  const repeated = await sql`select job from job_effects where job like ${prefix} group by job having count(*) <> 1`.execute(db());
  expect(repeated.rows).toEqual([]);
  expect(await total()).toBe(count);
  const open = await sql<{ n: number }>`select count(*)::int as n from pgboss.job where name = ${kind} and state <> 'completed'`.execute(db());
  expect(open.rows[0]!.n).toBe(0);
  const byWorker = await sql<{ worker: string }>`select distinct worker from job_effects where job like ${prefix} order by worker`.execute(db());
  expect(byWorker.rows.map((r) => r.worker)).toEqual(['one', 'two']);
}
