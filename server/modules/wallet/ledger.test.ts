import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { sql } from 'kysely';
import { freshDatabase, type FreshDatabase } from '../../../tests/helpers/freshDatabase';
import { prepareDatabase } from '../../boot';
import { projectRoot } from '../../config';
import { ApiError } from '../../errors';
import { assetOf, debitFingerprint, postChange, spendableBalance, walletBalance } from './ledger';
import { checkLedger } from './checkLedger';

let fresh: FreshDatabase;
let player: string;
beforeAll(async () => {
  fresh = await freshDatabase();
  await prepareDatabase(fresh.database, { configDir: join(projectRoot, 'config'), seedDemo: true });
  const row = await fresh.database.db
    .selectFrom('members')
    .select('id')
    .where('brand_id', '=', 'bd')
    .where('account', '=', 'player01')
    .executeTakeFirstOrThrow();
  player = row.id;
});
afterAll(() => fresh.dispose());

const db = () => fresh.database.db;
const stake = (key: string, amount: bigint) =>
  postChange(db(), {
    brandId: 'bd',
    idempotencyKey: key,
    kind: 'bet',
    postings: [
      { memberId: player, amount: -amount },
      { house: 'bets', amount },
    ],
  });
const transactionsWith = async (key: string) =>
  (await sql<{ n: number }>`select count(*)::int as n from ledger_transactions where idempotency_key = ${key}`.execute(db())).rows[0]!.n;

describe('the ledger', () => {
  it('credited the demo balance through a balanced transaction', async () => {
    expect(await walletBalance(db(), player)).toBe(125000n);
    const sums = await sql<{ s: string }>`select sum(amount)::text as s from ledger_entries group by transaction_id`.execute(db());
    expect(sums.rows.every((r) => r.s === '0')).toBe(true);
  });

  it('moves money once for a key sent twice', async () => {
    const first = await stake('bet-1', 10000n);
    const again = await stake('bet-1', 10000n);
    expect(first.replayed).toBe(false);
    expect(first.balances).toEqual([{ memberId: player, wallet: 'main', balance: 115000n }]);
    expect(again).toEqual({ transactionId: first.transactionId, replayed: true, balances: [] });
    expect(await walletBalance(db(), player)).toBe(115000n);
    expect(await transactionsWith('bet-1')).toBe(1);
  });

  it('moves money once when the same key arrives at the same time', async () => {
    const results = await Promise.all([stake('bet-2', 5000n), stake('bet-2', 5000n), stake('bet-2', 5000n)]);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await walletBalance(db(), player)).toBe(110000n);
  });

  it('refuses a change that would overdraw a wallet, and records nothing of it', async () => {
    await expect(stake('bet-3', 110001n)).rejects.toSatisfy((e) => e instanceof ApiError && e.code === 'INSUFFICIENT_FUNDS');
    expect(await walletBalance(db(), player)).toBe(110000n);
    expect(await transactionsWith('bet-3')).toBe(0);
    // The whole balance may go.
    await stake('bet-4', 110000n);
    expect(await walletBalance(db(), player)).toBe(0n);
  });

  it('refuses a key used before for other postings, and moves nothing', async () => {
    const before = await walletBalance(db(), player);
    await expect(stake('bet-1', 20000n)).rejects.toSatisfy((e) => e instanceof ApiError && e.code === 'IDEMPOTENCY_MISMATCH');
    expect(await walletBalance(db(), player)).toBe(before);
    expect(await transactionsWith('bet-1')).toBe(1);
  });

  it('keeps a vendor wallet apart from the main one, with each entry\'s balance after it', async () => {
    await postChange(db(), { brandId: 'bd', idempotencyKey: 'credit-v', kind: 'deposit', postings: [{ memberId: player, amount: 3000n }, { house: 'clearing', amount: -3000n }] });
    const out = await postChange(db(), {
      brandId: 'bd',
      idempotencyKey: 'to-vendor',
      kind: 'transferOut',
      postings: [
        { memberId: player, amount: -1000n },
        { memberId: player, wallet: 'vendor:EVO', amount: 1000n },
      ],
    });
    expect(out.balances).toEqual([
      { memberId: player, wallet: 'main', balance: 2000n },
      { memberId: player, wallet: 'vendor:EVO', balance: 1000n },
    ]);
    expect(await walletBalance(db(), player, 'vendor:EVO')).toBe(1000n);
    expect(await spendableBalance(db(), player)).toBe(3000n);
    const rows = await sql<{ wallet: string; balance_after: string }>`select wallet, balance_after::text from ledger_entries where transaction_id = ${out.transactionId} order by wallet`.execute(db());
    expect(rows.rows).toEqual([
      { wallet: 'main', balance_after: '2000' },
      { wallet: 'vendor:EVO', balance_after: '1000' },
    ]);
  });

  it('refuses postings that do not balance', async () => {
    await expect(
      postChange(db(), {
        brandId: 'bd',
        idempotencyKey: 'odd',
        kind: 'bet',
        postings: [
          { memberId: player, amount: 1n },
          { house: 'bets', amount: 0n },
        ],
      }),
    ).rejects.toThrow(/unbalanced/);
    expect(await transactionsWith('odd')).toBe(0);
  });

  it('holds its books after all of the above, and names a wallet that drifted from its entries', async () => {
    expect(await checkLedger(db())).toEqual([]);
    await sql`update wallets set balance = balance + 1 where member_id = ${player} and wallet = 'main'`.execute(db());
    expect(await checkLedger(db())).toEqual([`member ${player} wallet main: balance 2001, entries sum to 2000, last entry says 2000`]);
    await sql`update wallets set balance = balance - 1 where member_id = ${player} and wallet = 'main'`.execute(db());
  });
});

describe('points, the ledger\'s second asset', () => {
  const points = (key: string, postings: Parameters<typeof postChange>[1]['postings']) => postChange(db(), { brandId: 'bd', idempotencyKey: key, kind: 'points', postings });

  // The demo seed gives player01 points of their own: each figure is counted from them.
  let seeded: bigint;

  it('keeps points in their own wallet, out of what the member may spend', async () => {
    seeded = await walletBalance(db(), player, 'points');
    const spendable = await spendableBalance(db(), player);
    const granted = await points('pts-grant-1', [
      { house: 'points:earned', amount: -500n },
      { memberId: player, wallet: 'points', amount: 500n },
    ]);
    expect(granted.balances).toEqual([{ memberId: player, wallet: 'points', balance: seeded + 500n }]);
    expect(await walletBalance(db(), player, 'points')).toBe(seeded + 500n);
    expect(await spendableBalance(db(), player)).toBe(spendable);
    expect(assetOf({ memberId: player, wallet: 'points', amount: 1n })).toBe('PTS');
    expect(assetOf({ house: 'points:earned', amount: 1n })).toBe('PTS');
    expect(assetOf({ memberId: player, amount: 1n })).toBe('money');
    expect(assetOf({ house: 'bets', amount: 1n })).toBe('money');
  });

  it('refuses a change that sums to zero only across the assets: points do not pay for money', async () => {
    await expect(
      points('pts-for-cash', [
        { memberId: player, wallet: 'points', amount: -100n },
        { memberId: player, amount: 100n },
      ]),
    ).rejects.toThrow(/unbalanced ledger change points: 2 postings summing to -100 PTS, 100 money/);
    expect(await transactionsWith('pts-for-cash')).toBe(0);
  });

  it('converts through a house account of each asset, in one change, once per key', async () => {
    const before = await walletBalance(db(), player);
    const convert = () =>
      points('pts-convert-1', [
        { memberId: player, wallet: 'points', amount: -200n },
        { house: 'points:converted', amount: 200n },
        { house: 'pointsCash', amount: -20n },
        { memberId: player, amount: 20n },
      ]);
    const [a, b] = await Promise.all([convert(), convert()]);
    expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
    expect(await walletBalance(db(), player, 'points')).toBe(seeded + 300n);
    expect(await walletBalance(db(), player)).toBe(before + 20n);
  });

  it('refuses to overdraw points as it refuses money', async () => {
    await expect(
      points('pts-too-many', [
        { memberId: player, wallet: 'points', amount: -(seeded + 301n) },
        { house: 'points:redeemed', amount: seeded + 301n },
      ]),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await walletBalance(db(), player, 'points')).toBe(seeded + 300n);
  });

  it('checks each asset on its own: a change and a brand that balance only across assets are named', async () => {
    expect(await checkLedger(db())).toEqual([]);
    const { id } = await db().insertInto('ledger_transactions').values({ brand_id: 'bd', idempotency_key: 'forged-across', kind: 'points' }).returning('id').executeTakeFirstOrThrow();
    await db()
      .insertInto('ledger_entries')
      .values([
        { transaction_id: id, house_account: 'points:earned', amount: '-7' },
        { transaction_id: id, house_account: 'bets', amount: '7' },
      ])
      .execute();
    expect((await checkLedger(db())).sort()).toEqual(
      [`brand bd (BDT) sums to 7, not 0`, `brand bd (PTS) sums to -7, not 0`, `change ${id} sums to -7 PTS, not 0`, `change ${id} sums to 7 money, not 0`].sort(),
    );
    await db().deleteFrom('ledger_transactions').where('id', '=', id).execute();
    expect(await checkLedger(db())).toEqual([]);
  });
});

describe('a debit written by a call of its own', () => {
  it('is fingerprinted as postChange fingerprints the same postings, so either meets the other as a replay', async () => {
    const { id: member } = await db().insertInto('members').values({ brand_id: 'bd', account: 'debitprint', password_hash: '!' }).returning('id').executeTakeFirstOrThrow();
    await postChange(db(), { brandId: 'bd', idempotencyKey: 'print-credit', kind: 'deposit', postings: [{ memberId: member, amount: 1000n }, { house: 'clearing', amount: -1000n }] });
    const debit = { brandId: 'bd', idempotencyKey: 'print-1', kind: 'bet', reference: 'RNG/ACME', memberId: member, house: 'games:ACME', amount: 300n };
    await postChange(db(), { ...debit, postings: [{ memberId: member, amount: -300n }, { house: 'games:ACME', amount: 300n }] });
    const recorded = await db().selectFrom('ledger_transactions').select('fingerprint').where('idempotency_key', '=', 'print-1').executeTakeFirstOrThrow();
    expect(recorded.fingerprint).toBe(debitFingerprint(debit));
    expect(debitFingerprint({ ...debit, amount: 301n })).not.toBe(recorded.fingerprint);
    expect(() => debitFingerprint({ ...debit, amount: 0n })).toThrow();
  });
});
