import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { projectRoot } from '../config';
import { migrate } from '../db/migrate';
import { openDatabase, type Database } from '../db/open';
import type { Tables } from '../db/tables';
import { engine, freshDatabase, type FreshDatabase } from '../../tests/helpers/freshDatabase';
import { enqueue, JobQueue } from './JobQueue';

let fresh: FreshDatabase;
// Replaced by the restart test: later tests use the reopened database.
let database: Database;
beforeAll(async () => {
  fresh = await freshDatabase();
  database = fresh.database;
  await migrate(database);
  // What a job's work leaves behind: one row per run that committed, naming the queue that ran it.
  await sql`create table job_effects (job text not null, queue text not null)`.execute(database.db);
});
afterAll(() => fresh.dispose());

const db = () => database.db;
const inAnHour = () => new Date(Date.now() + 3_600_000);

interface Payload {
  job: string;
}
interface JobRow {
  payload: Payload;
  attempts: number;
  last_error: string | null;
  run_at: Date;
  done_at: Date | null;
  failed_at: Date | null;
}

/** A handler that does the job's work: records it in job_effects. */
const recordEffect =
  (queue = 'q') =>
  async (payload: Payload, trx: Kysely<Tables>) => {
    await sql`insert into job_effects (job, queue) values (${payload.job}, ${queue})`.execute(trx);
  };
const jobs = async (kind: string, key: string) =>
  (await sql<JobRow>`select payload, attempts, last_error, run_at, done_at, failed_at from jobs where kind = ${kind} and key = ${key}`.execute(db())).rows;
const effects = async (job: string) => (await sql<{ n: number }>`select count(*)::int as n from job_effects where job = ${job}`.execute(db())).rows[0]!.n;
const makeDue = (kind: string) => sql`update jobs set run_at = now() - interval '1 second' where kind = ${kind}`.execute(db());
const schedule = (kind: string, key: string, runAt?: Date) =>
  db()
    .transaction()
    .execute((trx) => enqueue(trx, { kind, key, runAt, payload: { job: `${kind}:${key}` } }));

describe(`the job queue on ${engine}`, () => {
  it('has no job when the transaction that scheduled it rolls back', async () => {
    const work = db()
      .transaction()
      .execute(async (trx) => {
        await enqueue(trx, { kind: 'effect', key: 'undone', payload: { job: 'effect:undone' } });
        throw new Error('the work failed');
      });
    await expect(work).rejects.toThrow('the work failed');
    expect(await jobs('effect', 'undone')).toEqual([]);
    const queue = new JobQueue(db()).handle('effect', recordEffect());
    expect(await queue.runDue()).toBe(0);
  });

  it('runs a committed job once when it falls due, and not before', async () => {
    expect(await schedule('later', 'a', inAnHour())).toBe(true);
    const queue = new JobQueue(db()).handle('later', recordEffect());
    expect(await queue.runDue()).toBe(0);
    expect(await effects('later:a')).toBe(0);

    await makeDue('later');
    expect(await queue.runDue()).toBe(1);
    expect(await queue.runDue()).toBe(0);
    expect(await effects('later:a')).toBe(1);
    const [row] = await jobs('later', 'a');
    expect(row!.done_at).toBeInstanceOf(Date);
    expect(row!.attempts).toBe(0);
  });

  it('keeps one job for the same kind and key scheduled twice, with the first payload', async () => {
    expect(await enqueue(db(), { kind: 'twice', key: 'k', payload: { job: 'first' } })).toBe(true);
    expect(await enqueue(db(), { kind: 'twice', key: 'k', payload: { job: 'second' } })).toBe(false);
    expect((await jobs('twice', 'k')).map((r) => r.payload)).toEqual([{ job: 'first' }]);
    // Another kind with the same key is another job.
    expect(await enqueue(db(), { kind: 'twice-other', key: 'k' })).toBe(true);

    const queue = new JobQueue(db()).handle('twice', recordEffect());
    expect(await queue.runDue()).toBe(1);
    // Done jobs are kept, so scheduling it again still does nothing.
    expect(await enqueue(db(), { kind: 'twice', key: 'k', payload: { job: 'third' } })).toBe(false);
    expect(await queue.runDue()).toBe(0);
    expect(await effects('first')).toBe(1);
  });

  it('undoes the work of a handler that throws, records the attempt and runs the job again later', async () => {
    await schedule('flaky', 'a');
    let calls = 0;
    const queue = new JobQueue(db()).handle<Payload>('flaky', async (payload, trx) => {
      await recordEffect()(payload, trx);
      if (++calls === 1) throw new Error('provider unavailable');
    });
    expect(await queue.runDue()).toBe(1);
    expect(await effects('flaky:a')).toBe(0);
    const [failed] = await jobs('flaky', 'a');
    expect(failed).toMatchObject({ attempts: 1, last_error: 'provider unavailable', done_at: null, failed_at: null });
    expect(failed!.run_at.getTime()).toBeGreaterThan(Date.now() + 20_000);

    expect(await queue.runDue()).toBe(0);
    await makeDue('flaky');
    expect(await queue.runDue()).toBe(1);
    expect(await effects('flaky:a')).toBe(1);
    const [done] = await jobs('flaky', 'a');
    expect(done).toMatchObject({ attempts: 1, last_error: 'provider unavailable', failed_at: null });
    expect(done!.done_at).toBeInstanceOf(Date);
  });

  it('leaves a job failed, and no longer tries it, after its last attempt', async () => {
    await schedule('broken', 'a');
    const queue = new JobQueue(db(), { maxAttempts: 2 }).handle('broken', async () => {
      throw new Error('always');
    });
    expect(await queue.runDue()).toBe(1);
    await makeDue('broken');
    expect(await queue.runDue()).toBe(1);
    const [row] = await jobs('broken', 'a');
    expect(row).toMatchObject({ attempts: 2, last_error: 'always', done_at: null });
    expect(row!.failed_at).toBeInstanceOf(Date);
    await makeDue('broken');
    expect(await queue.runDue()).toBe(0);
    expect((await jobs('broken', 'a'))[0]!.attempts).toBe(2);
  });

  it('leaves alone a job whose kind has no handler in this process', async () => {
    await schedule('elsewhere', 'a');
    expect(await new JobQueue(db()).runDue()).toBe(0);
    expect(await new JobQueue(db()).handle('effect', recordEffect()).runDue()).toBe(0);
    expect(await jobs('elsewhere', 'a')).toMatchObject([{ attempts: 0, done_at: null, failed_at: null }]);
  });

  it('runs due jobs once started, and stops only after the job in hand has committed', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let entered!: () => void;
    const inHandler = new Promise<void>((r) => (entered = r));
    const queue = new JobQueue(db(), { pollMs: 10 }).handle<Payload>('slow', async (payload, trx) => {
      entered();
      await gate;
      await recordEffect()(payload, trx);
    });
    queue.start();
    await schedule('slow', 'a');
    await inHandler;

    let stopped = false;
    const stopping = queue.stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(await effects('slow:a')).toBe(1);
    expect((await jobs('slow', 'a'))[0]!.done_at).toBeInstanceOf(Date);
  });

  it('runs each job once when two queues on one database work at the same time', async () => {
    const keys = Array.from({ length: 40 }, (_, i) => `j${i}`);
    await db()
      .transaction()
      .execute(async (trx) => {
        for (const key of keys) await enqueue(trx, { kind: 'shared', key, payload: { job: `shared:${key}` } });
      });
    const queues = ['one', 'two'].map((name) => new JobQueue(db()).handle('shared', recordEffect(name)));
    await Promise.all(queues.map((q) => q.runDue()));
    await expectEachRanOnce('shared', keys.length);
  });

  it('keeps a due job across a restart, and a new queue runs it', async () => {
    await schedule('restart', 'a');
    await database.close();
    database = await fresh.reopen();
    const queue = new JobQueue(db()).handle('restart', recordEffect());
    expect(await queue.runDue()).toBe(1);
    expect(await effects('restart:a')).toBe(1);
  });
});

describe.skipIf(engine !== 'postgres')('the job queue in two processes on one PostgreSQL database', () => {
  let other: Database;
  beforeAll(async () => {
    other = await openDatabase({ databaseUrl: fresh.url, dataDir: '' });
  });
  afterAll(() => other.close());

  it('runs each of 200 jobs exactly once when both take jobs at the same time', async () => {
    const keys = Array.from({ length: 200 }, (_, i) => `j${i}`);
    await db()
      .transaction()
      .execute(async (trx) => {
        for (const key of keys) await enqueue(trx, { kind: 'contended', key, payload: { job: `contended:${key}` } });
      });
    const slowEffect = (queue: string) => async (payload: Payload, trx: Kysely<Tables>) => {
      // A moment inside the transaction, so the other process meets locked rows.
      await new Promise((r) => setTimeout(r, Math.random() * 3));
      await recordEffect(queue)(payload, trx);
    };
    const queues = [
      new JobQueue(db()).handle('contended', slowEffect('one')),
      new JobQueue(other.db).handle('contended', slowEffect('two')),
    ];
    // Two loops per process: a worker takes jobs while its other worker holds one.
    const workers = queues.flatMap((q) => [q, q]).map(async (q) => {
      while ((await q.runDue()) > 0);
    });
    await Promise.all(workers);
    await expectEachRanOnce('contended', keys.length);
  });

  it('skips a job another process holds, and runs it once that process dies mid-job', async () => {
    await schedule('crash', 'a');
    const dying = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', dyingWorker], {
      cwd: projectRoot,
      env: { ...process.env, JOB_DATABASE_URL: fresh.url },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((r) => dying.on('exit', r));
    await new Promise<void>((resolve, reject) => {
      dying.stdout.on('data', (d: Buffer) => d.toString().includes('holding') && resolve());
      dying.on('exit', (code) => reject(new Error(`the worker ended (${code}) before taking the job`)));
    });

    const survivor = new JobQueue(other.db).handle('crash', recordEffect('survivor'));
    expect(await survivor.runDue()).toBe(0);
    dying.kill('SIGKILL');
    await exited;
    // PostgreSQL ends the dead process's transaction when it notices the closed connection.
    const until = Date.now() + 10_000;
    while ((await survivor.runDue()) === 0) {
      if (Date.now() > until) throw new Error('the job stayed locked after its worker died');
      await new Promise((r) => setTimeout(r, 50));
    }
    expect((await sql<{ queue: string }>`select queue from job_effects where job = 'crash:a'`.execute(db())).rows).toEqual([{ queue: 'survivor' }]);
    expect(await jobs('crash', 'a')).toMatchObject([{ attempts: 0, last_error: null, failed_at: null }]);
  });
});

/** A worker process whose handler does its work, then hangs with the job in hand until it is killed. */
const dyingWorker = `
  import { sql } from 'kysely';
  import { openDatabase } from './server/db/open.ts';
  import { JobQueue } from './server/jobs/JobQueue.ts';
  const database = await openDatabase({ databaseUrl: process.env.JOB_DATABASE_URL, dataDir: '' });
  const queue = new JobQueue(database.db).handle('crash', async (payload, trx) => {
    await sql\`insert into job_effects (job, queue) values (\${payload.job}, 'dying')\`.execute(trx);
    process.stdout.write('holding\\n');
    await new Promise(() => undefined);
  });
  await queue.runDue();
`;

/** Every job of the kind is done, its work committed exactly once, and both queues took part. */
async function expectEachRanOnce(kind: string, count: number) {
  const prefix = `${kind}:%`;
  const repeated = await sql`select job from job_effects where job like ${prefix} group by job having count(*) <> 1`.execute(db());
  expect(repeated.rows).toEqual([]);
  const total = await sql<{ n: number }>`select count(*)::int as n from job_effects where job like ${prefix}`.execute(db());
  expect(total.rows[0]!.n).toBe(count);
  const open = await sql<{ n: number }>`select count(*)::int as n from jobs where kind = ${kind} and done_at is null`.execute(db());
  expect(open.rows[0]!.n).toBe(0);
  const byQueue = await sql<{ queue: string }>`select distinct queue from job_effects where job like ${prefix} order by queue`.execute(db());
  expect(byQueue.rows.map((r) => r.queue).length).toBe(2);
}
