import type { Category, Game } from '../generated/types';
import { IN_HOUSE_LOTTERY } from './inHouseLottery';

/**
 * SPEC §2.8: the lottery vendors (Vietnam, South-East Asia, the generic lottery and the generic
 * e-lottery vendor), whose lottery and e-lottery games open on /lottery rather than /game; the
 * in-house Vietnam lottery is one (decision 0313).
 */
export const lotteryVendors: readonly string[] = [IN_HOUSE_LOTTERY, 'TCG_LOTTO_VN', 'TCG_SEA', 'TCG_LOTTO', 'TCG_ELOTT'];

const lotteryCategories: readonly Category[] = ['LOTT', 'ELOTT'];

/** Where choosing a game goes: its launch in the game frame, or the lottery page for a lottery vendor's game. */
export function gameHref(game: Pick<Game, 'nodeId' | 'gameCode' | 'vassalage' | 'gameType'>): string {
  if (lotteryCategories.includes(game.gameType) && lotteryVendors.includes(game.vassalage)) return `/lottery?${new URLSearchParams({ gameCode: game.gameCode, vendor: game.vassalage })}`;
  return `/game?nodeId=${game.nodeId}`;
}

/**
 * Whether a launched vendor opens its first game rather than the list: cockfight does (SPEC §2.3),
 * and a vendor with a single game leaves nothing to choose.
 */
export const opensFirstGame = (gameType: Category, total: number): boolean => total === 1 || (total > 1 && gameType === 'COCKFIGHT');
