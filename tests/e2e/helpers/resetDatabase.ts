import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../../server/db/tables';

/**
 * The browser tests share one server and one database per worker, so each test starts from the
 * database as the seed left it: a snapshot taken once, right after start-up, restored before
 * every test. Only the tables written since the last restore are put back (a statement trigger
 * marks them), so a test that only reads pages costs one small query.
 *
 * Every table of the public schema takes part, so a table a later migration adds is covered
 * without a change here, except these, which belong to the server rather than to a test:
 */
const untouched = new Set([
  // Migration bookkeeping and seed markers: the seed must not run again.
  'schema_migrations',
  'meta',
  // Must only grow: a server that cached brands at a revision would not reload if it went back.
  'brand_revision',
  // The server makes its key pair on first use and caches it; putting it back would only cost a new key.
  'rsa_keys',
]);

/** Where the copies live, beside the application's tables. */
const schema = 'e2e_snapshot';

export interface DatabaseSnapshot {
  /** Tables restored, with the tables whose foreign keys point at them (a truncate must take those too). */
  tables: string[];
  /** table → the tables that reference it. */
  referencedBy: Map<string, string[]>;
  /** table → its serial sequences with their values at snapshot time. */
  sequences: Map<string, Array<{ name: string; lastValue: string; isCalled: boolean }>>;
  /** Parents before children: the order to insert rows back in. */
  insertOrder: string[];
  /** table → the columns a restore writes: all but those the database computes (generated columns). */
  columns: Map<string, string[]>;
}

const ident = (name: string) => sql.id(name);
const snapIdent = (name: string) => sql.id(schema, name);

/**
 * Copies every table into the snapshot schema and installs the triggers that mark a table as
 * written. Call once, when the server has started (migrations applied, demo data seeded).
 */
export async function takeSnapshot(db: Kysely<Tables>): Promise<DatabaseSnapshot> {
  const tables = (
    await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public' order by tablename`.execute(db)
  ).rows
    .map((r) => r.name)
    .filter((t) => !untouched.has(t));
  const edges = (
    await sql<{ child: string; parent: string }>`
      select c.relname as child, p.relname as parent
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid
      join pg_class p on p.oid = k.confrelid
      where k.contype = 'f' and k.connamespace = 'public'::regnamespace`.execute(db)
  ).rows.filter((e) => tables.includes(e.child) && tables.includes(e.parent));
  const referencedBy = new Map<string, string[]>(tables.map((t) => [t, []]));
  for (const e of edges) if (e.child !== e.parent) referencedBy.get(e.parent)!.push(e.child);

  // Parents first (a self-reference, members.upline_id, is fine within one insert … select).
  const insertOrder: string[] = [];
  const visit = (t: string, path: Set<string>) => {
    if (insertOrder.includes(t) || path.has(t)) return;
    path.add(t);
    for (const e of edges) if (e.child === t && e.parent !== t) visit(e.parent, path);
    insertOrder.push(t);
  };
  for (const t of tables) visit(t, new Set());

  const seqRows = (
    await sql<{ table: string; name: string }>`
      select t.relname as table, s.relname as name
      from pg_class s
      join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.deptype in ('a', 'i')
      join pg_class t on t.oid = d.refobjid
      where s.relkind = 'S' and s.relnamespace = 'public'::regnamespace`.execute(db)
  ).rows.filter((r) => tables.includes(r.table));
  const sequences = new Map<string, Array<{ name: string; lastValue: string; isCalled: boolean }>>();
  for (const r of seqRows) {
    const { rows } = await sql<{ last_value: string; is_called: boolean }>`select last_value::text as last_value, is_called from ${ident(r.name)}`.execute(db);
    const list = sequences.get(r.table) ?? [];
    list.push({ name: r.name, lastValue: rows[0]!.last_value, isCalled: rows[0]!.is_called });
    sequences.set(r.table, list);
  }

  const columnRows = (
    await sql<{ table: string; column: string }>`
      select table_name as table, column_name as column from information_schema.columns
      where table_schema = 'public' and is_generated = 'NEVER' order by table_name, ordinal_position`.execute(db)
  ).rows;
  const columns = new Map<string, string[]>();
  for (const r of columnRows) columns.set(r.table, [...(columns.get(r.table) ?? []), r.column]);

  await db.transaction().execute(async (trx) => {
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(trx);
    await sql`create schema ${sql.id(schema)}`.execute(trx);
    await sql`create table ${snapIdent('written')} (name text primary key)`.execute(trx);
    await sql
      .raw(
        `create function ${schema}.mark_written() returns trigger language plpgsql as $$
         begin
           insert into ${schema}.written (name) values (tg_table_name) on conflict do nothing;
           return null;
         end;
         $$`,
      )
      .execute(trx);
    for (const t of tables) {
      await sql`create table ${snapIdent(t)} as table ${ident(t)}`.execute(trx);
      await sql`create trigger e2e_mark_written after insert or update or delete or truncate on ${ident(t)}
                for each statement execute function ${sql.raw(schema)}.mark_written()`.execute(trx);
    }
  });
  return { tables, referencedBy, sequences, insertOrder, columns };
}

/**
 * Puts back every table written since the snapshot or the last restore, in one transaction.
 * Returns the tables restored (empty when nothing was written).
 */
export async function restoreSnapshot(db: Kysely<Tables>, snap: DatabaseSnapshot): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const written = (await sql<{ name: string }>`select name from ${snapIdent('written')}`.execute(trx)).rows.map((r) => r.name);
    if (written.length === 0) return [];
    // A truncated table takes every table that references it along (no cascade: say it explicitly).
    const restore = new Set<string>();
    const add = (t: string) => {
      if (restore.has(t) || !snap.referencedBy.has(t)) return;
      restore.add(t);
      for (const child of snap.referencedBy.get(t)!) add(child);
    };
    for (const t of written) add(t);
    const ordered = snap.insertOrder.filter((t) => restore.has(t));
    // The snapshot holds the tree's closure rows already: members' own triggers (migration 062) must
    // not add theirs. Only those two are paused, inside this transaction; the rest must fire, since
    // they tell the server's caches (brands, balances, sessions…) that the rows changed.
    const treeTriggers = restore.has('members') ? ['member_tree_insert', 'member_tree_move'] : [];
    for (const t of treeTriggers) await sql`alter table members disable trigger ${ident(t)}`.execute(trx);
    await sql`truncate ${sql.join(ordered.map(ident))}`.execute(trx);
    for (const t of ordered) {
      const cols = sql.join(snap.columns.get(t)!.map((c) => sql.id(c)));
      await sql`insert into ${ident(t)} (${cols}) select ${cols} from ${snapIdent(t)}`.execute(trx);
      for (const s of snap.sequences.get(t) ?? []) {
        await sql`select setval(${s.name}::regclass, ${s.lastValue}::bigint, ${s.isCalled})`.execute(trx);
      }
    }
    for (const t of treeTriggers) await sql`alter table members enable trigger ${ident(t)}`.execute(trx);
    await sql`delete from ${snapIdent('written')}`.execute(trx);
    // The data is put back wholesale: every copy the server keeps goes at commit, as after a lost notice.
    await sql`select pg_notify('marquee_cache', 'all')`.execute(trx);
    return ordered;
  });
}
