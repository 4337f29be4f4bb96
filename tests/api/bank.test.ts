import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { sql } from 'kysely';
import { freshDatabase, type FreshDatabase } from '../helpers/freshDatabase';
import { prepareDatabase } from '../../server/boot';
import { projectRoot } from '../../server/config';
import { ApiError } from '../../server/errors';
import { checkLedger } from '../../server/modules/wallet/checkLedger';
import { postChange, type Posting } from '../../server/modules/wallet/ledger';

// The bank test: a hundred accounts and thousands of movements racing for the same money —
// transfers between members, withdrawal holds and their releases — each sent twice at once with
// one key. However they interleave, no balance goes below zero, nothing is applied twice, money
// is neither made nor lost, and the books hold.

const ACCOUNTS = 100;
const OPERATIONS = 2000;
const START = 100_000n; // 1,000.00 each
const BATCH = 40;

let fresh: FreshDatabase;
let members: string[];
beforeAll(async () => {
  fresh = await freshDatabase();
  await prepareDatabase(fresh.database, { configDir: join(projectRoot, 'config'), seedDemo: false });
  const rows = await fresh.database.db
    .insertInto('members')
    .values(Array.from({ length: ACCOUNTS }, (_, i) => ({ brand_id: 'bd', account: `bank${String(i).padStart(3, '0')}`, password_hash: '!' })))
    .returning('id')
    .execute();
  members = rows.map((r) => r.id);
  for (const memberId of members)
    await postChange(fresh.database.db, { brandId: 'bd', idempotencyKey: `open:${memberId}`, kind: 'adjustment', postings: [{ memberId, amount: START }, { house: 'bank-test', amount: -START }] });
}, 120_000);
afterAll(() => fresh.dispose());

/** A seeded random source, so a failure can be run again as it was. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

type Operation = { key: string; kind: string; postings: Posting[] };

function operations(seed: number): Operation[] {
  const next = random(seed);
  const pick = () => members[Math.floor(next() * members.length)]!;
  // Amounts up to a third of a starting balance, so many movements race for money that is not there.
  const amount = () => BigInt(1 + Math.floor(next() * 33_000));
  return Array.from({ length: OPERATIONS }, (_, i) => {
    const a = pick();
    const roll = next();
    const n = amount();
    if (roll < 0.5) {
      let b = pick();
      while (b === a) b = pick();
      return { key: `t${i}`, kind: 'transfer', postings: [{ memberId: a, amount: -n }, { memberId: b, amount: n }] };
    }
    if (roll < 0.8) return { key: `h${i}`, kind: 'withdrawalHold', postings: [{ memberId: a, amount: -n }, { memberId: a, wallet: 'hold', amount: n }] };
    return { key: `r${i}`, kind: 'withdrawalRelease', postings: [{ memberId: a, wallet: 'hold', amount: -n }, { memberId: a, amount: n }] };
  });
}

describe('the bank test', () => {
  it('keeps every balance at zero or above and applies each movement once, however they race', async () => {
    const ops = operations(20261125);
    const outcomes = new Map<string, Array<{ transactionId?: string; refused?: string }>>();
    const attempt = async (op: Operation) => {
      try {
        const r = await postChange(fresh.database.db, { brandId: 'bd', idempotencyKey: op.key, kind: op.kind, postings: op.postings });
        return { transactionId: r.transactionId };
      } catch (err) {
        if (err instanceof ApiError) return { refused: err.code };
        throw err;
      }
    };
    for (let i = 0; i < ops.length; i += BATCH) {
      const batch = ops.slice(i, i + BATCH);
      // Each movement twice, the copies side by side with the others of the batch.
      const answers = await Promise.all(batch.flatMap((op) => [attempt(op), attempt(op)]));
      batch.forEach((op, j) => outcomes.set(op.key, [answers[2 * j]!, answers[2 * j + 1]!]));
    }

    const refusals = [...outcomes.values()].flat().filter((o) => o.refused);
    expect(new Set(refusals.map((o) => o.refused))).toEqual(new Set(['INSUFFICIENT_FUNDS']));
    // Enough of each kind happened for the race to mean something.
    const applied = [...outcomes.entries()].filter(([, pair]) => pair.some((o) => o.transactionId));
    for (const prefix of ['t', 'h', 'r']) expect(applied.filter(([k]) => k.startsWith(prefix)).length).toBeGreaterThan(100);
    // The two copies of a movement agree on the one change they made.
    for (const [, pair] of outcomes) {
      const ids = new Set(pair.map((o) => o.transactionId).filter(Boolean));
      expect(ids.size).toBeLessThanOrEqual(1);
    }
    const db = fresh.database.db;
    const perKey = await sql<{ n: number }>`select count(*)::int as n from ledger_transactions group by idempotency_key having count(*) > 1`.execute(db);
    expect(perKey.rows).toEqual([]);
    const changes = await sql<{ n: number }>`select count(*)::int as n from ledger_transactions where idempotency_key ~ '^[thr][0-9]+$'`.execute(db);
    expect(changes.rows[0]!.n).toBe(applied.length);
    const lowest = await sql<{ low: string }>`select min(balance)::text as low from wallets`.execute(db);
    expect(BigInt(lowest.rows[0]!.low)).toBeGreaterThanOrEqual(0n);
    // Movements between members and their holds neither make nor lose money.
    const total = await sql<{ total: string }>`select sum(balance)::text as total from wallets`.execute(db);
    expect(BigInt(total.rows[0]!.total)).toBe(START * BigInt(ACCOUNTS));
    expect(await checkLedger(db)).toEqual([]);
  }, 300_000);
});
