import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { engine } from '../helpers/freshDatabase';
import { signIn } from '../helpers/signIn';
import { newKey } from '../helpers/memberApi';
import { switchModule } from '../helpers/switchModule';
import { openLivePage } from '../helpers/livePage';
import { operatorApi } from '../helpers/operatorApi';
import { postChange, walletBalance } from '../../server/modules/wallet/index';
import { drawIssue } from '../../server/modules/games/lottery/drawIssue';
import { cancelIssue } from '../../server/modules/games/lottery/cancelIssue';
import { hashSeed, seedChain } from '../../server/games/lottery/draw';
import { betReturn } from '../../server/games/lottery/betTypes';
import type { LotteryBet, LotteryBets, LotteryState } from '../../src/generated/types';

// The in-house lottery's calls (decision 0313), on PGlite and, with DATABASE_URL, on PostgreSQL: a
// game's state, a bet of each type taken with its line of the betting record, once per key, the
// refusals, and the draw and the cancel settling both and telling the brand's pages.

let server: TestServer;
let token: string;
let memberId: string;
const db = () => server.database.db;

type Answer<T> = { success: true; value: T } | { success: false; errorCode: string; message: string; field?: string };

const GAME = 'T_LOTTO';
const CAPPED = 'T_CAPPED';
let issueNo = 0;

/** An issue of a test game that closes in an hour and draws an hour after: no clock of the test reaches it. */
async function newIssue(code: string, closesInMs = 3_600_000) {
  const game = await db().selectFrom('lottery_games').select(['id', 'brand_id']).where('brand_id', '=', 'bd').where('code', '=', code).executeTakeFirstOrThrow();
  const [seed] = seedChain(1);
  const day = `2040-01-${String(++issueNo).padStart(2, '0')}`;
  const chain = await db()
    .insertInto('lottery_chains')
    .values({ game_id: game.id, day, published_hash: hashSeed(seed!) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const closes = new Date(Date.now() + closesInMs);
  return db()
    .insertInto('lottery_issues')
    .values({
      brand_id: 'bd',
      game_id: game.id,
      chain_id: chain.id,
      position: 0,
      issue: `${day.replaceAll('-', '')}-0001`,
      seed: seed!,
      seed_hash: hashSeed(seed!),
      closes_at: closes,
      draws_at: new Date(closes.getTime() + 3_600_000),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const call = <T>(path: string, method = 'GET', body?: unknown, key: string | null = newKey(), lang = 'EN') =>
  server.call<Answer<T>>(path, { method, body, headers: { Authorization: token, Language: lang, ...(key && method !== 'GET' ? { 'Idempotency-Key': key } : {}) } });
const value = <T>(res: { body: Answer<T> }): T => {
  if (!res.body.success) throw new Error(`refused: ${JSON.stringify(res.body)}`);
  return res.body.value;
};
const bet = (body: Record<string, unknown>, key = newKey(), lang = 'EN') => call<LotteryBet>('/lgw/vn/lottery/bet', 'POST', body, key, lang);
const balance = async () => walletBalance(db(), memberId, 'main');
const state = async (code = GAME) => value(await call<LotteryState>(`/lgw/vn/lottery/state?gameCode=${code}`));

beforeAll(async () => {
  server = await startTestServer();
  ({ token } = await signIn(server.call, 'player01'));
  memberId = (await db().selectFrom('members').select('id').where('brand_id', '=', 'bd').where('account', '=', 'player01').executeTakeFirstOrThrow()).id;
  await postChange(db(), {
    brandId: 'bd',
    idempotencyKey: `lotto-test:${memberId}`,
    kind: 'adjustment',
    postings: [
      { memberId, amount: 10_000_000n },
      { house: 'adjustments', amount: -10_000_000n },
    ],
  });
  // Daily schedules far from now: the days job makes their issues, never ones a test bets on.
  await db()
    .insertInto('lottery_games')
    .values([
      { brand_id: 'bd', code: GAME, daily_at: '03:00', time_zone: 'Asia/Ho_Chi_Minh', close_seconds: 60, enabled: true },
      { brand_id: 'bd', code: CAPPED, prize_mode: 'ZY', daily_at: '03:00', time_zone: 'Asia/Ho_Chi_Minh', close_seconds: 60, enabled: true },
    ])
    .execute();
  await db()
    .insertInto('games')
    .values(
      [GAME, CAPPED].map((code) => ({
        brand_id: 'bd',
        vendor: 'MQ_LOTTO',
        category: 'LOTT',
        code,
        name: JSON.stringify({ en: 'Test Lottery', bn: 'পরীক্ষার লটারি' }),
        image: '/seed/games/bd/vn_north.svg',
        min_bet: '100',
        engine: 'lottery:vn',
      })),
    )
    .execute();
  const odds = (await state()).odds;
  await db()
    .insertInto('lottery_odds')
    .values({ brand_id: 'bd', prize_mode: 'ZY', odds: JSON.stringify({ ...odds, maxStakePerNumber: '30.00' }) })
    .execute();
});
afterAll(() => server.close());

describe(`the in-house lottery's calls (${engine})`, () => {
  it('lists the seeded games under the in-house vendor, each opening the lottery page', async () => {
    const list = await server.call<Answer<{ games: Array<{ gameCode: string; vassalage: string; image: string }> }>>('/wps/relay/GCSGAME_gameList?gameType=LOTT&vassalage=MQ_LOTTO&pageSize=50', {
      headers: { Authorization: token, Language: 'EN' },
    });
    const codes = value(list).games.map((g) => g.gameCode);
    expect(codes).toEqual(expect.arrayContaining(['VN_NORTH', 'VN_FAST1', 'VN_FAST5']));
    expect(value(list).games.every((g) => g.image.endsWith('.svg'))).toBe(true);
  });

  it('states a game: its name, odds, the open issue with its seed hash and times, nothing drawn yet', async () => {
    const issue = await newIssue(GAME);
    const s = await state();
    expect(s.game).toMatchObject({ code: GAME, name: 'Test Lottery', prizeMode: 'LOTT', dailyAt: '03:00', intervalSeconds: null });
    expect(s.odds.lo2).toEqual({ cost: 27, pays: 99 });
    expect(s.issue).toEqual({ issue: issue.issue, seedHash: issue.seed_hash, closesAt: issue.closes_at.toISOString(), drawsAt: issue.draws_at.toISOString() });
    expect(s.last).toBeNull();
    expect(Math.abs(new Date(s.serverTime).getTime() - Date.now())).toBeLessThan(60_000);
    const unknown = await call('/lgw/vn/lottery/state?gameCode=NO_SUCH');
    expect(unknown.status).toBe(404);
  });

  it('takes a bet of each type, each with its line of the betting record, and the draw settles and pays both once, telling the pages', async () => {
    const issue = await newIssue(GAME);
    const before = await balance();
    const bodies = [
      { type: 'lo2', numbers: ['45'], points: 2 },
      { type: 'lo3', numbers: ['345'], points: 1 },
      { type: 'de', numbers: ['07'], stake: '10.00' },
      { type: 'cang3', numbers: ['007'], stake: '5.50' },
      { type: 'xien2', numbers: ['11', '22'], stake: '10' },
      { type: 'xien3', numbers: ['11', '22', '33'], stake: '10.00' },
      { type: 'xien4', numbers: ['11', '22', '33', '44'], stake: '10.00' },
    ];
    const taken: LotteryBet[] = [];
    for (const b of bodies) taken.push(value(await bet({ gameCode: GAME, issue: issue.issue, ...b })));
    expect(taken.map((t) => [t.type, t.stake, t.points, t.status])).toEqual([
      ['lo2', '54.00', 2, 'open'],
      ['lo3', '23.00', 1, 'open'],
      ['de', '10.00', null, 'open'],
      ['cang3', '5.50', null, 'open'],
      ['xien2', '10.00', null, 'open'],
      ['xien3', '10.00', null, 'open'],
      ['xien4', '10.00', null, 'open'],
    ]);
    expect(before - (await balance())).toBe(12_250n);
    const ids = taken.map((t) => t.id);
    const lines = await db().selectFrom('bets').selectAll().where('vendor', '=', 'MQ_LOTTO').where('member_id', '=', memberId).orderBy('id').execute();
    expect(lines.slice(-7).map((l) => [l.round_id, l.category, l.stake, l.status])).toEqual(taken.map((t) => [t.id, 'LOTT', String(Math.round(Number(t.stake) * 100)), 'open']));
    // Each stake taken by the wallet's signed bet call, as a studio round's is (decision 0333): its txId the bet's, to the vendor's house.
    const stakes = await db()
      .selectFrom('vendor_transactions as v')
      .innerJoin('ledger_transactions as t', (j) => j.on('t.brand_id', '=', 'bd').on('t.idempotency_key', '=', sql<string>`'vendor:MQ_LOTTO:' || v.tx_id`))
      .select(['v.tx_id', 'v.kind', 'v.amount', 't.kind as change', 't.reference'])
      .where('v.vendor', '=', 'MQ_LOTTO')
      .where('v.round_id', 'in', ids)
      .orderBy('v.round_id')
      .execute();
    expect(stakes).toEqual(taken.map((t) => ({ tx_id: `lotto-${t.id}`, kind: 'bet', amount: String(Math.round(Number(t.stake) * 100)), change: 'bet', reference: 'LOTT/MQ_LOTTO' })));
    const record = value(await call<{ list: Array<{ roundId: string; gameName: string; vassalage: string; status: string }> }>('/wps/member/bets?vassalage=MQ_LOTTO&pageSize=20'));
    expect(record.list.filter((r) => taken.some((t) => t.id === r.roundId)).map((r) => [r.gameName, r.status])).toEqual(taken.map(() => ['Test Lottery', 'open']));

    const page = await openLivePage(server.port, token);
    const visitor = await openLivePage(server.port, null);
    const from = page.events.length;
    const drawn = (await db()
      .transaction()
      .execute((trx) => drawIssue(trx, issue.id, issue.draws_at)))!;
    expect(await page.next('lottery', from)).toEqual({ type: 'lottery', gameCode: GAME });
    expect(await visitor.next('lottery')).toEqual({ type: 'lottery', gameCode: GAME });
    const rows = await db().selectFrom('lottery_bets').select(['id', 'bet_type', 'numbers', 'stake', 'cost', 'pays']).where('issue_id', '=', issue.id).orderBy('id').execute();
    const expected = rows.map((r) => betReturn(r.bet_type, r.numbers, BigInt(r.stake), { cost: r.cost, pays: r.pays }, drawn.numbers));
    const paid = expected.reduce((a, b) => a + b, 0n);
    if (paid > 0n) await page.next('balance', from);
    expect(drawn.paid).toBe(paid);
    expect((await balance()) - (before - 12_250n)).toBe(paid);
    const settled = await db().selectFrom('bets').select(['round_id', 'status', 'payout', 'settlements']).where('vendor', '=', 'MQ_LOTTO').where('round_id', 'in', ids).orderBy('id').execute();
    expect(settled.map((s) => [s.status, BigInt(s.payout), s.settlements])).toEqual(expected.map((e) => ['settled', e, 0]));
    // Each win one change under its bet's key, counted as a win of the vendor's product.
    const wins = await db()
      .selectFrom('ledger_transactions')
      .select(['kind', 'reference'])
      .where(
        'idempotency_key',
        'in',
        ids.map((id) => `lotto:${id}`),
      )
      .execute();
    expect(wins).toEqual(expected.filter((e) => e > 0n).map(() => ({ kind: 'win', reference: 'LOTT/MQ_LOTTO' })));

    const s = await state();
    expect(s.last).toMatchObject({ issue: issue.issue, numbers: drawn.numbers, seed: issue.seed, seedHash: issue.seed_hash });
    const mine = value(await call<LotteryBets>(`/lgw/vn/lottery/bets?gameCode=${GAME}&pageSize=7`));
    expect(mine.list.map((b) => [b.id, b.status, b.payout])).toEqual(
      [...taken].reverse().map((t, i) => {
        const e = expected[taken.length - 1 - i]!;
        return [t.id, e > 0n ? 'won' : 'lost', (Number(e) / 100).toFixed(2)];
      }),
    );
    // Drawn once: a second run finds it drawn.
    expect(
      await db()
        .transaction()
        .execute((trx) => drawIssue(trx, issue.id, issue.draws_at)),
    ).toBeNull();
    page.socket.close();
    visitor.socket.close();
  });

  it('answers the same key again with the first bet and moves the money once', async () => {
    const issue = await newIssue(GAME);
    const before = await balance();
    const key = newKey();
    const body = { gameCode: GAME, issue: issue.issue, type: 'de', numbers: ['12'], stake: '20.00' };
    // Twice at once, and once more after.
    const [a, b] = (await Promise.all([bet(body, key), bet(body, key)])).map(value);
    expect(b).toEqual(a);
    expect(value(await bet(body, key))).toEqual(a);
    expect(before - (await balance())).toBe(2000n);
    expect(await db().selectFrom('bets').select('id').where('vendor', '=', 'MQ_LOTTO').where('round_id', '=', a!.id).execute()).toHaveLength(1);
    const other = await bet({ ...body, numbers: ['13'] }, key);
    expect(other.body).toMatchObject({ success: false, errorCode: 'IDEMPOTENCY_MISMATCH' });
  });

  it('refuses a closed issue, an unknown one, a number at its cap and a stake above the balance, in the player’s language, moving nothing', async () => {
    const closed = await newIssue(GAME, -1000);
    const open = await newIssue(CAPPED);
    const before = await balance();
    const count = async () => (await db().selectFrom('bets').select('id').where('member_id', '=', memberId).execute()).length;
    const lines = await count();
    const refused = await bet({ gameCode: GAME, issue: closed.issue, type: 'de', numbers: ['12'], stake: '1.00' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, errorCode: 'LOTTERY_CLOSED', message: 'Betting on this draw has closed. Choose the next one.' });
    const bn = await bet({ gameCode: GAME, issue: closed.issue, type: 'de', numbers: ['12'], stake: '1.00' }, newKey(), 'BN');
    expect(bn.body).toMatchObject({ errorCode: 'LOTTERY_CLOSED', message: 'এই ড্রয়ের বাজি বন্ধ হয়ে গেছে। পরের ড্রটি বেছে নিন।' });
    expect((await bet({ gameCode: GAME, issue: '20391231-0001', type: 'de', numbers: ['12'], stake: '1.00' })).body).toMatchObject({ errorCode: 'LOTTERY_CLOSED' });

    // The capped mode takes ৳30.00 on a number of a type: ৳20.00 and then ৳10.00 fit, one more ৳0.01 does not.
    value(await bet({ gameCode: CAPPED, issue: open.issue, type: 'de', numbers: ['50'], stake: '20.00' }));
    value(await bet({ gameCode: CAPPED, issue: open.issue, type: 'xien2', numbers: ['50', '51'], stake: '10.00' }));
    value(await bet({ gameCode: CAPPED, issue: open.issue, type: 'de', numbers: ['50'], stake: '10.00' }));
    const full = await bet({ gameCode: CAPPED, issue: open.issue, type: 'de', numbers: ['50'], stake: '0.01' });
    expect(full.body).toMatchObject({ success: false, errorCode: 'LOTTERY_NUMBER_FULL', message: expect.stringMatching(/^This number has taken all the stakes/) as unknown });
    expect(before - (await balance())).toBe(4000n);

    // An issue of another game is not this game's to bet on.
    expect((await bet({ gameCode: GAME, issue: open.issue, type: 'de', numbers: ['12'], stake: '1.00' })).body).toMatchObject({ errorCode: 'LOTTERY_CLOSED' });
    // Above the balance (all but ৳5.00 of it set aside meanwhile): the wallet's bet call refuses it.
    const aside = (await balance()) - 500n;
    const setAside = (amount: bigint) =>
      postChange(db(), {
        brandId: 'bd',
        idempotencyKey: newKey(),
        kind: 'adjustment',
        postings: [
          { memberId, amount: -amount },
          { house: 'adjustments', amount },
        ],
      });
    await setAside(aside);
    const poor = await bet({ gameCode: CAPPED, issue: open.issue, type: 'de', numbers: ['12'], stake: '6.00' });
    await setAside(-aside);
    expect(poor.status).toBe(409);
    expect(poor.body).toMatchObject({ errorCode: 'INSUFFICIENT_FUNDS', message: 'Your balance is not enough for this.' });
    // Over the player's own wager limit, which the wallet's bet call judges: the limit named, in both languages.
    await db().insertInto('member_limits').values({ member_id: memberId, kind: 'wager', period: 'day', amount: '500' }).execute();
    const over = { gameCode: CAPPED, issue: open.issue, type: 'de', numbers: ['13'], stake: '6.00' };
    const limited = await bet(over);
    const limitedBn = await bet(over, newKey(), 'BN');
    await db().deleteFrom('member_limits').where('member_id', '=', memberId).execute();
    expect([limited.status, limited.body]).toMatchObject([
      409,
      { errorCode: 'LIMIT_REACHED', message: 'This goes over your 24-hour wager limit of 5.00.', limit: { kind: 'wager', period: 'day', amount: '5.00' } },
    ]);
    expect(limitedBn.body).toMatchObject({ errorCode: 'LIMIT_REACHED', message: expect.stringContaining('5.00') as unknown });
    const exposure = await db().selectFrom('lottery_exposure').select('staked').where('issue_id', '=', open.id).where('bet_type', '=', 'de').where('number', '=', '13').executeTakeFirst();
    expect(exposure?.staked ?? '0').toBe('0');
    expect(before - (await balance())).toBe(4000n);
    expect(await count()).toBe(lines + 3);
  });

  it('refuses bad bodies with a 4xx naming the field in the player’s language, and changes nothing', async () => {
    const issue = await newIssue(GAME);
    const before = await balance();
    const base = { gameCode: GAME, issue: issue.issue };
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ ...base, type: 'lo2', numbers: ['45'], stake: '27.00' }, 'VALIDATION_FAILED'],
      [{ ...base, type: 'de', numbers: ['45'], points: 1 }, 'VALIDATION_FAILED'],
      [{ ...base, type: 'lo2', numbers: ['4'], points: 1 }, 'VALIDATION_FAILED'],
      [{ ...base, type: 'lo2', numbers: ['456'], points: 1 }, 'FIELD_INVALID'],
      [{ ...base, type: 'xien2', numbers: ['45'], stake: '1.00' }, 'FIELD_INVALID'],
      [{ ...base, type: 'xien3', numbers: ['45', '12', '45'], stake: '1.00' }, 'FIELD_INVALID'],
      [{ ...base, type: 'de', numbers: ['45'], stake: '0.00' }, 'FIELD_INVALID'],
      [{ ...base, type: 'de', numbers: ['45'], stake: 10 }, 'VALIDATION_FAILED'],
      [{ ...base, type: 'de', numbers: ['45'], stake: '1.001' }, 'VALIDATION_FAILED'],
      [{ ...base, type: 'lo4', numbers: ['45'], stake: '1.00' }, 'VALIDATION_FAILED'],
      [{ ...base, type: 'lo2', numbers: ['45'], points: 0 }, 'VALIDATION_FAILED'],
      [{ ...base, issue: 'tomorrow', type: 'de', numbers: ['45'], stake: '1.00' }, 'VALIDATION_FAILED'],
      [{ gameCode: GAME, type: 'de', numbers: ['45'], stake: '1.00' }, 'VALIDATION_FAILED'],
      [{ ...base, gameCode: 'NO_SUCH', type: 'de', numbers: ['45'], stake: '1.00' }, 'GAME_NOT_FOUND'],
    ];
    for (const [body, code] of bad) {
      const res = await bet(body, newKey(), 'BN');
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
      expect(res.body, JSON.stringify(body)).toMatchObject({ success: false, errorCode: code });
      // Bengali words, not a code or English.
      expect((res.body as { message: string }).message, JSON.stringify(body)).toMatch(/[\u0980-\u09FF]/);
    }
    const noKey = await bet({ ...base, type: 'de', numbers: ['45'], stake: '1.00' }, '');
    expect(noKey.body).toMatchObject({ success: false, errorCode: 'IDEMPOTENCY_KEY_REQUIRED' });
    expect(await balance()).toBe(before);
    expect(await db().selectFrom('lottery_bets').select('id').where('issue_id', '=', issue.id).execute()).toEqual([]);
  });

  it('refunds a cancelled issue’s bets and marks their lines cancelled, telling the pages', async () => {
    const issue = await newIssue(GAME);
    const before = await balance();
    const a = value(await bet({ gameCode: GAME, issue: issue.issue, type: 'lo2', numbers: ['99'], points: 1 }));
    const page = await openLivePage(server.port, token);
    expect(
      await db()
        .transaction()
        .execute((trx) => cancelIssue(trx, issue.id, new Date())),
    ).toBe(1);
    expect(await page.next('lottery')).toEqual({ type: 'lottery', gameCode: GAME });
    expect(await balance()).toBe(before);
    expect((await db().selectFrom('bets').select('status').where('vendor', '=', 'MQ_LOTTO').where('round_id', '=', a.id).executeTakeFirstOrThrow()).status).toBe('cancelled');
    const mine = value(await call<LotteryBets>(`/lgw/vn/lottery/bets?gameCode=${GAME}&pageSize=1`));
    expect(mine.list[0]).toMatchObject({ id: a.id, status: 'refunded', payout: '27.00' });
    page.socket.close();
  });

  it('tells the consoles that may read the liability when a bet is taken or its issue cancelled, and no player or other operator', async () => {
    const issue = await newIssue(GAME);
    const [cashierToken, editorToken] = [await operatorApi(server).tokenOf('cashier'), await operatorApi(server).tokenOf('editor')];
    const cashier = await openLivePage(server.port, { token: null, operator: cashierToken });
    const editor = await openLivePage(server.port, { token: null, operator: editorToken });
    const page = await openLivePage(server.port, token);
    const from = { cashier: cashier.events.length, editor: editor.events.length, page: page.events.length };
    value(await bet({ gameCode: GAME, issue: issue.issue, type: 'de', numbers: ['17'], stake: '10' }));
    expect(await cashier.next('liability', from.cashier)).toEqual({ type: 'liability', brandId: 'bd' });
    // The cancel tells the player's page of the game; the console hears of it once its window has passed.
    const second = cashier.events.length;
    await db()
      .transaction()
      .execute((trx) => cancelIssue(trx, issue.id, new Date()));
    await page.next('lottery', from.page);
    expect(await cashier.next('liability', second)).toEqual({ type: 'liability', brandId: 'bd' });
    expect([...editor.events.slice(from.editor), ...page.events.slice(from.page)].filter((e) => e.type === 'liability')).toEqual([]);
    for (const p of [cashier, editor, page]) p.socket.close();
  });

  it('closes the three calls when the brand switches its game launches off (403)', async () => {
    const issue = await newIssue(GAME);
    await switchModule(server, 'bd', 'GAMELO3', '0');
    try {
      expect((await call(`/lgw/vn/lottery/state?gameCode=${GAME}`)).status).toBe(403);
      expect((await call('/lgw/vn/lottery/bets')).status).toBe(403);
      const refused = await bet({ gameCode: GAME, issue: issue.issue, type: 'de', numbers: ['45'], stake: '1.00' });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ errorCode: 'MODULE_DISABLED' });
    } finally {
      await switchModule(server, 'bd', 'GAMELO3', '1');
    }
    expect(await db().selectFrom('lottery_bets').select('id').where('issue_id', '=', issue.id).execute()).toEqual([]);
  });
});
