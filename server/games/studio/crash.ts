/**
 * Crash, played instantly: the player names a target before the round and wins stake × target
 * when the round's crash point reaches it.
 *
 * The crash point comes from the round's first float u: floor(100 × 0.97 / (1 − u)) / 100, and 1.00
 * (the instant crash) when that is below 1. For any target m of 1.01 and up with two places,
 * crash ≥ m exactly when 0.97 / (1 − u) ≥ m, whose chance is 0.97 / m: every target returns 97% of
 * its stake. The chance that the round reaches 1.01 at all is 0.97 / 1.01, so about 4% of rounds
 * crash at 1.00, before any target.
 */

export const crashRtp = 0.97;
export const crashTargetMin = 1.01;
export const crashTargetMax = 1000;

export interface CrashRound {
  /** Two places; 1.00 is the instant crash. */
  crashPoint: number;
  won: boolean;
  /** Stake × target rounded down to minor units when won, else 0. */
  payout: bigint;
}

/** A target in hundredths, or null when it is not a number of 1.01 to 1000 with at most two places. */
export function targetHundredths(target: number): number | null {
  const hundredths = Math.round(target * 100);
  if (!Number.isFinite(target) || Math.abs(hundredths - target * 100) > 1e-6) return null;
  return hundredths >= crashTargetMin * 100 && hundredths <= crashTargetMax * 100 ? hundredths : null;
}

export function playCrash(floats: () => number, stake: bigint, target: number): CrashRound {
  if (stake <= 0n) throw new RangeError('a stake is above 0');
  const wanted = targetHundredths(target);
  if (wanted === null) throw new RangeError(`a crash target is ${crashTargetMin} to ${crashTargetMax} with at most two places, not ${target}`);
  // Comparing hundredths as integers keeps 0.97 / m exact for every target, where comparing floats would not.
  const hundredths = Math.max(100, Math.floor((crashRtp * 100) / (1 - floats())));
  const won = hundredths >= wanted;
  return { crashPoint: hundredths / 100, won, payout: won ? (stake * BigInt(wanted)) / 100n : 0n };
}
