import { createHash } from 'node:crypto';
import { type Kysely } from 'kysely';
import { fromKysely, PgBoss, type ConstructorOptions, type Db, type Job, type Queue } from 'pg-boss';
import type { Database } from '../db/open';
import type { Tables } from '../db/tables';

/** Where pg-boss keeps its tables, apart from ours: it creates and migrates the schema itself at start. */
export const JOBS_SCHEMA = 'pgboss';

export interface NewJob {
  /** Which queue, and so which handler, runs it. */
  kind: string;
  /** The one piece of work within its kind (a withdrawal's id): the same kind and key again is the same job. */
  key: string;
  /** Not run before this; default: at once. */
  runAt?: Date;
  /** Handed to the handler, as JSON. */
  payload?: object;
}

/**
 * Does a job's work. `trx` is the transaction that also marks the job done: every query goes through
 * it, so the work commits together with the job's completion, or not at all (and on the embedded
 * database, a query outside it would wait for it forever).
 */
/**
 * A job's work, in the transaction that marks the job done. It may return work for after that
 * commit: calls that cannot wait inside the transaction (the wallet API's own requests, which take a
 * connection of their own, the only one on PGlite). That work must be safe to do again, as the next
 * run does it when a process stops between the commit and its end.
 */
export type JobHandler<P = unknown> = (payload: P, trx: Kysely<Tables>, job: { id: string; retryCount: number }) => Promise<void | AfterCommit>;

/** What a job leaves to do once its claim has committed. */
export type AfterCommit = () => Promise<unknown>;

/** How a kind of job is retried and kept; pg-boss's queue options. */
export type QueueSettings = Omit<Queue, 'name' | 'partition' | 'policy'>;

/** What `Jobs.register` takes: a kind, its queue, its handler and, for work on the clock, its cron (UTC). */
export interface JobKind<P extends object = object> {
  kind: string;
  queue: QueueSettings;
  handle: JobHandler<P>;
  cron?: string;
}

const DAY = 24 * 3600;

/**
 * A kind's queue as every job here has it: `retryLimit` tries `retryDelay` seconds apart, then the job
 * goes to the kind's dead-letter queue `<kind>.failed` for an operator to see; a done job is kept
 * `keepDays` (pg-boss's own default, 7), so a key sent again within them is the same job.
 */
export function retriedQueue(kind: string, retryLimit: number, retryDelay: number, more: QueueSettings & { keepDays?: number } = {}): QueueSettings {
  const { keepDays = 7, ...rest } = more;
  return { retryLimit, retryDelay, deadLetter: `${kind}.failed`, deleteAfterSeconds: keepDays * DAY, ...rest };
}

export interface JobsOptions {
  /** Told of what pg-boss could not do in the background (a poll, a maintenance pass); default: ignored, it tries again. */
  onError?: (err: Error) => void;
  /** PostgreSQL: connections of the queue's own pool; default 3. */
  poolSize?: number;
  /** pg-boss's timings (polling, supervision, cron passes) and clock, for tests that cannot wait minutes. */
  tuning?: Pick<
    ConstructorOptions,
    'clock' | 'superviseIntervalSeconds' | 'monitorIntervalSeconds' | 'cronMonitorIntervalSeconds' | 'cronWorkerIntervalSeconds' | 'queueCacheIntervalSeconds'
  >;
}

export interface WorkOptions {
  /** How often an idle worker looks for a job; default 2 s, at least 0.5. */
  pollingIntervalSeconds?: number;
  /** Jobs of this kind this process runs at once; default 1. */
  localConcurrency?: number;
}

/**
 * The job queue: pg-boss (docs/decisions/0901-pg-boss-job-queue.md) on the app's database, PGlite
 * or PostgreSQL. A job is sent in the transaction that decided it, so it exists exactly when that
 * work committed; each handler runs in a transaction that first marks its job done, fenced to the
 * attempt it was handed, so the work and the completion commit together, once, whichever process
 * takes it. A handler that throws has its work undone and the job is retried as its queue says,
 * then moved to the queue's dead-letter queue, if it has one. A process that dies mid-job leaves
 * it active until it expires; then another worker takes it again.
 */
export class Jobs {
  private readonly boss: PgBoss;
  private readonly queues = new Set<string>();
  private readonly onError: (err: Error) => void;
  private started = false;

  constructor(
    private readonly database: Database,
    opts: JobsOptions = {},
  ) {
    const common: ConstructorOptions = { schema: JOBS_SCHEMA, ...opts.tuning };
    this.boss =
      database.kind === 'pglite'
        ? new PgBoss({ ...common, backend: 'pglite', db: enginePgBossDb(database) })
        : // A pool of its own: polling and maintenance never wait behind the requests' pool or hold
          // one of its connections, and pg-boss gets the session-pinned connections it wants for
          // its own transactions. Jobs sent with a request's work go through that request's transaction.
          new PgBoss({ ...common, connectionString: database.url!, max: opts.poolSize ?? 3, application_name: 'marquee-jobs' });
    this.onError = opts.onError ?? (() => undefined);
    // Unheard, an 'error' event would end the process; pg-boss retries on its next pass.
    this.boss.on('error', this.onError);
  }

  /** Creates pg-boss's schema, or migrates it to this version, and starts its supervision and cron passes. */
  async start(): Promise<void> {
    if (this.started) return;
    await this.boss.start();
    this.started = true;
  }

  /** Stops taking jobs; resolves once the jobs in hand have committed or rolled back, and the pool is closed. */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, timeout: 30_000, close: true });
  }

  /** Makes a kind's queue, or brings its settings to these; a kind is sent to and worked only once it has one. */
  async queue(kind: string, settings: QueueSettings = {}): Promise<void> {
    if (settings.deadLetter) await this.queue(settings.deadLetter);
    await this.boss.createQueue(kind, settings);
    // createQueue leaves an existing queue as it was: settings changed since are applied here.
    if (Object.keys(settings).length) await this.boss.updateQueue(kind, settings);
    this.queues.add(kind);
  }

  /**
   * Schedules a job with `db`, which should be the transaction doing the work that calls for it.
   * False when this kind and key was sent before and pg-boss still keeps it (done or not: a done job
   * is kept for its queue's `deleteAfterSeconds`), which leaves that job as it was.
   */
  async send(db: Kysely<Tables>, job: NewJob): Promise<boolean> {
    // The queue's settings are read from pg-boss's cache: one it never saw would be read with a
    // query of its own, which on PGlite would wait for this transaction forever.
    if (!this.queues.has(job.kind)) throw new Error(`jobs of kind ${job.kind} have no queue; call queue() at start`);
    const id = await this.boss.send(job.kind, job.payload ?? {}, {
      id: jobId(job.kind, job.key),
      ...(job.runAt ? { startAfter: job.runAt } : {}),
      db: fromKysely(db),
    });
    return id !== null;
  }

  /** Runs this kind's jobs as they fall due, in this process, next to any other process working them. */
  async work<P extends object>(kind: string, handler: JobHandler<P>, opts: WorkOptions = {}): Promise<void> {
    if (!this.queues.has(kind)) await this.queue(kind);
    await this.boss.work<P>(kind, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2, localConcurrency: opts.localConcurrency ?? 1 }, async ([job]) => {
      await this.runOnce(kind, job!, handler);
    });
  }

  /**
   * Sends `payload` to `kind` on a cron expression (UTC), once per occurrence whichever processes
   * run the cron passes; `key` tells apart several schedules of one kind.
   */
  /** A kind made ready in one call: its queue, this process's worker, and its schedule when it has one. */
  async register<P extends object>(job: JobKind<P>): Promise<void> {
    await this.queue(job.kind, job.queue);
    await this.work(job.kind, job.handle);
    if (job.cron) await this.schedule(job.kind, job.cron);
  }

  async schedule(kind: string, cron: string, payload: object = {}, opts: { key?: string } = {}): Promise<void> {
    if (!this.queues.has(kind)) await this.queue(kind);
    await this.boss.schedule(kind, cron, payload, { tz: 'UTC', ...(opts.key ? { key: opts.key } : {}) });
  }

  async unschedule(kind: string, key?: string): Promise<void> {
    await this.boss.unschedule(kind, key);
  }

  /** pg-boss itself, for what this module does not wrap (reading jobs, redriving a dead-letter queue). */
  get pgBoss(): PgBoss {
    return this.boss;
  }

  /** The job pg-boss stores for a kind and key, if it still keeps it. */
  async find(kind: string, key: string) {
    return (await this.boss.findJobs(kind, { id: jobId(kind, key) }))[0] ?? null;
  }

  private async runOnce<P>(kind: string, job: Job<P>, handler: JobHandler<P>): Promise<void> {
    const after = await this.database.db.transaction().execute(async (trx) => {
      // Completed first, in the transaction: on PostgreSQL the update holds the job's row until the
      // commit, so an expiry pass meanwhile waits and then finds it done. Fenced to this attempt: if
      // the claim lapsed and the job was retried, nothing is completed and this run does nothing.
      const done = (await this.boss.complete(kind, { id: job.id, retryCount: job.retryCount }, null, { db: fromKysely(trx) })) as { affected: number };
      if (done.affected !== 1) throw new Error(`job ${job.id} of ${kind} is no longer this worker's (attempt ${job.retryCount})`);
      return handler(job.data, trx, { id: job.id, retryCount: job.retryCount });
    });
    // The job is done whatever happens now: a failure here is told, and the next run does it again.
    if (after) await after().catch((err: unknown) => this.onError(err instanceof Error ? err : new Error(String(err))));
  }
}

/** The job's id in pg-boss: a UUID drawn from its kind and key, so sending the same thing twice finds the first. */
export function jobId(kind: string, key: string): string {
  const h = createHash('sha256').update(`${kind}\u0000${key}`).digest('hex');
  // Shaped as a version-5-style UUID (name-based), which pg-boss's uuid column takes.
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * pg-boss's statements on the embedded database, each in its turn among Kysely's queries (see
 * pgliteDialect.ts). Text without parameters is pg-boss's multi-statement SQL (its schema, its
 * locked blocks): it goes to `exec`, and the rows of every statement are returned, so a RETURNING
 * before a trailing COMMIT is not lost. A block that fails part-way is rolled back before the turn
 * passes on, so the next holder does not inherit an aborted transaction.
 */
function enginePgBossDb(database: Database): Db {
  const exclusive = database.exclusive!;
  return {
    executeSql: (text, values) =>
      exclusive(async (lite) => {
        try {
          if (values?.length) return { rows: (await lite.query(text, values)).rows };
          const results = await lite.exec(text);
          return { rows: results.flatMap((r) => r.rows ?? []) };
        } catch (err) {
          if (lite.isInTransaction()) await lite.exec('rollback').catch(() => undefined);
          throw err;
        }
      }),
    // One session: what pg-boss needs set on every session (a test clock) is set once.
    setSessionStatements: (statements) =>
      exclusive(async (lite) => {
        for (const statement of statements) await lite.exec(statement);
      }),
  };
}
