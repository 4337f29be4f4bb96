import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { signIn } from '../helpers/signIn';
import { operatorApi, type Envelope } from '../helpers/operatorApi';
import { valueOf } from '../helpers/valueOf';
import { openLivePage } from '../helpers/livePage';
import { checkLedger, settlePeriod, walletBalance } from '../../server/modules/wallet/index';
import { periodAt, type Period } from '../../server/modules/agent/index';
import type { Brand } from '../../server/brands/store';
import type { AgentIncome, DividendContracts, OpsContractSettlementChanged, OpsContractSettlements } from '../../src/generated/types';

// Contract settlements reviewed by the console (decision 0292): a dividend above the brand's
// threshold is held (figures, no money); payments approves it once however many click, or rejects
// it with a reason; a paid one is corrected by a reversal and a correction; a period run again pays
// only the difference. Seeded bd: agent01 (the house's contracts) → agent02 → player02.
// The books are checked after each test.

let server: TestServer;
const db = () => server.database.db;
const TZ = 'Asia/Dhaka';
let bd: Brand;
let agent01 = '';
let agent02 = '';
let player02 = '';
let contractId = '';
let cashier = '';
let admin = '';
let editor = '';
const ops = () => operatorApi(server);
const newKey = () => randomBytes(18).toString('base64url');

beforeAll(async () => {
  server = await startTestServer();
  const { config } = await db().selectFrom('brands').select('config').where('id', '=', 'bd').executeTakeFirstOrThrow();
  await db()
    .updateTable('brands')
    .set({ config: JSON.stringify({ ...config, payments: { ...config.payments!, contractApproval: { dividendAbove: '1000.00' } } }) })
    .where('id', '=', 'bd')
    .execute();
  await server.syncConfig();
  const r = await db().selectFrom('brands').select(['id', 'domains', 'config', 'settings', 'register_rules', 'maintenance']).where('id', '=', 'bd').executeTakeFirstOrThrow();
  bd = { id: r.id, domains: r.domains, config: r.config, settings: r.settings, registerRules: r.register_rules, maintenance: r.maintenance };
  const idOf = async (account: string) => (await db().selectFrom('members').select('id').where('brand_id', '=', 'bd').where('account', '=', account).executeTakeFirstOrThrow()).id;
  [agent01, agent02, player02] = (await Promise.all(['agent01', 'agent02', 'player02'].map(idOf))) as [string, string, string];
  // agent02's weekly dividend with agent01, within agent01's seeded terms, in force long before the weeks settled here.
  ({ id: contractId } = await db()
    .insertInto('contracts')
    .values({
      brand_id: 'bd',
      kind: 'dividend',
      upline_id: agent01,
      downline_id: agent02,
      terms: JSON.stringify({ period: 'weekly', tiers: [{ validBet: '20000.00', teamLoss: '10000.00', activeMembers: 1, rate: '10' }] }),
      status: 'accepted',
      starts_at: new Date('2024-01-01T00:00:00Z'),
      decided_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow());
  [cashier, admin, editor] = await Promise.all([ops().tokenOf('cashier'), ops().tokenOf('admin'), ops().tokenOf('editor')]);
});
afterAll(() => server.close());
afterEach(async () => {
  expect(await checkLedger(db())).toEqual([]);
});

/** A member's figures of a brand day, as settle_round and the ledger would have counted them. */
async function dayFigures(memberId: string, day: string, validBet: number, payout: number) {
  await db()
    .insertInto('member_daily_stats')
    .values({ brand_id: 'bd', member_id: memberId, day, product: 'slots', valid_bet: String(validBet * 100), payout: String(payout * 100), bonus: '0', bet_count: 1 })
    .onConflict((oc) => oc.columns(['member_id', 'day', 'product']).doUpdateSet((eb) => ({ valid_bet: eb('member_daily_stats.valid_bet', '+', eb.ref('excluded.valid_bet')), payout: eb('member_daily_stats.payout', '+', eb.ref('excluded.payout')) })))
    .execute();
}

/** The week holding `day`, its figures written and settled: agent02's dividend is 10 % of player02's loss. */
async function settledWeek(day: string, validBet: number, payout: number): Promise<{ week: Period; id: string }> {
  await dayFigures(player02, day, validBet, payout);
  const week = await periodAt(db(), 'weekly', TZ, new Date(`${day}T06:00:00Z`));
  await db().transaction().execute((trx) => settlePeriod(trx, bd, week));
  const row = await db().selectFrom('contract_settlements').select('id').where('contract_id', '=', contractId).where('period_start', '=', week.start).executeTakeFirstOrThrow();
  return { week, id: row.id };
}

const key = (week: Period) => `contract:${contractId}:${week.start.toISOString()}`;
const changesUnder = (prefix: string) => db().selectFrom('ledger_transactions').select(['idempotency_key']).where('idempotency_key', 'like', `${prefix}%`).orderBy('id').execute();
const send = (token: string, path: string, body: Record<string, unknown>) => ops().call<OpsContractSettlementChanged>(token, path, 'POST', { brandId: 'bd', ...body }, 'EN', { 'Idempotency-Key': newKey() });
const decide = (id: string, decision: 'approve' | 'reject', reason?: string, token = cashier) => send(token, '/ops/agents/settlements/decide', { settlementId: id, decision, ...(reason ? { reason } : {}) });
const messagesOf = async (memberId: string) =>
  (await db().selectFrom('messages').select('title').where('member_id', '=', memberId).orderBy('id', 'desc').limit(3).execute()).map((m) => (typeof m.title === 'string' ? (JSON.parse(m.title) as Record<string, string>) : (m.title as Record<string, string>)));

describe('a dividend at the threshold', () => {
  it('is paid when its period is settled, as before', async () => {
    const before = await walletBalance(db(), agent02);
    const { week, id } = await settledWeek('2025-04-16', 20000, 10000);
    expect(await db().selectFrom('contract_settlements').select(['status', 'amount', 'ledger_key']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ status: 'paid', amount: '100000', ledger_key: key(week) });
    expect((await walletBalance(db(), agent02)) - before).toBe(100000n);
  });
});

describe('a dividend above the threshold', () => {
  let held: { week: Period; id: string };

  it('is written held: figures and amount, no money, and the agent reads it awaiting approval', async () => {
    const before = await walletBalance(db(), agent02);
    held = await settledWeek('2025-05-07', 30000, 10000);
    expect(await walletBalance(db(), agent02)).toBe(before);
    expect(await changesUnder(key(held.week))).toEqual([]);
    const row = await db().selectFrom('contract_settlements').selectAll().where('id', '=', held.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'held', amount: '200000', ledger_key: null });
    expect((await messagesOf(agent02))[0]!.en).toMatch(/^Your dividend for .* is being reviewed: ৳2000\.00$/);
    const token = (await signIn(server.call, 'agent02')).token;
    const income = valueOf<AgentIncome>(await server.call<Envelope<AgentIncome>>('/wps/relay/MCSFE_getAgentIncome?from=2025-05-01&to=2025-05-31', { headers: { Authorization: token, Language: 'EN' } }));
    expect(income.amount).toBe('0.00');
    expect(income.list).toEqual([expect.objectContaining({ kind: 'dividend', amount: '2000.00', status: 'held', reason: null })]);
    const list = valueOf<OpsContractSettlements>(await ops().call(admin, '/ops/agents/settlements', 'GET', { brandId: 'bd', from: '2025-05-01', to: '2025-05-31', status: 'held' }));
    expect(list.list).toHaveLength(1);
    expect(list.list[0]).toMatchObject({ agent: 'agent02', upline: 'agent01', contractId, settlement: { id: held.id, status: 'held', figures: { validBet: '30000.00', teamLoss: '20000.00', activeMembers: 1, rate: '10' } } });
  });

  it('is approved by payments only, and paid once under its key when twenty approve at once', async () => {
    const refused = await decide(held.id, 'approve', undefined, editor);
    expect([refused.status, refused.body]).toMatchObject([403, { errorCode: 'ROLE_FORBIDDEN' }]);
    const before = await walletBalance(db(), agent02);
    // A cashier's open console hears of it and asks again: the page follows without a reload.
    const desk = await openLivePage(server.port, { token: null, operator: admin });
    const from = desk.events.length;
    const answers = await Promise.all(Array.from({ length: 20 }, () => decide(held.id, 'approve')));
    expect(await desk.next('desk', from, { book: 'contractSettlements' })).toEqual({ type: 'desk', brandId: 'bd', book: 'contractSettlements' });
    desk.socket.close();
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const values = answers.map((a) => valueOf<OpsContractSettlementChanged>(a));
    expect(values.filter((v) => v.changed)).toHaveLength(1);
    expect(values.every((v) => v.settlement.settlement.status === 'paid' && v.settlement.decidedBy === 'cashier')).toBe(true);
    expect(await changesUnder(key(held.week))).toEqual([{ idempotency_key: key(held.week) }]);
    expect((await walletBalance(db(), agent02)) - before).toBe(200000n);
    expect((await messagesOf(agent02))[0]!.en).toContain('approved');
    expect((await messagesOf(agent01))[0]!.en).toContain("agent02's dividend");
    const audit = await db().selectFrom('audit_log').select('action').where('target', '=', held.id).execute();
    expect(audit).toEqual([{ action: 'contractSettlement.approve' }]);
    const other = await decide(held.id, 'reject', 'Too late');
    expect([other.status, other.body]).toMatchObject([409, { errorCode: 'SETTLEMENT_NOT_HELD' }]);
  });

  it('is corrected by a reversal and a correction, two ledger changes under its cause', async () => {
    const before = await walletBalance(db(), agent02);
    const done = valueOf<OpsContractSettlementChanged>(await send(cashier, '/ops/agents/settlements/adjust', { settlementId: held.id, amount: '1500', reason: 'Bonus missed in the figures' }));
    expect(done).toMatchObject({ changed: true, settlement: { revision: 1, settlement: { amount: '1500.00', status: 'paid', reason: 'Bonus missed in the figures' } } });
    expect((await walletBalance(db(), agent02)) - before).toBe(-50000n);
    const entries = await db()
      .selectFrom('ledger_transactions as t')
      .innerJoin('ledger_entries as e', 'e.transaction_id', 't.id')
      .select(['t.idempotency_key', 'e.house_account', 'e.amount'])
      .where('t.idempotency_key', 'like', `${key(held.week)}:adjust:%`)
      .orderBy('t.idempotency_key')
      .orderBy('e.amount')
      .execute();
    expect(entries).toEqual([
      { idempotency_key: `${key(held.week)}:adjust:1:correction`, house_account: 'agent-commission', amount: '-150000' },
      { idempotency_key: `${key(held.week)}:adjust:1:correction`, house_account: null, amount: '150000' },
      { idempotency_key: `${key(held.week)}:adjust:1:reversal`, house_account: null, amount: '-200000' },
      { idempotency_key: `${key(held.week)}:adjust:1:reversal`, house_account: 'agent-commission', amount: '200000' },
    ]);
    expect((await messagesOf(agent02))[0]!.en).toContain('corrected to');
    const changes = await db().selectFrom('contract_settlement_changes').select(['cause', 'amount_before', 'amount_after', 'operator_name']).where('settlement_id', '=', held.id).orderBy('id').execute();
    expect(changes).toEqual([
      { cause: 'approve', amount_before: '200000', amount_after: '200000', operator_name: 'cashier' },
      { cause: 'adjust', amount_before: '200000', amount_after: '150000', operator_name: 'cashier' },
    ]);
  });

  it('run again pays nothing when unchanged, the difference when the figures grew, and nothing after that', async () => {
    const rerun = () => send(cashier, '/ops/agents/settlements/rerun', { contractId, periodStart: held.week.start.toISOString(), reason: 'Late figures' });
    const before = await walletBalance(db(), agent02);
    // Its figures still earn 2000.00 while it was corrected to 1500.00: the run pays the 500.00 back.
    const first = valueOf<OpsContractSettlementChanged>(await rerun());
    expect(first).toMatchObject({ changed: true, settlement: { revision: 2, settlement: { amount: '2000.00' } } });
    expect((await walletBalance(db(), agent02)) - before).toBe(50000n);
    const unchanged = valueOf<OpsContractSettlementChanged>(await rerun());
    expect(unchanged.changed).toBe(false);
    await dayFigures(player02, '2025-05-08', 10000, 0);
    const grown = valueOf<OpsContractSettlementChanged>(await rerun());
    expect(grown).toMatchObject({ changed: true, settlement: { revision: 3, settlement: { amount: '3000.00' } } });
    expect((await walletBalance(db(), agent02)) - before).toBe(150000n);
    expect(await Promise.all(Array.from({ length: 5 }, rerun)).then((a) => a.map((x) => valueOf<OpsContractSettlementChanged>(x).changed))).toEqual([false, false, false, false, false]);
    expect((await changesUnder(`${key(held.week)}:rerun:`)).map((c) => c.idempotency_key)).toEqual([`${key(held.week)}:rerun:2`, `${key(held.week)}:rerun:3`]);
    const open = await send(cashier, '/ops/agents/settlements/rerun', { contractId, periodStart: new Date(Date.now() - 60_000).toISOString(), reason: 'Too soon' });
    expect([open.status, open.body]).toMatchObject([409, { errorCode: 'PERIOD_NOT_CLOSED' }]);
  });

  it('is rejected with a reason and pays nothing; the agent reads why', async () => {
    const other = await settledWeek('2025-05-14', 30000, 10000);
    const before = await walletBalance(db(), agent02);
    expect((await decide(other.id, 'reject')).status).toBe(400);
    const adjustHeld = await send(cashier, '/ops/agents/settlements/adjust', { settlementId: other.id, amount: '10', reason: 'x' });
    expect([adjustHeld.status, adjustHeld.body]).toMatchObject([409, { errorCode: 'SETTLEMENT_NOT_PAID' }]);
    const done = valueOf<OpsContractSettlementChanged>(await decide(other.id, 'reject', 'Team under review'));
    expect(done.settlement.settlement).toMatchObject({ status: 'rejected', reason: 'Team under review' });
    expect(await walletBalance(db(), agent02)).toBe(before);
    expect(await changesUnder(key(other.week))).toEqual([]);
    expect((await messagesOf(agent02))[0]!.en).toContain('rejected');
    expect((await messagesOf(agent01))[0]!.en).toContain('rejected');
    const token = (await signIn(server.call, 'agent02')).token;
    const book = valueOf<DividendContracts>(await server.call<Envelope<DividendContracts>>('/wps/relay/MCS2_processDividendReq', { method: 'POST', body: { action: 'list' }, headers: { Authorization: token, Language: 'EN' } }));
    expect(book.settlements.slice(0, 2).map((s) => [s.periodStart, s.status, s.reason])).toEqual([
      [other.week.start.toISOString(), 'rejected', 'Team under review'],
      [held.week.start.toISOString(), 'paid', 'Bonus missed in the figures'],
    ]);
  });
});
