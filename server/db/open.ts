import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { ConnectionMutex, PGliteDialect } from './pgliteDialect';
import type { Tables } from './tables';

/** Runs SQL text that may hold several statements, all inside one transaction. */
export type RunInTransaction = (work: (exec: (sql: string, params?: unknown[]) => Promise<unknown[]>) => Promise<void>) => Promise<void>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Kysely<Tables>;
  /** Multi-statement SQL inside one transaction: what migrations need and Kysely cannot send on PGlite. */
  runInTransaction: RunInTransaction;
  /**
   * Hears NOTIFY on a channel: on PostgreSQL through a connection of its own, opened again when it
   * drops (`onReconnect` then, since what was said meanwhile is lost); on PGlite from the engine itself.
   */
  listen(channel: string, onNotify: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  /** PGlite only: the bytes of the engine's WebAssembly memory, which grows with use and never shrinks. */
  engineMemory?(): number;
  /**
   * PGlite only: runs `work` with the engine to itself, in its turn among Kysely's queries, so a
   * statement sent straight to the engine (the job queue's) never lands inside a request's open
   * transaction. `work` must leave no transaction open.
   */
  exclusive?: <T>(work: (engine: PGlite) => Promise<T>) => Promise<T>;
  /** PostgreSQL only: the URL it was opened with, for a pool of another library's own (the job queue's). */
  url?: string;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres://… — when set, PostgreSQL through `pg`; otherwise the embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; `memory://` keeps nothing. */
  dataDir: string;
  /** Told when PostgreSQL drops an idle connection (a restart, an administrator); default: ignored. */
  onConnectionLost?: (err: Error) => void;
  /** PostgreSQL connections the pool may hold at once; default 10. */
  poolSize?: number;
  /**
   * PGlite only: a data folder dumped from an engine that already ran initdb, loaded into an empty
   * `dataDir` instead of running initdb again (seconds saved per database, which tests open by the dozen).
   */
  loadDataDir?: Blob;
}

// int8 (counts, money in minor units) arrives as a string from `pg`; keep it a string on both
// engines so money never passes through a float.
pg.types.setTypeParser(20, (v) => v);

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    // An idle connection that PostgreSQL ends makes the pool emit 'error'; unheard, that would end
    // the process. The pool has already dropped the connection and opens a new one when asked.
    pool.on('error', (err) => opts.onConnectionLost?.(err));
    // A connection in use (a transaction waiting on something else, a scheduled job's) is not the
    // pool's to hear: its own 'error', unheard, would end the process. The query on it fails and
    // its transaction rolls back; the pool replaces the connection.
    pool.on('connect', (client) => client.on('error', (err) => opts.onConnectionLost?.(err)));
    const ownNotices = new OwnNotices();
    pool.on('remove', (client) => ownNotices.forget(client));
    // Every connection handed out hears this process's channels before the caller's first query:
    // a connection takes one query at a time, and `pg` will stop queueing a second behind the first.
    const connect = async () => {
      const client = await pool.connect();
      await ownNotices.hearOn(client);
      return client;
    };
    const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool: { connect, end: () => pool.end() } }) });
    return {
      kind: 'postgres',
      db,
      url: opts.databaseUrl,
      async runInTransaction(work) {
        const client = await connect();
        try {
          await client.query('begin');
          await work(async (sql, params) => (await client.query<Record<string, unknown>>(sql, params)).rows);
          await client.query('commit');
        } catch (err) {
          await client.query('rollback').catch(() => undefined);
          throw err;
        } finally {
          client.release();
        }
      },
      async listen(channel, onNotify, onReconnect) {
        const stopOwn = ownNotices.add(channel, onNotify);
        try {
          const stop = await listenOnPostgres(opts.databaseUrl!, channel, onNotify, onReconnect, (pid) => ownNotices.hears(pid, channel));
          return async () => {
            stopOwn();
            await stop();
          };
        } catch (err) {
          stopOwn();
          throw err;
        }
      },
      close: () => db.destroy(),
    };
  }
  if (!opts.dataDir.startsWith('memory://')) mkdirSync(opts.dataDir, { recursive: true });
  const lite = await PGlite.create(opts.dataDir, {
    parsers: { 20: (v: string) => v },
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  const mutex = new ConnectionMutex();
  const db = new Kysely<Tables>({ dialect: new PGliteDialect(lite, mutex) });
  return {
    kind: 'pglite',
    db,
    async exclusive(work) {
      const release = await mutex.lock();
      try {
        return await work(lite);
      } finally {
        release();
      }
    },
    async runInTransaction(work) {
      await lite.transaction(async (tx) => {
        await work(async (sql, params) => {
          if (params && params.length) return (await tx.query(sql, params)).rows;
          const results = await tx.exec(sql);
          return results.at(-1)?.rows ?? [];
        });
      });
    },
    async listen(channel, onNotify) {
      return lite.listen(channel, onNotify);
    },
    // The engine's WebAssembly heap, which PGlite's types do not describe.
    engineMemory: () => (lite as unknown as { Module: { HEAPU8: Uint8Array } }).Module.HEAPU8.byteLength,
    close: () => db.destroy(),
  };
}

const RECONNECT_MS = 1000;

/** A pooled connection's backend process, which `pg` knows but does not type. */
type ProcessOf = { processID?: number | null };

/**
 * What this process commits, it hears before the commit returns, as on PGlite. The listening
 * connection hears other backends a moment after their commit, and so after the response that
 * made the change may have reached the user: a session just locked, or a balance just spent,
 * would then still be served from memory to the user's next request. So each pooled connection
 * listens too and takes the notices its own backend sent, which PostgreSQL delivers to it ahead
 * of the commit's reply; the listening connection leaves those to it once its LISTEN has answered.
 * Behind a pooler that hides the backend's process ID (PgBouncer in transaction mode) the two never
 * match, and every notice comes through the listening connection, a moment later, as before.
 */
class OwnNotices {
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();
  private readonly listening = new WeakMap<pg.PoolClient, Set<string>>();
  /** The channels each pooled backend hears itself on, by process ID. */
  private readonly backends = new Map<number, Set<string>>();

  /** Whether a notice from this backend on this channel was already heard by its own connection. */
  hears(processId: number, channel: string): boolean {
    return this.backends.get(processId)?.has(channel) ?? false;
  }

  forget(client: pg.PoolClient): void {
    const pid = (client as ProcessOf).processID;
    if (pid != null) this.backends.delete(pid);
  }

  add(channel: string, onNotify: (payload: string) => void): () => void {
    const set = this.handlers.get(channel) ?? new Set();
    this.handlers.set(channel, set.add(onNotify));
    return () => set.delete(onNotify);
  }

  /** Called as the pool hands out a connection: its LISTENs are answered before the caller's first query. */
  async hearOn(client: pg.PoolClient): Promise<void> {
    let channels = this.listening.get(client);
    if (!channels) {
      channels = new Set();
      this.listening.set(client, channels);
      client.on('notification', (n) => {
        if (n.processId !== (client as ProcessOf).processID) return;
        for (const handler of this.handlers.get(n.channel) ?? []) handler(n.payload ?? '');
      });
      // A connection lost may not have read its last notice: from then on the listening one carries them.
      client.once('end', () => this.forget(client));
      client.once('error', () => this.forget(client));
    }
    for (const channel of this.handlers.keys()) {
      if (channels.has(channel)) continue;
      channels.add(channel);
      // If the LISTEN fails, the listening connection carries the notice.
      try {
        await client.query(`listen ${pg.escapeIdentifier(channel)}`);
        const pid = (client as ProcessOf).processID;
        if (pid != null) this.backends.set(pid, (this.backends.get(pid) ?? new Set()).add(channel));
      } catch {
        // Nothing to do: see above.
      }
    }
  }

}

/** LISTEN on a connection outside the pool, which a pooled query would otherwise hold hostage. */
async function listenOnPostgres(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onReconnect?: () => void,
  heardAlready: (processId: number) => boolean = () => false,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  // A dropped connection (PostgreSQL restarted, an administrator) is opened again; until then the
  // caller's own periodic check covers what is missed.
  const reconnectLater = () => {
    if (stopped) return;
    retry = setTimeout(() => void connect().then(() => onReconnect?.(), reconnectLater), RECONNECT_MS);
    retry.unref();
  };
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => n.channel === channel && !heardAlready(n.processId) && onNotify(n.payload ?? ''));
    c.on('error', () => undefined);
    c.on('end', () => {
      if (client !== c) return;
      client = null;
      reconnectLater();
    });
    try {
      await c.connect();
      await c.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      await c.end().catch(() => undefined);
      throw err;
    }
    if (stopped) await c.end();
    else client = c;
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
    client = null;
  };
}
