import { describe, expect, it } from 'vitest';
import type { GameMenus, GameVendor } from '../generated/types';
import { betVendors } from './betVendors';

const vendor = (vassalage: string, name: string, gameType: GameVendor['gameType']): GameVendor => ({ id: 0, vassalage, name, gameType, isHot: 0, logo: '', nodeId: 0, accountTypeId: 0 });

const menus: GameMenus = [
  { category: 'LIVE', vendors: [vendor('PP', 'Pragmatic Live', 'LIVE'), vendor('EVO', 'Evolution', 'LIVE')] },
  { category: 'RNG', vendors: [vendor('JILI', 'JILI', 'RNG'), vendor('PP', 'Pragmatic Play', 'RNG')] },
  { category: 'FISH', vendors: [vendor('JILI', 'JILI Fishing', 'FISH')] },
  { category: 'SPORTS', vendors: [] },
];

describe('betVendors', () => {
  it('lists every vendor code once, by name: its plain name, or each name where they differ', () => {
    expect(betVendors(menus, '', 'en')).toEqual([
      { vassalage: 'EVO', name: 'Evolution' },
      { vassalage: 'JILI', name: 'JILI' },
      { vassalage: 'PP', name: 'Pragmatic Live / Pragmatic Play' },
    ]);
  });

  it("lists only a chosen category's vendors, by that category's names", () => {
    expect(betVendors(menus, 'RNG', 'en')).toEqual([
      { vassalage: 'JILI', name: 'JILI' },
      { vassalage: 'PP', name: 'Pragmatic Play' },
    ]);
    expect(betVendors(menus, 'FISH', 'en')).toEqual([{ vassalage: 'JILI', name: 'JILI Fishing' }]);
    expect(betVendors(menus, 'SPORTS', 'en')).toEqual([]);
  });
});
