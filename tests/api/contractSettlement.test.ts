import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { signIn } from '../helpers/signIn';
import type { Envelope } from '../helpers/operatorApi';
import { valueOf } from '../helpers/valueOf';
import { checkLedger, settleDue, settlePeriod, walletBalance } from '../../server/modules/wallet/index';
import { dueSettlements, periodAt, type Period } from '../../server/modules/agent/index';
import type { Brand } from '../../server/brands/store';
import type { Tables } from '../../server/db/tables';
import type { AgentIncome, ContractKind, ContractTerms } from '../../src/generated/types';

// Agents' contracts settled (decision 0284): each contract in force over a closed period is paid
// its level difference once, from house `agent-commission`, whatever runs the period and how often.
// Seeded bd: agent01 (the house's contracts) → agent02 → player02; player01 directly under agent01.
// The periods settled here lie in 2030, after the seeded contracts began, each test its own.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(async () => {
  expect(await checkLedger(server.database.db)).toEqual([]);
});

const db = () => server.database.db;
const TZ = 'Asia/Dhaka';

async function brand(): Promise<Brand> {
  const r = await db().selectFrom('brands').select(['id', 'domains', 'config', 'settings', 'register_rules', 'maintenance']).where('id', '=', 'bd').executeTakeFirstOrThrow();
  return { id: r.id, domains: r.domains, config: r.config, settings: r.settings, registerRules: r.register_rules, maintenance: r.maintenance };
}
const idOf = async (account: string) => (await db().selectFrom('members').select('id').where('brand_id', '=', 'bd').where('account', '=', account).executeTakeFirstOrThrow()).id;

let agent01 = '';
let agent02 = '';
let player01 = '';
let player02 = '';
const contractIds = new Map<string, string>();

/** agent02's contract of a kind with agent01, accepted and in force since long before the periods settled here. */
async function giveAgent02(kind: ContractKind, terms: ContractTerms) {
  const { id } = await db()
    .insertInto('contracts')
    .values({ brand_id: 'bd', kind, upline_id: agent01, downline_id: agent02, terms: JSON.stringify(terms), status: 'accepted', starts_at: new Date('2029-01-01T00:00:00Z'), decided_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  contractIds.set(`agent02:${kind}`, id);
}

beforeAll(async () => {
  [agent01, agent02, player01, player02] = (await Promise.all(['agent01', 'agent02', 'player01', 'player02'].map(idOf))) as [string, string, string, string];
  for (const c of await db().selectFrom('contracts').select(['id', 'kind']).where('downline_id', '=', agent01).execute()) contractIds.set(`agent01:${c.kind}`, c.id);
  // Each within agent01's terms (config/seed/members.json).
  await giveAgent02('realtime', { profitRate: '0.1', lossRate: '0.3', minBet: '10.00' });
  await giveAgent02('daily', { tiers: [{ validBet: '10000.00', activeMembers: 1, rate: '0.3' }] });
  await giveAgent02('hourly', { tiers: [{ validBet: '1000.00', rate: '0.2' }] });
  await giveAgent02('dividend', { period: 'weekly', tiers: [{ validBet: '20000.00', teamLoss: '10000.00', activeMembers: 1, rate: '10' }] });
});

/** A round of the member's settled at `at` (money as text, minor units stored). */
async function settledBet(memberId: string, stake: string, payout: string, at: string) {
  const minor = (t: string) => String(Math.round(Number(t) * 100));
  await db()
    .insertInto('bets')
    .values({
      brand_id: 'bd',
      member_id: memberId,
      vendor: 'CSTEST',
      category: 'slots',
      round_id: randomBytes(6).toString('hex'),
      stake: minor(stake),
      payout: minor(payout),
      status: 'settled',
      settled_at: new Date(at),
    })
    .execute();
}

/** A member's figures of a brand day, as settle_round and the ledger would have counted them. */
async function dayFigures(memberId: string, day: string, validBet: number, payout: number, bonus = 0) {
  await db()
    .insertInto('member_daily_stats')
    .values({ brand_id: 'bd', member_id: memberId, day, product: 'slots', valid_bet: String(validBet * 100), payout: String(payout * 100), bonus: String(bonus * 100), bet_count: 1 })
    .execute();
}

const balances = async () => ({ agent01: await walletBalance(db(), agent01), agent02: await walletBalance(db(), agent02) });
let bd: Brand;
beforeAll(async () => {
  bd = await brand();
});
// The brand is read before the run: on the embedded database a query outside the run's transaction would wait for it.
const settle = (trx: Kysely<Tables>, p: Period) => settlePeriod(trx, bd, p);
const rowsOf = (contractId: string) => db().selectFrom('contract_settlements').selectAll().where('contract_id', '=', contractId).orderBy('period_start').execute();

describe('a real-time salary', () => {
  it("pays each team bet of the slot at the agent's rates, less what its contracted downline's rates earn", async () => {
    const slot = await periodAt(db(), 'fiveMinutes', TZ, new Date('2030-01-01T06:02:00Z'));
    expect(slot.start.toISOString()).toBe('2030-01-01T06:00:00.000Z');
    await settledBet(player02, '100.00', '0.00', '2030-01-01T06:00:00Z'); // lost
    await settledBet(player02, '50.00', '80.00', '2030-01-01T06:01:00Z'); // won
    await settledBet(player02, '5.00', '0.00', '2030-01-01T06:02:00Z'); // below both minimums
    await settledBet(player01, '200.00', '0.00', '2030-01-01T06:03:00Z'); // agent01's team only
    await settledBet(agent02, '20.00', '0.00', '2030-01-01T06:04:59Z'); // agent01's team, not agent02's own
    await settledBet(player02, '1000.00', '0.00', '2030-01-01T06:05:00Z'); // the next slot
    const before = await balances();

    await db()
      .transaction()
      .execute((trx) => settle(trx, slot));

    // agent01: lost 320.00 × 0.5 % + won 50.00 × 0.2 % = 1.70, less agent02's 1.35... agent02: 100.00 × 0.3 % + 50.00 × 0.1 % = 0.35.
    const after = await balances();
    expect(after.agent02 - before.agent02).toBe(35n);
    expect(after.agent01 - before.agent01).toBe(135n);
    const [own] = await rowsOf(contractIds.get('agent01:realtime')!);
    expect(own).toMatchObject({ kind: 'realtime', gross: '170', downline_gross: '35', amount: '135', ledger_key: `contract:${contractIds.get('agent01:realtime')}:2030-01-01T06:00:00.000Z` });
    expect(own!.figures).toEqual({ bets: 4, wonStake: '50.00', lostStake: '320.00' });
    const [theirs] = await rowsOf(contractIds.get('agent02:realtime')!);
    expect(theirs).toMatchObject({ gross: '35', downline_gross: '0', amount: '35' });
    const paid = await db()
      .selectFrom('ledger_transactions as t')
      .innerJoin('ledger_entries as e', 'e.transaction_id', 't.id')
      .select(['t.kind', 'e.house_account', 'e.amount'])
      .where('t.idempotency_key', '=', own!.ledger_key!)
      .orderBy('e.amount')
      .execute();
    expect(paid).toEqual([
      { kind: 'contract', house_account: 'agent-commission', amount: '-135' },
      { kind: 'contract', house_account: null, amount: '135' },
    ]);
  });

  it('pays a period settled twice once', async () => {
    const slot = await periodAt(db(), 'fiveMinutes', TZ, new Date('2030-01-01T07:00:00Z'));
    await settledBet(player02, '100.00', '0.00', '2030-01-01T07:01:00Z');
    const before = await balances();
    const first = await db()
      .transaction()
      .execute((trx) => settle(trx, slot));
    const second = await db()
      .transaction()
      .execute((trx) => settle(trx, slot));
    expect(first.map((s) => s.amount)).toEqual([20n, 30n]);
    expect(second).toEqual([]);
    const after = await balances();
    expect([after.agent01 - before.agent01, after.agent02 - before.agent02]).toEqual([20n, 30n]);
    expect(await rowsOf(contractIds.get('agent02:realtime')!)).toHaveLength(2);
  });

  it('pays each contract once when two runs settle the same slot at once', async () => {
    const slot = await periodAt(db(), 'fiveMinutes', TZ, new Date('2030-01-01T08:00:00Z'));
    await settledBet(player02, '200.00', '0.00', '2030-01-01T08:00:30Z');
    const before = await balances();
    // Two transactions: on PostgreSQL two connections, the later claim waiting for the first to commit.
    const runs = await Promise.all([
      db()
        .transaction()
        .execute((trx) => settle(trx, slot)),
      db()
        .transaction()
        .execute((trx) => settle(trx, slot)),
    ]);
    expect(
      runs
        .flat()
        .map((s) => s.amount)
        .sort(),
    ).toEqual([40n, 60n]);
    const after = await balances();
    expect([after.agent01 - before.agent01, after.agent02 - before.agent02]).toEqual([40n, 60n]);
    const rows = await db().selectFrom('contract_settlements').select('contract_id').where('period_start', '=', slot.start).execute();
    expect(rows).toHaveLength(2);
  });

  it('settles the closed slots from the mark on, a bet settled late counting in the slot it settled in', async () => {
    const b = await brand();
    await db()
      .insertInto('contract_settlement_marks')
      .values({ brand_id: 'bd', period: 'fiveMinutes', settled_to: new Date('2030-01-02T06:00:00Z') })
      .onConflict((oc) => oc.columns(['brand_id', 'period']).doUpdateSet({ settled_to: new Date('2030-01-02T06:00:00Z') }))
      .execute();
    await settledBet(player01, '100.00', '0.00', '2030-01-02T06:04:00Z');
    // Two slots closed, the second only 30 s ago: within the grace, it waits for the next run.
    const now = new Date('2030-01-02T06:10:30Z');
    const made = await db()
      .transaction()
      .execute((trx) => settleDue(trx, b, 'fiveMinutes', now, 60_000));
    expect(made.map((s) => [s.contractId, s.amount])).toEqual([[contractIds.get('agent01:realtime'), 50n]]);
    // A bet settled at 06:06, committed after that run: the slot it settled in is still to come.
    await settledBet(player01, '100.00', '0.00', '2030-01-02T06:06:00Z');
    const later = await db()
      .transaction()
      .execute((trx) => settleDue(trx, b, 'fiveMinutes', new Date('2030-01-02T06:11:00Z'), 60_000));
    expect(later.map((s) => [s.contractId, s.amount])).toEqual([[contractIds.get('agent01:realtime'), 50n]]);
    expect((await rowsOf(contractIds.get('agent01:realtime')!)).map((r) => new Date(r.period_start).toISOString()).slice(-2)).toEqual(['2030-01-02T06:00:00.000Z', '2030-01-02T06:05:00.000Z']);
    const again = await db()
      .transaction()
      .execute((trx) => settleDue(trx, b, 'fiveMinutes', new Date('2030-01-02T06:11:00Z'), 60_000));
    expect(again).toEqual([]);
  });
});

describe('an hourly wage', () => {
  it("pays the hour's team valid bet at its tier, counting a bet once, in the hour it was first settled", async () => {
    const hour = await periodAt(db(), 'hour', TZ, new Date('2030-04-01T10:30:00Z'));
    expect([hour.start.toISOString(), hour.end.toISOString()]).toEqual(['2030-04-01T10:00:00.000Z', '2030-04-01T11:00:00.000Z']);
    await settledBet(player02, '3000.00', '0.00', '2030-04-01T10:10:00Z');
    await settledBet(player01, '2500.00', '5000.00', '2030-04-01T10:59:59Z');
    await settledBet(player01, '9000.00', '0.00', '2030-04-01T11:00:00Z'); // the next hour
    const before = await balances();
    await db()
      .transaction()
      .execute((trx) => settle(trx, hour));
    // agent01: 5500.00 at 0.3 % = 16.50, less agent02's 3000.00 at 0.2 % = 6.00.
    const after = await balances();
    expect([after.agent01 - before.agent01, after.agent02 - before.agent02]).toEqual([1050n, 600n]);
    const [own] = await rowsOf(contractIds.get('agent01:hourly')!);
    expect(own!.figures).toEqual({ validBet: '5500.00', rate: '0.3' });

    // player02's round settled again at 11:30 (a second win): it stays in the hour it was first settled in.
    await db()
      .updateTable('bets')
      .set({ settled_at: new Date('2030-04-01T11:30:00Z'), payout: '100000' })
      .where('member_id', '=', player02)
      .where('settled_at', '=', new Date('2030-04-01T10:10:00Z'))
      .execute();
    await db()
      .transaction()
      .execute((trx) => settle(trx, { ...hour, start: hour.end, end: new Date('2030-04-01T12:00:00Z') }));
    const rows = await rowsOf(contractIds.get('agent01:hourly')!);
    expect(rows.map((r) => [new Date(r.period_start).toISOString(), r.figures])).toEqual([
      ['2030-04-01T10:00:00.000Z', { validBet: '5500.00', rate: '0.3' }],
      ['2030-04-01T11:00:00.000Z', { validBet: '9000.00', rate: '0.3' }],
    ]);
    expect(await rowsOf(contractIds.get('agent02:hourly')!)).toHaveLength(1);
  });
});

describe('a daily wage and a dividend', () => {
  it("pays the day's team valid bet at the tier its figures meet, less the downline's, and tells the agent", async () => {
    await dayFigures(player01, '2030-02-01', 30000, 10000);
    await dayFigures(player02, '2030-02-01', 20000, 25000);
    await dayFigures(agent02, '2030-02-01', 10000, 0);
    await dayFigures(player02, '2030-02-02', 90000, 0); // the next day
    const day = await periodAt(db(), 'daily', TZ, new Date('2030-02-01T06:00:00Z'));
    expect(day.start.toISOString()).toBe('2030-01-31T18:00:00.000Z');
    const before = await balances();
    await db()
      .transaction()
      .execute((trx) => settle(trx, day));
    // agent01: 60000.00 by 3 active members, 0.5 % = 300.00; agent02: 20000.00 by 1, 0.3 % = 60.00.
    const after = await balances();
    expect([after.agent01 - before.agent01, after.agent02 - before.agent02]).toEqual([24000n, 6000n]);
    const [own] = await rowsOf(contractIds.get('agent01:daily')!);
    expect(own).toMatchObject({ gross: '30000', downline_gross: '6000', amount: '24000' });
    expect(own!.figures).toEqual({ validBet: '60000.00', activeMembers: 3, rate: '0.5' });
    const message = await db().selectFrom('messages').select(['title', 'body']).where('member_id', '=', agent01).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const title = (typeof message.title === 'string' ? JSON.parse(message.title) : message.title) as Record<string, string>;
    expect(title.en).toContain('2030-02-01');
    expect(title.en).toContain('240.00');
    expect(title.bn).toContain('240.00');
  });

  it("pays a week's dividend on the team's loss net of payouts and bonuses, once the week has closed", async () => {
    const a = await db().selectFrom('members').select('password_hash').where('id', '=', player01).executeTakeFirstOrThrow();
    const extra = [];
    for (const n of [1, 2])
      extra.push(
        (
          await db()
            .insertInto('members')
            .values({ brand_id: 'bd', account: `cs${n}${randomBytes(3).toString('hex')}`, password_hash: a.password_hash, type: 0, upline_id: agent01 })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    // The week from Monday 2030-03-04.
    await dayFigures(player01, '2030-03-04', 40000, 30000);
    await dayFigures(player02, '2030-03-05', 30000, 10000, 1000);
    await dayFigures(agent02, '2030-03-06', 10000, 0);
    await dayFigures(extra[0]!, '2030-03-09', 15000, 5000);
    await dayFigures(extra[1]!, '2030-03-10', 10000, 20000);
    await dayFigures(player01, '2030-03-11', 50000, 0); // the next week
    const week = await periodAt(db(), 'weekly', TZ, new Date('2030-03-07T06:00:00Z'));
    expect([week.start.toISOString(), week.end.toISOString()]).toEqual(['2030-03-03T18:00:00.000Z', '2030-03-10T18:00:00.000Z']);
    const b = await brand();
    await db()
      .insertInto('contract_settlement_marks')
      .values({ brand_id: 'bd', period: 'weekly', settled_to: week.start })
      .onConflict((oc) => oc.columns(['brand_id', 'period']).doUpdateSet({ settled_to: week.start }))
      .execute();
    // The last day of the week is not over: nothing yet.
    expect(
      await db()
        .transaction()
        .execute((trx) => settleDue(trx, b, 'weekly', new Date('2030-03-10T17:00:00Z'), 300_000)),
    ).toEqual([]);
    const before = await balances();
    await db()
      .transaction()
      .execute((trx) => settleDue(trx, b, 'weekly', new Date('2030-03-10T19:20:00Z'), 300_000));
    // agent01: loss 105000 − 65000 − 1000 = 39000.00, 5 active members: 20 % = 7800.00;
    // agent02: player02's 30000 − 10000 − 1000 = 19000.00 at 10 % = 1900.00.
    const after = await balances();
    expect([after.agent01 - before.agent01, after.agent02 - before.agent02]).toEqual([590000n, 190000n]);
    const [own] = await rowsOf(contractIds.get('agent01:dividend')!);
    expect(own!.figures).toEqual({ validBet: '105000.00', teamLoss: '39000.00', activeMembers: 5, rate: '20' });

    // My Income: the week's dividend on the day it began, the daily wage and the real-time pay on theirs.
    const token = (await signIn(server.call, 'agent01')).token;
    const income = valueOf<AgentIncome>(
      await server.call<Envelope<AgentIncome>>('/wps/relay/MCSFE_getAgentIncome?from=2030-03-01&to=2030-03-31&pageSize=5', { headers: { Authorization: token, Language: 'EN' } }),
    );
    expect(income.amount).toBe('5900.00');
    expect(income.kinds).toEqual([
      { kind: 'dividend', amount: '5900.00' },
      { kind: 'daily', amount: '0.00' },
      { kind: 'hourly', amount: '0.00' },
      { kind: 'realtime', amount: '0.00' },
    ]);
    expect(income.days).toHaveLength(31);
    expect(income.days.find((d) => d.day === '2030-03-04')).toEqual({ day: '2030-03-04', dividend: '5900.00', daily: '0.00', hourly: '0.00', realtime: '0.00' });
    expect(income.list).toEqual([
      expect.objectContaining({ kind: 'dividend', periodStart: '2030-03-03T18:00:00.000Z', periodEnd: '2030-03-10T18:00:00.000Z', gross: '7800.00', downlineGross: '1900.00', amount: '5900.00' }),
    ]);
  });
  it('pays at most the top contract’s dividend on the whole tree: a branch that lost shares it when another branch won (decision 0314)', async () => {
    const hash = (await db().selectFrom('members').select('password_hash').where('id', '=', player01).executeTakeFirstOrThrow()).password_hash;
    const extra: string[] = [];
    for (const n of [1, 2])
      extra.push(
        (
          await db()
            .insertInto('members')
            .values({ brand_id: 'bd', account: `cap${n}${randomBytes(3).toString('hex')}`, password_hash: hash, type: 0, upline_id: agent01 })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    // The week from Monday 2030-05-06: agent02's team (player02) loses 80,000.00; player01, in agent01's
    // team only, wins 65,000.00; three more members play even, so agent01's team has 5 active members.
    await dayFigures(player02, '2030-05-07', 80000, 0);
    await dayFigures(player01, '2030-05-07', 10000, 75000);
    for (const m of [agent02, ...extra]) await dayFigures(m, '2030-05-08', 5000, 5000);
    const week = await periodAt(db(), 'weekly', TZ, new Date('2030-05-08T06:00:00Z'));
    const before = await balances();
    await db()
      .transaction()
      .execute((trx) => settle(trx, week));
    // agent01: loss 15,000.00 on 105,000.00 by 5 members, 20 % = 3,000.00; its top rate, 30 %, caps the whole
    // tree at 4,500.00. agent02's own terms earn 10 % of 80,000.00 = 8,000.00: it is held to 4,500.00, and
    // agent01, whose downline takes more than its 3,000.00, gets nothing.
    const after = await balances();
    expect([after.agent01 - before.agent01, after.agent02 - before.agent02]).toEqual([0n, 450000n]);
    const [top] = (await rowsOf(contractIds.get('agent01:dividend')!)).filter((r) => new Date(r.period_start).getTime() === week.start.getTime());
    const [below] = (await rowsOf(contractIds.get('agent02:dividend')!)).filter((r) => new Date(r.period_start).getTime() === week.start.getTime());
    expect(top).toMatchObject({ gross: '300000', downline_gross: '800000', amount: '0' });
    expect(below).toMatchObject({ gross: '800000', amount: '450000' });
    expect(below!.figures).toEqual({ validBet: '80000.00', teamLoss: '80000.00', activeMembers: 1, rate: '10', branchCap: '4500.00' });
  });
});

describe('My Income', () => {
  it('carries a week the team won into the next week’s dividend where the brand carries it, and not where it does not (decision 0312)', async () => {
    const carrying: Brand = { ...bd, config: { ...bd.config, payments: { ...bd.config.payments!, dividendCarryOver: true } } };
    const weekOf = (day: string) => periodAt(db(), 'weekly', TZ, new Date(`${day}T06:00:00Z`));
    const own = contractIds.get('agent02:dividend')!;
    // Week one (from Monday 2030-04-01): agent02's team wins 30,000.00.
    await dayFigures(player02, '2030-04-02', 20000, 50000);
    const one = await weekOf('2030-04-03');
    await db()
      .transaction()
      .execute((trx) => settlePeriod(trx, carrying, one));
    const before = await balances();
    // Week two: it loses 50,000.00; less the 30,000.00 carried, 20,000.00 at 10 % = 2,000.00 (5,000.00 without the carry).
    await dayFigures(player02, '2030-04-09', 60000, 10000);
    const two = await weekOf('2030-04-10');
    await db()
      .transaction()
      .execute((trx) => settlePeriod(trx, carrying, two));
    const rows = (await rowsOf(own)).filter((r) => new Date(r.period_start) >= one.start && new Date(r.period_start) <= two.start);
    expect(rows.map((r) => [r.figures, r.amount])).toEqual([
      [{ validBet: '20000.00', teamLoss: '-30000.00', activeMembers: 1, rate: '0' }, '0'],
      [{ validBet: '60000.00', teamLoss: '20000.00', carriedLoss: '-30000.00', activeMembers: 1, rate: '10' }, '200000'],
    ]);
    expect((await balances()).agent02 - before.agent02).toBe(200000n);
    // The same weeks read without the carry: week two on its own loss.
    const plain = await dueSettlements(db(), 'bd', TZ, two, { settledToo: true });
    expect(plain.find((d) => String(d.contractId) === String(own))).toMatchObject({ gross: 500000n, figures: { teamLoss: '50000.00' } });
  });

  it("lists the agent's own settlements by kind and day, and refuses a player and a period too long", async () => {
    const call = async (account: string, query: string) =>
      server.call<Envelope<AgentIncome>>(`/wps/relay/MCSFE_getAgentIncome?${query}`, { headers: { Authorization: (await signIn(server.call, account)).token, Language: 'EN' } });
    const jan = valueOf<AgentIncome>(await call('agent02', 'from=2030-01-01&to=2030-01-31&kind=realtime'));
    expect(jan.list.map((s) => s.amount)).toEqual(['0.60', '0.30', '0.35']);
    expect(jan.days.find((d) => d.day === '2030-01-01')!.realtime).toBe('1.25');
    expect(jan.list[2]!.figures).toEqual({ bets: 2, wonStake: '50.00', lostStake: '100.00' });
    const onlyDaily = valueOf<AgentIncome>(await call('agent02', 'from=2030-01-31&to=2030-02-01&kind=daily'));
    expect(onlyDaily.list.map((s) => [s.kind, s.amount])).toEqual([['daily', '60.00']]);
    const asPlayer = await call('player01', 'from=2030-01-01&to=2030-01-31');
    expect([asPlayer.status, asPlayer.body]).toMatchObject([403, { errorCode: 'NOT_AGENT' }]);
    const long = await call('agent01', 'from=2030-01-01&to=2030-03-01');
    expect([long.status, long.body]).toMatchObject([400, { errorCode: 'FIELD_INVALID', field: 'to' }]);
  });
});
