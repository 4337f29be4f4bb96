import type { Category } from '../generated/types';

/**
 * A vendor launched from the header (SPEC §2.3, §2.8 isGame VASSALAGE): the game page with its games
 * of the category to choose from, which opens cockfight's first game directly (gameHref.ts). Apart
 * from gameHref.ts because the header is on every page and the lobby's rules are not.
 */
export const vendorGamesHref = (vendor: { vassalage: string; gameType: Category }): string =>
  `/game?${new URLSearchParams({ vendor: vendor.vassalage, gameType: vendor.gameType })}`;
