import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { signIn } from '../helpers/signIn';
import { memberApi, newKey } from '../helpers/memberApi';
import { operatorApi } from '../helpers/operatorApi';
import { registerAs } from '../helpers/register';
import { switchModule } from '../helpers/switchModule';
import { checkLedger, walletBalance } from '../../server/modules/wallet/index';
import { qualifyJob, qualifyPending } from '../../server/modules/referral/index';
import type { Brand } from '../../server/brands/store';
import type { MessageList, OpsReferrals, ReferralInfo, ReferralList } from '../../src/generated/types';
import { valueOf } from '../helpers/valueOf';

// Referral (AFFMAN3, decision 0264): a member's code links the friends who register with it; a
// friend whose first deposit and settled bets reach the brand's minimums earns the member the
// reward once, or is held for review when the two share a device, an address or a payout account.

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
/** The brand as the server holds it, read from the database as a process does. */
async function brand(): Promise<Brand> {
  const r = await db().selectFrom('brands').selectAll().where('id', '=', 'bd').executeTakeFirstOrThrow();
  return { id: r.id, domains: r.domains, config: r.config, settings: r.settings, registerRules: r.register_rules, maintenance: r.maintenance };
}
/** One pass of the scheduled qualification, as the job runs it: in a transaction of its own. */
const qualify = async () => {
  const b = await brand();
  return db().transaction().execute((trx) => qualifyPending(trx, b));
};

/** What a friend does after registering: a first deposit the desk approved, and settled bets. */
async function plays(account: string, deposit: bigint, staked: bigint) {
  const id = await idOf(account);
  await db()
    .insertInto('deposits')
    .values({ brand_id: 'bd', member_id: id, channel: 'bkash', channel_name: 'bKash', kind: 'upi', amount: String(deposit), fee: '0', account_label: 'bKash', account_number: '01700000000', status: 'approved', decided_at: new Date() })
    .execute();
  await db()
    .insertInto('bets')
    .values({ brand_id: 'bd', member_id: id, vendor: 'JILI', category: 'RNG', round_id: `ref-${account}`, stake: String(staked), status: 'settled', settled_at: new Date() })
    .execute();
}

describe('referral', () => {
  let referrer: { token: string; call: ReturnType<typeof memberApi> };
  let code: string;
  let n = 0;
  /** A friend registering with the code, from an address of their own unless told. */
  const friend = async (from = `10.77.0.${++n}`, referralCode: string = code) => {
    const account = `friend${Date.now().toString(36)}${n}`;
    const made = await registerAs(server, '73', account, 'Kite-River-2291', 'EN', { referralCode }, { 'x-forwarded-for': from });
    expect(made.status).toBe(200);
    return account;
  };

  const ops = () => operatorApi(server);
  // A TOTP code is good once: each operator signs in once for the file.
  let cashier: string;
  let editor: string;

  beforeAll(async () => {
    const { token } = await signIn(server.call, 'player01');
    referrer = { token, call: memberApi(server, token) };
    [cashier, editor] = await Promise.all([ops().tokenOf('cashier'), ops().tokenOf('editor')]);
  });

  it('gives a member one code of their own, however many first asks arrive at once, with the brand’s programme', async () => {
    const infos = await Promise.all(Array.from({ length: 8 }, () => referrer.call('/wps/relay/MCS2_getReferralInfo').then((a) => valueOf<ReferralInfo>(a))));
    code = infos[0]!.referralCode;
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    expect(new Set(infos.map((i) => i.referralCode))).toEqual(new Set([code]));
    expect(infos[0]).toEqual({ referralCode: code, invited: 0, qualified: 0, earned: '0.00', programme: { enabled: true, reward: '200.00', minDeposit: '500.00', minTurnover: '2000.00' } });
  });

  it('links a friend who registers with the code, shows them masked, and pays the reward once when they reach the targets', async () => {
    const account = await friend();
    // An unknown code registers the account and links nobody.
    await friend(undefined, 'ZZZZ9999');
    let page = valueOf<ReferralList>(await referrer.call('/wps/relay/MCS2_getReferralList?pageNo=1&pageSize=10'));
    expect(page.total).toBe(1);
    expect(page.list[0]).toEqual({ account: `${account.slice(0, 2)}****${account.slice(-1)}`, joinedAt: expect.any(String) as unknown, firstDeposit: '0.00', turnover: '0.00', status: 'pending' });

    // Short of the turnover: nothing yet.
    await plays(account, 60_000n, 100_000n);
    expect(await qualify()).toEqual({ paid: 0, held: 0 });
    await db().insertInto('bets').values({ brand_id: 'bd', member_id: await idOf(account), vendor: 'JILI', category: 'RNG', round_id: `ref-${account}-2`, stake: '100000', status: 'settled', settled_at: new Date() }).execute();

    const before = await walletBalance(db(), await idOf('player01'));
    // Two passes at once (two processes' jobs) pay once.
    const passes = await Promise.all([qualify(), qualify()]);
    expect(passes.reduce((s, p) => s + p.paid, 0)).toBe(1);
    expect(await walletBalance(db(), await idOf('player01'))).toBe(before + 20_000n);
    expect(await qualify()).toEqual({ paid: 0, held: 0 });

    page = valueOf<ReferralList>(await referrer.call('/wps/relay/MCS2_getReferralList'));
    expect(page.list[0]).toMatchObject({ firstDeposit: '600.00', turnover: '2000.00', status: 'paid' });
    expect(valueOf<ReferralInfo>(await referrer.call('/wps/relay/MCS2_getReferralInfo'))).toMatchObject({ invited: 1, qualified: 1, earned: '200.00' });
    const inbox = valueOf<MessageList>(await referrer.call('/wps/relay/CSP_getMessageList?pageNo=1&pageSize=5'));
    expect(inbox.list[0]).toMatchObject({ kind: 'system', title: 'Referral reward: ৳200.00' });
  });

  it('holds a friend on the referrer’s own address for review; operators pay it once, or reject it with a reason', async () => {
    // player01 signed in from this machine's address; these friends register from it too.
    const held = await friend('127.0.0.1');
    const refused = await friend('127.0.0.1');
    await plays(held, 50_000n, 200_000n);
    await plays(refused, 50_000n, 200_000n);
    expect(await qualify()).toEqual({ paid: 0, held: 2 });

    const queue = valueOf<OpsReferrals>(await ops().call(cashier, '/ops/engagement/referrals?brandId=bd'));
    expect(queue.list.map((r) => [r.invitee, r.referrer, r.heldFor, r.reward])).toEqual([
      [held, 'player01', ['ip'], '200.00'],
      [refused, 'player01', ['ip'], '200.00'],
    ]);
    const before = await walletBalance(db(), await idOf('player01'));
    const heldId = queue.list[0]!.inviteeId;
    // Ten clicks at once, each its own request: one payment.
    const answers = await Promise.all(Array.from({ length: 10 }, () => ops().call(cashier, '/ops/engagement/referrals/decide', 'POST', { brandId: 'bd', inviteeId: heldId, decision: 'pay' }, 'EN', { 'Idempotency-Key': newKey() })));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(await walletBalance(db(), await idOf('player01'))).toBe(before + 20_000n);
    // Decided one way, the other is refused.
    const other = await ops().call(cashier, '/ops/engagement/referrals/decide', 'POST', { brandId: 'bd', inviteeId: heldId, decision: 'reject', reason: 'Same household' }, 'EN', { 'Idempotency-Key': newKey() });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ errorCode: 'REFERRAL_NOT_HELD' });

    const rejected = await ops().call(cashier, '/ops/engagement/referrals/decide', 'POST', { brandId: 'bd', inviteeId: queue.list[1]!.inviteeId, decision: 'reject', reason: 'Same household' }, 'EN', { 'Idempotency-Key': newKey() });
    expect(valueOf(rejected)).toEqual({ inviteeId: queue.list[1]!.inviteeId, status: 'rejected' });
    expect(await walletBalance(db(), await idOf('player01'))).toBe(before + 20_000n);
    const inbox = valueOf<MessageList>(await referrer.call('/wps/relay/CSP_getMessageList?pageNo=1&pageSize=5'));
    expect(inbox.list[0]).toMatchObject({ title: 'Referral reward not paid', body: expect.stringContaining('Same household') as unknown });
    // A rejection needs a reason.
    expect((await ops().call(cashier, '/ops/engagement/referrals/decide', 'POST', { brandId: 'bd', inviteeId: heldId, decision: 'reject' }, 'EN', { 'Idempotency-Key': newKey() })).status).toBe(400);
  });

  it('lets content set the programme, audited, and reports its cost; payments cannot set it', async () => {
    const body = { brandId: 'bd', enabled: true, reward: '250', minDeposit: '500', minTurnover: '3000' };
    expect((await ops().call(cashier, '/ops/engagement/referral', 'PUT', body)).status).toBe(403);
    expect(valueOf(await ops().call(editor, '/ops/engagement/referral', 'PUT', body))).toEqual({ enabled: true, reward: '250.00', minDeposit: '500.00', minTurnover: '3000.00' });
    expect((await ops().call(editor, '/ops/engagement/referral', 'PUT', { ...body, reward: 250 })).status).toBe(400);
    expect(valueOf(await ops().call(editor, '/ops/engagement/referral?brandId=bd'))).toEqual({
      programme: { enabled: true, reward: '250.00', minDeposit: '500.00', minTurnover: '3000.00' },
      invitees: 3,
      held: 0,
      paid: 2,
      cost: '400.00',
    });
    const audit = await db().selectFrom('audit_log').select(['action', 'target']).where('action', 'like', 'referral.%').orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['referral.pay', 'referral.reject', 'referral.programme']);
  });

  it('closes its calls while AFFMAN3 is off, and pays nobody meanwhile', async () => {
    const account = await friend();
    await plays(account, 60_000n, 300_000n);
    await switchModule(server, 'bd', 'AFFMAN3', '0');
    try {
      const closed = await referrer.call('/wps/relay/MCS2_getReferralInfo');
      expect(closed.status).toBe(403);
      expect(closed.body).toMatchObject({ errorCode: 'MODULE_DISABLED' });
      const off = await brand();
      await db().transaction().execute((trx) => qualifyJob.handler(() => [off])({}, trx, { id: 'test', retryCount: 0 }));
      expect((await db().selectFrom('referrals').select('status').where('invitee_id', '=', await idOf(account)).executeTakeFirstOrThrow()).status).toBe('pending');
    } finally {
      await switchModule(server, 'bd', 'AFFMAN3', '1');
    }
  });
});
