import type { ContractFigures, ContractKind, ContractTerms, RealTimeTerms } from '../../../../src/generated/types';
import { fromMinorUnits } from '../../../../src/engine/money';
import { rateAt, rateUnits, tiersOf } from './terms';

// What a contract earns on a period's figures, and what its holder is paid (decision 0284), as plain
// functions: the settlement runner reads the figures and posts the money; the sums are here.

/** A tiered contract's figures of the agent's team over the period, in minor units and members. */
export interface TeamFigures {
  validBet: bigint;
  payout: bigint;
  bonus: bigint;
  activeMembers: bigint;
  /**
   * A dividend's loss carried from its earlier periods, at most 0: the team's win its later losses
   * have not yet made up, where the brand carries it (`payments.dividendCarryOver`, decision 0312).
   */
  carried?: bigint;
}

/** A real-time salary's figures: the team's settled bets at or above the minimum, by whether the member lost them. */
export interface BetFigures {
  bets: number;
  wonStake: bigint;
  lostStake: bigint;
}

export interface Earned {
  gross: bigint;
  /** What the row and My Income show of the figures, in the API's shape. */
  figures: ContractFigures;
}

/** Hundredths of a percent back to the terms' text: 50 → "0.5", 10000 → "100". */
export function rateText(units: bigint): string {
  const whole = units / 100n;
  const part = (units % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return part ? `${whole}.${part}` : `${whole}`;
}

/** An amount times a rate in hundredths of a percent, rounded down to the minor unit (the house never pays a fraction). */
export const share = (amount: bigint, units: bigint): bigint => (amount > 0n ? (amount * units) / 10_000n : 0n);

/**
 * The team's loss as the house sees it: what the team staked less what it was paid back, in
 * winnings and in bonuses, plus what is carried from earlier periods. Below 0 the team won; a
 * dividend then earns nothing, and, where the brand carries it, the next period starts below 0.
 */
export const teamLoss = (f: TeamFigures): bigint => f.validBet - f.payout - f.bonus + (f.carried ?? 0n);

/** What a dividend's period carries to the next, where the brand carries it: its loss, when below 0. */
export const carriedFrom = (loss: bigint): bigint => (loss < 0n ? loss : 0n);

/**
 * A dividend, a daily or an hourly wage: the rate of the highest tier the figures meet, times the
 * team's loss (a dividend) or its valid bet (a wage).
 */
export function tieredEarning(kind: Exclude<ContractKind, 'realtime'>, terms: ContractTerms, f: TeamFigures): Earned {
  const loss = teamLoss(f);
  const point = {
    validBet: f.validBet,
    teamLoss: kind === 'dividend' ? loss : 0n,
    activeMembers: kind === 'hourly' ? 0n : f.activeMembers,
  };
  const rate = rateAt(tiersOf(kind, terms), point);
  const gross = share(kind === 'dividend' ? loss : f.validBet, rate);
  const validBet = fromMinorUnits(f.validBet);
  const figures: ContractFigures =
    kind === 'dividend'
      ? { validBet, teamLoss: fromMinorUnits(loss), activeMembers: Number(f.activeMembers), rate: rateText(rate), ...(f.carried ? { carriedLoss: fromMinorUnits(f.carried) } : {}) }
      : kind === 'daily'
        ? { validBet, activeMembers: Number(f.activeMembers), rate: rateText(rate) }
        : { validBet, rate: rateText(rate) };
  return { gross, figures };
}

/**
 * A real-time salary: each settled team bet at or above the minimum earns its stake times the loss
 * rate when the member lost it (paid back less than the stake), else times the profit rate. The
 * sum is rounded down once, not bet by bet.
 */
export function realtimeEarning(terms: ContractTerms, b: BetFigures): Earned {
  const t = terms as RealTimeTerms;
  const gross = (b.wonStake * rateUnits(t.profitRate) + b.lostStake * rateUnits(t.lossRate)) / 10_000n;
  return { gross, figures: { bets: b.bets, wonStake: fromMinorUnits(b.wonStake), lostStake: fromMinorUnits(b.lostStake) } };
}

/**
 * The level difference: what the agent's own terms earn on its team, less what its direct
 * contracted downlines' terms earn on theirs (each paid to them), never below 0.
 */
export function levelDifference(gross: bigint, downlineGross: readonly bigint[]): { downlineGross: bigint; amount: bigint } {
  const below = downlineGross.reduce((a, b) => a + b, 0n);
  const amount = gross - below;
  return { downlineGross: below, amount: amount > 0n ? amount : 0n };
}
