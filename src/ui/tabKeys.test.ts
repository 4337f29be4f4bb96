import { describe, expect, it } from 'vitest';
import { tabIndexAfterKey } from './tabKeys';

describe('tabIndexAfterKey', () => {
  it('moves by the arrows, wrapping at both ends, and jumps by Home and End', () => {
    expect(tabIndexAfterKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabIndexAfterKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabIndexAfterKey('ArrowLeft', 0, 3)).toBe(2);
    expect(tabIndexAfterKey('ArrowLeft', 2, 3)).toBe(1);
    expect(tabIndexAfterKey('Home', 2, 3)).toBe(0);
    expect(tabIndexAfterKey('End', 0, 3)).toBe(2);
  });

  it('ignores other keys and an empty list; from nowhere the arrows start at an end', () => {
    expect(tabIndexAfterKey('Enter', 1, 3)).toBe(-1);
    expect(tabIndexAfterKey('ArrowRight', 0, 0)).toBe(-1);
    expect(tabIndexAfterKey('ArrowRight', -1, 3)).toBe(0);
    expect(tabIndexAfterKey('ArrowLeft', -1, 3)).toBe(2);
  });
});
