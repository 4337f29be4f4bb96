import { describe, expect, it } from 'vitest';
import { isClaimable, linesOf, rateHundredths, rebateOf, totalOf } from './rates';

describe('rebate arithmetic', () => {
  it('reads a rate in hundredths of a per cent, without floating-point drift', () => {
    expect(rateHundredths(0.8)).toBe(80n);
    expect(rateHundredths(0.29)).toBe(29n);
    expect(rateHundredths(1.15)).toBe(115n);
    expect(rateHundredths(100)).toBe(10_000n);
  });

  it('pays valid bet × rate, rounded down to the minor unit', () => {
    // ৳1,234.56 at 0.8% is ৳9.87648: 987 minor units.
    expect(rebateOf(123_456n, 0.8)).toBe(987n);
    expect(rebateOf(100_000n, 0.29)).toBe(290n);
    expect(rebateOf(99n, 1)).toBe(0n);
    expect(rebateOf(0n, 1)).toBe(0n);
    expect(rebateOf(-5n, 1)).toBe(0n);
    expect(rebateOf(100_000n, 0)).toBe(0n);
  });

  it('lists products with a valid bet or a rate, in the brand’s order, and totals them', () => {
    const lines = linesOf(
      new Map([
        ['RNG', 50_000n],
        ['COCKFIGHT', 1_000n],
      ]),
      { LIVE: 0.5, RNG: 0.4, PVP: 0 },
      ['LIVE', 'RNG', 'FISH'],
    );
    expect(lines).toEqual([
      { product: 'LIVE', validBet: 0n, rate: 0.5, amount: 0n },
      { product: 'RNG', validBet: 50_000n, rate: 0.4, amount: 200n },
      { product: 'COCKFIGHT', validBet: 1_000n, rate: 0, amount: 0n },
    ]);
    expect(totalOf(lines)).toEqual({ validBet: 51_000n, amount: 200n });
  });

  it('is claimable above 0 and at the minimum', () => {
    expect(isClaimable(0n, 0n)).toBe(false);
    expect(isClaimable(100n, 100n)).toBe(true);
    expect(isClaimable(99n, 100n)).toBe(false);
  });
});
