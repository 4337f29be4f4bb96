import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase, type Database } from './open';
import { vacuumEmbedded } from './vacuum';
import { Jobs } from '../jobs/jobs';
import { vacuumJob } from '../jobs/vacuumJob';

// The embedded engine's autovacuum (decision 0288): the tables that need it vacuumed and analysed
// between transactions, and the queue's job that asks for it from inside one. PGlite only: it is
// what PostgreSQL does by itself.

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await sql`create table churn (id int primary key, v int not null)`.execute(database.db);
  await sql`create table quiet (id int primary key)`.execute(database.db);
  await sql`insert into churn select g, 0 from generate_series(1, 2000) g`.execute(database.db);
  await sql`insert into quiet select g from generate_series(1, 10) g`.execute(database.db);
});
afterAll(() => database.close());

const dead = async (table: string) =>
  (await sql<{ n: number }>`select n_dead_tup::int as n from pg_stat_user_tables where relname = ${table}`.execute(database.db)).rows[0]!.n;
// Statistics reach the views at most once a second unless asked for sooner, as on PostgreSQL.
const churn = async () => {
  await sql`update churn set v = v + 1`.execute(database.db);
  await sql`select pg_stat_force_next_flush()`.execute(database.db);
};

describe('vacuumEmbedded', () => {
  it('vacuums and analyses the tables with dead rows past autovacuum’s threshold, and only those', async () => {
    await vacuumEmbedded(database);
    await churn();
    expect(await dead('churn')).toBe(2000);
    expect(await vacuumEmbedded(database)).toEqual(['public.churn']);
    expect(await dead('churn')).toBe(0);
    const stats = await sql<{ vacuumed: Date | null; analysed: Date | null }>`
      select last_vacuum as vacuumed, last_analyze as analysed from pg_stat_user_tables where relname = 'churn'`.execute(database.db);
    expect(stats.rows[0]).toMatchObject({ vacuumed: expect.any(Date) as unknown, analysed: expect.any(Date) as unknown });
    // Nothing changed since: nothing to take.
    expect(await vacuumEmbedded(database)).toEqual([]);
  });

  it('waits for an open transaction to end, since VACUUM cannot run inside one', async () => {
    await churn();
    let vacuumed: Promise<string[]> | undefined;
    await database.db.transaction().execute(async (trx) => {
      await sql`update quiet set id = id`.execute(trx);
      vacuumed = vacuumEmbedded(database);
      // Still this transaction's turn: the vacuum has not run.
      await new Promise((r) => setTimeout(r, 50));
      expect(await sql<{ n: number }>`select n_dead_tup::int as n from pg_stat_user_tables where relname = 'churn'`.execute(trx)).toMatchObject({ rows: [{ n: 2000 }] });
    });
    expect(await vacuumed).toContain('public.churn');
    expect(await dead('churn')).toBe(0);
  });

  it('does nothing on PostgreSQL, which vacuums itself', async () => {
    expect(await vacuumEmbedded({ kind: 'postgres' })).toEqual([]);
  });

  it('runs as the queue’s job, asked from inside the job’s transaction and done after it', async () => {
    const failures: unknown[] = [];
    const jobs = new Jobs(database, { onError: (err) => failures.push(err) });
    await jobs.start();
    try {
      await jobs.queue(vacuumJob.kind, vacuumJob.queue);
      await jobs.work(vacuumJob.kind, vacuumJob.handle(database), { pollingIntervalSeconds: 0.5 });
      await churn();
      await database.db.transaction().execute((trx) => jobs.send(trx, { kind: vacuumJob.kind, key: 'now' }));
      const until = Date.now() + 15_000;
      while ((await dead('churn')) > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
      expect(await dead('churn')).toBe(0);
      expect(failures).toEqual([]);
    } finally {
      await jobs.stop();
    }
  }, 30_000);
});
