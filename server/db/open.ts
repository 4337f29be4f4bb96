import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pgliteDialect';
import type { Tables } from './tables';

/** Runs SQL text that may hold several statements, all inside one transaction. */
export type RunInTransaction = (work: (exec: (sql: string, params?: unknown[]) => Promise<unknown[]>) => Promise<void>) => Promise<void>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Kysely<Tables>;
  /** Multi-statement SQL inside one transaction: what migrations need and Kysely cannot send on PGlite. */
  runInTransaction: RunInTransaction;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres://… — when set, PostgreSQL through `pg`; otherwise the embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; `memory://` keeps nothing. */
  dataDir: string;
  /** Told when PostgreSQL drops an idle connection (a restart, an administrator); default: ignored. */
  onConnectionLost?: (err: Error) => void;
}

// int8 (counts, money in minor units) arrives as a string from `pg`; keep it a string on both
// engines so money never passes through a float.
pg.types.setTypeParser(20, (v) => v);

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection that PostgreSQL ends makes the pool emit 'error'; unheard, that would end
    // the process. The pool has already dropped the connection and opens a new one when asked.
    pool.on('error', (err) => opts.onConnectionLost?.(err));
    const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
    return {
      kind: 'postgres',
      db,
      async runInTransaction(work) {
        const client = await pool.connect();
        try {
          await client.query('begin');
          await work(async (sql, params) => (await client.query(sql, params)).rows);
          await client.query('commit');
        } catch (err) {
          await client.query('rollback').catch(() => undefined);
          throw err;
        } finally {
          client.release();
        }
      },
      close: () => db.destroy(),
    };
  }
  if (!opts.dataDir.startsWith('memory://')) mkdirSync(opts.dataDir, { recursive: true });
  const lite = await PGlite.create(opts.dataDir, {
    parsers: { 20: (v: string) => v },
  });
  const db = new Kysely<Tables>({ dialect: new PGliteDialect(lite) });
  return {
    kind: 'pglite',
    db,
    async runInTransaction(work) {
      await lite.transaction(async (tx) => {
        await work(async (sql, params) => {
          if (params && params.length) return (await tx.query(sql, params)).rows;
          const results = await tx.exec(sql);
          return results.at(-1)?.rows ?? [];
        });
      });
    },
    close: () => db.destroy(),
  };
}
