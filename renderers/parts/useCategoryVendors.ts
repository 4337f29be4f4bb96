import { useQuery } from '@tanstack/react-query';
import { gameMenusQuery } from '../../src/api/games/menus';
import type { Category } from '../../src/generated/types';

/** The vendors of one category, from the same query the navigation uses. */
export function useCategoryVendors(category: Category | null) {
  const query = useQuery(gameMenusQuery());
  const vendors = query.data?.find((m) => m.category === category)?.vendors ?? [];
  return { query, vendors };
}
