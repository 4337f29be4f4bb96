import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Jackpot } from '../../../src/generated/types';
import { fromMinorUnits } from '../../../src/engine/money';

/**
 * The brand's slots jackpot in its currency (migration 075, decision 0304): the pool's row as it
 * stands, grown by the trigger on every jackpot game's stake. A brand that keeps no pool in its
 * currency answers no amount, and the lobby and the game show none.
 */
export async function jackpotOf(db: Kysely<Tables>, brandId: string, currency: string): Promise<Jackpot> {
  const row = await db.selectFrom('jackpots').select('amount').where('brand_id', '=', brandId).where('currency', '=', currency).executeTakeFirst();
  return row ? { amount: fromMinorUnits(row.amount), currency } : { currency };
}

/** Whether a game's stakes grow the jackpot: the catalogue's classify `JP`, as the trigger reads it. */
export const isJackpotGame = (classify: string | null) => classify === 'JP';
