import { describe, expect, it } from 'vitest';
import { cardFace, dealOrder, handTotal } from './cards';

describe('cardFace', () => {
  it.each<[string, string, string, boolean, number]>([
    ['AH', 'A', 'H', true, 1],
    ['TH', '10', 'H', true, 0],
    ['10S', '10', 'S', false, 0],
    ['KD', 'K', 'D', true, 0],
    ['9C', '9', 'C', false, 9],
    ['QS', 'Q', 'S', false, 0],
  ])('%s', (card, rank, suit, red, points) => {
    expect(cardFace(card)).toEqual({ rank, suit, red, points });
  });
});

describe('handTotal', () => {
  it('adds points and drops the tens', () => {
    expect(handTotal(['KH', '6S'])).toBe(6);
    expect(handTotal(['7H', '8S'])).toBe(5);
    expect(handTotal(['9H', 'AS', 'QD'])).toBe(0);
    expect(handTotal([])).toBe(0);
  });
});

describe('dealOrder', () => {
  it('deals two each, alternating, then the thirds', () => {
    expect(dealOrder(2, 2)).toEqual([
      { side: 'player', index: 0 },
      { side: 'banker', index: 0 },
      { side: 'player', index: 1 },
      { side: 'banker', index: 1 },
    ]);
    expect(dealOrder(3, 3).slice(4)).toEqual([
      { side: 'player', index: 2 },
      { side: 'banker', index: 2 },
    ]);
  });

  it('gives the banker a third when the player stood', () => {
    expect(dealOrder(2, 3).slice(4)).toEqual([{ side: 'banker', index: 2 }]);
    expect(dealOrder(3, 2).slice(4)).toEqual([{ side: 'player', index: 2 }]);
  });
});
