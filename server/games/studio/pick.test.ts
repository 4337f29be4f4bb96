import { describe, expect, it } from 'vitest';
import { fairStream } from './fair';
import { markets } from './markets';
import { marketProblem, pickOdds, playPick, type PickMarket } from './pick';

const serverSeed = '0d2f4b6a8c1e3a5c7e9b0d2f4a6c8e1b3d5f7a9c0e2b4d6f8a1c3e5b7d9f0a2c';

describe('pick markets', () => {
  it('pays every outcome of every market at least 94%, never above the market rtp', () => {
    for (const [name, market] of Object.entries(markets)) {
      expect(marketProblem(market), name).toBeNull();
      for (const o of market.outcomes) {
        const rtp = pickOdds(market, o.id) * o.probability;
        expect(rtp, `${name} ${o.id}`).toBeGreaterThanOrEqual(0.94);
        expect(rtp, `${name} ${o.id}`).toBeLessThanOrEqual(market.rtp + 1e-12);
      }
    }
    expect(markets.match.outcomes.map((o) => pickOdds(markets.match, o.id))).toEqual([2.11, 3.8, 3.16]);
    expect(markets.cockfight.outcomes.map((o) => pickOdds(markets.cockfight, o.id))).toEqual([1.93, 1.93, 47.5]);
    expect(pickOdds(markets.numbers, '7')).toBe(9.5);
  });

  // A few seconds on an idle core; the timeout leaves room for a machine busy with other work.
  it('match: each outcome simulated through the fair floats returns its exact RTP within ±0.5%', { timeout: 120_000 }, () => {
    // The draw (odds 3.80, chance 0.25) has the widest spread: variance 3.8² × 0.25 − 0.95² ≈ 2.71,
    // so 1,800,000 rounds keep 4 standard errors inside ±0.005. Each round settles a bet on every outcome.
    const n = 1_800_000;
    const outcomes = markets.match.outcomes;
    const sums = outcomes.map(() => 0);
    const squares = outcomes.map(() => 0);
    for (let nonce = 0; nonce < n; nonce++) {
      const u = fairStream(serverSeed, 'match', nonce)();
      outcomes.forEach((o, i) => {
        const x = Number(playPick(() => u, markets.match, o.id, 100n).payout) / 100;
        sums[i]! += x;
        squares[i]! += x * x;
      });
    }
    outcomes.forEach((o, i) => {
      const exact = pickOdds(markets.match, o.id) * o.probability;
      const rtp = sums[i]! / n;
      const standardError = Math.sqrt((squares[i]! / n - rtp * rtp) / n);
      console.log(`match ${o.id}: exact RTP ${exact.toFixed(4)}, simulated ${rtp.toFixed(5)}, standard error ${standardError.toFixed(5)}`);
      expect(4 * standardError).toBeLessThanOrEqual(0.005);
      expect(Math.abs(rtp - exact)).toBeLessThanOrEqual(0.005);
    });
  });

  it('draws the outcome whose band holds the float, in the market order', () => {
    const at = (u: number) => playPick(() => u, markets.match, 'draw', 1000n);
    expect(at(0).result).toBe('home');
    expect(at(0.449999).result).toBe('home');
    expect(at(0.45)).toEqual({ result: 'draw', won: true, odds: 3.8, payout: 3800n });
    expect(at(0.7).result).toBe('away');
    expect(at(0.999999)).toEqual({ result: 'away', won: false, odds: 3.8, payout: 0n });
    expect(playPick(() => 0.73, markets.numbers, '7', 333n)).toEqual({ result: '7', won: true, odds: 9.5, payout: 3163n });
  });

  it('refuses an unknown outcome and a market whose chances do not add up', () => {
    expect(() => playPick(() => 0.5, markets.match, 'nobody', 100n)).toThrow(RangeError);
    const broken: PickMarket = { rtp: 0.95, outcomes: [{ id: 'a', probability: 0.5 }, { id: 'b', probability: 0.4 }] };
    expect(marketProblem(broken)).toBe('the chances add up to 1');
    expect(() => playPick(() => 0.5, broken, 'a', 100n)).toThrow(RangeError);
  });
});
