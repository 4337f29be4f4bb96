import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { sql } from 'kysely';
import { freshDatabase, type FreshDatabase } from '../../../tests/helpers/freshDatabase';
import { prepareDatabase } from '../../boot';
import { projectRoot } from '../../config';
import { ApiError } from '../../errors';
import { debitSteps, postChange, spendableBalance, walletBalance } from './ledger';
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

describe('a debit inside a caller\'s statement', () => {
  let member: string;
  beforeAll(async () => {
    ({ id: member } = await db().insertInto('members').values({ brand_id: 'bd', account: 'debitsteps', password_hash: '!' }).returning('id').executeTakeFirstOrThrow());
    await postChange(db(), { brandId: 'bd', idempotencyKey: 'debit-credit', kind: 'deposit', postings: [{ memberId: member, amount: 1000n }, { house: 'clearing', amount: -1000n }] });
  });
  const debit = (key: string, amount: bigint, when = sql`true`) =>
    sql<{ balance: string | null }>`with ${debitSteps({ brandId: 'bd', idempotencyKey: key, kind: 'bet', reference: 'RNG/ACME', memberId: member, house: 'games:ACME', amount }, when)}
      select (select balance from debited)::text as balance`.execute(db());

  it('moves the money and records the change as postChange would have: the same postings under its key are a replay', async () => {
    expect((await debit('steps-1', 300n)).rows).toEqual([{ balance: '700' }]);
    expect(await walletBalance(db(), member)).toBe(700n);
    const again = await postChange(db(), { brandId: 'bd', idempotencyKey: 'steps-1', kind: 'bet', reference: 'RNG/ACME', postings: [{ memberId: member, amount: -300n }, { house: 'games:ACME', amount: 300n }] });
    expect(again.replayed).toBe(true);
    const entries = await sql<{ member_id: string | null; amount: string; balance_after: string | null }>`
      select member_id::text, amount::text, balance_after::text from ledger_entries where transaction_id = ${again.transactionId} order by id`.execute(db());
    expect(entries.rows).toEqual([
      { member_id: member, amount: '-300', balance_after: '700' },
      { member_id: null, amount: '300', balance_after: null },
    ]);
  });

  it('writes nothing, and fails nothing, when the wallet holds too little or the caller says no', async () => {
    expect((await debit('steps-2', 701n)).rows).toEqual([{ balance: null }]);
    expect((await debit('steps-3', 1n, sql`false`)).rows).toEqual([{ balance: null }]);
    expect(await transactionsWith('steps-2')).toBe(0);
    expect(await transactionsWith('steps-3')).toBe(0);
    expect(await walletBalance(db(), member)).toBe(700n);
  });

  it('fails the whole statement on a key used before, leaving the wallet as it was', async () => {
    await expect(debit('steps-1', 5n)).rejects.toMatchObject({ code: '23505' });
    expect(await walletBalance(db(), member)).toBe(700n);
    expect(await checkLedger(db())).toEqual([]);
  });
});
