import { describe, expect, it } from 'vitest';
import { betOutcome } from './betOutcome';

describe('betOutcome', () => {
  it('reads a settled round by the sign of its profit', () => {
    expect(betOutcome({ status: 'settled', profit: '30.50' })).toBe('won');
    expect(betOutcome({ status: 'settled', profit: '-20.00' })).toBe('lost');
    expect(betOutcome({ status: 'settled', profit: '0.00' })).toBe('even');
  });

  it('gives an open or cancelled round no result, whatever its profit says', () => {
    expect(betOutcome({ status: 'open', profit: '0.00' })).toBe('open');
    expect(betOutcome({ status: 'cancelled', profit: '5.00' })).toBe('cancelled');
  });
});
