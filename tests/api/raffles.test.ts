import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { signIn } from '../helpers/signIn';
import { memberApi, newKey } from '../helpers/memberApi';
import { operatorApi, type Envelope } from '../helpers/operatorApi';
import { switchModule } from '../helpers/switchModule';
import { checkLedger, POINTS_WALLET, walletBalance } from '../../server/modules/wallet/index';
import { playRaffle } from '../../server/modules/reward/raffles';
import type { Brand } from '../../server/brands/store';
import type { OpsRaffles, RaffleDrawn, RewardCenter } from '../../src/generated/types';
import { valueOf } from '../helpers/valueOf';

// Raffles (REWCEN3, decision 0266): tickets earned once per cause (a deposit, a step of own-money
// turnover) in the window and within the day's limit, spent one a play on a draw from a weighted
// prize table with stock, the ticket, the stock and the payout in one transaction.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(async () => {
  expect(await checkLedger(server.database.db)).toEqual([]);
});

const db = () => server.database.db;
const hour = 3_600_000;
const idOf = async (account: string) => (await db().selectFrom('members').select('id').where('brand_id', '=', 'bd').where('account', '=', account).executeTakeFirstOrThrow()).id;
const brandBd = async (): Promise<Brand> => {
  const r = await db().selectFrom('brands').selectAll().where('id', '=', 'bd').executeTakeFirstOrThrow();
  return { id: r.id, domains: r.domains, config: r.config, settings: r.settings, registerRules: r.register_rules, maintenance: r.maintenance };
};
type Prize = { kind: 'cash' | 'points' | 'nothing'; amount: string; weight: number; stock: number | null };
/** A raffle written as the console writes one, open now: amounts in minor units, points whole. */
const raffle = async (o: { depositMin?: string | null; turnoverStep?: string | null; dailyMax?: number | null; prizes: Prize[] }) => {
  const { id } = await db()
    .insertInto('raffles')
    .values({
      brand_id: 'bd',
      kind: 'goldenEgg',
      title: JSON.stringify({ bn: 'পরীক্ষার ডিম', en: 'Test egg' }),
      opens_at: new Date(Date.now() - hour),
      closes_at: new Date(Date.now() + hour),
      deposit_min: o.depositMin === undefined ? '10000' : o.depositMin,
      turnover_step: o.turnoverStep ?? null,
      daily_max: o.dailyMax ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db()
    .insertInto('raffle_prizes')
    .values(o.prizes.map((p, i) => ({ raffle_id: id, sort: i, weight: p.weight, kind: p.kind, amount: p.amount, stock: p.stock, stock_left: p.stock })))
    .execute();
  return id;
};
const deposit = (memberId: string, amount: string) =>
  db()
    .insertInto('deposits')
    .values({ brand_id: 'bd', member_id: memberId, channel: 'bkash', channel_name: 'bKash', kind: 'upi', amount, fee: '0', account_label: 'bKash', account_number: '01700000000', status: 'approved', decided_at: new Date() })
    .execute();
let rounds = 0;
const settledRound = (memberId: string, stake: string, bonusStake = '0') =>
  db()
    .insertInto('bets')
    .values({ brand_id: 'bd', member_id: memberId, vendor: 'TEST', category: 'slots', round_id: `raffle-${++rounds}`, stake, bonus_stake: bonusStake, status: 'settled', settled_at: new Date(), settlements: 1 })
    .execute();
const newMembers = async (prefix: string, n: number) =>
  (
    await db()
      .insertInto('members')
      .values(Array.from({ length: n }, (_, i) => ({ brand_id: 'bd', account: `${prefix}${i}`, password_hash: '!' })))
      .returning('id')
      .execute()
  ).map((m) => m.id);

describe('raffles', () => {
  let token: string;
  let player: ReturnType<typeof memberApi>;
  const ops = () => operatorApi(server);
  const centre = async () => valueOf<RewardCenter>(await player('/wps/relay/MCS2_getRewardCenter'));
  const play = (id: string, key = newKey()) =>
    server.call<Envelope<RaffleDrawn>>('/wps/relay/MCS2_claimRafflePromotion', { method: 'POST', body: { id }, headers: { Authorization: token, 'Idempotency-Key': key, Language: 'EN' } });

  beforeAll(async () => {
    ({ token } = await signIn(server.call, 'player01'));
    player = memberApi(server, token);
  });

  it('lists the seeded raffle with no ticket, and refuses a play without one in words', async () => {
    const before = await centre();
    const egg = before.raffles.find((r) => r.title === 'Crack the golden egg')!;
    expect(egg).toMatchObject({ kind: 'goldenEgg', state: 'open', tickets: 0, depositMin: '500.00', turnoverStep: '2000.00', dailyMax: 5 });
    expect(egg.prizes.map((p) => [p.kind, p.amount])).toEqual([
      ['cash', '10.00'],
      ['cash', '100.00'],
      ['cash', '1000.00'],
      ['points', '200'],
      ['nothing', null],
    ]);
    const refused = await play(egg.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ errorCode: 'RAFFLE_NO_TICKET', message: 'You have no ticket left for this raffle. Deposit or play to earn one.' });
    expect(await db().selectFrom('raffle_draws').select('id').execute()).toEqual([]);
  });

  it('earns a ticket once per deposit and per step of own-money turnover, counts them as claimable, and spends one a play', async () => {
    const me = await idOf('player01');
    const id = await raffle({ depositMin: '50000', turnoverStep: '100000', prizes: [{ kind: 'cash', amount: '700', weight: 1, stock: null }] });
    const ticketsOf = async () => (await centre()).raffles.find((r) => r.id === id)!.tickets;
    expect(await ticketsOf()).toBe(0);
    await deposit(me, '50000');
    await deposit(me, '49999');
    expect(await ticketsOf()).toBe(1);
    // 2.1 steps of own money: the bonus-paid part of a stake earns nothing.
    await settledRound(me, '60000');
    await settledRound(me, '90000', '40000');
    await settledRound(me, '150000', '50000');
    expect(await ticketsOf()).toBe(3);
    const listed = await centre();
    expect(listed.claimable).toBe(listed.envelopes.filter((e) => e.state === 'open').length + listed.raffles.reduce((n, r) => n + r.tickets, 0));

    const balance = await walletBalance(db(), me);
    const key = newKey();
    const drawn = valueOf<RaffleDrawn>(await play(id, key));
    expect(drawn).toMatchObject({ raffleId: id, prize: { kind: 'cash', amount: '7.00' }, ticketsLeft: 2 });
    expect(await walletBalance(db(), me)).toBe(balance + 700n);
    // The same request again answers the same draw and spends nothing.
    expect(valueOf(await play(id, key))).toEqual(drawn);
    expect(await ticketsOf()).toBe(2);
    // The causes are written once: reading and playing again counts none of them twice.
    valueOf(await play(id));
    valueOf(await play(id));
    expect(await ticketsOf()).toBe(0);
    expect((await play(id)).body).toMatchObject({ errorCode: 'RAFFLE_NO_TICKET' });
    const causes = await db().selectFrom('raffle_ticket_causes').select('cause').where('raffle_id', '=', id).orderBy('cause').execute();
    expect(causes.map((c) => c.cause)).toEqual([expect.stringMatching(/^deposit:\d+$/), 'turnover:1', 'turnover:2']);
    // Another step crossed earns the next ticket, and only it.
    await settledRound(me, '90000');
    expect(await ticketsOf()).toBe(1);
    const draws = await db().selectFrom('raffle_draws').select(['kind', 'amount']).where('raffle_id', '=', id).execute();
    expect(draws).toEqual(Array.from({ length: 3 }, () => ({ kind: 'cash', amount: '700' })));
    const paid = await db().selectFrom('ledger_transactions').select(['idempotency_key', 'kind']).where('kind', '=', 'raffle').execute();
    expect(paid.length).toBe(3);
    expect(paid.every((p) => /^raffle:\d+$/.test(p.idempotency_key))).toBe(true);
  });

  it('earns at most the daily limit of tickets on one day of the brand', async () => {
    const [m] = await newMembers('daily', 1);
    const id = await raffle({ depositMin: '100', dailyMax: 2, prizes: [{ kind: 'nothing', amount: '0', weight: 1, stock: null }] });
    for (let i = 0; i < 4; i++) await deposit(m!, '100');
    const brand = await brandBd();
    const plays = await Promise.allSettled(Array.from({ length: 4 }, () => db().transaction().execute((trx) => playRaffle(trx, brand, m!, id))));
    expect(plays.filter((p) => p.status === 'fulfilled').length).toBe(2);
    const t = await db().selectFrom('raffle_tickets').select(['earned', 'spent']).where('raffle_id', '=', id).where('member_id', '=', m!).executeTakeFirstOrThrow();
    expect(t).toEqual({ earned: 2, spent: 2 });
  });

  it('draws exactly three of fifty plays racing over three tickets', { timeout: 60_000 }, async () => {
    const [m] = await newMembers('racer', 1);
    const id = await raffle({ depositMin: '100', prizes: [{ kind: 'cash', amount: '100', weight: 1, stock: null }] });
    for (let i = 0; i < 3; i++) await deposit(m!, '100');
    const brand = await brandBd();
    const outcomes = await Promise.allSettled(Array.from({ length: 50 }, () => db().transaction().execute((trx) => playRaffle(trx, brand, m!, id))));
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected').map((o) => (o.reason as { code?: string }).code);
    expect(outcomes.filter((o) => o.status === 'fulfilled').length).toBe(3);
    expect(new Set(refused)).toEqual(new Set(['RAFFLE_NO_TICKET']));
    expect((await db().selectFrom('raffle_draws').select('id').where('raffle_id', '=', id).execute()).length).toBe(3);
    expect(await db().selectFrom('raffle_tickets').select(['earned', 'spent']).where('raffle_id', '=', id).executeTakeFirstOrThrow()).toEqual({ earned: 3, spent: 3 });
    expect(await walletBalance(db(), m!)).toBe(300n);
  });

  it('gives a prize whose stock is one to one player however many race for it, and the rest draw again without it', { timeout: 60_000 }, async () => {
    const members = await newMembers('stock', 30);
    const id = await raffle({
      depositMin: '100',
      prizes: [
        { kind: 'cash', amount: '100000', weight: 1000, stock: 1 },
        { kind: 'points', amount: '25', weight: 1, stock: null },
      ],
    });
    for (const m of members) await deposit(m, '100');
    const brand = await brandBd();
    // The chance always lands on the first prize with stock left: every play asks for the one prize.
    const outcomes = await Promise.all(members.map((m) => db().transaction().execute((trx) => playRaffle(trx, brand, m, id, () => 0))));
    expect(outcomes.filter((o) => o.prize.kind === 'cash').length).toBe(1);
    expect(outcomes.filter((o) => o.prize.kind === 'points').length).toBe(29);
    const prize = await db().selectFrom('raffle_prizes').select(['stock_left']).where('raffle_id', '=', id).where('kind', '=', 'cash').executeTakeFirstOrThrow();
    expect(prize.stock_left).toBe(0);
    const winner = members[outcomes.findIndex((o) => o.prize.kind === 'cash')]!;
    expect(await walletBalance(db(), winner)).toBe(100000n);
    const loser = members.find((m) => m !== winner)!;
    expect(await walletBalance(db(), loser, POINTS_WALLET)).toBe(25n);
  });

  it('refuses a play when every prize is won, keeping the ticket', async () => {
    const [m] = await newMembers('soldout', 1);
    const id = await raffle({ depositMin: '100', prizes: [{ kind: 'cash', amount: '100', weight: 1, stock: 1 }] });
    await deposit(m!, '100');
    await deposit(m!, '100');
    const brand = await brandBd();
    await db().transaction().execute((trx) => playRaffle(trx, brand, m!, id));
    await expect(db().transaction().execute((trx) => playRaffle(trx, brand, m!, id))).rejects.toMatchObject({ code: 'RAFFLE_SOLD_OUT' });
    expect(await db().selectFrom('raffle_tickets').select(['earned', 'spent']).where('raffle_id', '=', id).executeTakeFirstOrThrow()).toEqual({ earned: 2, spent: 1 });
  });

  it('lets content make and withdraw a raffle, checked and audited; payments reads its stock and draws', async () => {
    const editor = await ops().tokenOf('editor');
    const cashier = await ops().tokenOf('cashier');
    const body = {
      brandId: 'bd',
      kind: 'prizeWheel',
      title: { bn: 'নতুন চাকা', en: 'New wheel' },
      opensAt: new Date(Date.now() - hour).toISOString(),
      closesAt: new Date(Date.now() + hour).toISOString(),
      depositMin: '1',
      turnoverStep: null,
      dailyMax: 3,
      prizes: [
        { kind: 'cash', amount: '5', weight: 10, stock: 2 },
        { kind: 'points', amount: '50', weight: 10, stock: null },
        { kind: 'nothing', amount: '0', weight: 5, stock: null },
      ],
    };
    expect((await ops().call(cashier, '/ops/engagement/raffles', 'POST', body)).status).toBe(403);
    expect((await ops().call(editor, '/ops/engagement/raffles', 'POST', { ...body, closesAt: body.opensAt })).body).toMatchObject({ errorCode: 'FIELD_INVALID', field: 'closesAt' });
    expect((await ops().call(editor, '/ops/engagement/raffles', 'POST', { ...body, depositMin: null })).body).toMatchObject({ errorCode: 'FIELD_INVALID', field: 'depositMin' });
    expect((await ops().call(editor, '/ops/engagement/raffles', 'POST', { ...body, turnoverStep: '0.50' })).body).toMatchObject({ errorCode: 'FIELD_INVALID', field: 'turnoverStep' });
    const badPoints = { ...body, prizes: [body.prizes[0], { ...body.prizes[1], amount: '50.5' }] };
    expect((await ops().call(editor, '/ops/engagement/raffles', 'POST', badPoints)).body).toMatchObject({ errorCode: 'FIELD_INVALID', field: 'prizes.1.amount' });
    const badNothing = { ...body, prizes: [{ ...body.prizes[2], amount: '3' }] };
    expect((await ops().call(editor, '/ops/engagement/raffles', 'POST', badNothing)).body).toMatchObject({ errorCode: 'FIELD_INVALID', field: 'prizes.0.amount' });
    expect((await ops().call(editor, '/ops/engagement/raffles', 'POST', { ...body, title: { bn: 'নতুন চাকা' } })).body).toMatchObject({ errorCode: 'FIELD_INVALID', field: 'title.en' });
    const { id } = valueOf<{ id: string }>(await ops().call(editor, '/ops/engagement/raffles', 'POST', body));

    // player01's deposits of the test above fell in this window too: each earns a ticket here.
    const me = await idOf('player01');
    await deposit(me, '100');
    const mine = (await centre()).raffles.find((r) => r.id === id)!;
    expect(mine).toMatchObject({ title: 'New wheel', kind: 'prizeWheel', tickets: 3, prizes: [{ kind: 'cash', amount: '5.00' }, { kind: 'points', amount: '50' }, { kind: 'nothing', amount: null }] });
    const drawn = valueOf<RaffleDrawn>(await play(id));
    const listed = valueOf<OpsRaffles>(await ops().call(cashier, '/ops/engagement/raffles?brandId=bd&pageSize=50'));
    const row = listed.list.find((r) => r.id === id)!;
    expect(row).toMatchObject({ kind: 'prizeWheel', depositMin: '1.00', turnoverStep: null, dailyMax: 3, ticketsEarned: 3, draws: 1, withdrawnAt: null });
    expect(row.prizes.map((p) => [p.kind, p.amount, p.stock, p.stockLeft])).toEqual([
      ['cash', '5.00', 2, drawn.prize.kind === 'cash' ? 1 : 2],
      ['points', '50', null, null],
      ['nothing', '0', null, null],
    ]);
    expect(row.prizes.find((p) => p.id === drawn.prize.id)!.draws).toBe(1);

    expect(valueOf(await ops().call(editor, '/ops/engagement/raffles/withdraw', 'POST', { brandId: 'bd', id }))).toBe(true);
    expect((await ops().call(editor, '/ops/engagement/raffles/withdraw', 'POST', { brandId: 'bd', id })).status).toBe(404);
    expect((await centre()).raffles.find((r) => r.id === id)).toBeUndefined();
    expect((await play(id)).body).toMatchObject({ errorCode: 'RAFFLE_NOT_OPEN' });
    const audit = await db().selectFrom('audit_log').select('action').where('action', 'like', 'raffle.%').orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['raffle.create', 'raffle.withdraw']);
  });

  it('closes the play while REWCEN3 is off', async () => {
    const id = (await centre()).raffles[0]!.id;
    await switchModule(server, 'bd', 'REWCEN3', '0');
    try {
      const closed = await play(id);
      expect(closed.status).toBe(403);
      expect(closed.body).toMatchObject({ errorCode: 'MODULE_DISABLED' });
    } finally {
      await switchModule(server, 'bd', 'REWCEN3', '1');
    }
  });
});
