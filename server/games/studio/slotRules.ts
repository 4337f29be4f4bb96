import type { Paytable, SymbolPays } from '../../../src/generated/types';

/**
 * A paytable as the spin and the RTP calculation read it: symbols by index, pays by count. Both
 * read this one form, so the RTP the studio declares is the RTP of the rule the spin plays.
 */
export interface SlotRules {
  ids: string[];
  /** Index of the wild, -1 when the table has none (likewise scatter). */
  wild: number;
  scatter: number;
  plain: number[];
  /** pays[symbol][count]: a multiple of the line bet, 0 where the table names none. */
  pays: number[][];
  /** scatterPays[count]: a multiple of the total bet, for any count the grid can show. */
  scatterPays: number[];
  strips: number[][];
}

const cache = new WeakMap<Paytable, SlotRules>();

export function rulesOf(table: Paytable): SlotRules {
  const known = cache.get(table);
  if (known) return known;
  const ids = table.symbols.map((s) => s.id);
  const index = new Map(ids.map((id, i) => [id, i]));
  const payRow = (pays: SymbolPays, upTo: number) => Array.from({ length: upTo + 1 }, (_, n) => pays[String(n) as keyof SymbolPays] ?? 0);
  const scatter = table.symbols.findIndex((s) => s.kind === 'scatter');
  // A count pays as the highest count named up to it: four scatters where only 3 and 5 are named pay as 3, and
  // more than five (two on one reel of a tall grid) as 5.
  const named = scatter < 0 ? [] : payRow(table.symbols[scatter]!.pays, 5);
  const cells = table.reels.length * table.rows;
  const scatterPays = Array.from({ length: cells + 1 }, (_, n) => named.slice(0, n + 1).reduce((best, pay) => (pay > 0 ? pay : best), 0));
  const rules: SlotRules = {
    ids,
    wild: table.symbols.findIndex((s) => s.kind === 'wild'),
    scatter,
    plain: table.symbols.flatMap((s, i) => (s.kind === 'plain' ? [i] : [])),
    pays: table.symbols.map((s) => payRow(s.pays, table.reels.length)),
    scatterPays,
    strips: table.reels.map((strip) => strip.map((id) => index.get(id)!)),
  };
  cache.set(table, rules);
  return rules;
}

export interface LinePay {
  symbol: number;
  count: number;
  pay: number;
}

/**
 * What one line pays, read left to right from the first reel: its single best win of
 *   - the leading run of wilds, paid as the wild (when the wild has pays of its own), and
 *   - the leading run of the first symbol that is not a wild, the wilds before and among it standing
 *     in for it, when that symbol is plain (a scatter never pays on a line and stops it).
 * A line of wilds only stands in for every plain symbol, so it pays the better of the wild's own pay
 * and the best plain symbol's pay for that many, named after whichever pays. Ties go to the wild.
 */
export function linePay(rules: SlotRules, symbols: ArrayLike<number>): LinePay | null {
  const { wild, pays } = rules;
  const n = symbols.length;
  let wilds = 0;
  while (wilds < n && symbols[wilds] === wild) wilds++;
  let symbol = wild;
  let count = wilds;
  let pay = wilds > 0 ? pays[wild]![wilds]! : 0;
  if (wilds === n) {
    for (const s of rules.plain) {
      if (pays[s]![n]! > pay) {
        symbol = s;
        pay = pays[s]![n]!;
      }
    }
  } else {
    const first = symbols[wilds]!;
    if (first !== rules.scatter) {
      let run = wilds + 1;
      while (run < n && (symbols[run] === first || symbols[run] === wild)) run++;
      if (pays[first]![run]! > pay) {
        symbol = first;
        count = run;
        pay = pays[first]![run]!;
      }
    }
  }
  return pay > 0 ? { symbol, count, pay } : null;
}
