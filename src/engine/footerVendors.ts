import type { GameMenus } from '../generated/types';

export interface FooterVendor {
  code: string;
  name: string;
  image: string;
}

/**
 * SPEC §2.4: the footer's sliding vendor logos — every vendor once, those whose code starts with
 * TCG left out, BTI with its special image.
 */
export function footerVendors(menus: GameMenus): FooterVendor[] {
  const seen = new Set<string>();
  const out: FooterVendor[] = [];
  for (const menu of menus) {
    for (const v of menu.vendors) {
      if (v.vassalage.startsWith('TCG') || seen.has(v.vassalage)) continue;
      seen.add(v.vassalage);
      const image = v.vassalage === 'BTI' ? v.logo.replace(/[^/]*$/, 'bti-special.svg') : v.logo;
      out.push({ code: v.vassalage, name: v.name, image });
    }
  }
  return out;
}
