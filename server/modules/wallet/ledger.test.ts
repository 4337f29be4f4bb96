import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { sql } from 'kysely';
import { freshDatabase, type FreshDatabase } from '../../../tests/helpers/freshDatabase';
import { prepareDatabase } from '../../boot';
import { projectRoot } from '../../config';
import { ApiError } from '../../errors';
import { walletBalance, postChange } from './ledger';

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
    expect(again).toEqual({ transactionId: first.transactionId, replayed: true });
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
});
