import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './open';

export const migrationsDir = new URL('./migrations/', import.meta.url).pathname;

export class MigrationError extends Error {
  constructor(
    readonly migration: string,
    override readonly cause: unknown,
  ) {
    super(`migration ${migration} failed: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

export function listMigrations(dir = migrationsDir): string[] {
  return readdirSync(dir).filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f)).sort();
}

/**
 * The key of the advisory lock every migration transaction takes: two processes started together
 * on one database take turns, and the second finds the first one's work recorded.
 */
export const MIGRATION_LOCK_KEY = 0x4d51_4d49; // "MQMI"

/**
 * Applies every migration not yet recorded, in name order, each in its own transaction together
 * with its record, so a failing one leaves the database as the previous one left it. Each
 * transaction first takes the migration lock and then checks the record again, so a migration
 * another process applied meanwhile is skipped, not applied twice.
 * `upTo` stops after the named migration (the migration test uses it to build older databases).
 */
export async function migrate(database: Database, opts: { dir?: string; upTo?: string } = {}): Promise<string[]> {
  const dir = opts.dir ?? migrationsDir;
  const lock = (exec: (sql: string, params?: unknown[]) => Promise<unknown[]>) => exec('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
  await database.runInTransaction(async (exec) => {
    // Two "create table if not exists" at once can still collide in the catalog: this too waits its turn.
    await lock(exec);
    await exec('create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())');
  });
  const done = new Set(
    (await database.db.selectFrom('schema_migrations').select('name').execute()).map((r) => r.name),
  );
  const applied: string[] = [];
  for (const name of listMigrations(dir)) {
    if (opts.upTo && name > opts.upTo) break;
    if (done.has(name)) continue;
    const sql = readFileSync(join(dir, name), 'utf8');
    let ran = false;
    try {
      await database.runInTransaction(async (exec) => {
        await lock(exec);
        if ((await exec('select 1 from schema_migrations where name = $1', [name])).length) return;
        await exec(sql);
        await exec('insert into schema_migrations (name) values ($1)', [name]);
        ran = true;
      });
    } catch (err) {
      throw new MigrationError(name, err);
    }
    if (ran) applied.push(name);
  }
  return applied;
}
