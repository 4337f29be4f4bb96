/**
 * The rebate's arithmetic, in minor units (decision 0267). A rate is percent per product with at
 * most two places (0.8 is 0.8%), as a VIP level's rebates are; it is read in hundredths of a percent
 * so the amount is exact integer arithmetic, rounded down to the minor unit.
 */
export type Rates = Record<string, number>;

/** A rate in hundredths of a per cent: 0.8 → 80n. */
export const rateHundredths = (rate: number): bigint => BigInt(Math.round(rate * 100));

/** What a valid bet earns at a rate: rounded down, never below 0. */
export function rebateOf(validBet: bigint, rate: number): bigint {
  if (validBet <= 0n || rate <= 0) return 0n;
  return (validBet * rateHundredths(rate)) / 10_000n;
}

export interface Line {
  product: string;
  validBet: bigint;
  rate: number;
  amount: bigint;
}

/**
 * One line per product with valid bet to count or a rate, in the brand's category order (others
 * after, by name): the member sees the rates even before they bet.
 */
export function linesOf(due: ReadonlyMap<string, bigint>, rates: Rates, order: readonly string[]): Line[] {
  const products = new Set([...due.keys(), ...Object.entries(rates).filter(([, r]) => r > 0).map(([p]) => p)]);
  const rank = (p: string) => (order.includes(p) ? order.indexOf(p) : order.length);
  return [...products]
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((product) => {
      const validBet = due.get(product) ?? 0n;
      const rate = rates[product] ?? 0;
      return { product, validBet, rate, amount: rebateOf(validBet, rate) };
    });
}

export const totalOf = (lines: readonly Line[]) => lines.reduce((t, l) => ({ validBet: t.validBet + l.validBet, amount: t.amount + l.amount }), { validBet: 0n, amount: 0n });

/** Claimable: something to pay, reaching the brand's minimum. */
export const isClaimable = (amount: bigint, minimum: bigint) => amount > 0n && amount >= minimum;
