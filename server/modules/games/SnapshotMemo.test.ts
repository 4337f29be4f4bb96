import { describe, expect, it } from 'vitest';
import { SnapshotMemo } from './SnapshotMemo';

describe('SnapshotMemo', () => {
  it('works a key out once, then answers the same value', () => {
    const memo = new SnapshotMemo<number[]>(100, (v) => v.length);
    let made = 0;
    const first = memo.get('tiger', () => (made++, [1, 3]));
    expect(memo.get('tiger', () => (made++, [9]))).toBe(first);
    expect(memo.get('lotus', () => (made++, [2]))).toEqual([2]);
    expect(made).toBe(2);
  });

  it('forgets the least recently used rather than keep more than its limit', () => {
    const memo = new SnapshotMemo<number[]>(10, (v) => v.length);
    const six = memo.get('a', () => [1, 2, 3, 4, 5, 6]);
    memo.get('b', () => [1, 2, 3]);
    expect(memo.get('a', () => [0])).toBe(six);
    // Nine kept, two more: b, used least lately, goes; a stays.
    memo.get('c', () => [1, 2]);
    expect(memo.get('a', () => [0])).toBe(six);
    expect(memo.get('b', () => [7])).toEqual([7]);
  });

  it('keeps an empty answer too', () => {
    const memo = new SnapshotMemo<number[]>(10, (v) => v.length);
    const none = memo.get('nothing', () => []);
    expect(memo.get('nothing', () => [1])).toBe(none);
  });
});
