import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { sql } from 'kysely';
import { freshDatabase, type FreshDatabase } from '../../../tests/helpers/freshDatabase';
import { prepareDatabase } from '../../boot';
import { projectRoot } from '../../config';
import { ApiError } from '../../errors';
import { postChange, walletBalance } from './ledger';
import { postPayouts } from './payouts';
import { checkLedger } from './checkLedger';

let fresh: FreshDatabase;
let player: string;
let other: string;
beforeAll(async () => {
  fresh = await freshDatabase();
  await prepareDatabase(fresh.database, { configDir: join(projectRoot, 'config'), seedDemo: true });
  const rows = await fresh.database.db.selectFrom('members').select(['id', 'account']).where('brand_id', '=', 'bd').where('account', 'in', ['player01', 'agent01']).execute();
  player = rows.find((r) => r.account === 'player01')!.id;
  other = rows.find((r) => r.account === 'agent01')!.id;
});
afterAll(() => fresh.dispose());

const db = () => fresh.database.db;
const batch = (payouts: Array<{ memberId: string; idempotencyKey: string; amount: bigint }>) =>
  postPayouts(db(), { brandId: 'bd', kind: 'contract', reference: 'realtime', house: 'agent-commission', payouts });

describe('payouts posted in one statement', () => {
  it('pays each under its own key, each member entry with its balance after it, and the books hold', async () => {
    const before = [await walletBalance(db(), player), await walletBalance(db(), other)];
    const posted = await batch([
      { memberId: player, idempotencyKey: 'pay-1', amount: 300n },
      { memberId: other, idempotencyKey: 'pay-2', amount: 50n },
      { memberId: player, idempotencyKey: 'pay-3', amount: 700n },
    ]);
    expect([...posted].sort()).toEqual(['pay-1', 'pay-2', 'pay-3']);
    expect(await walletBalance(db(), player)).toBe(before[0]! + 1000n);
    expect(await walletBalance(db(), other)).toBe(before[1]! + 50n);
    const { rows } = await sql<{ key: string; member: string | null; house: string | null; amount: string; after: string | null }>`
      select t.idempotency_key as key, e.member_id::text as member, e.house_account as house, e.amount::text as amount, e.balance_after::text as after
      from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
      where t.idempotency_key in ('pay-1', 'pay-2', 'pay-3') order by e.id`.execute(db());
    expect(rows).toEqual([
      { key: 'pay-1', member: null, house: 'agent-commission', amount: '-300', after: null },
      { key: 'pay-1', member: player, house: null, amount: '300', after: String(before[0]! + 300n) },
      { key: 'pay-2', member: null, house: 'agent-commission', amount: '-50', after: null },
      { key: 'pay-2', member: other, house: null, amount: '50', after: String(before[1]! + 50n) },
      { key: 'pay-3', member: null, house: 'agent-commission', amount: '-700', after: null },
      { key: 'pay-3', member: player, house: null, amount: '700', after: String(before[0]! + 1000n) },
    ]);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('moves nothing for keys already used, whichever way they were posted', async () => {
    const balance = await walletBalance(db(), player);
    await postChange(db(), {
      brandId: 'bd',
      idempotencyKey: 'pay-4',
      kind: 'contract',
      reference: 'realtime',
      postings: [
        { house: 'agent-commission', amount: -25n },
        { memberId: player, amount: 25n },
      ],
    });
    const posted = await batch([
      { memberId: player, idempotencyKey: 'pay-1', amount: 300n },
      { memberId: player, idempotencyKey: 'pay-4', amount: 25n },
      { memberId: player, idempotencyKey: 'pay-5', amount: 5n },
    ]);
    expect([...posted]).toEqual(['pay-5']);
    expect(await walletBalance(db(), player)).toBe(balance + 25n + 5n);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('refuses a used key with another amount, and a key twice in one batch, moving nothing', async () => {
    const balance = await walletBalance(db(), player);
    await expect(
      db()
        .transaction()
        .execute((trx) =>
          postPayouts(trx, { brandId: 'bd', kind: 'contract', reference: 'realtime', house: 'agent-commission', payouts: [{ memberId: player, idempotencyKey: 'pay-1', amount: 301n }] }),
        ),
    ).rejects.toSatisfy((e) => e instanceof ApiError && e.code === 'IDEMPOTENCY_MISMATCH');
    await expect(
      batch([
        { memberId: player, idempotencyKey: 'pay-6', amount: 1n },
        { memberId: other, idempotencyKey: 'pay-6', amount: 1n },
      ]),
    ).rejects.toThrow(/names a key twice/);
    expect(await walletBalance(db(), player)).toBe(balance);
  });
});
