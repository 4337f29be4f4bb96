import type { Kysely } from 'kysely';
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
