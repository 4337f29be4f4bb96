// `npm run bench:lottery`: one lottery issue of 100,000 bets drawn and settled, on PostgreSQL
// (DATABASE_URL, else the local server), in a database made for the run and dropped after it.
// Seeded set-based: 2,000 members, one fast game's day of issues, 100,000 bets of every type on its
// first issue (their stakes taken as the bets' own changes would take them, in one statement, and
// each bet's line of the betting record). Then the draw job's work in one transaction (drawIssue:
// the draw, each win paid under `lotto:{bet}`, every bet and its line marked, the members' figures counted), and the bare loop (two updates, one transaction,
// bench/floor.ts) run as many times as the draw posted ledger changes. Prints both and their
// ratio (budget ≤ 1.5); `ledger:check` must hold after.
import { loadavg } from 'node:os';
import { sql } from 'kysely';
import type { Database } from '../server/db/open';
import { checkLedger } from '../server/modules/wallet/index';
import { drawIssue, makeDayIssues } from '../server/modules/games/index';
import { defaultOdds, takenOdds, BET_TYPES } from '../server/games/lottery/betTypes';
import { bareTransfer } from './floor';
import { timedMs, withBenchDatabase } from './benchDatabase';

const memberCount = Number(process.env.BENCH_MEMBERS ?? 2_000);
const betCount = Number(process.env.BENCH_BETS ?? 100_000);
const brandId = 'bd';
const budget = 1.5;

const secs = (t: number) => `${(t / 1000).toFixed(1)} s`;

/** The members, each with a main wallet credited from the house as a change of the ledger's own shape. */
async function seedMembers(database: Database): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    insert into members (brand_id, account, password_hash) select ${brandId}, 'lotto-' || g, '!' from generate_series(1, ${memberCount}::int) g returning id`.execute(database.db);
  const ids = rows.map((r) => r.id);
  await sql`
    with tx as (
      insert into ledger_transactions (brand_id, idempotency_key, kind)
      select ${brandId}, 'open:' || m, 'adjustment' from unnest(${ids}::bigint[]) m
      returning id, substr(idempotency_key, 6)::bigint as member_id),
    w as (insert into wallets (member_id, wallet, balance) select member_id, 'main', 100000000 from tx returning member_id)
    insert into ledger_entries (transaction_id, member_id, wallet, house_account, amount, balance_after)
    select id, member_id, 'main', null, 100000000, 100000000 from tx
    union all select id, null, null, 'adjustments', -100000000, null from tx`.execute(database.db);
  return ids;
}

/**
 * The bets on one issue, every type in turn with numbers spread over its range, each stake (a lô's
 * whole points) taken from its member's main wallet to the in-house vendor's house account, as
 * the wallet's bet call takes it (decision 0333), with the bet's line of the betting record.
 */
async function seedBets(database: Database, issueId: string, members: string[]) {
  const types = BET_TYPES;
  const costs = types.map((t) => takenOdds(t, defaultOdds).cost);
  const pays = types.map((t) => takenOdds(t, defaultOdds).pays);
  await sql`
    with b as (
      select g, m.ids[1 + g % ${members.length}::int] as member_id, t.type, t.cost, t.pays,
             case when t.type in ('lo2', 'lo3') then t.cost * 100 * (1 + g % 5) else 1000 * (1 + g % 5) end as stake,
             case t.type
               when 'lo2' then array[lpad(((g * 37) % 100)::text, 2, '0')]
               when 'de' then array[lpad(((g * 37) % 100)::text, 2, '0')]
               when 'lo3' then array[lpad(((g * 373) % 1000)::text, 3, '0')]
               when 'cang3' then array[lpad(((g * 373) % 1000)::text, 3, '0')]
               else (select array_agg(lpad(((g * 7 + k * 29) % 100)::text, 2, '0')) from generate_series(1, substr(t.type, 5)::int) k)
             end as numbers
      from generate_series(0, ${betCount - 1}::int) g
      cross join (select ${members}::bigint[] as ids) m
      cross join lateral (select (${types}::text[])[1 + g % ${types.length}::int] as type,
                                 (${costs}::int[])[1 + g % ${types.length}::int] as cost,
                                 (${pays}::int[])[1 + g % ${types.length}::int] as pays) t),
    tx as (
      insert into ledger_transactions (brand_id, idempotency_key, kind, reference)
      select ${brandId}, 'lotto-stake:bench-' || g, 'bet', 'LOTT/MQ_LOTTO' from b
      returning id, idempotency_key),
    bets as (
      insert into lottery_bets (brand_id, member_id, issue_id, bet_type, numbers, stake, cost, pays, stake_key)
      select ${brandId}, member_id, ${issueId}::bigint, type, numbers, stake, cost, pays, 'lotto-stake:bench-' || g from b
      returning 1),
    e as (
      insert into ledger_entries (transaction_id, member_id, wallet, house_account, amount, balance_after)
      select tx.id, null, null, 'games:MQ_LOTTO', b.stake, null from b join tx on tx.idempotency_key = 'lotto-stake:bench-' || b.g
      returning 1)
    select 1`.execute(database.db);
  // Each bet's line of the betting record, as the bet call writes one (decisions 0313, 0333): the draw settles them.
  await sql`
    insert into bets (brand_id, member_id, vendor, category, round_id, stake)
    select brand_id, member_id, 'MQ_LOTTO', 'LOTT', id::text, stake from lottery_bets where issue_id = ${issueId}::bigint`.execute(database.db);
  // Each member's stakes out of main and its entries' balances after, in bet order.
  await sql`
    with s as (
      select e.id as entry_id, t.id as tx_id, b.member_id, b.stake,
             sum(b.stake) over (partition by b.member_id order by b.id) as spent
      from lottery_bets b join ledger_transactions t on t.brand_id = b.brand_id and t.idempotency_key = b.stake_key
      join ledger_entries e on e.transaction_id = t.id and e.house_account = 'games:MQ_LOTTO'
      where b.issue_id = ${issueId}::bigint)
    insert into ledger_entries (transaction_id, member_id, wallet, house_account, amount, balance_after)
    select tx_id, member_id, 'main', null, -stake, 100000000 - spent from s order by tx_id`.execute(database.db);
  await sql`
    update wallets w set balance = w.balance - s.total
    from (select member_id, sum(stake) as total from lottery_bets where issue_id = ${issueId}::bigint group by member_id) s
    where w.member_id = s.member_id and w.wallet = 'main'`.execute(database.db);
  await sql`analyze`.execute(database.db);
}

async function bareLoop(database: Database, ids: string[], count: number): Promise<number> {
  const step = bareTransfer(database, ids);
  for (let i = 0; i < Math.min(count, 200); i++) await step();
  const [, took] = await timedMs(async () => {
    for (let i = 0; i < count; i++) await step();
  });
  return took;
}

async function main(): Promise<number> {
  return withBenchDatabase('lottery', 4, async (database, name) => {
    const game = await database.db
      .insertInto('lottery_games')
      .values({ brand_id: brandId, code: 'BENCH_FAST5', interval_seconds: 300, time_zone: 'Asia/Ho_Chi_Minh', close_seconds: 30 })
      .returningAll()
      .executeTakeFirstOrThrow();
    await database.db.transaction().execute((trx) => makeDayIssues(trx, game, '2026-01-01'));
    const issue = await database.db.selectFrom('lottery_issues').select(['id', 'draws_at']).where('game_id', '=', game.id).orderBy('position').executeTakeFirstOrThrow();
    const [members, seedMembersMs] = await timedMs(() => seedMembers(database));
    const [, seedBetsMs] = await timedMs(() => seedBets(database, issue.id, members));
    const before = await checkLedger(database.db);
    if (before.length) throw new Error(`the seeded books do not hold: ${before[0]}`);
    console.log(
      `PostgreSQL (${name}); machine load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    console.log(`seeded ${members.length} members (${secs(seedMembersMs)}), ${betCount} bets of ${BET_TYPES.length} types on one issue (${secs(seedBetsMs)})`);

    const [drawn, drawMs] = await timedMs(() => database.db.transaction().execute((trx) => drawIssue(trx, issue.id, new Date(issue.draws_at))));
    if (!drawn) throw new Error('the issue was not drawn');
    const faults = await checkLedger(database.db);
    if (faults.length) throw new Error(`the books do not hold after the draw: ${faults.length} faults, first: ${faults[0]}`);
    const { rows: left } = await sql<{ n: number }>`select count(*)::int as n from lottery_bets where issue_id = ${issue.id}::bigint and status = 'open'`.execute(database.db);
    if (left[0]!.n !== 0) throw new Error(`${left[0]!.n} bets were left open`);
    const bareMs = await bareLoop(database, members, drawn.won);
    const ratio = drawMs / bareMs;
    console.log(`  drew ${drawn.numbers.slice(0, 3).join(' ')} …: ${drawn.bets} bets settled, ${drawn.won} won, paid ${drawn.paid} minor units`);
    const rows: Array<[string, string, string, boolean]> = [
      [`draw and settle ${drawn.bets} bets (${drawn.won} ledger changes)`, secs(drawMs), '', true],
      [`bare loop, ${drawn.won} × (2 updates, 1 tx)`, secs(bareMs), '', true],
      ['draw / bare', ratio.toFixed(2), `≤ ${budget}`, ratio <= budget],
    ];
    console.log(`\n${'figure'.padEnd(56)} ${'value'.padStart(10)}   ${'budget'.padEnd(8)} result`);
    for (const [label, value, b, met] of rows) console.log(`${label.padEnd(56)} ${value.padStart(10)}   ${b.padEnd(8)} ${b ? (met ? 'met' : 'NOT MET') : ''}`);
    return 0;
  });
}

process.exitCode = await main();
