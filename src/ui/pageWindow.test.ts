import { describe, expect, it } from 'vitest';
import { pageWindow, type PageWindowItem } from './pageWindow';

const table: ReadonlyArray<[current: number, total: number, expected: PageWindowItem[]]> = [
  [1, 0, []],
  [1, 1, [1]],
  [1, 2, [1, 2]],
  [2, 5, [1, 2, 3, 4, 5]],
  [1, 5, [1, 2, 3, 4, 5]],
  [1, 6, [1, 2, 3, 'break', 6]],
  [1, 10, [1, 2, 3, 'break', 10]],
  [2, 10, [1, 2, 3, 'break', 10]],
  [3, 10, [1, 2, 3, 4, 'break', 10]],
  // The gap before the window is the single page 2: it is shown, not broken.
  [4, 10, [1, 2, 3, 4, 5, 'break', 10]],
  [5, 10, [1, 'break', 4, 5, 6, 'break', 10]],
  [7, 10, [1, 'break', 6, 7, 8, 9, 10]],
  [8, 10, [1, 'break', 7, 8, 9, 10]],
  [9, 10, [1, 'break', 8, 9, 10]],
  [10, 10, [1, 'break', 8, 9, 10]],
  [50, 100, [1, 'break', 49, 50, 51, 'break', 100]],
  // Out-of-range pages are clamped rather than drawing a window nowhere.
  [0, 10, [1, 2, 3, 'break', 10]],
  [99, 10, [1, 'break', 8, 9, 10]],
];

describe('pageWindow', () => {
  it.each(table)('page %i of %i', (current, total, expected) => {
    expect(pageWindow(current, total)).toEqual(expected);
  });

  it('takes another window and margin', () => {
    expect(pageWindow(10, 20, 5, 2)).toEqual([1, 2, 'break', 8, 9, 10, 11, 12, 'break', 19, 20]);
  });
});
