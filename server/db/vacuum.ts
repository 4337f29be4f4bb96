import type { Database } from './open';

/** A table PostgreSQL's autovacuum would take now: its schema, name, and whether it needs a vacuum or only new statistics. */
interface Due {
  schema: string;
  table: string;
  vacuum: boolean;
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * What PGlite lacks (decision 0288): it runs no autovacuum, so the rows every update leaves dead
 * (wallets, rounds, the job queue's own) pile up and every read wades through them, and the
 * planner's statistics go stale as tables grow. This does what autovacuum would, with its default
 * thresholds: each table with more dead rows than 50 + 20% of its live ones is vacuumed and
 * analysed, each with more changes since its last statistics than 50 + 10% only analysed. It runs
 * with the engine to itself (`exclusive`), between transactions, since VACUUM cannot run inside
 * one, and takes only the tables that need it, so the pause is a few milliseconds when little
 * changed. Answers the tables it took; on PostgreSQL, which vacuums itself, nothing.
 */
export async function vacuumEmbedded(database: Pick<Database, 'kind' | 'exclusive'>): Promise<string[]> {
  if (database.kind !== 'pglite' || !database.exclusive) return [];
  return database.exclusive(async (lite) => {
    const { rows } = await lite.query<Due>(`
      select schemaname as schema, relname as "table", n_dead_tup > 50 + 0.2 * n_live_tup as vacuum
      from pg_stat_user_tables
      where n_dead_tup > 50 + 0.2 * n_live_tup or n_mod_since_analyze > 50 + 0.1 * n_live_tup
      order by schemaname, relname`);
    for (const t of rows) await lite.exec(`${t.vacuum ? 'vacuum analyze' : 'analyze'} ${quoted(t.schema)}.${quoted(t.table)}`);
    return rows.map((t) => `${t.schema}.${t.table}`);
  });
}
