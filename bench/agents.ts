// `npm run bench:agents`: agents' contracts and figures at the size of a large team, on PostgreSQL
// (DATABASE_URL, else the local server), in a database made for the run and dropped after it.
// Seeded set-based: 10,000 members six levels deep under one top agent, 500 of them agents each
// holding an accepted contract of every kind from its upline within the upline's terms (the top
// agent's from the house), 200,000 settled bets over yesterday (brand day), and each member's daily
// figures over 30 days, the closed days rolled up as the nightly job does.
// 1. Settling yesterday for every contract through the runner the jobs call (settleDue: its 288
//    five-minute slots, 24 hours and the day, dividends being daily here), each period one run in a
//    transaction of its own, as the jobs run through a day; then the bare loop (two updates, one transaction, bench/floor.ts) run as many
//    times as the settlement posted ledger changes. Prints both and their ratio (budget ≤ 2).
// 2. The top agent's overview of the last 30 days over the real server at 20 connections
//    (budget p99 ≤ 100 ms). Any non-2xx answer or error voids the row and fails the run. The server
//    keeps an overview a minute (decision 0309), so the load mostly reads the kept copy: the time of
//    a fresh read (the database's work of a first visit) is printed beside it.
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { buildApp } from '../server/app';
import type { Database } from '../server/db/open';
import { hashPassword } from '../server/lib/password';
import { rateLimitsFor } from '../server/http/rateLimits';
import { rollUpTeamDay, teamOverview } from '../server/modules/agent/index';
import { withinCeiling } from '../server/modules/agent/contracts/terms';
import { checkLedger, settleDue } from '../server/modules/wallet/index';
import type { Brand } from '../server/brands/store';
import type { ContractPeriod } from '../server/db/contractPeriod';
import type { ContractKind, ContractTerms, PublicKey } from '../src/generated/types';
import { encryptBody } from '../src/api/encryptBody';
import { bareTransfer } from './floor';
import { timedMs, withBenchDatabase } from './benchDatabase';

const memberCount = Number(process.env.BENCH_MEMBERS ?? 10_000);
const betCount = Number(process.env.BENCH_BETS ?? 200_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 1_000);
const connections = 20;
const brandId = 'bd';
const topAccount = 'benchtop';
const topPassword = `bench-${randomBytes(6).toString('hex')}`;
// Agents per level under the top agent (levels 1–5 of the tree, the top agent alone at 1): 500 in all.
const agentsPerLevel = [1, 9, 40, 150, 300];
const settleBudget = 2;
const overviewBudgetMs = 100;

/**
 * The terms of an agent at `level` (1: the top agent): every rate falls a step a level down, on the
 * same thresholds, so each agent's terms lie within its upline's and each level earns a difference.
 */
function termsAt(kind: ContractKind, level: number): ContractTerms {
  const r = (top: number, step: number) => (top - step * (level - 1)).toFixed(2).replace(/\.?0+$/, '');
  if (kind === 'realtime') return { profitRate: r(0.5, 0.1), lossRate: r(1, 0.2), minBet: '1.00' };
  if (kind === 'hourly')
    return {
      tiers: [
        { validBet: '100.00', rate: r(0.5, 0.1) },
        { validBet: '2000.00', rate: r(0.8, 0.1) },
      ],
    };
  if (kind === 'daily')
    return {
      tiers: [
        { validBet: '1000.00', activeMembers: 1, rate: r(0.5, 0.1) },
        { validBet: '20000.00', activeMembers: 10, rate: r(0.8, 0.1) },
      ],
    };
  return {
    period: 'daily',
    tiers: [
      { validBet: '1000.00', teamLoss: '100.00', activeMembers: 1, rate: r(30, 5) },
      { validBet: '20000.00', teamLoss: '2000.00', activeMembers: 10, rate: r(40, 5) },
    ],
  };
}
const kinds: ContractKind[] = ['realtime', 'hourly', 'daily', 'dividend'];
for (const kind of kinds)
  for (let level = 2; level <= agentsPerLevel.length; level++)
    if (!withinCeiling(kind, termsAt(kind, level), termsAt(kind, level - 1))) throw new Error(`the bench's ${kind} terms of level ${level} exceed their upline's`);

const ms = (t: number) => `${t.toFixed(1)} ms`;
const secs = (t: number) => `${(t / 1000).toFixed(1)} s`;

/** The brand days the bench uses, by the database's clock in the brand's zone: the 30 ending today, and yesterday. */
async function days(database: Database, timeZone: string) {
  const { rows } = await sql<{ day: string }>`
    select to_char(d, 'YYYY-MM-DD') as day
    from generate_series((now() at time zone ${timeZone})::date - 29, (now() at time zone ${timeZone})::date, interval '1 day') d`.execute(database.db);
  const all = rows.map((r) => r.day);
  return { all, today: all[all.length - 1]!, yesterday: all[all.length - 2]! };
}

/** The tree, level by level (each level one statement, its uplines already in member_tree), and the agents' contracts. */
async function seedTeam(database: Database, passwordHash: string, contractStart: string): Promise<{ topId: string; agentIds: string[]; agentLevels: Map<string, number> }> {
  const db = database.db;
  const top = await db.insertInto('members').values({ brand_id: brandId, account: topAccount, password_hash: passwordHash, type: 1 }).returning('id').executeTakeFirstOrThrow();
  const levels: string[][] = [[top.id]];
  for (let level = 2; level <= agentsPerLevel.length; level++) {
    const uplines = levels[level - 2]!;
    const { rows } = await sql<{ id: string }>`
      insert into members (brand_id, account, password_hash, type, upline_id)
      select ${brandId}, 'bench-a' || ${level}::int || '-' || g, '!', 1, (${uplines}::bigint[])[1 + g % ${uplines.length}::int]
      from generate_series(0, ${agentsPerLevel[level - 1]! - 1}::int) g
      returning id`.execute(db);
    levels.push(rows.map((r) => r.id));
  }
  const agentIds = levels.flat();
  // The players: one under every agent (levels 2–6), the rest under the lowest agents, at level 6.
  const lowest = levels[levels.length - 1]!;
  await sql`
    insert into members (brand_id, account, password_hash, upline_id)
    select ${brandId}, 'bench-p-' || g, '!',
           case when g <= ${agentIds.length}::int then (${agentIds}::bigint[])[g] else (${lowest}::bigint[])[1 + g % ${lowest.length}::int] end
    from generate_series(1, ${memberCount - agentIds.length}::int) g`.execute(db);
  const agentLevels = new Map<string, number>();
  levels.forEach((ids, i) => ids.forEach((id) => agentLevels.set(id, i + 1)));
  // Every agent's four contracts from its upline (the top agent's from the house), accepted before the periods settled.
  const uplineOf = new Map<string, string | null>((await db.selectFrom('members').select(['id', 'upline_id']).where('id', 'in', agentIds).execute()).map((m) => [m.id, m.upline_id]));
  const contracts = agentIds.flatMap((id) =>
    kinds.map((kind) => ({
      brand_id: brandId,
      kind,
      upline_id: uplineOf.get(id) ?? null,
      downline_id: id,
      terms: JSON.stringify(termsAt(kind, agentLevels.get(id)!)),
      status: 'accepted' as const,
      starts_at: new Date(contractStart),
      decided_at: new Date(contractStart),
    })),
  );
  await db.insertInto('contracts').values(contracts).execute();
  return { topId: top.id, agentIds, agentLevels };
}

/**
 * Yesterday's bets, spread evenly over its seconds among the players, each a stake of 1.00 to
 * 500.00 lost (0.0), paid back in part or won; and every member's daily rows: yesterday's summed
 * from its bets, the other 29 days (today so far among them) made up with the same spread.
 */
async function seedBets(database: Database, timeZone: string, d: { all: string[]; yesterday: string }) {
  await sql`
    insert into bets (brand_id, member_id, vendor, category, round_id, stake, payout, status, created_at, settled_at)
    select ${brandId}, p.id, 'BENCH', case when g % 3 = 0 then 'live' else 'slots' end, 'r' || g, b.stake,
           case g % 4 when 0 then 0 when 1 then b.stake / 2 when 2 then b.stake * 2 else b.stake end, 'settled', b.at, b.at
    from generate_series(0::bigint, ${betCount - 1}::bigint) g
    cross join lateral (select 100 + (g * 7919) % 49901 as stake,
                               (${d.yesterday}::date)::timestamp at time zone ${timeZone} + (g * (86400.0 / ${betCount}::numeric)) * interval '1 second' as at) b
    join (select id, row_number() over (order by id) - 1 as n from members where brand_id = ${brandId} and type = 0) p
      on p.n = (g * 104729) % (select count(*) from members where brand_id = ${brandId} and type = 0)`.execute(database.db);
  await sql`
    insert into member_daily_stats (brand_id, member_id, day, product, valid_bet, payout, bet_count)
    select brand_id, member_id, ${d.yesterday}::date, category, sum(stake), sum(payout), count(*)
    from bets where brand_id = ${brandId} and vendor = 'BENCH' group by brand_id, member_id, category`.execute(database.db);
  // Two products a day for about two members in three, their stakes those of a day like yesterday.
  await sql`
    insert into member_daily_stats (brand_id, member_id, day, product, valid_bet, payout, bonus, deposits, bet_count)
    select ${brandId}, m.id, day::date, prod, v, v - v / 20 + (m.id % 7 - 3) * v / 10, case when prod = '' then 0 else v / 200 end,
           case when prod = '' then 50000 else 0 end, 20
    from members m
    cross join unnest(${d.all.filter((x) => x !== d.yesterday)}::text[]) day
    cross join unnest(array['slots', 'live']) prod
    cross join lateral (select 2000 + (m.id * 31 + length(day)) % 400000 as v) s
    where m.brand_id = ${brandId} and m.type = 0 and (m.id + (day::date - date '2000-01-01')) % 3 <> 0`.execute(database.db);
  await sql`analyze`.execute(database.db);
  for (const day of d.all.slice(0, -1)) await database.db.transaction().execute((trx) => rollUpTeamDay(trx, brandId, timeZone, day));
  await sql`analyze`.execute(database.db);
}

async function brandOf(database: Database): Promise<Brand> {
  const r = await database.db.selectFrom('brands').select(['id', 'domains', 'config', 'settings', 'register_rules', 'maintenance']).where('id', '=', brandId).executeTakeFirstOrThrow();
  return { id: r.id, domains: r.domains, config: r.config, settings: r.settings, registerRules: r.register_rules, maintenance: r.maintenance };
}

/**
 * The jobs' runs over yesterday as they come through the day: each five minutes' slot, each hour and
 * then the day settled a grace after it closes, each run one transaction of settleDue, as a job's.
 */
async function settleYesterday(database: Database, brand: Brand, yesterday: string) {
  const tz = brand.config.timeZone;
  const { rows } = await sql<{ start: Date; end: Date }>`
    select (${yesterday}::date)::timestamp at time zone ${tz} as start, (${yesterday}::date + 1)::timestamp at time zone ${tz} as "end"`.execute(database.db);
  const { start, end } = { start: new Date(rows[0]!.start), end: new Date(rows[0]!.end) };
  const jobs: Array<{ name: string; period: ContractPeriod; stepMs: number; graceMinutes: number }> = [
    { name: 'real-time slots', period: 'fiveMinutes', stepMs: 5 * 60_000, graceMinutes: 1 },
    { name: 'hours', period: 'hour', stepMs: 3600_000, graceMinutes: 5 },
    { name: 'day (wages, dividends)', period: 'daily', stepMs: end.getTime() - start.getTime(), graceMinutes: 5 },
  ];
  // The marks at yesterday's start: the first run settles its first period.
  await database.db
    .insertInto('contract_settlement_marks')
    .values(jobs.map((j) => ({ brand_id: brandId, period: j.period, settled_to: start })))
    .execute();
  const results: Array<{ name: string; ms: number; runs: number; settled: number; paid: number }> = [];
  for (const job of jobs) {
    let settled = 0;
    let paid = 0;
    let runs = 0;
    const [, took] = await timedMs(async () => {
      for (let t = start.getTime() + job.stepMs; t <= end.getTime(); t += job.stepMs) {
        const now = new Date(t + job.graceMinutes * 60_000);
        const made = await database.db.transaction().execute((trx) => settleDue(trx, brand, job.period, now, job.graceMinutes * 60_000));
        runs++;
        settled += made.length;
        paid += made.filter((s) => s.amount > 0n).length;
      }
    });
    results.push({ name: job.name, ms: took, runs, settled, paid });
  }
  return results;
}

/** The bare loop run `count` times on the paid agents' main wallets, one transaction at a time; the balances are put back after. */
async function bareLoop(database: Database, ids: string[], count: number): Promise<number> {
  const before = await database.db.selectFrom('wallets').select(['member_id', 'balance']).where('member_id', 'in', ids).where('wallet', '=', 'main').execute();
  if (before.length < 2) throw new Error('the bare loop needs two wallets');
  const walletIds = before.map((w) => w.member_id);
  // Enough that no move of the loop is refused for funds; the balances are put back below.
  await database.db
    .updateTable('wallets')
    .set((eb) => ({ balance: eb('balance', '+', String(10n ** 12n)) }))
    .where('member_id', 'in', walletIds)
    .where('wallet', '=', 'main')
    .execute();
  const step = bareTransfer(database, walletIds);
  for (let i = 0; i < Math.min(count, 200); i++) await step();
  const [, took] = await timedMs(async () => {
    for (let i = 0; i < count; i++) await step();
  });
  await database.db.transaction().execute(async (trx) => {
    for (const w of before) await trx.updateTable('wallets').set({ balance: w.balance }).where('member_id', '=', w.member_id).where('wallet', '=', 'main').execute();
  });
  return took;
}

async function overviewLoad(database: Database, from: string, to: string) {
  const app = await buildApp({ database, profile: 'demo', rateLimits: rateLimitsFor('test') });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { port } = app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    const key = ((await (await fetch(`${base}/wps/system/publicKey`)).json()) as { value: PublicKey }).value;
    const body = JSON.stringify(await encryptBody(key, { type: 'username', username: topAccount, password: topPassword }));
    const signIn = await fetch(`${base}/wps/session/login`, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
    if (signIn.status !== 200) throw new Error(`sign-in of ${topAccount} failed: ${signIn.status} ${await signIn.text()}`);
    const token = ((await signIn.json()) as { value: { token: string } }).value.token;
    const path = `/wps/relay/MCSFE_getTeamOverview?from=${from}&to=${to}`;
    const first = await fetch(`${base}${path}`, { headers: { authorization: token } });
    const answer = (await first.json()) as { value?: { teamSize: number; validBet: string; activeMembers: number } };
    if (first.status !== 200 || !answer.value) throw new Error(`the overview answered ${first.status}: ${JSON.stringify(answer)}`);
    // Each connection from an address of its own, as agents call: one address carrying the load would meet its ceiling.
    let clients = 0;
    // Each answer's time as autocannon measures it, kept whole: its own summary has no 95th percentile.
    const run = async (amount: number) => {
      const times: number[] = [];
      const result = await new Promise<autocannon.Result>((resolve, reject) => {
        const instance = autocannon(
          {
            url: `${base}${path}`,
            connections,
            amount,
            setupClient: (client) => client.setHeaders({ authorization: token, 'x-forwarded-for': `10.9.${(clients >> 8) & 255}.${clients++ & 255}` }),
          },
          (err, res) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(res)),
        );
        instance.on('response', (_client, _status, _bytes, took) => times.push(took));
      });
      return { result, times: times.sort((x, y) => x - y) };
    };
    await run(connections * 5);
    const { result: r, times } = await run(requests);
    const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? NaN;
    return { answer: answer.value, p50: at(0.5), p95: at(0.95), p99: at(0.99), rps: r.requests.average, total: r.requests.total, non2xx: r.non2xx, errors: r.errors + r.timeouts };
  } finally {
    await app.close();
  }
}

async function main(): Promise<number> {
  return withBenchDatabase('agents', connections, async (database, name) => {
    const brand = await brandOf(database);
    const tz = brand.config.timeZone;
    const d = await days(database, tz);
    const [team, seedTeamMs] = await timedMs(async () => seedTeam(database, await hashPassword(topPassword), `${d.all[0]}T00:00:00Z`));
    const [, seedBetsMs] = await timedMs(() => seedBets(database, tz, d));
    const { rows: sizes } = await sql<{ members: string; depth: number; contracts: string; bets: string; daily: string; team: string }>`
      select (select count(*) from members where brand_id = ${brandId}) as members,
             (select max(depth) from member_tree where ancestor = ${team.topId}) as depth,
             (select count(*) from contracts) as contracts,
             (select count(*) from bets where first_settled_at is not null) as bets,
             (select count(*) from member_daily_stats) as daily,
             (select count(*) from team_daily_stats) as team`.execute(database.db);
    const s = sizes[0]!;
    console.log(
      `PostgreSQL (${name}); machine load ${(await import('node:os'))
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    console.log(
      `seeded ${s.members} members ${s.depth + 1} levels deep, ${team.agentIds.length} agents, ${s.contracts} contracts, ${s.bets} bets on ${d.yesterday}, ${s.daily} member days, ${s.team} team days rolled up (team ${secs(seedTeamMs)}, bets and days ${secs(seedBetsMs)})`,
    );

    // 1. Settling yesterday, then the bare loop as many times as it posted changes.
    const jobs = await settleYesterday(database, brand, d.yesterday);
    const settleMs = jobs.reduce((t, j) => t + j.ms, 0);
    const { rows: posted } = await sql<{ n: string }>`select count(*) as n from ledger_transactions where kind = 'contract'`.execute(database.db);
    const changes = Number(posted[0]!.n);
    for (const j of jobs) console.log(`  settle ${j.name.padEnd(24)} ${secs(j.ms).padStart(8)}   ${j.runs} runs, ${j.settled} settlements, ${j.paid} paid`);
    const faults = await checkLedger(database.db);
    if (faults.length) throw new Error(`the books do not hold after settling: ${faults.length} faults, first: ${faults[0]}`);
    const bareMs = await bareLoop(database, team.agentIds, changes);
    const ratio = settleMs / bareMs;

    // 2. The top agent's 30 days: read afresh one after another, then over the server at load.
    const fresh: number[] = [];
    for (let i = 0; i < 10; i++) fresh.push((await timedMs(() => teamOverview(database.db, brand, team.topId, { from: d.all[0]!, to: d.today })))[1]);
    fresh.sort((x, y) => x - y);
    const o = await overviewLoad(database, d.all[0]!, d.today);
    console.log(`  overview of ${topAccount}, ${d.all[0]} – ${d.today}: team ${o.answer.teamSize}, ${o.answer.activeMembers} active, valid bet ${o.answer.validBet}`);

    const rows: Array<[string, string, string, boolean]> = [
      [`settle ${d.yesterday}, every contract (${changes} ledger changes)`, secs(settleMs), '', true],
      [`bare loop, ${changes} × (2 updates, 1 tx)`, secs(bareMs), '', true],
      ['settle / bare', ratio.toFixed(2), `≤ ${settleBudget}`, ratio <= settleBudget],
      ['overview 30 days read afresh, 10 reads one at a time: p50', ms(fresh[4]!), '', true],
      ['  slowest', ms(fresh[9]!), '', true],
      [`overview 30 days, ${connections} connections, ${o.total} requests: p50`, ms(o.p50), '', true],
      ['  p95', ms(o.p95), '', true],
      ['  p99', ms(o.p99), `≤ ${overviewBudgetMs} ms`, o.p99 <= overviewBudgetMs],
      ['  req/s', o.rps.toFixed(0), '', true],
      ['  non-2xx, errors', `${o.non2xx}, ${o.errors}`, '0, 0', o.non2xx === 0 && o.errors === 0],
    ];
    console.log(`\n${'figure'.padEnd(64)} ${'value'.padStart(10)}   ${'budget'.padEnd(10)} result`);
    for (const [label, value, budget, met] of rows) console.log(`${label.padEnd(64)} ${value.padStart(10)}   ${budget.padEnd(10)} ${budget ? (met ? 'met' : 'NOT MET') : ''}`);
    if (o.non2xx > 0 || o.errors > 0) {
      console.log(`VOID overview: ${o.non2xx} non-2xx answers, ${o.errors} errors or timeouts: the row measured refusals, not the call`);
      return 1;
    }
    return 0;
  });
}

process.exitCode = await main();
