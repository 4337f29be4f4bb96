import type { Category } from '../generated/types';

/**
 * MODULES.md: the label key of each game category. E-lottery and lottery have labels of their own:
 * the platform family gives both `con_lott`, which puts two identical "Lottery" entries side by side
 * in the navigation.
 */
const keys: Record<Category, string> = {
  LIVE: 'nav:hd_live_casino',
  SPORTS: 'nav:con_sports',
  ESPORTS: 'nav:compete_game',
  RNG: 'nav:con_rng',
  FISH: 'nav:con_fish',
  PVP: 'nav:hd_pvp',
  COCKFIGHT: 'nav:in_cockfight_nav',
  ELOTT: 'nav:con_elott',
  LOTT: 'nav:con_lott',
};

/** The label key of a category, and the home page's for a screen of no category. */
export const categoryLabelKey = (category: Category | null): string => (category ? keys[category] : 'nav:hd_home');
