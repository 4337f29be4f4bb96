/**
 * Pick an outcome: the engine behind the quick sports, e-sports, cockfight and number games. A
 * market lists its outcomes with their chances; each outcome's decimal odds are rtp / chance,
 * rounded down to two places, so no outcome returns more than the market's rtp. The result is the
 * outcome whose band of [0, 1) holds the round's first float, bands in the market's order.
 */

export interface PickOutcome {
  id: string;
  probability: number;
}

export interface PickMarket {
  outcomes: readonly PickOutcome[];
  rtp: number;
}

export interface PickRound {
  result: string;
  won: boolean;
  /** Decimal odds, two places: a win returns stake × odds. */
  odds: number;
  /** Stake × odds rounded down to minor units when won, else 0. */
  payout: bigint;
}

// Chances and rtp in millionths: odds are then integer arithmetic, and 1/3 or 0.45 round the same everywhere.
const scale = 1_000_000;
const millionths = (x: number) => Math.round(x * scale);

/** Why a market cannot be played, or null: an outcome id twice, a chance not above 0, chances not adding up to 1. */
export function marketProblem(market: PickMarket): string | null {
  const ids = market.outcomes.map((o) => o.id);
  if (new Set(ids).size !== ids.length) return 'an outcome id is listed twice';
  if (market.outcomes.some((o) => !(millionths(o.probability) > 0))) return 'every outcome has a chance above 0';
  if (market.outcomes.reduce((sum, o) => sum + millionths(o.probability), 0) !== scale) return 'the chances add up to 1';
  if (!(market.rtp > 0 && market.rtp <= 1)) return 'rtp is above 0 and at most 1';
  return null;
}

function outcomeOf(market: PickMarket, id: string): PickOutcome {
  const problem = marketProblem(market);
  if (problem) throw new RangeError(`market: ${problem}`);
  const outcome = market.outcomes.find((o) => o.id === id);
  if (!outcome) throw new RangeError(`market has no outcome ${id}`);
  return outcome;
}

const hundredthsOf = (market: PickMarket, outcome: PickOutcome) => Math.floor((millionths(market.rtp) * 100) / millionths(outcome.probability));

/** The decimal odds of an outcome, two places, as a bet on it is paid. */
export const pickOdds = (market: PickMarket, choice: string): number => hundredthsOf(market, outcomeOf(market, choice)) / 100;

export function playPick(floats: () => number, market: PickMarket, choice: string, stake: bigint): PickRound {
  if (stake <= 0n) throw new RangeError('a stake is above 0');
  const chosen = outcomeOf(market, choice);
  const hundredths = hundredthsOf(market, chosen);
  const at = Math.floor(floats() * scale);
  let upTo = 0;
  const result = market.outcomes.find((o) => at < (upTo += millionths(o.probability))) ?? market.outcomes[market.outcomes.length - 1]!;
  const won = result.id === choice;
  return { result: result.id, won, odds: hundredths / 100, payout: won ? (stake * BigInt(hundredths)) / 100n : 0n };
}
