import type { Category } from '../generated/types';

/**
 * The order the navigation shows a brand's categories in, given those it shows (the brand's order,
 * each with vendors): cockfight is its own group placed right after PvP (SPEC §2.3), whatever order
 * the brand lists. A list of every category follows the same order, so a player meets them as the
 * header names them.
 */
export function menuOrder(shown: readonly Category[]): Category[] {
  const out = [...shown];
  if (out.includes('PVP') && out.includes('COCKFIGHT')) {
    out.splice(out.indexOf('COCKFIGHT'), 1);
    out.splice(out.indexOf('PVP') + 1, 0, 'COCKFIGHT');
  }
  return out;
}
