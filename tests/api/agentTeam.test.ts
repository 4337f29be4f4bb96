import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { signIn } from '../helpers/signIn';
import { newKey } from '../helpers/memberApi';
import type { Envelope } from '../helpers/operatorApi';
import { valueOf } from '../helpers/valueOf';
import { hashPassword } from '../../server/lib/password';
import { checkLedger, postChange, walletBalance } from '../../server/modules/wallet/index';
import { checkTree } from '../../server/modules/agent/checkTree';
import type { Downlines, ToDownline } from '../../src/generated/types';

// An agent's team (decision 0273): the agent calls answer agents only (403 NOT_AGENT), and only
// for the caller's own team: anyone else is the 404 of no one at all. The list shows no contact,
// real name, payout account or address, and balances of direct downlines only; the transfer to a
// downline moves money once, within the brand's limits, never below zero.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(async () => {
  expect(await checkLedger(server.database.db)).toEqual([]);
  expect(await checkTree(server.database.db)).toEqual([]);
});

const db = () => server.database.db;
const paymentPassword = '246810';

interface Member {
  id: string;
  account: string;
  token: string;
}

let hashes: { password: string; payment: string } | null = null;

/** A member of the brand signed in with the demo password, under `upline`, with a payment password and money in its main wallet when given. */
async function member(type: number, upline: Member | null, o: { balance?: bigint; brand?: string; prefix?: string } = {}): Promise<Member> {
  const brand = o.brand ?? 'bd';
  hashes ??= {
    password: (await db().selectFrom('members').select('password_hash').where('brand_id', '=', 'bd').where('account', '=', 'player01').executeTakeFirstOrThrow()).password_hash,
    payment: await hashPassword(paymentPassword),
  };
  const account = `${o.prefix ?? 'tm'}${randomBytes(4).toString('hex')}`;
  const { id } = await db()
    .insertInto('members')
    .values({
      brand_id: brand,
      account,
      password_hash: hashes.password,
      payment_password_hash: hashes.payment,
      type,
      upline_id: upline?.id ?? null,
      mobile: '+8801711' + String(Math.floor(Math.random() * 1e6)).padStart(6, '0'),
      email: `${account}@example.com`,
      payee_name: 'Rahim Mia',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (o.balance) await postChange(db(), { brandId: brand, idempotencyKey: `test-credit:${id}`, kind: 'demoCredit', postings: [{ house: 'demo-credit', amount: -o.balance }, { memberId: id, amount: o.balance }] });
  return { id, account, token: (await signIn(server.call, account, brand === 'bd' ? 'localhost' : `${brand}.localhost`)).token };
}

const seeded = async (account: string, brand = 'bd'): Promise<Member> => {
  const { id } = await db().selectFrom('members').select('id').where('brand_id', '=', brand).where('account', '=', account).executeTakeFirstOrThrow();
  return { id, account, token: (await signIn(server.call, account, brand === 'bd' ? 'localhost' : `${brand}.localhost`)).token };
};

const list = (m: Member, query: Record<string, string | number> = {}) =>
  server.call<Envelope<Downlines>>(`/wps/relay/MCSFE_getDownlineList?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`, {
    headers: { Authorization: m.token, Language: 'EN' },
  });
const send = (m: Member, to: string, amount: string, o: { key?: string; password?: string } = {}) =>
  server.call<Envelope<ToDownline>>('/wps/relay/MCS2_transferToDownline', {
    method: 'POST',
    headers: { Authorization: m.token, Language: 'EN', 'Idempotency-Key': o.key ?? newKey() },
    body: { memberId: to, amount, paymentPassword: o.password ?? paymentPassword },
  });
const errorOf = (res: { status: number; body: Envelope<unknown> }) => `${res.status} ${res.body.success ? 'ok' : res.body.errorCode}`;
const tries = async (m: Member) => (await db().selectFrom('members').select('payment_password_tries').where('id', '=', m.id).executeTakeFirstOrThrow()).payment_password_tries;

describe('an agent’s team', () => {
  let top: Member, sub: Member, deep: Member, direct: Member, other: Member, otherPlayer: Member, player: Member, trial: Member, lumen: Member;
  beforeAll(async () => {
    top = await member(1, null, { balance: 1_000_000n });
    sub = await member(2, top, { balance: 50_000n });
    deep = await member(0, sub, { balance: 7_000n });
    direct = await member(0, top, { balance: 12_345n });
    other = await member(41, null, { balance: 100_000n });
    otherPlayer = await member(0, other);
    player = await member(0, top, { balance: 100_000n });
    trial = await member(4, top);
    lumen = await member(1, null, { brand: 'lumen' });
  });

  it('lists the direct downlines, drills into a downline agent with the way back up, and searches the whole team', async () => {
    const first = valueOf<Downlines>(await list(top));
    expect(first.path).toEqual([]);
    expect(first.list.map((r) => r.account).sort()).toEqual([direct.account, player.account, sub.account, trial.account].sort());
    const subRow = first.list.find((r) => r.id === sub.id)!;
    expect(subRow).toMatchObject({ account: sub.account, accountType: 2, agent: true, level: 1, teamSize: 1, balance: '500.00', lastSignInAt: expect.any(String) as string });
    expect(first.list.find((r) => r.id === direct.id)).toMatchObject({ agent: false, level: 1, teamSize: 0, balance: '123.45' });
    expect(first.transfer).toEqual({ available: '10000.00', min: '1.00', max: '50000.00', hasPaymentPassword: true });

    const below = valueOf<Downlines>(await list(top, { parentId: sub.id }));
    expect(below.path).toEqual([{ id: sub.id, account: sub.account }]);
    // Two levels down: no balance, however the agent asks.
    expect(below.list).toEqual([expect.objectContaining({ id: deep.id, level: 2, teamSize: 0, balance: null })]);

    const found = valueOf<Downlines>(await list(top, { account: deep.account.slice(2).toUpperCase() }));
    expect(found.list.map((r) => r.id)).toEqual([deep.id]);
    expect(found.list[0]!.balance).toBeNull();
    // A wildcard is a letter, not "anything".
    expect(valueOf<Downlines>(await list(top, { account: '%' })).total).toBe(0);
    // The sub-agent sees its own team from its own top, with its balance there.
    const subView = valueOf<Downlines>(await list(sub));
    expect(subView.list).toEqual([expect.objectContaining({ id: deep.id, level: 1, balance: '70.00' })]);
  });

  it('lists the agents a contract can be offered to: direct downline agents only, found by account among them', async () => {
    const offerable = valueOf<Downlines>(await list(top, { offerable: 'true' }));
    expect(offerable.list.map((r) => r.id)).toEqual([sub.id]);
    expect(offerable.total).toBe(1);
    // A parent given alongside does not widen it, and the search stays at the direct level.
    expect(valueOf<Downlines>(await list(top, { offerable: 'true', parentId: sub.id })).list.map((r) => r.id)).toEqual([sub.id]);
    expect(valueOf<Downlines>(await list(top, { offerable: 'true', account: sub.account.slice(3) })).list.map((r) => r.id)).toEqual([sub.id]);
    expect(valueOf<Downlines>(await list(top, { offerable: 'true', account: deep.account })).total).toBe(0);
    expect(valueOf<Downlines>(await list(top, { offerable: 'true', account: player.account })).total).toBe(0);
    expect(errorOf(await list(top, { offerable: 'maybe' }))).toBe('400 VALIDATION_FAILED');
  });

  it('shows no contact, real name, payout account or address of anyone', async () => {
    const answer = JSON.stringify((await list(top)).body) + JSON.stringify((await list(top, { parentId: sub.id })).body);
    for (const m of [sub, deep, direct]) {
      const row = await db().selectFrom('members').select(['mobile', 'email', 'payee_name']).where('id', '=', m.id).executeTakeFirstOrThrow();
      expect(answer).not.toContain(row.mobile!.slice(-8));
      expect(answer).not.toContain(row.email!);
    }
    expect(answer).not.toContain('Rahim Mia');
    expect(answer).not.toMatch(/mobile|email|payee|ip"|payout/i);
    const row = valueOf<Downlines>(await list(top)).list[0]!;
    expect(Object.keys(row).sort()).toEqual(['account', 'accountType', 'agent', 'balance', 'id', 'lastSignInAt', 'level', 'nickname', 'registeredAt', 'teamSize']);
  });

  it('pages the team', async () => {
    const p1 = valueOf<Downlines>(await list(top, { pageSize: 3 }));
    const p2 = valueOf<Downlines>(await list(top, { pageSize: 3, pageNo: 2 }));
    expect(p1).toMatchObject({ pageNo: 1, total: 4, totalPages: 2 });
    expect(p1.list).toHaveLength(3);
    expect(p2.list).toHaveLength(1);
    expect(new Set([...p1.list, ...p2.list].map((r) => r.id)).size).toBe(4);
  });

  describe('refuses whoever is not the member’s agent, and tells no one apart', () => {
    const calls = {
      list: (m: Member, target: string) => list(m, { parentId: target }),
      transfer: (m: Member, target: string) => send(m, target, '1.00'),
    };
    for (const [name, call] of Object.entries(calls)) {
      it(`${name}: a player is no agent`, async () => {
        expect(errorOf(await call(player, deep.id))).toBe('403 NOT_AGENT');
        expect(errorOf(await call(direct, direct.id))).toBe('403 NOT_AGENT');
      });
      it(`${name}: a trial account is refused`, async () => {
        expect(errorOf(await call(trial, deep.id))).toBe('403 REAL_ACCOUNT_REQUIRED');
      });
      it(`${name}: a downline agent asking about its upline, a sibling, another branch or brand, or no one, hears 404 alike`, async () => {
        const before = await tries(sub);
        const agent01 = await seeded('agent01');
        const agent02 = await seeded('agent02');
        const player01 = await seeded('player01');
        for (const [asker, target] of [
          [sub, top.id],
          [sub, direct.id],
          [sub, sub.id],
          [other, deep.id],
          [top, otherPlayer.id],
          [top, lumen.id],
          [top, '999999999'],
          [agent02, agent01.id],
          [agent02, player01.id],
          [agent01, deep.id],
        ] as const) {
          const res = await call(asker, target);
          expect({ asker: asker.account, target, answer: errorOf(res) }).toEqual({ asker: asker.account, target, answer: '404 NOT_FOUND' });
          expect((res.body as { message: string }).message).toBe('There is nothing at this address.');
        }
        // No password was tried for anyone outside the team.
        expect(await tries(sub)).toBe(before);
      });
    }
    it('list and transfer: another brand’s agent does not reach a member of this one', async () => {
      const res = await server.call<Envelope<Downlines>>(`/wps/relay/MCSFE_getDownlineList?parentId=${deep.id}`, { host: 'lumen.localhost', headers: { Authorization: lumen.token, Language: 'EN' } });
      expect(errorOf(res)).toBe('404 NOT_FOUND');
    });
    it('the seeded agent01 sees agent02 and, below it, player02', async () => {
      const agent01 = await seeded('agent01');
      const team = valueOf<Downlines>(await list(agent01));
      const agent02 = team.list.find((r) => r.account === 'agent02')!;
      expect(agent02).toMatchObject({ agent: true, level: 1, teamSize: 1 });
      expect(valueOf<Downlines>(await list(agent01, { parentId: agent02.id })).list.map((r) => r.account)).toEqual(['player02']);
    });
  });

  describe('transfer to a downline', () => {
    it('moves exactly the amount once from main to main, to any depth, and tells the downline in its inbox', async () => {
      const [a, d] = [await walletBalance(db(), top.id), await walletBalance(db(), deep.id)];
      const key = newKey();
      const paid = valueOf<ToDownline>(await send(top, deep.id, '25.50', { key }));
      expect(paid).toEqual({ moved: '25.50', downline: deep.account, available: '9974.50' });
      // The same key again: the same answer, nothing moves twice.
      expect(valueOf<ToDownline>(await send(top, deep.id, '25.50', { key }))).toEqual(paid);
      expect(await walletBalance(db(), top.id)).toBe(a - 2550n);
      expect(await walletBalance(db(), deep.id)).toBe(d + 2550n);
      const changes = await db().selectFrom('ledger_transactions').select(['kind', 'reference']).where('idempotency_key', 'like', `wallet/toDownline:member:${top.id}:%`).execute();
      expect(changes).toEqual([{ kind: 'toDownline', reference: `${top.account} → ${deep.account}` }]);
      const messages = await db().selectFrom('messages').select(['title', 'kind']).where('member_id', '=', deep.id).execute();
      expect(messages).toHaveLength(1);
      expect(messages[0]!.title as unknown).toMatchObject({ en: `${top.account} sent you ৳ 25.50` });
    });

    it('counts a wrong payment password and moves nothing', async () => {
      const [balance, counted] = [await walletBalance(db(), top.id), await tries(top)];
      const res = await send(top, direct.id, '5.00', { password: '000000' });
      expect(errorOf(res)).toBe('400 PAYMENT_PASSWORD_WRONG');
      expect(await tries(top)).toBe(counted + 1);
      expect(await walletBalance(db(), top.id)).toBe(balance);
      // The right one resets the count.
      valueOf(await send(top, direct.id, '5.00'));
      expect(await tries(top)).toBe(0);
    });

    it('refuses an amount below or above the brand’s limits, and more than the agent holds', async () => {
      const before = await walletBalance(db(), top.id);
      expect(errorOf(await send(top, direct.id, '0.99'))).toBe('400 AMOUNT_BELOW_MIN');
      expect(errorOf(await send(top, direct.id, '50000.01'))).toBe('400 AMOUNT_ABOVE_MAX');
      expect(errorOf(await send(sub, deep.id, '600.00'))).toBe('409 INSUFFICIENT_FUNDS');
      expect(await walletBalance(db(), top.id)).toBe(before);
    });

    it('never takes an agent below zero, however many transfers race', async () => {
      const racer = await member(1, null, { balance: 100_000n });
      const kids = [await member(0, racer), await member(0, racer)];
      // 1,000.00 and twenty transfers of 70.00: fourteen fit, six do not.
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => send(racer, kids[i % 2]!.id, '70.00')));
      const ok = answers.filter((r) => r.body.success).length;
      expect(answers.filter((r) => !r.body.success).map(errorOf)).toEqual(Array.from({ length: 20 - ok }, () => '409 INSUFFICIENT_FUNDS'));
      expect(ok).toBe(14);
      const left = await walletBalance(db(), racer.id);
      expect(left).toBe(100_000n - BigInt(ok) * 7_000n);
      expect(left).toBeGreaterThanOrEqual(0n);
      const received = (await walletBalance(db(), kids[0]!.id)) + (await walletBalance(db(), kids[1]!.id));
      expect(received + left).toBe(100_000n);
    });
  });
});
