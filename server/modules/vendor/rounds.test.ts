import { afterAll, beforeAll, expect, it } from 'vitest';
import { join } from 'node:path';
import { freshDatabase, type FreshDatabase } from '../../../tests/helpers/freshDatabase';
import { prepareDatabase } from '../../boot';
import { projectRoot } from '../../config';
import { settleRound, type RoundKey } from './rounds';

let fresh: FreshDatabase;
let memberId: string;
beforeAll(async () => {
  fresh = await freshDatabase();
  await prepareDatabase(fresh.database, { configDir: join(projectRoot, 'config'), seedDemo: true });
  memberId = (await fresh.database.db.selectFrom('members').select('id').where('brand_id', '=', 'bd').where('account', '=', 'player01').executeTakeFirstOrThrow()).id;
});
afterAll(() => fresh.dispose());

it("counts a round's stake as a settled valid bet at its first settlement only, however many wins race to settle it", async () => {
  const db = fresh.database.db;
  const counting = { wallet: 'main', timeZone: 'Asia/Dhaka', missions: true, vip: true };
  const round: RoundKey = { brandId: 'bd', vendor: 'ROUNDS', roundId: 'r-1', memberId };
  const validBet = async () => BigInt((await db.selectFrom('vip_progress').select('valid_bet').where('member_id', '=', memberId).executeTakeFirst())?.valid_bet ?? 0);
  const before = await validBet();
  await db.insertInto('bets').values({ brand_id: 'bd', member_id: memberId, vendor: 'ROUNDS', category: 'RNG', round_id: 'r-1', stake: '2500' }).execute();
  const settled = await Promise.all(Array.from({ length: 8 }, (_, i) => db.transaction().execute((trx) => settleRound(trx, round, BigInt(i * 100), counting))));
  expect(settled.filter((s) => s.first)).toEqual([expect.objectContaining({ stake: 2500n, category: 'RNG' })]);
  const row = await db.selectFrom('bets').select(['payout', 'status', 'settlements']).where('round_id', '=', 'r-1').executeTakeFirstOrThrow();
  expect(row).toEqual({ payout: String(28 * 100), status: 'settled', settlements: 8 });
  // What the first settlement counted, it counted once: the VIP valid bet holds the stake one time.
  expect((await validBet()) - before).toBe(2500n);
});
