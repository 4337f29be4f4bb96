import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { startTestServer, type TestServer } from '../../../tests/helpers/testServer';
import { checkLedger, postChange, walletBalance } from '../wallet/index';
import { tokenHash } from '../../lib/tokens';
import { signVendorBody } from '../../lib/vendorSignature';
import { calls } from '../../../src/generated/calls';

// What a bet costs the database, and what it keeps when many arrive at once: the wallet API's
// guarantees (tests/api/vendorApi.test.ts) at the price of as few round trips as can carry them.

/** Round trips to the database per fresh bet: the launch's read, then the bet (migration 042's vendor_bet, its own transaction). */
const tripsPerBet = 2;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(async () => {
  expect(await checkLedger(server.database.db)).toEqual([]);
});

const VENDOR = 'TRIPS';
let secret = randomBytes(32).toString('base64url');
const newId = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;
type Answer = { success: true; value: { balance: string; currency: string } } | { success: false; errorCode: string; balance?: string };

function bet(token: string, txId: string, amount: string, o: { roundId?: string; signWith?: string } = {}) {
  const { roundId = newId('r'), signWith = secret } = o;
  const body = JSON.stringify({ token, txId, roundId, amount });
  const at = Date.now();
  return server.call<Answer>(calls['vendor/bet'].path.replace(':vendor', VENDOR), { method: 'POST', headers: { 'X-Timestamp': String(at), 'X-Signature': signVendorBody(signWith, at, body) }, body });
}

let gameId: number;
/** A player holding `minor` in main, and a live launch of the vendor's game. */
async function player(minor: bigint) {
  const db = server.database.db;
  const { id } = await db.insertInto('members').values({ brand_id: 'bd', account: newId('trips'), password_hash: '!' }).returning('id').executeTakeFirstOrThrow();
  await postChange(db, { brandId: 'bd', idempotencyKey: `open:${id}`, kind: 'adjustment', postings: [{ memberId: id, amount: minor }, { house: 'adjustments', amount: -minor }] });
  const token = randomBytes(24).toString('base64url');
  await db.insertInto('game_launches').values({ token_hash: tokenHash(token), brand_id: 'bd', member_id: id, game_id: gameId, expires_at: new Date(Date.now() + 3_600_000) }).execute();
  return { id, token };
}

/** Every statement sent to the engine while `work` runs, begin and commit included. */
async function roundTrips(work: () => Promise<unknown>): Promise<number> {
  const spy = server.database.kind === 'postgres' ? vi.spyOn(pg.Client.prototype, 'query') : vi.spyOn(PGlite.prototype, 'query');
  try {
    spy.mockClear();
    await work();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

describe('a vendor\'s bet', () => {
  beforeAll(async () => {
    const db = server.database.db;
    await db.insertInto('vendor_connections').values({ brand_id: 'bd', code: VENDOR, adapter: 'remote', secret, launch_url: 'https://games.trips.example/launch' }).execute();
    ({ id: gameId } = await db
      .insertInto('games')
      .values({ brand_id: 'bd', vendor: VENDOR, category: 'RNG', code: 'trips-1', name: JSON.stringify({ en: 'Trips', bn: 'Trips' }), image: '/games/trips.webp', min_bet: '1', engine: 'remote' })
      .returning('id')
      .executeTakeFirstOrThrow());
  });

  it(`takes ${tripsPerBet} round trips to the database, the vendor's secret read once`, async () => {
    const { token } = await player(100_000n);
    expect((await bet(token, newId('b'), '1.00')).status).toBe(200);
    const counts: number[] = [];
    for (let i = 0; i < 5; i++)
      counts.push(
        await roundTrips(async () => {
          const res = await bet(token, newId('b'), '1.00');
          expect(res.body).toMatchObject({ success: true });
        }),
      );
    // A background poll (the job queue's, the config watch's) may fall inside one bet: the fewest is the bet's own.
    expect(Math.min(...counts), `round trips of five bets: ${counts.join(', ')}`).toBeLessThanOrEqual(tripsPerBet);
  });

  it('takes bets that arrive at once on one wallet up to its balance and not a minor unit more', async () => {
    const { id, token } = await player(1_000n);
    const answers = await Promise.all(Array.from({ length: 25 }, () => bet(token, newId('b'), '0.75')));
    const taken = answers.filter((a) => a.status === 200);
    expect(taken).toHaveLength(13);
    for (const a of answers.filter((r) => r.status !== 200)) expect(a.body).toMatchObject({ errorCode: 'INSUFFICIENT_FUNDS', balance: '0.25' });
    // Each stake answered the balance it left, and no two the same.
    const after = taken.map((a) => (a.body as { value: { balance: string } }).value.balance).sort();
    expect(new Set(after).size).toBe(13);
    expect(after[0]).toBe('0.25');
    expect(await walletBalance(server.database.db, id)).toBe(25n);
    const record = await server.database.db.selectFrom('bets').select((eb) => [eb.fn.countAll<string>().as('rounds'), eb.fn.sum<string>('stake').as('staked')]).where('member_id', '=', id).executeTakeFirstOrThrow();
    expect(record).toEqual({ rounds: '13', staked: '975' });
    const calls = await server.database.db.selectFrom('vendor_transactions').select((eb) => eb.fn.countAll<string>().as('n')).where('member_id', '=', id).executeTakeFirstOrThrow();
    expect(calls.n).toBe('13');
  });

  it('answers a bet sent again after its launch ended with its first answer, and refuses another body under its txId', async () => {
    const { id, token } = await player(10_000n);
    const txId = newId('b');
    const first = await bet(token, txId, '2.00', { roundId: 'r-first' });
    expect(first.body).toEqual({ success: true, value: { balance: '98.00', currency: 'BDT' } });
    await server.database.db.updateTable('game_launches').set({ expires_at: new Date(Date.now() - 1000) }).where('member_id', '=', id).execute();
    expect((await bet(token, txId, '2.00', { roundId: 'r-first' })).body).toEqual(first.body);
    expect((await bet(token, txId, '2.00', { roundId: 'r-other' })).body).toMatchObject({ errorCode: 'IDEMPOTENCY_MISMATCH' });
    expect((await bet(token, newId('b'), '2.00')).body).toMatchObject({ errorCode: 'GAME_SESSION_INVALID' });
    expect(await walletBalance(server.database.db, id)).toBe(9_800n);
  });

  it('checks a vendor\'s calls against its new secret as soon as the brand changes it, and never again against the old', async () => {
    const { token } = await player(10_000n);
    expect((await bet(token, newId('b'), '1.00')).status).toBe(200);
    const old = secret;
    secret = randomBytes(32).toString('base64url');
    await server.database.db.updateTable('vendor_connections').set({ secret }).where('brand_id', '=', 'bd').where('code', '=', VENDOR).execute();
    // The change reaches this process by a notice, after the commit.
    for (let i = 0; i < 50 && (await bet(token, newId('b'), '1.00')).status !== 200; i++) await new Promise((r) => setTimeout(r, 20));
    expect((await bet(token, newId('b'), '1.00')).status).toBe(200);
    const stale = await bet(token, newId('b'), '1.00', { signWith: old });
    expect(stale.status).toBe(401);
    expect(stale.body).toMatchObject({ errorCode: 'SIGNATURE_INVALID' });
  });
});
