import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { signIn } from '../helpers/signIn';
import { memberApi, newKey } from '../helpers/memberApi';
import { operatorApi, type Envelope } from '../helpers/operatorApi';
import { switchModule } from '../helpers/switchModule';
import { checkLedger, walletBalance } from '../../server/modules/wallet/index';
import { claimEnvelope } from '../../server/modules/reward/envelopes';
import type { Brand } from '../../server/brands/store';
import type { OpsEnvelopes, RedEnvelopeClaimed, RewardCenter } from '../../src/generated/types';
import { valueOf } from '../helpers/valueOf';

// Red envelopes (REWCEN3, decision 0265): one take per member per envelope, its amount drawn on the
// server and taken from the pool in one statement, so a pool never pays out more than it holds.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(async () => {
  expect(await checkLedger(server.database.db)).toEqual([]);
});

const db = () => server.database.db;
const idOf = async (account: string) => (await db().selectFrom('members').select('id').where('brand_id', '=', 'bd').where('account', '=', account).executeTakeFirstOrThrow()).id;
const hour = 3_600_000;
/** An envelope written as the console writes one, open now unless told. */
const envelope = async (o: { pool: bigint; min: bigint; max: bigint; minDeposit?: bigint; opensIn?: number }) =>
  (
    await db()
      .insertInto('red_envelopes')
      .values({
        brand_id: 'bd',
        title: JSON.stringify({ bn: 'পরীক্ষার খাম', en: 'Test envelope' }),
        opens_at: new Date(Date.now() + (o.opensIn ?? -hour)),
        closes_at: new Date(Date.now() + (o.opensIn ?? 0) + hour),
        pool: String(o.pool),
        remaining: String(o.pool),
        min_amount: String(o.min),
        max_amount: String(o.max),
        min_deposit_today: String(o.minDeposit ?? 0n),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

describe('red envelopes', () => {
  let player: ReturnType<typeof memberApi>;
  let editor: string;
  const ops = () => operatorApi(server);
  const centre = async () => valueOf<RewardCenter>(await player('/wps/relay/MCS2_getRewardCenter'));
  const claim = (id: string, key = newKey()) => server.call<Envelope<RedEnvelopeClaimed>>('/wps/relay/MCS2_claimRedEnvelope', { method: 'POST', body: { id }, headers: { Authorization: token, 'Idempotency-Key': key, Language: 'EN' } });
  let token: string;

  beforeAll(async () => {
    ({ token } = await signIn(server.call, 'player01'));
    player = memberApi(server, token);
    editor = await ops().tokenOf('editor');
  });

  it('shows the seeded envelopes, pays one take drawn between the minimum and the maximum, and refuses a second', async () => {
    const before = await centre();
    const evening = before.envelopes.find((e) => e.title === 'Evening red envelope')!;
    expect(evening).toMatchObject({ state: 'open', minAmount: '5.00', maxAmount: '88.00', poolLeft: 100, claimedAmount: null });
    expect(before.envelopes.find((e) => e.title === 'Friday big red envelope')).toMatchObject({ state: 'upcoming', minDepositToday: '500.00' });
    expect(before.claimable).toBe(1);

    const balance = await walletBalance(db(), await idOf('player01'));
    const key = newKey();
    const taken = valueOf<RedEnvelopeClaimed>(await claim(evening.id, key));
    const amount = Number(taken.amount);
    expect(amount).toBeGreaterThanOrEqual(5);
    expect(amount).toBeLessThanOrEqual(88);
    expect(await walletBalance(db(), await idOf('player01'))).toBe(balance + BigInt(Math.round(amount * 100)));
    // The same request again answers the same take; another is refused.
    expect(valueOf(await claim(evening.id, key))).toEqual(taken);
    const again = await claim(evening.id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ errorCode: 'ENVELOPE_CLAIMED', message: 'You have already opened this red envelope.' });
    const after = await centre();
    expect(after.envelopes.find((e) => e.id === evening.id)).toMatchObject({ state: 'claimed', claimedAmount: taken.amount });
    expect(after.claimable).toBe(0);
    expect((await claim(before.envelopes.find((e) => e.state === 'upcoming')!.id)).body).toMatchObject({ errorCode: 'ENVELOPE_NOT_OPEN' });
  });

  it('pays a thousand racing members no more than the pool holds, each at most once', { timeout: 120_000 }, async () => {
    const id = await envelope({ pool: 20_000n, min: 100n, max: 900n });
    const members = await db()
      .insertInto('members')
      .values(Array.from({ length: 1000 }, (_, i) => ({ brand_id: 'bd', account: `racer${i}`, password_hash: '!' })))
      .returning('id')
      .execute();
    const r = await db().selectFrom('brands').selectAll().where('id', '=', 'bd').executeTakeFirstOrThrow();
    const brand: Brand = { id: r.id, domains: r.domains, config: r.config, settings: r.settings, registerRules: r.register_rules, maintenance: r.maintenance };
    const outcomes = await Promise.allSettled(members.map((m) => db().transaction().execute((trx) => claimEnvelope(trx, brand, m.id, id))));
    const paid = outcomes.filter((o): o is PromiseFulfilledResult<bigint> => o.status === 'fulfilled').map((o) => o.value);
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected').map((o) => (o.reason as { code?: string }).code);
    expect(new Set(refused)).toEqual(new Set(['ENVELOPE_EMPTY']));
    const total = paid.reduce((s, a) => s + a, 0n);
    const row = await db().selectFrom('red_envelopes').select('remaining').where('id', '=', id).executeTakeFirstOrThrow();
    expect(total + BigInt(row.remaining)).toBe(20_000n);
    expect(BigInt(row.remaining)).toBeLessThan(100n);
    expect(paid.every((a) => a >= 100n && a <= 900n)).toBe(true);
    const claims = await db().selectFrom('red_envelope_claims').select(['member_id', 'amount']).where('envelope_id', '=', id).execute();
    expect(claims.length).toBe(paid.length);
    expect(claims.reduce((s, c) => s + BigInt(c.amount), 0n)).toBe(total);
  });

  it('asks for today’s deposit first, and opens once it is credited', async () => {
    const id = await envelope({ pool: 100_000n, min: 1_000n, max: 1_000n, minDeposit: 50_000n });
    expect((await centre()).envelopes.find((e) => e.id === id)).toMatchObject({ state: 'depositFirst', minDepositToday: '500.00' });
    const refused = await claim(id);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errorCode: 'ENVELOPE_DEPOSIT_FIRST', message: 'Deposit at least ৳500.00 today to open this red envelope.' });
    await db()
      .insertInto('deposits')
      .values({ brand_id: 'bd', member_id: await idOf('player01'), channel: 'bkash', channel_name: 'bKash', kind: 'upi', amount: '50000', fee: '0', account_label: 'bKash', account_number: '01700000000', status: 'approved', decided_at: new Date() })
      .execute();
    expect(valueOf(await claim(id))).toEqual({ id, amount: '10.00' });
  });

  it('lets content make and withdraw an envelope, checked and audited; payments only reads', async () => {
    const cashier = await ops().tokenOf('cashier');
    const body = { brandId: 'bd', title: { bn: 'নতুন খাম', en: 'New envelope' }, opensAt: new Date(Date.now() - hour).toISOString(), closesAt: new Date(Date.now() + hour).toISOString(), pool: '1000', minAmount: '5', maxAmount: '50', minDepositToday: '0' };
    expect((await ops().call(cashier, '/ops/engagement/envelopes', 'POST', body)).status).toBe(403);
    expect((await ops().call(editor, '/ops/engagement/envelopes', 'POST', { ...body, closesAt: body.opensAt })).body).toMatchObject({ errorCode: 'FIELD_INVALID', field: 'closesAt' });
    expect((await ops().call(editor, '/ops/engagement/envelopes', 'POST', { ...body, maxAmount: '2000' })).body).toMatchObject({ errorCode: 'FIELD_INVALID', field: 'maxAmount' });
    expect((await ops().call(editor, '/ops/engagement/envelopes', 'POST', { ...body, title: { bn: 'নতুন খাম' } })).body).toMatchObject({ errorCode: 'FIELD_INVALID', field: 'title.en' });
    const { id } = valueOf<{ id: string }>(await ops().call(editor, '/ops/engagement/envelopes', 'POST', body));
    expect((await centre()).envelopes.find((e) => e.id === id)).toMatchObject({ title: 'New envelope', state: 'open' });
    const listed = valueOf<OpsEnvelopes>(await ops().call(cashier, '/ops/engagement/envelopes?brandId=bd&pageSize=50'));
    expect(listed.list.find((e) => e.id === id)).toMatchObject({ pool: '1000.00', remaining: '1000.00', claims: 0, withdrawnAt: null });
    expect(valueOf(await ops().call(editor, '/ops/engagement/envelopes/withdraw', 'POST', { brandId: 'bd', id }))).toBe(true);
    expect((await ops().call(editor, '/ops/engagement/envelopes/withdraw', 'POST', { brandId: 'bd', id })).status).toBe(404);
    expect((await centre()).envelopes.find((e) => e.id === id)).toBeUndefined();
    expect((await claim(id)).body).toMatchObject({ errorCode: 'ENVELOPE_NOT_OPEN' });
    const audit = await db().selectFrom('audit_log').select('action').where('action', 'like', 'envelope.%').orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['envelope.create', 'envelope.withdraw']);
  });

  it('closes its calls while REWCEN3 is off', async () => {
    await switchModule(server, 'bd', 'REWCEN3', '0');
    try {
      const closed = await player('/wps/relay/MCS2_getRewardCenter');
      expect(closed.status).toBe(403);
      expect(closed.body).toMatchObject({ errorCode: 'MODULE_DISABLED' });
    } finally {
      await switchModule(server, 'bd', 'REWCEN3', '1');
    }
  });
});
