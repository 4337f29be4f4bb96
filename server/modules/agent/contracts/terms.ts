import type { ContractKind, ContractTerms, DailyWageTerms, DividendTerms, HourlyWageTerms, RealTimeTerms } from '../../../../src/generated/types';
import { toMinorUnits } from '../../../../src/engine/money';

// The rules a contract's terms obey (decision 0283), as plain functions: the tiers climb, a
// downline's rates never exceed its upline's at any point of its own tiers, and the rate a period's
// figures earn is the highest tier they meet. Settlement reads rates from here too.

/** A percentage as hundredths of a percent: "0.5" → 50, "100" → 10000. */
export function rateUnits(rate: string): bigint {
  const [whole, part = ''] = rate.split('.');
  return BigInt(whole!) * 100n + BigInt((part + '00').slice(0, 2));
}

/** A tier's thresholds, every one in the same units the figures are counted in (minor units, members). */
export interface Point {
  validBet: bigint;
  teamLoss: bigint;
  activeMembers: bigint;
}

interface Tier {
  at: Point;
  rate: bigint;
}

const amount = (text: string) => toMinorUnits(text) ?? 0n;

/** The tiers of a tiered contract as points; a threshold a kind does not have is 0, met by any figure. */
export function tiersOf(kind: Exclude<ContractKind, 'realtime'>, terms: ContractTerms): Tier[] {
  if (kind === 'dividend')
    return (terms as DividendTerms).tiers.map((t) => ({ at: { validBet: amount(t.validBet), teamLoss: amount(t.teamLoss), activeMembers: BigInt(t.activeMembers) }, rate: rateUnits(t.rate) }));
  if (kind === 'daily') return (terms as DailyWageTerms).tiers.map((t) => ({ at: { validBet: amount(t.validBet), teamLoss: 0n, activeMembers: BigInt(t.activeMembers) }, rate: rateUnits(t.rate) }));
  return (terms as HourlyWageTerms).tiers.map((t) => ({ at: { validBet: amount(t.validBet), teamLoss: 0n, activeMembers: 0n }, rate: rateUnits(t.rate) }));
}

const meets = (figures: Point, at: Point) => figures.validBet >= at.validBet && figures.teamLoss >= at.teamLoss && figures.activeMembers >= at.activeMembers;

/** The rate (hundredths of a percent) of the highest tier the figures meet; 0 below the first. */
export function rateAt(tiers: Tier[], figures: Point): bigint {
  let rate = 0n;
  for (const t of tiers) if (meets(figures, t.at)) rate = t.rate;
  return rate;
}

/**
 * Why the terms cannot stand on their own, or null: each tier asks at least what the one before it
 * asks, on every figure, and more on one, and pays at least as much.
 */
export function termsProblem(kind: ContractKind, terms: ContractTerms): 'CONTRACT_TIERS_ORDER' | null {
  if (kind === 'realtime') return null;
  const tiers = tiersOf(kind, terms);
  for (let i = 1; i < tiers.length; i++) {
    const a = tiers[i - 1]!;
    const b = tiers[i]!;
    const notLess = b.at.validBet >= a.at.validBet && b.at.teamLoss >= a.at.teamLoss && b.at.activeMembers >= a.at.activeMembers;
    const more = b.at.validBet > a.at.validBet || b.at.teamLoss > a.at.teamLoss || b.at.activeMembers > a.at.activeMembers;
    if (!notLess || !more || b.rate < a.rate) return 'CONTRACT_TIERS_ORDER';
  }
  return null;
}

/**
 * Whether a downline's terms stay within its upline's, tier by tier: at each of the downline's own
 * tiers, the upline's contract pays at least the same rate for the same figures (so the upline's
 * share of the difference is never below zero), a dividend counts the same period, and a real-time
 * salary pays no more on a win or a loss and starts at no smaller bet.
 */
export function withinCeiling(kind: ContractKind, terms: ContractTerms, ceiling: ContractTerms): boolean {
  if (kind === 'realtime') {
    const t = terms as RealTimeTerms;
    const c = ceiling as RealTimeTerms;
    return rateUnits(t.profitRate) <= rateUnits(c.profitRate) && rateUnits(t.lossRate) <= rateUnits(c.lossRate) && amount(t.minBet) >= amount(c.minBet);
  }
  if (kind === 'dividend' && (terms as DividendTerms).period !== (ceiling as DividendTerms).period) return false;
  const upper = tiersOf(kind, ceiling);
  return tiersOf(kind, terms).every((t) => t.rate <= rateAt(upper, t.at));
}
