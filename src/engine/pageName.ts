import type { Category } from '../generated/types';

/** What names a page: the route's path, its screen, and the category or dialog it shows. */
export interface NamedRoute {
  path: string;
  screen: string;
  category?: Category | null | undefined;
  dialog?: string | null | undefined;
}

/**
 * The locale key (namespace meta) of a page's name, the first part of its title. The browser titles
 * the page it draws with it and the server the page it sends, so both give one title for one path.
 */
export function pageNameKey(route: NamedRoute): string {
  if (route.dialog) return `meta:page_${route.dialog}`;
  if (route.path === '/vnlottery') return 'meta:page_vnlottery';
  // Category screens serve several paths; the category is what tells them apart.
  if (route.category && (route.screen === 'gamesByCategory' || route.screen === 'electronicGames')) return `meta:category_${route.category}`;
  return `meta:page_${route.screen}`;
}
