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
  /**
   * The most the house pays on the holder's whole tree (decision 0314): the contract's top rate
   * on its team's figure, whichever tier the figures meet. For a real-time salary, its gross.
   */
  treeCap: bigint;
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
  const tiers = tiersOf(kind, terms);
  const rate = rateAt(tiers, point);
  const base = kind === 'dividend' ? loss : f.validBet;
  const gross = share(base, rate);
  const treeCap = share(
    base,
    tiers.reduce((top, t) => (t.rate > top ? t.rate : top), 0n),
  );
  const validBet = fromMinorUnits(f.validBet);
  const figures: ContractFigures =
    kind === 'dividend'
      ? { validBet, teamLoss: fromMinorUnits(loss), activeMembers: Number(f.activeMembers), rate: rateText(rate), ...(f.carried ? { carriedLoss: fromMinorUnits(f.carried) } : {}) }
      : kind === 'daily'
        ? { validBet, activeMembers: Number(f.activeMembers), rate: rateText(rate) }
        : { validBet, rate: rateText(rate) };
  return { gross, treeCap, figures };
}

/**
 * A real-time salary: each settled team bet at or above the minimum earns its stake times the loss
 * rate when the member lost it (paid back less than the stake), else times the profit rate. The
 * sum is rounded down once, not bet by bet.
 */
export function realtimeEarning(terms: ContractTerms, b: BetFigures): Earned {
  const t = terms as RealTimeTerms;
  const gross = (b.wonStake * rateUnits(t.profitRate) + b.lostStake * rateUnits(t.lossRate)) / 10_000n;
  return { gross, treeCap: gross, figures: { bets: b.bets, wonStake: fromMinorUnits(b.wonStake), lostStake: fromMinorUnits(b.lostStake) } };
}

export interface BranchEarning {
  id: string;
  /** The contract of the same kind one level up (its upline's), when one is in force. */
  parentId: string | null;
  gross: bigint;
  /** A top contract's `Earned.treeCap`: what the house pays at most on its tree. */
  treeCap: bigint;
}

export interface BranchShare {
  /** Its direct contracted downlines' gross. */
  downlineGross: bigint;
  amount: bigint;
  /** What the house allowed this contract and its branch, where less than its gross (decision 0314). */
  cappedTo?: bigint;
}

/**
 * Each contract's pay across its whole tree: the level difference, its gross less its direct
 * contracted downlines' gross, never below 0, with the house paying at most the top contract's
 * tree cap on the tree (decision 0314). Where a contract's direct downlines' gross is more than what
 * it may share out (a dividend: one branch lost and was owed while another won), their shares are
 * cut in proportion to their gross, rounded down, and so on down the tree. Where the figures add
 * up (rates within the upline's, on a team within the upline's) nothing is cut.
 */
export function treeShares(contracts: readonly BranchEarning[]): Map<string, BranchShare> {
  const byId = new Map(contracts.map((c) => [c.id, c]));
  const kids = new Map<string, BranchEarning[]>();
  for (const c of contracts) if (c.parentId !== null && byId.has(c.parentId)) kids.set(c.parentId, [...(kids.get(c.parentId) ?? []), c]);
  const shares = new Map<string, BranchShare>();
  const tops = contracts.filter((c) => c.parentId === null || !byId.has(c.parentId));
  const budgets: Array<[BranchEarning, bigint]> = tops.map((c) => [c, c.treeCap > c.gross ? c.treeCap : c.gross]);
  while (budgets.length > 0) {
    const [c, budget] = budgets.pop()!;
    const below = kids.get(c.id) ?? [];
    const downlineGross = below.reduce((a, k) => a + k.gross, 0n);
    let given = 0n;
    for (const k of below) {
      const share = downlineGross > budget ? (k.gross * budget) / downlineGross : k.gross;
      given += share;
      budgets.push([k, share]);
    }
    const amount = (budget < c.gross ? budget : c.gross) - given;
    shares.set(c.id, { downlineGross, amount: amount > 0n ? amount : 0n, ...(budget < c.gross ? { cappedTo: budget } : {}) });
  }
  return shares;
}
