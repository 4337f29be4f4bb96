import { sql, type Kysely } from 'kysely';
import type { Tables } from '../db/tables';

export interface NewJob {
  /** Which handler runs it. */
  kind: string;
  /** The one piece of work within its kind (a withdrawal's id): the same kind and key again is the same job. */
  key: string;
  /** Not run before this; default: at once. */
  runAt?: Date;
  /** Handed to the handler, as JSON. */
  payload?: unknown;
}

/**
 * Schedules a job with `db`, which should be the transaction doing the work that calls for it: the
 * job then exists exactly when that work committed. False when this kind and key was scheduled
 * before (done or not), which leaves that job as it was.
 */
export async function enqueue(db: Kysely<Tables>, job: NewJob): Promise<boolean> {
  const inserted = await sql<{ id: string }>`
    insert into jobs (kind, key, run_at, payload)
    values (${job.kind}, ${job.key}, ${job.runAt ?? sql`now()`}, ${JSON.stringify(job.payload ?? {})}::jsonb)
    on conflict (kind, key) do nothing
    returning id`.execute(db);
  return inserted.rows.length === 1;
}

/**
 * Does a job's work. `trx` is the transaction that holds the job: every query goes through it, so
 * the work commits together with the job being marked done, or not at all (and on the embedded
 * database, a query outside it would wait for it forever).
 */
export type JobHandler<P = unknown> = (payload: P, trx: Kysely<Tables>) => Promise<void>;

export interface JobQueueOptions {
  /** How long a started queue waits before looking again once nothing is due; default 1000. */
  pollMs?: number;
  /** Failed runs after which a job is left failed instead of tried again; default 10. */
  maxAttempts?: number;
  /** Told when a run could not finish at all (the database failed, not the handler); default: ignored, the next poll tries again. */
  onError?: (err: unknown) => void;
}

// A failed job waits longer after each attempt, up to a few minutes, so a payment provider that is
// down is not hammered and one that comes back is tried again soon.
const RETRY_STEP_SECONDS = 30;
const RETRY_MAX_SECONDS = 300;

interface ClaimedJob {
  id: string;
  kind: string;
  payload: unknown;
}

/**
 * Runs jobs (migration 021) when they fall due, from any number of processes on one database. A
 * job is claimed with FOR UPDATE SKIP LOCKED and run and marked done in that same transaction: the
 * row lock, held for the whole run, keeps every other worker off it, and a crash rolls back the
 * work and the claim together, so the job is due again after a restart and is done exactly once.
 * A handler that throws has its work undone and the attempt recorded, and the job is tried again
 * later. Only kinds with a handler in this process are claimed.
 */
export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly pollMs: number;
  private readonly maxAttempts: number;
  private readonly onError: (err: unknown) => void;
  private running = false;
  private loop: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private wake: (() => void) | null = null;

  constructor(
    private readonly db: Kysely<Tables>,
    opts: JobQueueOptions = {},
  ) {
    // Claims must commit on their own, not with some caller's transaction.
    if (db.isTransaction) throw new Error('a job queue needs the database, not a transaction');
    this.pollMs = opts.pollMs ?? 1000;
    this.maxAttempts = opts.maxAttempts ?? 10;
    this.onError = opts.onError ?? (() => undefined);
  }

  handle<P>(kind: string, handler: JobHandler<P>): this {
    if (this.handlers.has(kind)) throw new Error(`jobs of kind ${kind} already have a handler`);
    this.handlers.set(kind, handler as JobHandler);
    return this;
  }

  /** Runs every job due now, one at a time; resolves to how many it ran, failed runs included. */
  runDue(): Promise<number> {
    return this.drain(() => true);
  }

  start(): void {
    if (this.loop) return;
    this.running = true;
    this.loop = this.work();
  }

  /** Stops looking for jobs; resolves once the job in hand, if any, has committed or rolled back. */
  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.wake?.();
    await this.loop;
    this.loop = null;
  }

  private async work(): Promise<void> {
    while (this.running) {
      try {
        await this.drain(() => this.running);
      } catch (err) {
        this.onError(err);
      }
      if (!this.running) break;
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        this.timer = setTimeout(resolve, this.pollMs);
      });
    }
  }

  private async drain(keepGoing: () => boolean): Promise<number> {
    let ran = 0;
    // A run that fails pushes its job later, so this ends even when every due job fails.
    while (keepGoing() && (await this.runOne())) ran++;
    return ran;
  }

  /** Claims, runs and settles one due job; false when none is due. */
  private async runOne(): Promise<boolean> {
    const kinds = [...this.handlers.keys()];
    if (!kinds.length) return false;
    let claimed: ClaimedJob | undefined;
    try {
      return await this.db.transaction().execute(async (trx) => {
        claimed = (
          await sql<ClaimedJob>`
            select id, kind, payload from jobs
            where done_at is null and failed_at is null and run_at <= now() and kind in (${sql.join(kinds)})
            order by run_at, id
            limit 1
            for update skip locked`.execute(trx)
        ).rows[0];
        if (!claimed) return false;
        // The handler's work is undone back to here when it throws, and the attempt is recorded
        // while the row is still locked, so no other worker takes the job before it is pushed later.
        await sql`savepoint job`.execute(trx);
        try {
          await this.handlers.get(claimed.kind)!(claimed.payload, trx);
        } catch (err) {
          await sql`rollback to savepoint job`.execute(trx);
          await this.recordFailure(trx, claimed.id, err);
          return true;
        }
        await sql`update jobs set done_at = now() where id = ${claimed.id}`.execute(trx);
        return true;
      });
    } catch (err) {
      // The transaction itself failed (commit refused, connection lost): everything in it is gone,
      // so the attempt is recorded on its own, unless another worker has meanwhile settled the job.
      if (claimed) await this.recordFailure(this.db, claimed.id, err);
      throw err;
    }
  }

  private async recordFailure(db: Kysely<Tables>, id: string, err: unknown): Promise<void> {
    await sql`
      update jobs set
        attempts = attempts + 1,
        last_error = ${err instanceof Error ? err.message : String(err)},
        run_at = now() + make_interval(secs => least(${sql.lit(RETRY_STEP_SECONDS)} * (attempts + 1), ${sql.lit(RETRY_MAX_SECONDS)})),
        failed_at = case when attempts + 1 >= ${this.maxAttempts} then now() end
      where id = ${id} and done_at is null and failed_at is null`.execute(db);
  }
}
