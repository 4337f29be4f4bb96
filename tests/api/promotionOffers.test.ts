import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { signIn } from '../helpers/signIn';
import { memberApi } from '../helpers/memberApi';
import { operatorApi, type Envelope } from '../helpers/operatorApi';
import { openLivePage } from '../helpers/livePage';
import { switchModule } from '../helpers/switchModule';
import { valueOf } from '../helpers/valueOf';
import { checkLedger, postChange } from '../../server/modules/wallet/index';
import { periodStart } from '../../server/db/brandPeriod';
import type { PromotionCard, PromotionList } from '../../src/generated/types';

// The promotions page's red envelopes, raffles and missions (decision 0279): cards beside the
// promotions, a visitor shown the offers, a member where they stand, each taken by the reward
// centre's and the missions' own calls.

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
const texts = (en: string) => JSON.stringify({ en, bn: `বাংলা ${en}` });
const list = async (o: { token?: string; lang?: string; host?: string } = {}) =>
  valueOf<PromotionList>(await server.call<Envelope<unknown>>('/wps/relay/MCS2_getPromotionList', { host: o.host, headers: { Language: o.lang ?? 'EN', ...(o.token ? { Authorization: o.token } : {}) } })).list;
const cardOf = async (id: string, token?: string) => (await list({ token })).find((p) => p.id === id);
const offers = (cards: PromotionCard[]) => cards.filter((p) => ['redEnvelope', 'raffle', 'missions'].includes(p.kind));

/** A new player of bd, signed in. */
async function player() {
  const { password_hash } = await db().selectFrom('members').select('password_hash').where('brand_id', '=', 'bd').where('account', '=', 'player01').executeTakeFirstOrThrow();
  const account = `o${randomBytes(5).toString('hex')}`;
  const { id } = await db().insertInto('members').values({ brand_id: 'bd', account, password_hash }).returning('id').executeTakeFirstOrThrow();
  const { token } = await signIn(server.call, account);
  return { id, token, call: memberApi(server, token) };
}

async function deposit(memberId: string, minor: bigint) {
  const { id } = await db()
    .insertInto('deposits')
    .values({ brand_id: 'bd', member_id: memberId, channel: 'bkash', channel_name: 'bKash', kind: 'sendMoney', amount: String(minor), fee: '0', account_label: 'x', account_number: '017', status: 'approved', decided_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await postChange(db(), { brandId: 'bd', idempotencyKey: `deposit:${id}`, kind: 'deposit', reference: `D${id}`, postings: [{ memberId, amount: minor }, { house: 'deposits', amount: -minor }] });
}

const envelope = async (o: { opensAt?: Date; closesAt?: Date; minDepositToday?: string } = {}) =>
  (
    await db()
      .insertInto('red_envelopes')
      .values({ brand_id: 'bd', title: texts(`Envelope ${randomBytes(3).toString('hex')}`), opens_at: o.opensAt ?? new Date(Date.now() - hour), closes_at: o.closesAt ?? new Date(Date.now() + hour), pool: '100000', remaining: '100000', min_amount: '100', max_amount: '200', min_deposit_today: o.minDepositToday ?? '0' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

describe('the promotions page’s envelopes, raffles and missions', () => {
  it('shows a visitor the seeded envelopes, raffle and missions of each brand as offers, after the promotions, in their language', async () => {
    const visitor = await list();
    const seeded = async (en: string) => (await db().selectFrom('red_envelopes').select('id').where('brand_id', '=', 'bd').where(sql<string>`title->>'en'`, '=', en).executeTakeFirstOrThrow()).id;
    const [evening, friday] = [await seeded('Evening red envelope'), await seeded('Friday big red envelope')];
    const { id: egg } = await db().selectFrom('raffles').select('id').where('brand_id', '=', 'bd').executeTakeFirstOrThrow();
    // The promotions first, in the brand's order; then the envelopes by their opening, the raffle, the missions per period.
    expect(visitor.slice(0, 4).map((p) => p.kind)).toEqual(['firstDeposit', 'application', 'reloadDeposit', 'application']);
    expect(offers(visitor).map((p) => [p.id, p.kind, p.status])).toEqual([
      [`envelope.${evening}`, 'redEnvelope', 'claim'],
      [`envelope.${friday}`, 'redEnvelope', 'comingSoon'],
      [`raffle.${egg}`, 'raffle', 'join'],
      ['missions.daily', 'missions', 'join'],
      ['missions.weekly', 'missions', 'join'],
    ]);
    expect(visitor.find((p) => p.id === `envelope.${evening}`)).toMatchObject({ title: 'Evening red envelope', blocked: null, image: null, envelope: { minAmount: '5.00', maxAmount: '88.00', minDepositToday: '0.00', claimedAmount: null }, raffle: null, missions: null });
    expect(visitor.find((p) => p.id === `raffle.${egg}`)).toMatchObject({ title: 'Crack the golden egg', raffle: { game: 'goldenEgg', tickets: null, depositMin: '500.00', turnoverStep: '2000.00', dailyMax: 5 } });
    expect(visitor.find((p) => p.id === 'missions.daily')).toMatchObject({ title: 'Daily missions', missions: { period: 'daily', total: 3, done: 0, claimable: 0 } });
    const bn = await list({ lang: 'BN' });
    expect(bn.find((p) => p.id === `envelope.${evening}`)?.title).toBe('সন্ধ্যার লাল খাম');
    expect(bn.find((p) => p.id === 'missions.weekly')?.title).toBe('সাপ্তাহিক মিশন');
    expect(offers(await list({ host: 'lumen.localhost' })).map((p) => [p.kind, p.status, p.title])).toEqual([
      ['redEnvelope', 'claim', 'Diwali red envelope'],
      ['raffle', 'join', 'Wheel of fortune'],
      ['missions', 'join', 'Daily missions'],
      ['missions', 'join', 'Weekly missions'],
    ]);
  });

  it('tells a member an envelope to claim, claimed once taken by the reward centre’s call, one to deposit for, and closed ones', async () => {
    const m = await player();
    const open = await envelope();
    const deposit100 = await envelope({ minDepositToday: '10000' });
    const ended = await envelope({ opensAt: new Date(Date.now() - 3 * hour), closesAt: new Date(Date.now() - hour) });
    const old = await envelope({ opensAt: new Date(Date.now() - 50 * hour), closesAt: new Date(Date.now() - 49 * hour) });
    const withdrawn = await envelope();
    await db().updateTable('red_envelopes').set({ withdrawn_at: new Date() }).where('id', '=', withdrawn).execute();
    const statuses = async () => new Map((await list({ token: m.token })).map((p) => [p.id, p.status]));
    let s = await statuses();
    expect([s.get(`envelope.${open}`), s.get(`envelope.${deposit100}`), s.get(`envelope.${ended}`), s.has(`envelope.${old}`), s.has(`envelope.${withdrawn}`)]).toEqual(['claim', 'join', 'close', false, false]);
    // A visitor is shown the deposit envelope's offer, not the member's deposit still to make.
    expect((await cardOf(`envelope.${deposit100}`))?.status).toBe('claim');

    const taken = valueOf<{ amount: string }>(await m.call('/wps/relay/MCS2_claimRedEnvelope', 'POST', { id: open }));
    expect(await cardOf(`envelope.${open}`, m.token)).toMatchObject({ status: 'claimed', envelope: { claimedAmount: taken.amount } });
    await deposit(m.id, 10_000n);
    s = await statuses();
    expect(s.get(`envelope.${deposit100}`)).toBe('claim');
    // A pool spent has closed, for a member who did not take one.
    await db().updateTable('red_envelopes').set({ remaining: '50' }).where('id', '=', deposit100).execute();
    expect((await cardOf(`envelope.${deposit100}`, m.token))?.status).toBe('close');
  });

  it('tells a member a raffle to join until a deposit earns a ticket, to claim (play) while they hold one', async () => {
    const m = await player();
    const { id: egg } = await db().selectFrom('raffles').select('id').where('brand_id', '=', 'bd').executeTakeFirstOrThrow();
    expect(await cardOf(`raffle.${egg}`, m.token)).toMatchObject({ status: 'join', raffle: { tickets: 0 } });
    await deposit(m.id, 50_000n);
    expect(await cardOf(`raffle.${egg}`, m.token)).toMatchObject({ status: 'claim', raffle: { tickets: 1 } });
    valueOf(await m.call('/wps/relay/MCS2_claimRafflePromotion', 'POST', { id: egg }));
    expect(await cardOf(`raffle.${egg}`, m.token)).toMatchObject({ status: 'join', raffle: { tickets: 0 } });
    const soon = (
      await db()
        .insertInto('raffles')
        .values({ brand_id: 'bd', kind: 'prizeWheel', title: texts('Soon'), opens_at: new Date(Date.now() + hour), closes_at: new Date(Date.now() + 5 * hour), deposit_min: '100', turnover_step: null, daily_max: null })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    expect((await cardOf(`raffle.${soon}`, m.token))?.status).toBe('comingSoon');
  });

  it('tells a member their missions in progress, to claim when one is met, and claimed once all are', async () => {
    const m = await player();
    expect(await cardOf('missions.daily', m.token)).toMatchObject({ status: 'process', missions: { total: 3, done: 0, claimable: 0 } });
    const daily = await db().selectFrom('missions').select(['id', 'target']).where('brand_id', '=', 'bd').where('period', '=', 'daily').where('enabled', '=', true).execute();
    // Each daily mission met in today's period, as the events that count them would leave it.
    await sql`
      insert into mission_progress (mission_id, member_id, period_start, progress)
      select m.id, ${m.id}::bigint, ${periodStart(sql.ref('m.period'), 'Asia/Dhaka')}, m.target from missions m
      where m.brand_id = 'bd' and m.period = 'daily' and m.enabled`.execute(db());
    expect(await cardOf('missions.daily', m.token)).toMatchObject({ status: 'claim', missions: { done: 3, claimable: 3 } });
    valueOf(await m.call('/wps/relay/MCSFE_claimMissionReward', 'POST', { missionId: daily[0]!.id }));
    expect(await cardOf('missions.daily', m.token)).toMatchObject({ status: 'claim', missions: { done: 3, claimable: 2 } });
    for (const mission of daily.slice(1)) valueOf(await m.call('/wps/relay/MCSFE_claimMissionReward', 'POST', { missionId: mission.id }));
    expect(await cardOf('missions.daily', m.token)).toMatchObject({ status: 'claimed', missions: { done: 3, claimable: 0 } });
    expect((await cardOf('missions.weekly', m.token))?.status).toBe('process');
  });

  it('turns an envelope’s and a raffle’s cards on open pages by themselves at their opening and closing, by the jobs made with them', async () => {
    const ops = operatorApi(server);
    const editor = await ops.tokenOf('editor');
    const visitor = await openLivePage(server.port, null);
    try {
      const opensAt = new Date(Date.now() + 3000);
      const closesAt = new Date(opensAt.getTime() + 3000);
      const window = { brandId: 'bd', opensAt: opensAt.toISOString(), closesAt: closesAt.toISOString() };
      const envelopeId = valueOf<{ id: string }>(
        await ops.call(editor, '/ops/engagement/envelopes', 'POST', { ...window, title: { en: 'Soon envelope', bn: 'শীঘ্রই খাম' }, pool: '100.00', minAmount: '1.00', maxAmount: '2.00', minDepositToday: '0.00' }),
      ).id;
      const raffleId = valueOf<{ id: string }>(
        await ops.call(editor, '/ops/engagement/raffles', 'POST', {
          ...window,
          kind: 'prizeWheel',
          title: { en: 'Soon wheel', bn: 'শীঘ্রই চাকা' },
          depositMin: '1',
          turnoverStep: null,
          dailyMax: 3,
          prizes: [{ kind: 'cash', amount: '5', weight: 10, stock: 2 }],
        }),
      ).id;
      const statuses = async () => [(await cardOf(`envelope.${envelopeId}`))?.status, (await cardOf(`raffle.${raffleId}`))?.status];
      expect(await statuses()).toEqual(['comingSoon', 'comingSoon']);
      // Nothing is written at the opening: the jobs made with them tell every page of the brand, a
      // visitor's too, a page asking again at an event told after the moment sees the cards turned.
      const toldAfter = async (moment: Date, want: Array<string | undefined>) => {
        let from = visitor.events.length;
        for (;;) {
          await visitor.next('offers', from);
          const at = visitor.arrivedAt('offers', from)!;
          from = visitor.events.length;
          if (at >= moment.getTime() && JSON.stringify(await statuses()) === JSON.stringify(want)) return;
        }
      };
      await toldAfter(opensAt, ['claim', 'join']);
      await toldAfter(closesAt, ['close', 'close']);
    } finally {
      visitor.socket.close();
    }
  }, 30_000);

  it('leaves out the reward centre’s cards with REWCEN3 off and the missions with MISSION3 off', async () => {
    try {
      await switchModule(server, 'bd', 'REWCEN3', '0');
      expect(offers(await list()).map((p) => p.kind)).toEqual(['missions', 'missions']);
      await switchModule(server, 'bd', 'MISSION3', '0');
      expect(offers(await list())).toEqual([]);
    } finally {
      await switchModule(server, 'bd', 'REWCEN3', '1');
      await switchModule(server, 'bd', 'MISSION3', '1');
    }
  });
});
