import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import pg from 'pg';
import { engine, freshDatabase } from '../../tests/helpers/freshDatabase';

describe.skipIf(engine !== 'postgres')('a PostgreSQL connection ended under the pool', () => {
  it('is reported, replaced, and the database keeps answering', async () => {
    const lost: Error[] = [];
    const fresh = await freshDatabase({ onDisk: true });
    try {
      const { database } = fresh;
      const name = (await sql<{ db: string }>`select current_database() as db`.execute(database.db)).rows[0]!.db;
      const reported = await fresh.reopen({ onConnectionLost: (err) => lost.push(err) });
      await sql`select 1`.execute(reported.db);

      // What a PostgreSQL restart or an administrator does to an idle connection.
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
      await admin.end();

      await expect.poll(() => lost.length).toBeGreaterThan(0);
      const { rows } = await sql<{ n: number }>`select 2 as n`.execute(reported.db);
      expect(rows[0]!.n).toBe(2);
    } finally {
      await fresh.dispose();
    }
  });

  it('ends a transaction whose connection is cut while it waits, without ending the process', async () => {
    const lost: Error[] = [];
    const fresh = await freshDatabase({ onDisk: true });
    try {
      const reported = await fresh.reopen({ onConnectionLost: (err) => lost.push(err) });
      const inFlight = reported.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        // The transaction waits on something outside the database while its session is ended.
        const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await admin.connect();
        await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
        await admin.end();
        await new Promise((r) => setTimeout(r, 200));
        await sql`select 1`.execute(trx);
      });
      await expect(inFlight).rejects.toThrow();
      await expect.poll(() => lost.length).toBeGreaterThan(0);
      const { rows } = await sql<{ n: number }>`select 3 as n`.execute(reported.db);
      expect(rows[0]!.n).toBe(3);
    } finally {
      await fresh.dispose();
    }
  });
});

describe('a change this process commits', () => {
  it('is heard by its own listeners before the commit returns, so its own next read is never stale', async () => {
    const fresh = await freshDatabase({ onDisk: true });
    try {
      const { database } = fresh;
      const heard: string[] = [];
      const stop = await database.listen('marquee_cache', (payload) => heard.push(payload));
      // A connection the pool already held before anyone listened hears it too.
      await sql`select 1`.execute(database.db);
      await database.db.transaction().execute((trx) => sql`select pg_notify('marquee_cache', 'member:in-a-transaction')`.execute(trx));
      expect(heard).toContain('member:in-a-transaction');
      await sql`select pg_notify('marquee_cache', 'member:on-its-own')`.execute(database.db);
      expect(heard).toContain('member:on-its-own');
      // The listening connection hears them too, and leaves them: each is heard once.
      await new Promise((r) => setTimeout(r, 300));
      expect(heard).toEqual(['member:in-a-transaction', 'member:on-its-own']);
      await stop();
    } finally {
      await fresh.dispose();
    }
  });
});
