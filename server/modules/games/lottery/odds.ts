import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../../db/tables';
import type { LotteryOdds } from '../../../../src/generated/types';
import { defaultOdds } from '../../../games/lottery/betTypes';
import { toMinorUnits } from '../../../../src/engine/money';

export type PrizeMode = Tables['lottery_odds']['prize_mode'];

/** A brand's odds of a prize mode (migration 077), and the cap per number in minor units: decision 0310's defaults where it sets none. */
export async function oddsOf(db: Kysely<Tables>, brandId: string, prizeMode: PrizeMode): Promise<{ odds: LotteryOdds; cap: bigint }> {
  const row = await db.selectFrom('lottery_odds').select('odds').where('brand_id', '=', brandId).where('prize_mode', '=', prizeMode).executeTakeFirst();
  const odds = row?.odds ?? defaultOdds;
  return { odds, cap: toMinorUnits(odds.maxStakePerNumber)! };
}

/** A brand's odds of a prize mode saved (checked by the odds' schema at the call); what they were, for the audit. Bets keep the odds they were taken at. */
export async function saveOdds(trx: Kysely<Tables>, brandId: string, prizeMode: PrizeMode, odds: LotteryOdds): Promise<LotteryOdds> {
  const { odds: before } = await oddsOf(trx, brandId, prizeMode);
  await trx
    .insertInto('lottery_odds')
    .values({ brand_id: brandId, prize_mode: prizeMode, odds: JSON.stringify(odds) })
    .onConflict((oc) => oc.columns(['brand_id', 'prize_mode']).doUpdateSet({ odds: JSON.stringify(odds), updated_at: sql`now()` }))
    .execute();
  return before;
}
