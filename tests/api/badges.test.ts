import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { signIn } from '../helpers/signIn';
import { memberApi } from '../helpers/memberApi';
import { operatorApi } from '../helpers/operatorApi';
import { openLivePage } from '../helpers/livePage';
import { switchModule } from '../helpers/switchModule';
import { checkLedger } from '../../server/modules/wallet/index';
import { settleRound } from '../../server/modules/vendor/rounds';
import type { PromotionCard, RewardCenter, UnreadCount } from '../../src/generated/types';
import { valueOf } from '../helpers/valueOf';

// The member's badges (decision 0268): CSP_unreadCount answers the unread messages, the missions to
// claim, the rewards and the promotions to take, each 0 while its module is off, and the open page
// is told to ask again when any of them changes.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(async () => {
  expect(await checkLedger(server.database.db)).toEqual([]);
});

const db = () => server.database.db;
const ops = () => operatorApi(server);
const operatorTokens = new Map<string, Promise<string>>();
const operator = (name: string) => {
  if (!operatorTokens.has(name)) operatorTokens.set(name, ops().tokenOf(name));
  return operatorTokens.get(name)!;
};
const texts = (en: string) => ({ en, bn: `বাংলা ${en}` });
const hour = 3_600_000;

describe('GET /wps/relay/CSP_unreadCount: the badges', () => {
  let token: string;
  let me: ReturnType<typeof memberApi>;
  const badges = async () => valueOf<UnreadCount>(await me('/wps/relay/CSP_unreadCount'));
  /** The promotions the member's own list says they may take now: what the avatar counts with their messages (envelopes, raffles and missions have badges of their own). */
  const takeable = async () =>
    valueOf<{ list: PromotionCard[] }>(await me('/wps/relay/MCS2_getPromotionList')).list.filter((p) => !['redEnvelope', 'raffle', 'missions'].includes(p.kind) && p.blocked === null && ['claim', 'join', 'apply'].includes(p.status)).length;

  beforeAll(async () => {
    ({ token } = await signIn(server.call, 'player01'));
    me = memberApi(server, token);
  });

  it('answers every count as a whole number, each agreeing with its own page', async () => {
    const b = await badges();
    expect(Object.keys(b).sort()).toEqual(['messageCount', 'missionCount', 'promotionCount', 'rewardCount']);
    expect(b.rewardCount).toBe(valueOf<RewardCenter>(await me('/wps/relay/MCS2_getRewardCenter')).claimable);
    expect(b.promotionCount).toBe(await takeable());
    expect(b.promotionCount).toBeGreaterThan(0);
  });

  it('rises with a message sent to the member and falls when it is read, the open page told each time', async () => {
    const page = await openLivePage(server.port, token);
    try {
      const before = (await badges()).messageCount;
      let from = page.events.length;
      valueOf(await ops().call(await operator('editor'), '/ops/content/messages', 'POST', { brandId: 'bd', audience: 'member', member: 'player01', title: texts('Hello'), body: texts('Body') }));
      await page.next('inbox', from);
      expect((await badges()).messageCount).toBe(before + 1);
      from = page.events.length;
      valueOf(await me('/wps/relay/CSP_readMessage', 'POST', { all: true }));
      await page.next('inbox', from);
      expect((await badges()).messageCount).toBe(0);
    } finally {
      page.socket.close();
    }
  });

  it('counts a complete mission not claimed, until it is claimed', async () => {
    const before = (await badges()).missionCount;
    const { id } = await db()
      .insertInto('missions')
      .values({ brand_id: 'bd', period: 'daily', kind: 'rounds', target: '2', reward: '100', title: JSON.stringify(texts('Two rounds')) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const memberId = (await db().selectFrom('members').select('id').where('brand_id', '=', 'bd').where('account', '=', 'player01').executeTakeFirstOrThrow()).id;
    // Two losing rounds settled as a vendor's win settles them: no money moves, and the round that
    // completes the mission tells the badges kept in memory (migration 061's settle_round).
    const settle = async (n: number) => {
      const round = { brandId: 'bd', vendor: 'BADGES', roundId: `r-${id}-${n}`, memberId };
      await db().insertInto('bets').values({ brand_id: 'bd', member_id: memberId, vendor: 'BADGES', category: 'RNG', round_id: round.roundId, stake: '100' }).execute();
      await db()
        .transaction()
        .execute((trx) => settleRound(trx, round, 0n, { wallet: 'main', timeZone: 'Asia/Dhaka', missions: true, vip: false }));
    };
    await settle(1);
    expect((await badges()).missionCount).toBe(before);
    await settle(2);
    await expect.poll(async () => (await badges()).missionCount).toBe(before + 1);
    valueOf(await me('/wps/relay/MCSFE_claimMissionReward', 'POST', { missionId: id }));
    expect((await badges()).missionCount).toBe(before);
  });

  it('counts a days-signed-in mission a sign-in completes, the badges kept in memory told at once', async () => {
    const { password_hash } = await db().selectFrom('members').select('password_hash').where('brand_id', '=', 'bd').where('account', '=', 'player01').executeTakeFirstOrThrow();
    const account = `signin${Date.now().toString(36)}`;
    await db().insertInto('members').values({ brand_id: 'bd', account, password_hash }).execute();
    const first = memberApi(server, (await signIn(server.call, account)).token);
    const { id } = await db()
      .insertInto('missions')
      .values({ brand_id: 'bd', period: 'weekly', kind: 'signInDays', target: '1', reward: '100', title: JSON.stringify(texts('Sign in once')) })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      // Counted (and kept) before the sign-in that completes the mission: a sign-in moves no money, so only its own notice drops the copy.
      expect(valueOf<UnreadCount>(await first('/wps/relay/CSP_unreadCount')).missionCount).toBe(0);
      const again = memberApi(server, (await signIn(server.call, account)).token);
      await expect.poll(async () => valueOf<UnreadCount>(await again('/wps/relay/CSP_unreadCount')).missionCount, { timeout: 5000 }).toBe(1);
    } finally {
      await db().updateTable('missions').set({ enabled: false }).where('id', '=', id).execute();
    }
  });

  it('counts an envelope the member can take once it opens, the open page told, and not after their take', async () => {
    const page = await openLivePage(server.port, token);
    try {
      const before = (await badges()).rewardCount;
      const from = page.events.length;
      const { id } = valueOf<{ id: string }>(
        await ops().call(await operator('editor'), '/ops/engagement/envelopes', 'POST', {
          brandId: 'bd',
          title: texts('Badge envelope'),
          opensAt: new Date(Date.now() - 60_000).toISOString(),
          closesAt: new Date(Date.now() + hour).toISOString(),
          pool: '100.00',
          minAmount: '1.00',
          maxAmount: '2.00',
          minDepositToday: '0.00',
        }),
      );
      expect(await page.next('offers', from)).toEqual({ type: 'offers' });
      expect((await badges()).rewardCount).toBe(before + 1);
      // One asking for a deposit today the member has not made is not counted.
      await db()
        .insertInto('red_envelopes')
        .values({ brand_id: 'bd', title: JSON.stringify(texts('Deposit first')), opens_at: new Date(Date.now() - hour), closes_at: new Date(Date.now() + hour), pool: '10000', remaining: '10000', min_amount: '100', max_amount: '200', min_deposit_today: '99999999' })
        .execute();
      expect((await badges()).rewardCount).toBe(before + 1);
      valueOf(await me('/wps/relay/MCS2_claimRedEnvelope', 'POST', { id }));
      expect((await badges()).rewardCount).toBe(before);
      expect((await badges()).rewardCount).toBe(valueOf<RewardCenter>(await me('/wps/relay/MCS2_getRewardCenter')).claimable);
    } finally {
      page.socket.close();
    }
  });

  it('counts a promotion saved while the page is open, the page told, and follows the member’s claim', async () => {
    const page = await openLivePage(server.port, token);
    try {
      const before = (await badges()).promotionCount;
      let from = page.events.length;
      const id = `badge-${Date.now().toString(36)}`;
      valueOf(await ops().call(await operator('editor'), '/ops/promotions', 'POST', { brandId: 'bd', id, kind: 'fixed', amount: '5.00', title: texts('Five'), summary: texts('Five'), rules: texts('Five'), startsAt: '2026-01-01T00:00:00Z' }));
      expect(await page.next('offers', from)).toEqual({ type: 'offers' });
      expect((await badges()).promotionCount).toBe(before + 1);
      from = page.events.length;
      valueOf(await me('/wps/relay/MCS2_claimPromotion', 'POST', { id }));
      // The grant is told by a message: the count kept in memory goes with it.
      await page.next('inbox', from);
      const after = await badges();
      expect(after.promotionCount).toBe(await takeable());
      expect(after.promotionCount).toBeLessThan(before + 1);
      // Given up, the other offers are open again.
      const grant = await db().selectFrom('bonus_grants').select('id').where('promotion_id', '=', id).executeTakeFirstOrThrow();
      from = page.events.length;
      valueOf(await me('/wps/relay/MCS2_forfeitBonus', 'POST', { grantId: grant.id }));
      await page.next('inbox', from);
      expect((await badges()).promotionCount).toBe(before);
    } finally {
      page.socket.close();
    }
  });

  it('answers 0 for each module switched off, and 403 with all four off', async () => {
    const modules = ['MISSION3', 'REWCEN3', 'PROMO3', 'INBOX3'] as const;
    const field = { MISSION3: 'missionCount', REWCEN3: 'rewardCount', PROMO3: 'promotionCount', INBOX3: 'messageCount' } as const;
    valueOf(await ops().call(await operator('editor'), '/ops/content/messages', 'POST', { brandId: 'bd', audience: 'member', member: 'player01', title: texts('Unread'), body: texts('Body') }));
    const on = await badges();
    expect([on.messageCount, on.rewardCount, on.promotionCount].every((n) => n > 0)).toBe(true);
    try {
      for (const m of modules) {
        await switchModule(server, 'bd', m, '0');
        if (m === 'INBOX3') break;
        expect((await badges())[field[m]]).toBe(0);
      }
      const closed = await me('/wps/relay/CSP_unreadCount');
      expect([closed.status, closed.body]).toMatchObject([403, { errorCode: 'MODULE_DISABLED' }]);
      await switchModule(server, 'bd', 'PROMO3', '1');
      expect(await badges()).toEqual({ messageCount: 0, missionCount: 0, rewardCount: 0, promotionCount: on.promotionCount });
    } finally {
      for (const m of modules) await switchModule(server, 'bd', m, '1');
    }
    expect(await badges()).toEqual(on);
  });
});
