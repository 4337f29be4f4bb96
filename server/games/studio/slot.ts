import type { Paytable } from '../../../src/generated/types';
import { linePay, rulesOf, type SlotRules } from './slotRules';

export interface LineWin {
  /** Index of the payline in the table's lines. */
  line: number;
  symbol: string;
  count: number;
  win: bigint;
}

/** One spin's reels: grid[reel][row] (symbol ids, row 0 at the top), the stop of each reel and what it won. */
export interface SlotGrid {
  grid: string[][];
  stops: number[];
  lineWins: LineWin[];
  scatterWin: bigint;
}

export interface FreeSpin extends SlotGrid {
  /** Line and scatter wins of the free spin, the multiplier applied (as in its lineWins and scatterWin). */
  win: bigint;
}

export interface SlotSpin extends SlotGrid {
  freeSpins: FreeSpin[];
  /** Everything the round pays: the spin's line and scatter wins and all of its free spins'. */
  totalWin: bigint;
}

function play(table: Paytable, rules: SlotRules, floats: () => number, lineBet: bigint, multiplier: bigint): { spin: FreeSpin; scatters: number } {
  const { strips, ids } = rules;
  const stops: number[] = [];
  const cells: number[][] = [];
  const grid: string[][] = [];
  let scatters = 0;
  for (const strip of strips) {
    const stop = Math.floor(floats() * strip.length);
    const reel: number[] = [];
    for (let row = 0; row < table.rows; row++) {
      const s = strip[(stop + row) % strip.length]!;
      if (s === rules.scatter) scatters++;
      reel.push(s);
    }
    stops.push(stop);
    cells.push(reel);
    grid.push(reel.map((s) => ids[s]!));
  }
  const lineWins: LineWin[] = [];
  const onLine: number[] = [];
  let win = 0n;
  for (let index = 0; index < table.lines.length; index++) {
    const line = table.lines[index]!;
    for (let reel = 0; reel < cells.length; reel++) onLine[reel] = cells[reel]![line[reel]!]!;
    const pay = linePay(rules, onLine);
    if (!pay) continue;
    const amount = lineBet * BigInt(pay.pay) * multiplier;
    lineWins.push({ line: index, symbol: ids[pay.symbol]!, count: pay.count, win: amount });
    win += amount;
  }
  const scatterWin = rules.scatterPays[scatters] ? lineBet * BigInt(table.lines.length * rules.scatterPays[scatters]!) * multiplier : 0n;
  return { spin: { grid, stops, lineWins, scatterWin, win: win + scatterWin }, scatters };
}

/**
 * One paid spin of a slot; the total bet is lineBet × the number of lines. Each reel's stop takes
 * one float (floor(float × strip length)), reel by reel. Lines pay by linePay (slotRules); scatters
 * pay anywhere on the grid, a multiple of the total bet. At least freeSpins.scatterCount scatters
 * start the free spins, played at once on the same strips with every win times the multiplier,
 * each taking its own floats after the ones before. Free spins do not win more free spins (a
 * scatter in one still pays), which keeps a round's length and the RTP's sum finite and exact.
 */
export function spinSlot(table: Paytable, floats: () => number, lineBet: bigint): SlotSpin {
  if (lineBet <= 0n) throw new RangeError('a line bet is above 0');
  const rules = rulesOf(table);
  const { spin: first, scatters } = play(table, rules, floats, lineBet, 1n);
  const freeSpins: FreeSpin[] = [];
  const bonus = table.freeSpins;
  if (bonus && scatters >= bonus.scatterCount) {
    for (let i = 0; i < bonus.spins; i++) freeSpins.push(play(table, rules, floats, lineBet, BigInt(bonus.multiplier)).spin);
  }
  const { grid, stops, lineWins, scatterWin, win } = first;
  return { grid, stops, lineWins, scatterWin, freeSpins, totalWin: freeSpins.reduce((sum, spin) => sum + spin.win, win) };
}
