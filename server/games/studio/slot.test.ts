import { describe, expect, it } from 'vitest';
import type { Paytable } from '../../../src/generated/types';
import { fairStream } from './fair';
import { paytables } from './paytables';
import { spinSlot, type SlotSpin } from './slot';
import { linePay, rulesOf } from './slotRules';
import { slotRtp } from './slotRtp';

const serverSeed = '9b1f3c6e2a7d40c58e1b7f2a6c9d03e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0';

/** Floats that stop each reel where asked (stops in reel order), then whatever `rest` gives. */
function stopsAt(table: Paytable, stops: number[], rest: () => number = () => 0): () => number {
  const queue = stops.map((stop, reel) => (stop + 0.5) / table.reels[reel % table.reels.length]!.length);
  return () => queue.shift() ?? rest();
}

/** A small table that meets every rule: wild on every reel with pays of its own, two scatters on a strip, free spins. */
const tiny: Paytable = {
  id: 'tiny',
  rtp: 0,
  rows: 3,
  reels: [
    ['w', 'a', 's', 'b', 'c', 'a'],
    ['a', 'w', 'b', 's', 'c', 's'],
    ['b', 'c', 'w', 'a', 's', 'a'],
    ['c', 'a', 'b', 'w', 's', 'b'],
    ['a', 's', 'c', 'b', 'w', 'c'],
  ],
  lines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
    [2, 1, 0, 1, 2],
  ],
  symbols: [
    { id: 'w', kind: 'wild', pays: { 3: 4, 5: 40 } },
    { id: 's', kind: 'scatter', pays: { 3: 2, 5: 20 } },
    { id: 'a', kind: 'plain', pays: { 3: 5, 4: 10, 5: 30 } },
    { id: 'b', kind: 'plain', pays: { 3: 3, 4: 6, 5: 50 } },
    { id: 'c', kind: 'plain', pays: { 3: 2, 4: 4, 5: 8 } },
  ],
  freeSpins: { scatterCount: 3, spins: 4, multiplier: 3 },
};

const sumOfWins = (spin: { lineWins: { win: bigint }[]; scatterWin: bigint }) => spin.lineWins.reduce((s, w) => s + w.win, spin.scatterWin);

/** Every stop combination of a table, each spun once (free spins left out): the mean return and the share that starts free spins. */
function enumerate(table: Paytable): { rtp: number; trigger: number } {
  const base = { ...table, freeSpins: undefined };
  const lengths = table.reels.map((strip) => strip.length);
  const combos = lengths.reduce((a, b) => a * b, 1);
  let won = 0n;
  let triggers = 0;
  const scatter = table.symbols.find((s) => s.kind === 'scatter')?.id;
  for (let i = 0; i < combos; i++) {
    let rest = i;
    const stops = lengths.map((n) => {
      const stop = rest % n;
      rest = Math.floor(rest / n);
      return stop;
    });
    const spin = spinSlot(base, stopsAt(table, stops), 1n);
    won += spin.totalWin;
    if (table.freeSpins && spin.grid.flat().filter((s) => s === scatter).length >= table.freeSpins.scatterCount) triggers++;
  }
  return { rtp: Number(won) / combos / table.lines.length, trigger: triggers / combos };
}

describe('slot paytables', () => {
  it('loads every table, each with a declared RTP of 94% to 97% that its strips and pays return', () => {
    expect(Object.keys(paytables).length).toBeGreaterThanOrEqual(3);
    for (const table of Object.values(paytables)) {
      const exact = slotRtp(table).total;
      expect(Math.abs(exact - table.rtp), table.id).toBeLessThanOrEqual(0.0005);
      expect(table.rtp, table.id).toBeGreaterThanOrEqual(0.94);
      expect(table.rtp, table.id).toBeLessThanOrEqual(0.97);
    }
  });

  it('computes the RTP the spin plays: every stop combination of a classic table, spun', () => {
    const tiger = paytables['tiger-3x3']!;
    expect(enumerate(tiger).rtp).toBeCloseTo(slotRtp(tiger).total, 12);
  });

  it('computes the base game and the trigger chance of a table with wilds on every reel, stacked scatters and free spins', () => {
    const exact = slotRtp(tiny);
    const counted = enumerate(tiny);
    expect(counted.rtp).toBeCloseTo(exact.base, 12);
    expect(counted.trigger).toBeCloseTo(exact.trigger, 12);
    expect(exact.freeSpins).toBeCloseTo(exact.trigger * 4 * 3 * exact.base, 12);
  });
});

describe('slot simulation through the provably fair floats', () => {
  // Spins per table: enough that 4 standard errors of the simulated RTP fit in ±0.005 (checked
  // below from the run's own variance), and few enough for the file to run in seconds.
  const spins: Record<string, number> = { 'lotus-5x3': 1_000_000, 'tiger-3x3': 900_000, 'monsoon-5x4': 1_050_000 };
  // A few seconds each on an idle core; the margin is for a machine busy with other work.
  const simulationTimeout = 120_000;

  for (const id of Object.keys(paytables)) {
    it(`${id}: simulated RTP within ±0.5% of the declared one`, { timeout: simulationTimeout }, () => {
      const table = paytables[id]!;
      const n = spins[id] ?? 1_200_000;
      const totalBet = table.lines.length;
      let sum = 0;
      let squares = 0;
      for (let nonce = 0; nonce < n; nonce++) {
        const x = Number(spinSlot(table, fairStream(serverSeed, `rtp-${id}`, nonce), 1n).totalWin) / totalBet;
        sum += x;
        squares += x * x;
      }
      const rtp = sum / n;
      const standardError = Math.sqrt((squares / n - rtp * rtp) / n);
      console.log(`${id}: declared ${table.rtp}, simulated ${rtp.toFixed(5)} over ${n} spins, standard error ${standardError.toFixed(5)}`);
      expect(4 * standardError).toBeLessThanOrEqual(0.005);
      expect(Math.abs(rtp - table.rtp)).toBeLessThanOrEqual(0.005);
    });
  }
});

describe('spinSlot', () => {
  const rules = rulesOf(tiny);
  const pay = (ids: string) => {
    const won = linePay(rules, ids.split('').map((id) => rules.ids.indexOf(id)));
    return won && { symbol: rules.ids[won.symbol], count: won.count, pay: won.pay };
  };

  it('lets a wild stand in for a plain symbol, and pays a line its best win', () => {
    expect(pay('awaca')).toEqual({ symbol: 'a', count: 3, pay: 5 });
    expect(pay('wwbbc')).toEqual({ symbol: 'b', count: 4, pay: 6 });
    // Three wilds pay 4 as wilds, against four b's 6, four c's 4 (a tie goes to the wild), five a's 30.
    expect(pay('wwwbc')).toEqual({ symbol: 'b', count: 4, pay: 6 });
    expect(pay('wwwca')).toEqual({ symbol: 'w', count: 3, pay: 4 });
    expect(pay('wwwwa')).toEqual({ symbol: 'a', count: 5, pay: 30 });
    // Five wilds: the wild's own 40 against the best plain symbol's five (b's 50).
    expect(pay('wwwww')).toEqual({ symbol: 'b', count: 5, pay: 50 });
    expect(pay('abaaa')).toBeNull();
  });

  it('never lets a wild stand in for a scatter, which stops a line', () => {
    expect(pay('wwsaa')).toBeNull();
    expect(pay('wwwsa')).toEqual({ symbol: 'w', count: 3, pay: 4 });
    expect(pay('saaaa')).toBeNull();
  });

  it('shows a reel from its stop down, wrapping round the strip', () => {
    const spin = spinSlot(tiny, stopsAt(tiny, [5, 4, 0, 3, 2]), 1n);
    expect(spin.stops).toEqual([5, 4, 0, 3, 2]);
    expect(spin.grid).toEqual([
      ['a', 'w', 'a'],
      ['c', 's', 'a'],
      ['b', 'c', 'w'],
      ['w', 's', 'b'],
      ['c', 'b', 'w'],
    ]);
    const lotus = paytables['lotus-5x3']!;
    const last = spinSlot(lotus, () => 0.999999, 1n);
    lotus.reels.forEach((strip, reel) => expect(last.grid[reel]).toEqual([strip.at(-1), strip[0], strip[1]]));
  });

  it('pays scatters anywhere and plays the free spins at once, with the multiplier and no retrigger', () => {
    // Scatters on reels 1, 2 (twice) and 5: four on the grid; every free spin lands the same way.
    const stops = [2, 3, 0, 0, 1];
    let i = 0;
    const floats = () => (stops[i % 5]! + 0.5) / tiny.reels[i++ % 5]!.length;
    const spin = spinSlot(tiny, floats, 10n);
    expect(spin.grid.flat().filter((s) => s === 's')).toHaveLength(4);
    // Four scatters pay as three (the highest count named up to four): 2 × the total bet of 50.
    expect(spin.scatterWin).toBe(100n);
    expect(spin.freeSpins).toHaveLength(4);
    for (const free of spin.freeSpins) {
      expect(free.grid).toEqual(spin.grid);
      expect(free.scatterWin).toBe(300n);
      expect(free.lineWins).toEqual(spin.lineWins.map((w) => ({ ...w, win: w.win * 3n })));
      expect(free.win).toBe(sumOfWins(free));
    }
    expect(spin.totalWin).toBe(sumOfWins(spin) * 13n);
  });

  it('starts no free spins below the scatter count', () => {
    const spin = spinSlot(tiny, stopsAt(tiny, [2, 0, 1, 0, 0]), 1n);
    expect(spin.grid.flat().filter((s) => s === 's')).toHaveLength(2);
    expect(spin.scatterWin).toBe(0n);
    expect(spin.freeSpins).toEqual([]);
    expect(spin.totalWin).toBe(sumOfWins(spin));
  });

  it('gives the same round for the same seeds and nonce, another for another nonce', () => {
    const lotus = paytables['lotus-5x3']!;
    const spin = (nonce: number): SlotSpin => spinSlot(lotus, fairStream(serverSeed, 'player', nonce), 5n);
    expect(spin(7)).toEqual(spin(7));
    expect(spin(7).stops).not.toEqual(spin(8).stops);
    for (const win of spin(7).lineWins) expect(win.win % 5n).toBe(0n);
  });
});
