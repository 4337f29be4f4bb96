import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrate } from './migrate';
import { tableColumns } from './tables';
import { engine, freshDatabase, type FreshDatabase } from '../../tests/helpers/freshDatabase';

// Kysely checks queries against server/db/tables.ts, not against the database: this keeps the two
// the same after every migration.

let fresh: FreshDatabase;
let columns: Map<string, Set<string>>;
beforeAll(async () => {
  fresh = await freshDatabase();
  await migrate(fresh.database);
  const rows = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'`.execute(fresh.database.db);
  columns = new Map();
  for (const r of rows.rows) {
    if (!columns.has(r.table_name)) columns.set(r.table_name, new Set());
    columns.get(r.table_name)!.add(r.column_name);
  }
});
afterAll(() => fresh.dispose());

const listed = Object.entries(tableColumns) as Array<[string, readonly string[]]>;

describe(`server/db/tables.ts against the migrated database on ${engine}`, () => {
  it.each(listed)('%s exists with every column tables.ts names, and no other', (table, cols) => {
    expect(columns.has(table), `no table ${table}`).toBe(true);
    expect([...columns.get(table)!].sort()).toEqual([...cols].sort());
  });

  it('names every table of the public schema', () => {
    const unlisted = [...columns.keys()].filter((t) => t !== 'schema_migrations' && !(t in tableColumns));
    expect(unlisted).toEqual([]);
  });
});
