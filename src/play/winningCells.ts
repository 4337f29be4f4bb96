import type { LineWin, SlotSpin } from './studioTypes';

/** A cell of the reels as a key: reel then row. */
export const cellKey = (reel: number, row: number) => `${reel}:${row}`;

/**
 * The cells a spin's wins lie on, to light them: for each won line the cells of its first `count`
 * reels (a line pays from the first reel, left to right), and every scatter when scatters paid.
 */
export function winningCells(lines: readonly (readonly number[])[], spin: Pick<SlotSpin, 'grid' | 'lineWins' | 'scatterWin'>, scatterId: string | null): Set<string> {
  const cells = new Set<string>();
  for (const win of spin.lineWins) {
    const line = lines[win.line];
    if (!line) continue;
    for (let reel = 0; reel < win.count && reel < line.length; reel++) cells.add(cellKey(reel, line[reel]!));
  }
  if (scatterId && BigInt(spin.scatterWin || '0') > 0n) {
    spin.grid.forEach((reel, r) => reel.forEach((id, row) => id === scatterId && cells.add(cellKey(r, row))));
  }
  return cells;
}

/** The points a won line's path runs through, in cell units (the centre of cell reel, row is reel + 0.5, row + 0.5). */
export function linePoints(line: readonly number[]): string {
  return line.map((row, reel) => `${reel + 0.5},${row + 0.5}`).join(' ');
}

/** The lines that won, each once, in the order of their wins. */
export const wonLines = (wins: readonly LineWin[]): number[] => [...new Set(wins.map((w) => w.line))];
