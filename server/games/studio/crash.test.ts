import { describe, expect, it } from 'vitest';
import { fairStream } from './fair';
import { crashRtp, playCrash } from './crash';

const serverSeed = '4c7e1a9b3d5f2e8a6c0b4d9f1e3a7c5b2d8f6e0a4c9b1d3f5e7a2c6b8d0f4e1a';

describe('crash', () => {
  // A few seconds on an idle core; the timeout leaves room for a machine busy with other work.
  it('returns 97% at targets 1.5 and 2, and reaches 10 with chance 0.097, simulated through the fair floats', { timeout: 120_000 }, () => {
    // At target 2 a unit stake returns 2 with chance 0.485: variance 1.94 − 0.97² ≈ 1.0, so 700,000
    // rounds keep 4 standard errors inside ±0.005 (target 1.5 has about half that variance).
    const n = 700_000;
    const targets = [1.5, 2];
    const sums = [0, 0];
    const squares = [0, 0];
    let tenOrMore = 0;
    for (let nonce = 0; nonce < n; nonce++) {
      const u = fairStream(serverSeed, 'crash', nonce)();
      targets.forEach((target, i) => {
        const round = playCrash(() => u, 100n, target);
        const x = Number(round.payout) / 100;
        sums[i]! += x;
        squares[i]! += x * x;
      });
      if (playCrash(() => u, 100n, 2).crashPoint >= 10) tenOrMore++;
    }
    targets.forEach((target, i) => {
      const rtp = sums[i]! / n;
      const standardError = Math.sqrt((squares[i]! / n - rtp * rtp) / n);
      console.log(`crash at ${target}: simulated RTP ${rtp.toFixed(5)}, standard error ${standardError.toFixed(5)}`);
      expect(4 * standardError).toBeLessThanOrEqual(0.005);
      expect(Math.abs(rtp - crashRtp)).toBeLessThanOrEqual(0.005);
    });
    const p = tenOrMore / n;
    expect(Math.abs(p - 0.097)).toBeLessThanOrEqual(4 * Math.sqrt((0.097 * 0.903) / n));
  });

  it('derives the crash point from the float: 0.97 / (1 − u) in hundredths, 1.00 below that', () => {
    expect(playCrash(() => 0, 100n, 2).crashPoint).toBe(1);
    expect(playCrash(() => 0.02, 100n, 2).crashPoint).toBe(1);
    expect(playCrash(() => 0.5, 100n, 2).crashPoint).toBe(1.94);
    expect(playCrash(() => 0.515, 100n, 2)).toEqual({ crashPoint: 2, won: true, payout: 200n });
    expect(playCrash(() => 0.5, 100n, 1.94)).toEqual({ crashPoint: 1.94, won: true, payout: 194n });
    expect(playCrash(() => 0.5, 100n, 1.95)).toEqual({ crashPoint: 1.94, won: false, payout: 0n });
  });

  it('rounds the payout down to minor units', () => {
    expect(playCrash(() => 0.99, 33n, 1.5).payout).toBe(49n);
  });

  it('refuses a target outside 1.01 to 1000 or with more than two places', () => {
    for (const target of [1, 1.005, 1000.01, 2.345, Number.NaN, Infinity]) expect(() => playCrash(() => 0.5, 100n, target)).toThrow(RangeError);
    expect(() => playCrash(() => 0.5, 100n, 1000)).not.toThrow();
    expect(() => playCrash(() => 0.5, 100n, 1.01)).not.toThrow();
  });
});
