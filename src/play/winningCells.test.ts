import { describe, expect, it } from 'vitest';
import { cellKey, linePoints, winningCells, wonLines } from './winningCells';

const lines = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
];
const grid = [
  ['a', 'b', 'diya'],
  ['a', 'c', 'b'],
  ['b', 'a', 'diya'],
  ['c', 'c', 'c'],
  ['diya', 'c', 'b'],
];

describe('winningCells', () => {
  it('lights the first count reels of each won line', () => {
    const cells = winningCells(lines, { grid, lineWins: [{ line: 3, symbol: 'a', count: 3, win: '100' }], scatterWin: '0' }, 'diya');
    expect([...cells].sort()).toEqual([cellKey(0, 0), cellKey(1, 1), cellKey(2, 2)].sort());
  });

  it('joins the cells of several lines, each once', () => {
    const cells = winningCells(
      lines,
      {
        grid,
        lineWins: [
          { line: 0, symbol: 'c', count: 4, win: '50' },
          { line: 1, symbol: 'a', count: 3, win: '50' },
        ],
        scatterWin: '0',
      },
      null,
    );
    expect([...cells].sort()).toEqual(['0:0', '0:1', '1:0', '1:1', '2:0', '2:1', '3:1'].sort());
  });

  it('lights every scatter when scatters paid, and none when they did not', () => {
    expect([...winningCells(lines, { grid, lineWins: [], scatterWin: '1500' }, 'diya')].sort()).toEqual(['0:2', '2:2', '4:0']);
    expect(winningCells(lines, { grid, lineWins: [], scatterWin: '0' }, 'diya').size).toBe(0);
  });

  it('ignores a line the table does not have', () => {
    expect(winningCells(lines, { grid, lineWins: [{ line: 9, symbol: 'a', count: 3, win: '1' }], scatterWin: '0' }, null).size).toBe(0);
  });
});

describe('linePoints and wonLines', () => {
  it('runs a line through the centres of its cells', () => {
    expect(linePoints([0, 1, 2])).toBe('0.5,0.5 1.5,1.5 2.5,2.5');
  });

  it('lists each won line once', () => {
    expect(wonLines([{ line: 2, symbol: 'a', count: 3, win: '1' }, { line: 0, symbol: 'b', count: 3, win: '1' }, { line: 2, symbol: 'c', count: 3, win: '1' }])).toEqual([2, 0]);
  });
});
