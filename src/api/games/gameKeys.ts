import type { Category, GameListRequest } from '../../generated/types';

/**
 * The keys the games' calls are cached under. Apart from the calls themselves (menus.ts,
 * gameLobby.ts), so the boot data (src/app/bootData.ts) seeds the very entries the lobby reads
 * without bringing the lobby's module into the first script.
 */
export const gameKeys = {
  menus: () => ['games', 'menus'] as const,
  /** Game names come in the language asked, so the list's key carries it. */
  list: (lang: string, request: Omit<GameListRequest, 'pageNo' | 'pageSize'>) => ['games', 'list', lang, request] as const,
  classifies: (gameType: Category, vassalage: string | null) => ['games', 'classifies', gameType, vassalage] as const,
};
