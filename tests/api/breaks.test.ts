import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { demoPassword, sendEncrypted, signIn } from '../helpers/signIn';
import { newKey } from '../helpers/memberApi';
import { operatorApi, type Envelope } from '../helpers/operatorApi';
import { solvedCaptcha } from '../helpers/register';
import { openLivePage } from '../helpers/livePage';
import { solveSlider } from '../helpers/slider';
import { checkLedger, postChange, walletBalance } from '../../server/modules/wallet/index';
import { PROMO_HOUSE } from '../../server/modules/promo/service';
import { launchedPlayer } from '../../server/modules/vendor/launchedPlayer';
import { tokenHash } from '../../server/lib/tokens';
import { valueOf } from '../helpers/valueOf';
import type { BreakTaken, OpsMemberBreaks, PlayStatus, RealityCheck } from '../../src/generated/types';

// Responsible play (RG3, decisions 0323 and 0324): the session limit, the reality check's figures,
// time-outs and exclusions on one brand or every brand; the books sound after every test.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(async () => {
  expect(await checkLedger(server.database.db)).toEqual([]);
});

const db = () => server.database.db;
const hostOf = (brandId: string) => (brandId === 'bd' ? 'localhost' : 'lumen.localhost');

interface Member {
  id: string;
  account: string;
  brandId: string;
  token: string;
}

let numbers = 0;
/** A fresh Bangladeshi number: local form and E.164 as accounts keep it. */
function freshNumber() {
  const local = `0193${process.pid % 1000}`.padEnd(7, '0') + String(++numbers).padStart(4, '0');
  return { local, e164: `+880${local.slice(1)}` };
}

/** A member of a brand with the demo password, the given number and address, signed in on the brand's host. */
async function member(brandId: string, contact: { mobile?: string; email?: string } = {}): Promise<Member> {
  const account = `br${randomBytes(4).toString('hex')}`;
  const { id } = await db()
    .insertInto('members')
    .values((eb) => ({
      brand_id: brandId,
      account,
      mobile: contact.mobile ?? null,
      email: contact.email ?? null,
      password_hash: eb.selectFrom('members').select('password_hash').where('brand_id', '=', 'bd').where('account', '=', 'player01'),
    }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, account, brandId, token: (await signIn(server.call, account, hostOf(brandId))).token };
}

const call = <T>(m: Member, path: string, method = 'GET', body?: unknown) =>
  server.call<Envelope<T>>(path, { method, host: hostOf(m.brandId), body, headers: { Authorization: m.token, Language: 'EN', ...(method === 'GET' ? {} : { 'Idempotency-Key': newKey() }) } });

const takeBreak = (m: Member, body: Record<string, unknown>) =>
  sendEncrypted(server.call, '/wps/relay/RG_takeBreak', body, { host: hostOf(m.brandId), headers: { Authorization: m.token, Language: 'EN', 'Idempotency-Key': newKey() } }) as Promise<{
    status: number;
    body: Envelope<BreakTaken>;
  }>;

/** A sign-in by password on the member's brand: the answer as the site gets it. */
async function signInAgain(m: Member): Promise<{ status: number; body: Envelope }> {
  const host = hostOf(m.brandId);
  const body = { type: 'username', username: m.account, password: demoPassword };
  let res = await sendEncrypted(server.call, '/wps/session/login', body, { host, headers: { Language: 'EN' } });
  // lumen asks for the slider (accounts.sliderChallenge), solved as a person would.
  if ((res.body as { errorCode?: string }).errorCode === 'SLIDER_REQUIRED')
    res = await sendEncrypted(server.call, '/wps/session/login', { ...body, slider: await solveSlider(server.call, host) }, { host, headers: { Language: 'EN' } });
  return res as { status: number; body: Envelope };
}

/** The admin's console token, signed in once (a TOTP code is good for one sign-in). */
let adminToken: Promise<string> | null = null;
const admin = () => (adminToken ??= operatorApi(server).tokenOf('admin'));

/** An active bonus of the member's, paid into their bonus wallet from house promotions, as a grant leaves it. */
async function activeBonus(m: Member, minor: bigint): Promise<string> {
  const promotion = await db().selectFrom('promotions').select('id').where('brand_id', '=', m.brandId).executeTakeFirstOrThrow();
  const grant = await db()
    .insertInto('bonus_grants')
    .values({
      brand_id: m.brandId,
      promotion_id: promotion.id,
      member_id: m.id,
      period: `t:${randomBytes(4).toString('hex')}`,
      amount: String(minor),
      required: String(minor * 10n),
      contributions: JSON.stringify({}),
      expires_at: new Date(Date.now() + 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db()
    .transaction()
    .execute((trx) =>
      postChange(trx, {
        brandId: m.brandId,
        idempotencyKey: `test-grant:${grant.id}`,
        kind: 'bonus',
        reference: promotion.id,
        postings: [
          { house: PROMO_HOUSE, amount: -minor },
          { memberId: m.id, wallet: 'bonus', amount: minor },
        ],
      }),
    );
  return grant.id;
}

/** A live launch of one of the brand's games for the member, as launchGame leaves it: the token a vendor bets with. */
async function launch(m: Member): Promise<{ token: string; vendor: string }> {
  const game = await db().selectFrom('games').select(['id', 'vendor']).where('brand_id', '=', m.brandId).where('demo', '=', false).executeTakeFirstOrThrow();
  const token = randomBytes(16).toString('hex');
  await db()
    .insertInto('game_launches')
    .values({ token_hash: tokenHash(token), brand_id: m.brandId, member_id: m.id, game_id: game.id, expires_at: new Date(Date.now() + 3_600_000) })
    .execute();
  return { token, vendor: game.vendor };
}

describe('the reality check', () => {
  it('counts the bets placed since this session began: staked, won and net, and the minutes played', async () => {
    const m = await member('bd');
    const bet = (stake: number, payout: number, at: ReturnType<typeof sql>) =>
      db()
        .insertInto('bets')
        .values({
          brand_id: 'bd',
          member_id: m.id,
          vendor: 'MQTEST',
          category: 'RNG',
          round_id: `r-${randomBytes(6).toString('hex')}`,
          stake: String(stake),
          payout: String(payout),
          status: 'settled',
          settlements: 1,
          settled_at: new Date(),
          created_at: at as never,
        })
        .execute();
    // One before the session began (another sitting), two in it.
    await bet(50_000, 0, sql`now() - interval '2 hours'`);
    await bet(10_000, 25_000, sql`now()`);
    await bet(20_000, 0, sql`now()`);
    await sql`update sessions set created_at = created_at - interval '17 minutes' where member_id = ${m.id}`.execute(db());
    await sql`update bets set created_at = created_at - interval '5 minutes' where member_id = ${m.id} and created_at > now() - interval '1 hour'`.execute(db());
    const figures = valueOf<RealityCheck>(await call(m, '/wps/relay/RG_getRealityCheck'));
    expect(figures).toEqual({ minutesPlayed: 17, bets: 2, staked: '300.00', won: '250.00', net: '-50.00' });
  });

  it('keeps the member’s interval and session limit, and answers their 30-day net deposits', async () => {
    const m = await member('bd');
    await db()
      .insertInto('deposits')
      .values({
        brand_id: 'bd',
        member_id: m.id,
        channel: 'x',
        channel_name: 'x',
        kind: 'sendMoney',
        amount: '500000',
        fee: '0',
        account_label: 'x',
        account_number: 'x',
        status: 'approved',
        decided_at: new Date(),
      })
      .execute();
    const saved = valueOf<PlayStatus>(await call(m, '/wps/relay/RG_savePlaySettings', 'POST', { sessionMinutes: 90, realityMinutes: 30 }));
    expect(saved).toMatchObject({ sessionMinutes: 90, realityMinutes: 30, deposits30d: '5000.00', withdrawals30d: '0.00', netDeposits30d: '5000.00' });
    expect(new Date(saved.sessionEndsAt!).getTime() - new Date(saved.sessionStartedAt).getTime()).toBe(90 * 60_000);
    const refused = await call(m, '/wps/relay/RG_savePlaySettings', 'POST', { sessionMinutes: 90, realityMinutes: 20 });
    expect(refused.status).toBe(400);
    const audited = await db().selectFrom('audit_log').select(['action', 'operator_name']).where('target', '=', m.id).execute();
    expect(audited).toEqual([{ action: 'play.limits', operator_name: `member:${m.account}` }]);
  });
});

describe('the session limit', () => {
  it('signs the member out once the session has lasted it, and bounds the next session by it', async () => {
    const m = await member('bd');
    const page = await openLivePage(server.port, m.token);
    await sql`update sessions set created_at = created_at - interval '20 minutes' where member_id = ${m.id}`.execute(db());
    await call(m, '/wps/relay/RG_savePlaySettings', 'POST', { sessionMinutes: 15, realityMinutes: null });
    await page.next('sessionEnded');
    expect((await call(m, '/wps/member/info')).status).toBe(401);
    const again = await signIn(server.call, m.account);
    const session = await db().selectFrom('sessions').select(['created_at', 'expires_at']).where('token_hash', '=', tokenHash(again.token)).executeTakeFirstOrThrow();
    expect(new Date(session.expires_at).getTime() - new Date(session.created_at).getTime()).toBe(15 * 60_000);
  });
});

describe('a time-out', () => {
  it('asks for the password, ends every session at once, refuses sign-in saying until when, and ends by itself', async () => {
    const m = await member('bd');
    const other = await signIn(server.call, m.account);
    const page = await openLivePage(server.port, other.token);
    const wrong = await takeBreak(m, { kind: 'timeOut', period: '1d', password: 'not-the-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ success: false, errorCode: 'OLD_PASSWORD_WRONG', field: 'password' });
    expect((await takeBreak(m, { kind: 'timeOut', period: '6m', password: demoPassword })).status).toBe(400);

    const taken = await takeBreak(m, { kind: 'timeOut', period: '1d', password: demoPassword });
    expect(taken.status).toBe(200);
    const brk = valueOf<BreakTaken>(taken);
    expect(brk).toMatchObject({ kind: 'timeOut', period: '1d', allBrands: false, setBy: 'member' });
    expect(new Date(brk.liftsAt!).getTime() - new Date(brk.startsAt).getTime()).toBe(86_400_000);
    await page.next('sessionEnded');
    expect((await call(m, '/wps/member/info')).status).toBe(401);
    expect(await db().selectFrom('sessions').select('token_hash').where('member_id', '=', m.id).execute()).toEqual([]);

    const refused = await signInAgain(m);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, errorCode: 'PLAY_TIMED_OUT' });
    // Until when, on the brand's clock (UTC+6), to the minute.
    const until = new Date(new Date(brk.liftsAt!).getTime() + 6 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
    expect((refused.body as { message: string }).message).toContain(until);
    const inBengali = await sendEncrypted(server.call, '/wps/session/login', { type: 'username', username: m.account, password: demoPassword }, { headers: { Language: 'BN' } });
    expect((inBengali.body as { message: string }).message).toContain('বিরতি');

    // A day and a minute pass (the break's own clock moved back): it has ended by itself.
    await sql`update play_breaks set starts_at = starts_at - interval '1 day 1 minute', ends_at = ends_at - interval '1 day 1 minute', lifts_at = lifts_at - interval '1 day 1 minute' where member_id = ${m.id}`.execute(
      db(),
    );
    expect((await signInAgain(m)).status).toBe(200);
    const audited = await db().selectFrom('audit_log').select(['action', 'detail']).where('target', '=', m.id).execute();
    expect(audited).toEqual([{ action: 'play.timeOut', detail: { period: '1d', allBrands: false, accounts: 1 } }]);
  });
});

describe('a self-exclusion', () => {
  it('on every brand: the same person’s accounts on both brands are signed out and refused, their bonus forfeited with its ledger lines, their games and deposits stopped', async () => {
    const { e164 } = freshNumber();
    const onBd = await member('bd', { mobile: e164 });
    const onLumen = await member('lumen', { mobile: e164, email: `${onBd.account}@example.com` });
    const bystander = await member('lumen');
    const grant = await activeBonus(onLumen, 30_000n);
    const game = await launch(onLumen);
    expect(await launchedPlayer(db(), 'lumen', game.vendor, game.token)).toMatchObject({ memberId: onLumen.id });
    const lumenPage = await openLivePage(server.port, onLumen.token, 'lumen.localhost');

    const taken = await takeBreak(onBd, { kind: 'exclusion', period: '6m', allBrands: true, password: demoPassword });
    expect(taken.status).toBe(200);
    const brk = valueOf<BreakTaken>(taken);
    expect(brk).toMatchObject({ kind: 'exclusion', allBrands: true });
    // It holds a day past its end before it lifts.
    expect(new Date(brk.liftsAt!).getTime() - new Date(brk.endsAt!).getTime()).toBe(86_400_000);

    await lumenPage.next('sessionEnded');
    for (const m of [onBd, onLumen]) {
      expect((await call(m, '/wps/member/info')).status).toBe(401);
      const refused = await signInAgain(m);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ errorCode: 'PLAY_EXCLUDED' });
      // A deposit with the session held before: no session, no deposit.
      expect((await call(m, '/wps/v2/transaction/deposit', 'POST', { channel: 'bkash', amount: '500' })).status).toBe(401);
    }
    // The vendor's next bet finds no launch.
    await expect(launchedPlayer(db(), 'lumen', game.vendor, game.token)).rejects.toMatchObject({ code: 'GAME_SESSION_INVALID' });
    const ended = await db().selectFrom('bonus_grants').select(['status', 'end_cause']).where('id', '=', grant).executeTakeFirstOrThrow();
    expect(ended).toEqual({ status: 'forfeited', end_cause: 'member' });
    expect(await walletBalance(db(), onLumen.id, 'bonus')).toBe(0n);
    const lines = await db().selectFrom('ledger_entries').select('amount').where('member_id', '=', onLumen.id).execute();
    expect(lines.map((l) => BigInt(l.amount)).reduce((a, b) => a + b, 0n)).toBe(0n);
    // Someone else on the brand plays on.
    expect((await call(bystander, '/wps/member/info')).status).toBe(200);
  });

  it('on every brand refuses a new account with the same number anywhere; on one brand only, other brands take it', async () => {
    const everywhere = freshNumber();
    const oneBrand = freshNumber();
    const ops = operatorApi(server);
    for (const [n, allBrands] of [
      [everywhere, true],
      [oneBrand, false],
    ] as const) {
      const m = await member('lumen', { mobile: n.e164 });
      const res = await ops.call<BreakTaken>(await admin(), '/ops/members/exclude', 'POST', { brandId: 'lumen', id: m.id, period: '1y', allBrands, reason: 'asked by phone' }, 'EN', {
        'Idempotency-Key': newKey(),
      });
      expect(res.status).toBe(200);
    }
    const registerMobile = async (n: { local: string; e164: string }) => {
      await server.call('/wps/verification/sms/register', { method: 'POST', body: { countryDialingCode: '880', mobileNo: n.local } });
      const outbox = (await server.call<{ value: Array<{ to: string; code: string | null }> }>('/dev/outbox')).body.value;
      const code = outbox.find((o) => o.to === n.e164)!.code!;
      const body = {
        mobileNum: n.local,
        countryDialingCode: '880',
        verificationCode: code,
        password: 'Padma-river-7',
        confirmPassword: 'Padma-river-7',
        ...(await solvedCaptcha(server)),
        login: true,
      };
      return sendEncrypted(server.call, '/wps/member/register/mobile', body, { method: 'PUT', headers: { Language: 'EN' } }) as Promise<{ status: number; body: Envelope }>;
    };
    const refused = await registerMobile(everywhere);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errorCode: 'PLAY_EXCLUDED', field: 'mobileNum' });
    expect((await registerMobile(oneBrand)).status).toBe(200);
  });

  it('by an operator: with a reason, audited, shown on the member’s page, and never shortened', async () => {
    const m = await member('bd');
    const ops = operatorApi(server);
    const token = await admin();
    const exclude = (period: string) =>
      ops.call<BreakTaken>(token, '/ops/members/exclude', 'POST', { brandId: 'bd', id: m.id, period, reason: 'problem gambling reported' }, 'EN', { 'Idempotency-Key': newKey() });
    const first = await exclude('forever');
    expect(first.status).toBe(200);
    expect(valueOf<BreakTaken>(first)).toMatchObject({ kind: 'exclusion', liftsAt: null, setBy: 'operator', reason: 'problem gambling reported' });
    expect(await exclude('6m')).toMatchObject({ status: 409, body: { errorCode: 'PLAY_BREAK_HOLDING' } });
    expect((await signInAgain(m)).body).toMatchObject({ errorCode: 'PLAY_EXCLUDED_FOREVER' });
    const page = valueOf<OpsMemberBreaks>(await ops.call(await admin(), '/ops/members/breaks', 'GET', { brandId: 'bd', id: m.id }));
    expect(page.current).toMatchObject({ kind: 'exclusion', liftsAt: null, setBy: 'operator' });
    expect(page.breaks).toHaveLength(1);
    const audited = await db().selectFrom('audit_log').select(['action', 'operator_name', 'detail']).where('target', '=', m.id).execute();
    expect(audited).toEqual([{ action: 'play.exclusion', operator_name: 'admin', detail: { period: 'forever', allBrands: false, accounts: 1, reason: 'problem gambling reported' } }]);
    // No call lifts it: the console has none, and the site's is not there.
    expect(Object.keys(await import('../../src/generated/calls').then((c) => c.calls)).filter((c) => /lift|unexclude/i.test(c))).toEqual([]);
  });
});

describe('RG3 switched off', () => {
  it('closes the calls', async () => {
    const m = await member('bd');
    const { switchModule } = await import('../helpers/switchModule');
    await switchModule(server, 'bd', 'RG3', '0');
    try {
      expect(await call(m, '/wps/relay/RG_getPlayStatus')).toMatchObject({ status: 403, body: { errorCode: 'MODULE_DISABLED' } });
    } finally {
      await switchModule(server, 'bd', 'RG3', '1');
    }
  });
});
