import type { Category, GameMenus } from '../generated/types';

export interface BetVendor {
  vassalage: string;
  name: string;
}

/**
 * One name for a vendor code that goes by several, one per category: the plain one where the others
 * only add to it (JILI, JILI Fishing), else all of them (Pragmatic Live / Pragmatic Play), since the
 * filter takes in its rounds of every category.
 */
function oneName(names: string[]): string {
  const [shortest] = [...names].sort((a, b) => a.length - b.length);
  return names.every((n) => n.startsWith(shortest!)) ? shortest! : names.join(' / ');
}

/**
 * The vendors the betting record can be narrowed to, from the game menus: each code once, though
 * one may serve several categories, only those of the chosen category when there is one, by name
 * in the player's language.
 */
export function betVendors(menus: GameMenus, category: Category | '', lang: string): BetVendor[] {
  const names = new Map<string, string[]>();
  for (const menu of menus) {
    if (category && menu.category !== category) continue;
    for (const v of menu.vendors) {
      const known = names.get(v.vassalage) ?? [];
      if (!known.includes(v.name)) names.set(v.vassalage, [...known, v.name]);
    }
  }
  return [...names].map(([vassalage, n]) => ({ vassalage, name: oneName(n) })).sort((a, b) => a.name.localeCompare(b.name, lang));
}
