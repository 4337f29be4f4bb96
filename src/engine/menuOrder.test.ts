import { describe, expect, it } from 'vitest';
import { menuOrder } from './menuOrder';

describe('menuOrder', () => {
  it('keeps the brand’s order', () => {
    expect(menuOrder(['RNG', 'LIVE', 'FISH', 'SPORTS'])).toEqual(['RNG', 'LIVE', 'FISH', 'SPORTS']);
  });

  it('places cockfight right after PvP, wherever the brand lists it', () => {
    expect(menuOrder(['COCKFIGHT', 'LIVE', 'PVP', 'LOTT'])).toEqual(['LIVE', 'PVP', 'COCKFIGHT', 'LOTT']);
    expect(menuOrder(['PVP', 'LIVE', 'COCKFIGHT'])).toEqual(['PVP', 'COCKFIGHT', 'LIVE']);
  });

  it('leaves cockfight where it is when PvP is not shown, and changes nothing it was given', () => {
    const shown = ['COCKFIGHT', 'LIVE'] as const;
    expect(menuOrder(shown)).toEqual(['COCKFIGHT', 'LIVE']);
    expect(shown).toEqual(['COCKFIGHT', 'LIVE']);
  });
});
