import type { Category } from '../../src/generated/types';

/** MODULES.md: the label key of each game category. */
const keys: Record<Category, string> = {
  LIVE: 'nav:hd_live_casino',
  SPORTS: 'nav:con_sports',
  ESPORTS: 'nav:compete_game',
  RNG: 'nav:con_rng',
  FISH: 'nav:con_fish',
  PVP: 'nav:hd_pvp',
  COCKFIGHT: 'nav:in_cockfight_nav',
  ELOTT: 'nav:con_lott',
  LOTT: 'nav:con_lott',
};

export const categoryLabelKey = (c: Category | null) => (c ? keys[c] : 'nav:hd_home');
