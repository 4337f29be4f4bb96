import { readdirSync, readFileSync } from 'node:fs';
import { paytable as validatePaytable } from '../../../src/generated/validators/games.js';
import type { Paytable } from '../../../src/generated/types';
import { slotRtp } from './slotRtp';

const paytablesDir = new URL('./paytables/', import.meta.url).pathname;

/** What the schema cannot say about a table: counts that must agree, and a declared RTP that must be the real one. */
export function paytableProblem(table: Paytable): string | null {
  const reels = table.reels.length;
  if (reels < 3 || reels > 5) return '/reels: a slot has 3 to 5 reels';
  const ids = table.symbols.map((s) => s.id);
  const dup = ids.find((id, i) => ids.indexOf(id) !== i);
  if (dup) return `/symbols: ${dup} is listed twice`;
  for (const kind of ['wild', 'scatter'] as const) if (table.symbols.filter((s) => s.kind === kind).length > 1) return `/symbols: more than one ${kind}`;
  for (const [i, s] of table.symbols.entries()) {
    const over = Object.keys(s.pays).find((n) => Number(n) > (s.kind === 'scatter' ? Infinity : reels));
    if (over) return `/symbols/${i}/pays/${over}: a line is only ${reels} reels long`;
  }
  for (const [r, strip] of table.reels.entries()) {
    if (strip.length < table.rows) return `/reels/${r}: shorter than the ${table.rows} rows it shows`;
    const unknown = strip.findIndex((id) => !ids.includes(id));
    if (unknown >= 0) return `/reels/${r}/${unknown}: ${strip[unknown]} is not among the symbols`;
  }
  if (table.lines.length === 0) return '/lines: a slot has at least one line';
  for (const [l, line] of table.lines.entries()) {
    if (line.length !== reels) return `/lines/${l}: names ${line.length} rows for ${reels} reels`;
    if (line.some((row) => row >= table.rows)) return `/lines/${l}: crosses a row below the ${table.rows} shown`;
  }
  if (table.freeSpins && !table.symbols.some((s) => s.kind === 'scatter')) return '/freeSpins: free spins need a scatter to start them';
  const rtp = slotRtp(table).total;
  if (Math.abs(rtp - table.rtp) > 0.00005) return `/rtp: declares ${table.rtp}, the strips and pays return ${rtp.toFixed(6)}`;
  return null;
}

/** A paytable file, checked by its schema and by paytableProblem; a bad file throws, naming it. */
export function loadPaytable(file: string): Paytable {
  const name = file.split('/').pop()!;
  const doc: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!validatePaytable(doc)) {
    const error = validatePaytable.errors![0]!;
    throw new Error(`paytable ${name} ${error.instancePath || '/'}: ${error.message ?? error.keyword}`);
  }
  if (`${doc.id}.json` !== name) throw new Error(`paytable ${name} /id: ${doc.id} is not the file's name`);
  const problem = paytableProblem(doc);
  if (problem) throw new Error(`paytable ${name} ${problem}`);
  return doc;
}

/**
 * Every slot of the studio by id, from paytables/*.json. Read once when the module loads, so a
 * table that is wrong, or declares an RTP it does not pay, stops the server before it takes a bet.
 */
export const paytables: Record<string, Paytable> = Object.fromEntries(
  readdirSync(paytablesDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const table = loadPaytable(paytablesDir + f);
      return [table.id, table];
    }),
);
