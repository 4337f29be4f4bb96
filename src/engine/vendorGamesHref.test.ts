import { describe, expect, it } from 'vitest';
import { vendorGamesHref } from './vendorGamesHref';

describe('vendorGamesHref', () => {
  it('names the vendor and the category', () => {
    expect(vendorGamesHref({ vassalage: 'EVO', gameType: 'LIVE' })).toBe('/game?vendor=EVO&gameType=LIVE');
  });

  it('encodes a code the address would misread', () => {
    expect(vendorGamesHref({ vassalage: 'A&B', gameType: 'LOTT' })).toBe('/game?vendor=A%26B&gameType=LOTT');
  });
});
