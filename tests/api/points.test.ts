import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHash, randomBytes } from 'node:crypto';
import type { SettingsNode, SettingsTree } from '../../src/generated/types';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { memberApi, newKey } from '../helpers/memberApi';
import { sendEncrypted, signIn } from '../helpers/signIn';
import { operatorApi, type Envelope } from '../helpers/operatorApi';
import { checkLedger } from '../../server/modules/wallet/checkLedger';
import { postChange, walletBalance } from '../../server/modules/wallet/ledger';
import { signVendorBody } from '../../server/lib/vendorSignature';
import type { OpsPoints, PointBalance, PointConfig, PointRewards, RedeemPointList, RedeemRecord, Transactions } from '../../src/generated/types';

// Points, the ledger's second asset, and the point mall (PTSYS3, decision 0260), through the API on
// either engine: earned at a round's first settlement and on a deposit, redeemed once however many
// ask at once, converted once per key, refunded once by a rejection; the books sound after each test.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(async () => {
  expect(await checkLedger(server.database.db)).toEqual([]);
});

const valueOf = <T>(answer: { body: Envelope<unknown> }): T => {
  if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
  return answer.body.value as T;
};
const db = () => server.database.db;
const PAY = '135790';

/** What an operator does in the console: flip one node of the brand's settings tree. */
async function setModule(modId: string, enabled: '0' | '1') {
  const { settings } = await db().selectFrom('brands').select('settings').where('id', '=', 'bd').executeTakeFirstOrThrow();
  const flip = (nodes: SettingsNode[] = []): SettingsNode[] =>
    nodes.map((n) => ({ ...n, enabled: n.modId === modId ? enabled : n.enabled, ...(n.childrenNodes ? { childrenNodes: flip(n.childrenNodes) } : {}) }));
  const next: SettingsTree = flip(settings);
  await db().updateTable('brands').set({ settings: JSON.stringify(next) }).where('id', '=', 'bd').execute();
  await server.syncConfig();
}

let call: ReturnType<typeof memberApi>;
let token: string;
/** The cashier's console session: an authenticator code is good once, so one sign-in for the file. */
let cashier: string;
let memberId: string;
const points = async () => valueOf<PointBalance>(await call('/wps/relay/MCS2_getPointBalance')).points;
const redeem = (rewardId: string, quantity = 1, paymentPassword = PAY) => call('/wps/relay/passwordCheck/MCS2_redeemPointReward', 'POST', { rewardId, quantity, paymentPassword });

beforeAll(async () => {
  ({ token } = await signIn(server.call, 'player01'));
  call = memberApi(server, token);
  cashier = await operatorApi(server).tokenOf('cashier');
  memberId = (await db().selectFrom('members').select('id').where('brand_id', '=', 'bd').where('account', '=', 'player01').executeTakeFirstOrThrow()).id;
  expect(valueOf(await call('/wps/member/paymentPassword', 'PUT', { newPassword: PAY }))).toEqual({ hasPaymentPassword: true });
});

describe('points', () => {
  it('answers the ratios to visitors, and the balance (never money) to the member', async () => {
    const config = await server.call<Envelope<PointConfig>>('/wps/relay/MCS2_getPointConfig', { headers: { Language: 'EN' } });
    expect(valueOf<PointConfig>(config)).toEqual({
      ratios: { live: '0.5', lottery: '1', pvp: '0.5', slots: '1', sports: '1', deposit: '0.2', redeem: '100' },
      minConvert: '1000',
      currency: 'BDT',
    });
    expect(valueOf<PointBalance>(await call('/wps/relay/MCS2_getPointBalance'))).toEqual({ points: '12000', cashValue: '120.00' });
    // The header's balance is money only: the seeded 1250.00, not a point more.
    expect(valueOf(await call('/wps/v2/wallets/balance'))).toEqual({ sumBalance: '1250.00' });
    const rewards = valueOf<PointRewards>(await server.call('/wps/relay/MCS2_getPointReward?pageSize=10', { headers: { Language: 'EN' } }));
    expect(rewards.list.map((r) => [r.name, r.kind, r.points, r.amount, r.stock])).toEqual([
      ['৳50 cash', 'cash', '5000', '50.00', null],
      ['৳200 cash', 'cash', '19000', '200.00', null],
      ['Cricket jersey', 'goods', '25000', null, 20],
      ['Bluetooth earbuds', 'goods', '60000', null, 5],
      ['Smartphone', 'goods', '400000', null, 1],
    ]);
    const history = valueOf<Transactions>(await call('/wps/relay/ODSFE2_MemTransDet?asset=PTS'));
    expect(history.list).toEqual([expect.objectContaining({ kind: 'pointsEarned', label: 'Points earned', walletName: 'Points', amount: '12000', balanceAfter: '12000' })]);
    const money = valueOf<Transactions>(await call('/wps/relay/ODSFE2_MemTransDet'));
    expect(money.list.some((l) => l.wallet === 'points')).toBe(false);
  });

  it("earns the product's ratio of a settled bet once, at the round's first settlement, and the deposit ratio of an approved deposit", async () => {
    const VENDOR = 'PTSV';
    const secret = randomBytes(32).toString('base64url');
    const launch = randomBytes(24).toString('base64url');
    await db().insertInto('vendor_connections').values({ brand_id: 'bd', code: VENDOR, adapter: 'remote', secret, launch_url: 'https://games.ptsv.example/launch' }).execute();
    const { id: gameId } = await db()
      .insertInto('games')
      .values({ brand_id: 'bd', vendor: VENDOR, category: 'LIVE', code: 'ptsv-1', name: JSON.stringify({ en: 'Baccarat', bn: 'Baccarat' }), image: '/games/p.webp', min_bet: '1', engine: 'remote' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('game_launches')
      .values({ token_hash: createHash('sha256').update(launch).digest('hex'), brand_id: 'bd', member_id: memberId, game_id: gameId, expires_at: new Date(Date.now() + 3_600_000) })
      .execute();
    const vendor = (what: 'bet' | 'win', body: unknown) => {
      const text = JSON.stringify(body);
      const at = Date.now();
      return server.call<Envelope<unknown>>(`/vendor-api/${VENDOR}/${what}`, { method: 'POST', headers: { 'X-Timestamp': String(at), 'X-Signature': signVendorBody(secret, at, text) }, body: text });
    };
    const before = BigInt(await points());
    valueOf(await vendor('bet', { token: launch, txId: 'b1', roundId: 'r1', amount: '101.50' }));
    // Two wins of the round at once: one is its first settlement. Live earns 0.5 a taka (50.75), times
    // 1.2 for player01's seeded VIP level: 60 points (60.9 rounded down once).
    const wins = await Promise.all([vendor('win', { txId: 'w1', betTxId: 'b1', roundId: 'r1', amount: '20.00' }), vendor('win', { txId: 'w2', betTxId: 'b1', roundId: 'r1', amount: '0' })]);
    for (const w of wins) valueOf(w);
    valueOf(await vendor('win', { txId: 'w1', betTxId: 'b1', roundId: 'r1', amount: '20.00' }));
    expect(BigInt(await points())).toBe(before + 60n);
    const history = valueOf<Transactions>(await call('/wps/relay/ODSFE2_MemTransDet?asset=PTS&pageSize=1'));
    expect(history.list[0]).toMatchObject({ kind: 'pointsEarned', label: 'Points earned · Live casino', amount: '60' });

    // A brand with VIP off multiplies by nothing: 40.00 of live earns 20 points.
    await setModule('VIP3', '0');
    valueOf(await vendor('bet', { token: launch, txId: 'b4', roundId: 'r4', amount: '40.00' }));
    valueOf(await vendor('win', { txId: 'w4', betTxId: 'b4', roundId: 'r4', amount: '0' }));
    await setModule('VIP3', '1');
    expect(BigInt(await points())).toBe(before + 80n);

    // A brand with points off earns none.
    await setModule('PTSYS3', '0');
    valueOf(await vendor('bet', { token: launch, txId: 'b2', roundId: 'r2', amount: '100.00' }));
    valueOf(await vendor('win', { txId: 'w3', betTxId: 'b2', roundId: 'r2', amount: '0' }));
    await setModule('PTSYS3', '1');
    expect(BigInt(await points())).toBe(before + 80n);

    // A deposit approved by the desk: 0.2 points a taka of 500.00 is 100 points.
    const { id: depositId } = await db()
      .insertInto('deposits')
      .values({ brand_id: 'bd', member_id: memberId, channel: 'bkash', channel_name: 'bKash', kind: 'sendMoney', amount: '50000', fee: '0', account_label: 'bKash', account_number: '01700000000', status: 'pending' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const decide = () => operatorApi(server).call(cashier, '/ops/payments/deposits/decide', 'POST', { brandId: 'bd', id: String(depositId), decision: 'approve' }, 'EN', { 'Idempotency-Key': newKey() });
    await Promise.all([decide(), decide()]);
    expect(BigInt(await points())).toBe(before + 180n);
  });

  it('converts points to cash once per key, at the redeem ratio', async () => {
    const mainBefore = await walletBalance(db(), memberId);
    const pointsBefore = BigInt(await points());
    const key = newKey();
    const send = () =>
      sendEncrypted(server.call, '/wps/relay/passwordCheck/MCS2_convertPoint', { points: '1500', paymentPassword: PAY }, { method: 'POST', headers: { Authorization: token, Language: 'EN', 'Idempotency-Key': key } });
    const first = valueOf<RedeemRecord>((await send()) as { body: Envelope<unknown> });
    const again = valueOf<RedeemRecord>((await send()) as { body: Envelope<unknown> });
    expect(again).toEqual(first);
    expect(first).toMatchObject({ type: 'convert', name: 'Points to cash', points: '1500', amount: '15.00', status: 'approved', changedPoints: '-1500', unit: 'BDT', ratio: '100' });
    expect(BigInt(await points())).toBe(pointsBefore - 1500n);
    expect(await walletBalance(db(), memberId)).toBe(mainBefore + 1500n);
    const few = await call('/wps/relay/passwordCheck/MCS2_convertPoint', 'POST', { points: '999', paymentPassword: PAY });
    expect(few.body).toMatchObject({ success: false, errorCode: 'POINTS_BELOW_MIN', field: 'points', message: 'Convert at least 1000 points.' });
  });

  it('refuses a wrong payment password, counting it, and moves nothing', async () => {
    const before = await points();
    const wrong = await redeem('1', 1, '000000');
    expect(wrong.body).toMatchObject({ success: false, errorCode: 'PAYMENT_PASSWORD_WRONG', field: 'paymentPassword' });
    expect((wrong.body as { message: string }).message).toMatch(/^The payment password is not correct\. 4 more wrong tries/);
    const m = await db().selectFrom('members').select('payment_password_tries').where('id', '=', memberId).executeTakeFirstOrThrow();
    expect(m.payment_password_tries).toBe(1);
    expect(await points()).toBe(before);
    // A right one ends the run.
    valueOf(await redeem('1'));
    expect((await db().selectFrom('members').select('payment_password_tries').where('id', '=', memberId).executeTakeFirstOrThrow()).payment_password_tries).toBe(0);
  });

  it('gives the last of a reward to one of 50 redemptions at once, and debits its points once', async () => {
    await postChange(db(), { brandId: 'bd', idempotencyKey: 'test-top-up', kind: 'pointsEarned', postings: [{ house: 'points:grants', amount: -1_000_000n }, { memberId, wallet: 'points', amount: 1_000_000n }] });
    const phone = (await db().selectFrom('point_rewards').select(['id', 'stock']).where('brand_id', '=', 'bd').where('points', '=', '400000').executeTakeFirstOrThrow());
    expect(phone.stock).toBe(1);
    const before = BigInt(await points());
    const answers = await Promise.all(Array.from({ length: 50 }, () => redeem(phone.id)));
    const won = answers.filter((a) => a.body.success);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => !a.body.success).every((a) => (a.body as { errorCode: string }).errorCode === 'REWARD_OUT_OF_STOCK')).toBe(true);
    expect(BigInt(await points())).toBe(before - 400_000n);
    expect((await db().selectFrom('point_rewards').select('stock').where('id', '=', phone.id).executeTakeFirstOrThrow()).stock).toBe(0);
    const record = valueOf<RedeemRecord>(won[0]!);
    expect(record).toMatchObject({ type: 'goods', name: 'Smartphone', quantity: 1, points: '400000', amount: null, status: 'processing', changedPoints: '-400000', pointsBalance: String(before - 400_000n) });
    const list = valueOf<RedeemPointList>(await call('/wps/relay/MCS2_getRedeemPointList?status=processing'));
    expect(list.list.map((r) => r.reference)).toEqual([record.reference]);
  });

  it('refunds a rejected redemption once, however many operators reject it at once, and tells the member', async () => {
    const redemption = await db().selectFrom('point_redemptions').select(['id', 'reward_id']).where('member_id', '=', memberId).where('status', '=', 'processing').executeTakeFirstOrThrow();
    const before = BigInt(await points());
    const reject = () =>
      operatorApi(server).call<{ status: string }>(cashier, '/ops/points/redemptions/decide', 'POST', { brandId: 'bd', id: redemption.id, decision: 'reject', reason: 'Out of this model' }, 'EN', {
        'Idempotency-Key': newKey(),
      });
    const [a, b] = await Promise.all([reject(), reject()]);
    const codes = [a.body, b.body].map((x) => (x.success ? 'ok' : x.errorCode)).sort();
    expect(codes).toEqual(['REDEMPTION_DECIDED', 'ok']);
    expect(BigInt(await points())).toBe(before + 400_000n);
    expect((await db().selectFrom('point_rewards').select('stock').where('id', '=', redemption.reward_id!).executeTakeFirstOrThrow()).stock).toBe(1);
    const refunds = await db().selectFrom('ledger_transactions').select('id').where('idempotency_key', '=', `pts-refund:${redemption.id}`).execute();
    expect(refunds).toHaveLength(1);
    const list = valueOf<RedeemPointList>(await call('/wps/relay/MCS2_getRedeemPointList?status=rejected'));
    expect(list.list[0]).toMatchObject({ reference: `P${redemption.id}`, status: 'rejected', remark: 'Out of this model' });
    const inbox = await db().selectFrom('messages').select('title').where('member_id', '=', memberId).where('kind', '=', 'system').execute();
    expect(inbox.map((m) => (m.title as unknown as Record<string, string>).en)).toContain(`Redemption P${redemption.id} rejected`);
    const ops = valueOf<OpsPoints>(await operatorApi(server).call(cashier, '/ops/points', 'GET', { brandId: 'bd' }));
    expect(ops.waiting).toBe(0);
    expect(ops.cost.map((c) => c.account)).toEqual(expect.arrayContaining(['points:bets', 'points:deposits', 'points:grants', 'points:rewards', 'points:conversions']));
  });

  it('credits a cash reward to main at once, and refuses more points than the member has', async () => {
    const mainBefore = await walletBalance(db(), memberId);
    const record = valueOf<RedeemRecord>(await redeem('1', 2));
    expect(record).toMatchObject({ type: 'cash', name: '৳50 cash', quantity: 2, points: '10000', amount: '100.00', status: 'approved', ratio: '100' });
    expect(await walletBalance(db(), memberId)).toBe(mainBefore + 10_000n);
    const tooMany = await redeem('2', 100);
    expect(tooMany.body).toMatchObject({ success: false, errorCode: 'POINTS_NOT_ENOUGH', message: 'You do not have enough points for this.' });
  });

  it('closes every points call with the module, and leaves the money record open', async () => {
    await setModule('PTSYS3', '0');
    try {
      for (const [path, method, body] of [
        ['/wps/relay/MCS2_getPointBalance', 'GET'],
        ['/wps/relay/MCS2_getPointConfig', 'GET'],
        ['/wps/relay/MCS2_getPointReward', 'GET'],
        ['/wps/relay/MCS2_getRedeemPointList', 'GET'],
        ['/wps/relay/ODSFE2_MemTransDet?asset=PTS', 'GET'],
        ['/wps/relay/passwordCheck/MCS2_redeemPointReward', 'POST', { rewardId: '1', quantity: 1, paymentPassword: PAY }],
        ['/wps/relay/passwordCheck/MCS2_convertPoint', 'POST', { points: '1000', paymentPassword: PAY }],
      ] as Array<[string, string, unknown?]>) {
        const res = await call(path, method, body);
        expect(res.status, path).toBe(403);
        expect(res.body, path).toMatchObject({ success: false, errorCode: 'MODULE_DISABLED' });
      }
      expect((await call('/wps/relay/ODSFE2_MemTransDet')).status).toBe(200);
    } finally {
      await setModule('PTSYS3', '1');
    }
  });
});
