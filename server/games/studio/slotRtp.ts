import type { Paytable } from '../../../src/generated/types';
import { linePay, rulesOf } from './slotRules';

/** A slot's return to player, each part a fraction of the total bet. */
export interface SlotRtp {
  lines: number;
  scatter: number;
  /** lines + scatter: what one spin returns before free spins. */
  base: number;
  /** Chance that a paid spin starts the free spins. */
  trigger: number;
  freeSpins: number;
  total: number;
}

/**
 * The exact RTP of a paytable, no sampling.
 *
 * Lines: a stop is uniform over its strip, so whichever row a line crosses on a reel shows each
 * symbol with the symbol's share of that strip, independently from reel to reel. Every line thus
 * has the same expected pay, found by walking all symbol combinations (symbols per reel ^ reels,
 * not stops ^ reels); with the total bet being lines × line bet, the lines' RTP is that one line's
 * expected pay in line bets.
 *
 * Scatter: per reel, the chance of each number of scatters in its window (counted over its stops),
 * convolved over the reels, gives the chance of each count on the grid.
 *
 * Free spins: no retrigger, so a triggering spin adds spins × multiplier × base on average, and
 * the free spins do not depend on the spin that started them.
 */
export function slotRtp(table: Paytable): SlotRtp {
  const rules = rulesOf(table);
  const reels = rules.strips.length;
  const shares = rules.strips.map((strip) => {
    const counts = new Map<number, number>();
    for (const s of strip) counts.set(s, (counts.get(s) ?? 0) + 1);
    return [...counts].map(([symbol, n]) => ({ symbol, p: n / strip.length }));
  });

  let lines = 0;
  const symbols = new Array<number>(reels);
  const walk = (reel: number, p: number) => {
    if (reel === reels) {
      const pay = linePay(rules, symbols);
      if (pay) lines += p * pay.pay;
      return;
    }
    for (const { symbol, p: q } of shares[reel]!) {
      symbols[reel] = symbol;
      walk(reel + 1, p * q);
    }
  };
  walk(0, 1);

  let counts = [1];
  for (const strip of rules.strips) {
    const onReel = new Array<number>(table.rows + 1).fill(0);
    for (let stop = 0; stop < strip.length; stop++) {
      let n = 0;
      for (let row = 0; row < table.rows; row++) if (strip[(stop + row) % strip.length] === rules.scatter) n++;
      onReel[n]! += 1 / strip.length;
    }
    const next = new Array<number>(counts.length + table.rows).fill(0);
    counts.forEach((p, a) => onReel.forEach((q, b) => (next[a + b]! += p * q)));
    counts = next;
  }
  const scatter = counts.reduce((sum, p, n) => sum + p * rules.scatterPays[n]!, 0);
  const bonus = table.freeSpins;
  const trigger = bonus ? counts.reduce((sum, p, n) => (n >= bonus.scatterCount ? sum + p : sum), 0) : 0;
  const base = lines + scatter;
  const freeSpins = bonus ? trigger * bonus.spins * bonus.multiplier * base : 0;
  return { lines, scatter, base, trigger, freeSpins, total: base + freeSpins };
}
