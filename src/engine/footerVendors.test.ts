import { describe, expect, it } from 'vitest';
import { footerVendors } from './footerVendors';
import type { GameMenus } from '../generated/types';

const v = (vassalage: string, gameType: 'LIVE' | 'RNG' | 'SPORTS' | 'LOTT') => ({ id: 1, vassalage, name: vassalage, gameType, isHot: 0 as const, logo: `/seed/vendors/${vassalage.toLowerCase()}.svg`, nodeId: 1, accountTypeId: 0 });

describe('footerVendors', () => {
  it('lists each vendor once, leaves TCG vendors out and gives BTI its special image', () => {
    const menus: GameMenus = [
      { category: 'LIVE', vendors: [v('EVO', 'LIVE'), v('PP', 'LIVE')] },
      { category: 'RNG', vendors: [v('PP', 'RNG'), v('JILI', 'RNG')] },
      { category: 'SPORTS', vendors: [v('BTI', 'SPORTS')] },
      { category: 'LOTT', vendors: [v('TCG_LOTTO_VN', 'LOTT')] },
    ];
    expect(footerVendors(menus)).toEqual([
      { code: 'EVO', name: 'EVO', image: '/seed/vendors/evo.svg' },
      { code: 'PP', name: 'PP', image: '/seed/vendors/pp.svg' },
      { code: 'JILI', name: 'JILI', image: '/seed/vendors/jili.svg' },
      { code: 'BTI', name: 'BTI', image: '/seed/vendors/bti-special.svg' },
    ]);
  });
});
