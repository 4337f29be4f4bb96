import { describe, expect, it } from 'vitest';
import { readLotteryFavourites, toggleLotteryFavourite } from './lotteryFavourites';
import { drawCountdown } from './lotteryCountdown';

describe('LOTTFAV', () => {
  it('keeps each username’s favourites apart', () => {
    let store = toggleLotteryFavourite({}, 'alice', 'VN_NORTH');
    store = toggleLotteryFavourite(store, 'bob', 'VN_FAST5');
    store = toggleLotteryFavourite(store, 'alice', 'VN_FAST1');
    expect(store).toEqual({ alice: ['VN_NORTH', 'VN_FAST1'], bob: ['VN_FAST5'] });
    expect(toggleLotteryFavourite(store, 'alice', 'VN_NORTH')).toEqual({ alice: ['VN_FAST1'], bob: ['VN_FAST5'] });
  });

  it('reads what it wrote, and anything else as none', () => {
    expect(readLotteryFavourites(JSON.stringify({ alice: ['VN_NORTH'] }))).toEqual({ alice: ['VN_NORTH'] });
    for (const junk of [null, '', '{', '[1]', '"x"', '{"a": 3}']) expect(readLotteryFavourites(junk)).toEqual({});
    expect(readLotteryFavourites('{"a": ["X", 3]}')).toEqual({ a: ['X'] });
  });
});

describe('a draw’s countdown', () => {
  it('counts down in hours, minutes and seconds, and stops at zero', () => {
    const now = Date.parse('2026-11-30T10:00:00Z');
    expect(drawCountdown('2026-11-30T11:02:03Z', now)).toBe('01:02:03');
    expect(drawCountdown('2026-11-30T10:00:00.900Z', now)).toBe('00:00:00');
    expect(drawCountdown('2026-11-30T09:00:00Z', now)).toBe('00:00:00');
  });
});
