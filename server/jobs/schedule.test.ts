import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { TestClock } from 'pg-boss';
import { openDatabase, type Database } from '../db/open';
import { engine, freshDatabase, type FreshDatabase } from '../../tests/helpers/freshDatabase';
import { Jobs, type JobHandler, type JobsOptions } from './jobs';

let fresh: FreshDatabase;
// Two instances, as two processes: on PostgreSQL each on connections of its own; PGlite is one process's.
let databases: [Database, Database];
beforeAll(async () => {
  fresh = await freshDatabase();
  databases = [fresh.database, engine === 'postgres' ? await openDatabase({ databaseUrl: fresh.url, dataDir: '' }) : fresh.database];
  // One row per firing worked: the pg-boss job it was, and which instance ran it.
  await sql`create table firings (job_id text not null, schedule text not null, instance text not null, at timestamptz not null default now())`.execute(fresh.database.db);
});
afterAll(async () => {
  if (databases[1] !== databases[0]) await databases[1].close();
  await fresh.dispose();
});

const running: Jobs[] = [];
afterEach(async () => {
  for (const jobs of running.splice(0)) await jobs.stop();
});

async function twoInstances(kind: string, tuning: JobsOptions['tuning']): Promise<[Jobs, Jobs]> {
  const [one, two] = databases.map((d) => new Jobs(d, { tuning, onError: (err) => console.error(err) })) as [Jobs, Jobs];
  running.push(one, two);
  await one.start();
  await two.start();
  await one.queue(kind);
  await two.queue(kind);
  const record =
    (instance: string): JobHandler<{ schedule: string }> =>
    async (payload, trx, job) => {
      await sql`insert into firings (job_id, schedule, instance) values (${job.id}, ${payload.schedule}, ${instance})`.execute(trx);
    };
  await one.work(kind, record('one'), { pollingIntervalSeconds: 0.5 });
  await two.work(kind, record('two'), { pollingIntervalSeconds: 0.5 });
  return [one, two];
}

const firings = async (schedule: string) =>
  (await sql<{ job_id: string; n: number }>`select job_id, count(*)::int as n from firings where schedule = ${schedule} group by job_id`.execute(fresh.database.db)).rows;

async function until(check: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`${what} did not happen within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Each firing the schedule made is a pg-boss job worked once, by one of the instances. */
async function expectEachFiringWorkedOnce(kind: string, schedule: string) {
  const worked = await firings(schedule);
  expect(worked.filter((f) => f.n !== 1)).toEqual([]);
  const sent = await sql<{ id: string; state: string }>`select id::text, state::text from pgboss.job where name = ${kind} order by created_on`.execute(fresh.database.db);
  expect(sent.rows.map((j) => j.state)).toEqual(sent.rows.map(() => 'completed'));
  expect(worked.map((f) => f.job_id).sort()).toEqual(sent.rows.map((j) => j.id).sort());
  return worked.length;
}

describe(`cron schedules on ${engine}`, () => {
  it('fire on the schedule in real time, once per occurrence, with two instances running the cron passes', async () => {
    // A pass every second rather than every 30: an every-minute expression has an occurrence within
    // the minute before any moment, so the first pass after the schedule is written sends it.
    const [one] = await twoInstances('tick', { cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 });
    const started = Date.now();
    await one.schedule('tick', '* * * * *', { schedule: 'real' });
    await until(async () => (await firings('real')).length > 0, 10_000, 'the first firing');
    // Several more passes of both instances: the occurrence is not sent again.
    await new Promise((r) => setTimeout(r, 3000));
    const n = await expectEachFiringWorkedOnce('tick', 'real');
    // One firing per minute the test spanned (two if it crossed a minute's turn).
    const minutes = Math.floor(Date.now() / 60_000) - Math.floor(started / 60_000) + 1;
    expect(n).toBeGreaterThanOrEqual(1);
    expect(n).toBeLessThanOrEqual(minutes);
    await one.unschedule('tick');
  });

  it('fire once each minute as the clock moves, on pg-boss test clock, each firing taken once', async () => {
    // pg-boss's TestClock drives both instances' timers and the schema's idea of now: minutes pass
    // in a moment.
    const minute = 60_000;
    const clock = new TestClock(Math.floor(Date.now() / minute) * minute + 30_000);
    const [one] = await twoInstances('minutely', { clock });
    await one.schedule('minutely', '* * * * *', { schedule: 'clock' });
    // The cron pass and the workers' polls run on the clock's ticks, but their database work takes
    // real time: after each minute, tick half a second at a time, pausing for that work, until the
    // minute's firing has been worked, and never past the minute.
    const minuteOf = (t: number) => Math.floor(t / minute);
    const pass = async () => {
      await clock.tick(500);
      await new Promise((r) => setTimeout(r, 100));
    };
    let worked = 0;
    for (let i = 0; i < 4; i++) {
      await clock.tick(minute);
      const now = minuteOf(clock.now());
      while ((await firings('clock')).length <= worked) {
        expect(minuteOf(clock.now()), `minute ${i + 1}'s firing, worked within its minute`).toBe(now);
        await pass();
      }
      worked = (await firings('clock')).length;
    }
    // More passes in the last minute: nothing is sent again.
    for (let s = 0; s < 10; s++) await pass();
    // A schedule also fires for an occurrence in the minute before it was written, if a pass comes
    // within that minute: four minutes bring four firings, or five.
    expect((await firings('clock')).length).toBeGreaterThanOrEqual(4);
    expect((await firings('clock')).length).toBeLessThanOrEqual(5);
    const n = await expectEachFiringWorkedOnce('minutely', 'clock');
    // Each firing was filed under a minute of its own by the cron pass that sent it, the last one this minute.
    const slots = await sql<{ slot: Date }>`select singleton_on as slot from pgboss.job where name = '__pgboss__send-it' and data->>'name' = 'minutely' order by 1`.execute(fresh.database.db);
    expect(slots.rows).toHaveLength(n);
    expect(slots.rows.map((r) => r.slot.getTime() - slots.rows[0]!.slot.getTime())).toEqual(slots.rows.map((_, i) => i * minute));
    expect(slots.rows.at(-1)!.slot.getTime()).toBe(Math.floor(clock.now() / minute) * minute);
    await one.unschedule('minutely');
  });
});
