/**
 * The bet types of the in-house Vietnam lottery and what a bet wins on a draw (decision 0310), as
 * plain functions shared by the server and the console (which shows each type's return as odds are
 * typed): the draw job reads the bets and posts the money; the sums are here.
 *
 * - lô 2 số (`lo2`): a two-digit number; it comes once for each of the 27 numbers that ends with it.
 *   A point costs `cost` units (27) and pays `pays` units (99) each time it comes.
 * - lô 3 số (`lo3`): the same with three digits, over the 23 numbers of three digits or more.
 * - đề (`de`): the last two digits of the special prize; 3 càng (`cang3`): its last three.
 * - xiên 2, 3, 4: two to four different two-digit numbers, each of which must come at least once.
 *
 * Amounts are in minor units; a point's unit is the brand's (one unit of its currency).
 */
import type { LotteryBetType, LotteryOdds } from '../generated/types';
import { NUMBER_DIGITS } from './lotteryDraw';

export type { LotteryBetType };

/** The odds of a prize mode a brand sets none for: the demo brands' (decision 0310). */
export const defaultOdds: LotteryOdds = {
  lo2: { cost: 27, pays: 99 },
  lo3: { cost: 23, pays: 900 },
  de: { pays: 95 },
  cang3: { pays: 900 },
  xien2: { pays: 17 },
  xien3: { pays: 65 },
  xien4: { pays: 250 },
  maxStakePerNumber: '50000.00',
};

export const BET_TYPES: readonly LotteryBetType[] = ['lo2', 'lo3', 'de', 'cang3', 'xien2', 'xien3', 'xien4'];

/** How many digits each number of a bet type has, and how many numbers one bet names. */
export const betShape: Record<LotteryBetType, { digits: number; numbers: number }> = {
  lo2: { digits: 2, numbers: 1 },
  lo3: { digits: 3, numbers: 1 },
  de: { digits: 2, numbers: 1 },
  cang3: { digits: 3, numbers: 1 },
  xien2: { digits: 2, numbers: 2 },
  xien3: { digits: 2, numbers: 3 },
  xien4: { digits: 2, numbers: 4 },
};

/** A point-priced type (lô): its stake is points × cost units. */
export const isPointBet = (type: LotteryBetType): type is 'lo2' | 'lo3' => type === 'lo2' || type === 'lo3';

/** Why these numbers cannot be a bet of this type, or null: each of the type's digits, as many as it names, all different. */
export function betNumbersProblem(type: LotteryBetType, numbers: readonly string[]): string | null {
  const { digits, numbers: count } = betShape[type];
  if (numbers.length !== count) return 'count';
  if (!numbers.every((n) => n.length === digits && /^[0-9]+$/.test(n))) return 'digits';
  if (new Set(numbers).size !== numbers.length) return 'repeated';
  return null;
}

/** How many times a number comes in a draw for a bet type: lô counts every number ending with it; đề and 3 càng the special only. */
export function timesDrawn(type: LotteryBetType, number: string, drawn: readonly string[]): number {
  const { digits } = betShape[type];
  if (type === 'de' || type === 'cang3') return drawn[0]!.endsWith(number) ? 1 : 0;
  return drawn.filter((d) => d.length >= digits && d.slice(-digits) === number).length;
}

/** The odds a bet is taken at, kept with it: a lô point's cost and what it pays a time; another type's multiple (cost 1). */
export interface TakenOdds {
  cost: number;
  pays: number;
}

/** The odds of a type in a brand's table, as a bet of that type keeps them. */
export const takenOdds = (type: LotteryBetType, odds: LotteryOdds): TakenOdds => (isPointBet(type) ? odds[type] : { cost: 1, pays: odds[type].pays });

/**
 * What a bet returns on a draw, in minor units (0 when it loses): a lô bet stake × pays / cost for
 * each time its number comes (its points times `pays` units); any other bet its stake times `pays`
 * when it wins.
 */
export function betReturn(type: LotteryBetType, numbers: readonly string[], stake: bigint, odds: TakenOdds, drawn: readonly string[]): bigint {
  if (isPointBet(type)) return (stake * BigInt(timesDrawn(type, numbers[0]!, drawn)) * BigInt(odds.pays)) / BigInt(odds.cost);
  const won = numbers.every((n) => timesDrawn(type, n, drawn) > 0);
  return won ? stake * BigInt(odds.pays) : 0n;
}

/** Numbers of a draw that have at least `digits` digits. */
const drawnWith = (digits: number) => NUMBER_DIGITS.filter((d) => d >= digits).length;

/**
 * A type's return to player, exactly: each number of the draw is uniform over its digits'
 * values, independently (the draw's mapping has no bias), so
 * - lô: a number comes `drawnWith(d) / 10^d` times on average, each paying pays / cost of the stake;
 * - đề, 3 càng: one chance in 10^d;
 * - xiên k: the chance that each of k given two-digit numbers is among the 27 last two digits, by
 *   inclusion and exclusion: Σ_j (-1)^j C(k, j) (1 - j / 100)^27.
 */
export function returnToPlayer(type: LotteryBetType, odds: LotteryOdds): number {
  const { digits, numbers: k } = betShape[type];
  if (isPointBet(type)) return (drawnWith(digits) / 10 ** digits) * (odds[type].pays / odds[type].cost);
  if (type === 'de' || type === 'cang3') return odds[type].pays / 10 ** digits;
  const n = NUMBER_DIGITS.length;
  let chance = 0;
  for (let j = 0, choose = 1; j <= k; choose = (choose * (k - j)) / (j + 1), j++) chance += (j % 2 ? -1 : 1) * choose * (1 - j / 100) ** n;
  return chance * odds[type].pays;
}
