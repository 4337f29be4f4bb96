import type { LotteryBetType, LotteryOdds } from '../generated/types';

/**
 * What a bet slip asks for each bet type of the in-house lottery (decision 0310): the digits of
 * its numbers and how many it names, and whether it is bought in points (lô). The server's
 * betTypes holds the same shapes and refuses what does not fit them.
 */
export const lotteryPicks: Record<LotteryBetType, { digits: 2 | 3; numbers: number; points: boolean }> = {
  lo2: { digits: 2, numbers: 1, points: true },
  lo3: { digits: 3, numbers: 1, points: true },
  de: { digits: 2, numbers: 1, points: false },
  cang3: { digits: 3, numbers: 1, points: false },
  xien2: { digits: 2, numbers: 2, points: false },
  xien3: { digits: 2, numbers: 3, points: false },
  xien4: { digits: 2, numbers: 4, points: false },
};

export const lotteryBetTypes = Object.keys(lotteryPicks) as LotteryBetType[];

/**
 * What a slip costs and what it can win, in the brand's units: a lô bet's points times a point's
 * cost, and its points times what a point pays for each time its number comes (`perAppearance`);
 * another type's stake, and its stake times the multiple when it wins.
 */
export function slipFigures(type: LotteryBetType, odds: LotteryOdds, amount: number): { cost: number; win: number; perAppearance: boolean } {
  const o = odds[type];
  if (lotteryPicks[type].points && 'cost' in o) return { cost: amount * o.cost, win: amount * o.pays, perAppearance: true };
  return { cost: amount, win: amount * o.pays, perAppearance: false };
}
