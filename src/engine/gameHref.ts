import type { Category, Game } from '../generated/types';

const lotteryCategories: readonly Category[] = ['LOTT', 'ELOTT'];

/**
 * Where choosing a game goes: its launch in the game frame, or the lottery page for a lottery or
 * e-lottery game of one of the brand's lottery vendors (SPEC §2.8: the vendors of its Vietnam,
 * South-East Asia, generic lottery and e-lottery roles, `lotteryVendorCodes`).
 */
export function gameHref(game: Pick<Game, 'nodeId' | 'gameCode' | 'vassalage' | 'gameType'>, lotteryVendors: readonly string[]): string {
  if (lotteryCategories.includes(game.gameType) && lotteryVendors.includes(game.vassalage)) return `/lottery?${new URLSearchParams({ gameCode: game.gameCode, vendor: game.vassalage })}`;
  return `/game?nodeId=${game.nodeId}`;
}

/**
 * Whether a launched vendor opens its first game rather than the list: cockfight does (SPEC §2.3),
 * and a vendor with a single game leaves nothing to choose.
 */
export const opensFirstGame = (gameType: Category, total: number): boolean => total === 1 || (total > 1 && gameType === 'COCKFIGHT');
