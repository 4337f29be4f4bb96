import { uiDefaults } from './uiDefaults';

export type PageWindowItem = number | 'break';

/**
 * The page buttons to show (SPEC §9): `size` pages around the current one, `margin` pages at each
 * end, and 'break' for each gap. A gap of a single page shows that page instead, since a break
 * marker would take the same room and say less.
 */
export function pageWindow(
  current: number,
  total: number,
  size: number = uiDefaults.pageWindow,
  margin: number = uiDefaults.pageMargin,
): PageWindowItem[] {
  if (total < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current)), total);
  // Centre the window on the page, sliding it inwards at either end so it keeps its size.
  const start = Math.max(1, Math.min(page - Math.floor((size - 1) / 2), total - size + 1));
  const end = Math.min(total, start + size - 1);

  const shown = (p: number) => p <= margin || p > total - margin || (p >= start && p <= end);
  const items: PageWindowItem[] = [];
  for (let p = 1; p <= total; p += 1) {
    if (shown(p)) {
      items.push(p);
    } else if (shown(p - 1) && shown(p + 1)) {
      items.push(p);
    } else if (items[items.length - 1] !== 'break') {
      items.push('break');
    }
  }
  return items;
}
