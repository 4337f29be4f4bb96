import { useCallback } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LotteryGameMenu, LotteryMenu } from '../../../src/generated/types';
import { lotteryMenuQuery } from '../../../src/api/games/lottery';

/** A game's name: its catalogue row's, else one its schedule gives (a daily draw at its local time, a fast one by its interval). */
export function useLotteryGameName(): (menu: Pick<LotteryGameMenu, 'gameName' | 'dailyAt' | 'intervalSeconds' | 'gameCode'>) => string {
  const { t } = useTranslation('screens');
  return useCallback(
    (menu) => {
      if (menu.gameName) return menu.gameName;
      if (menu.dailyAt) return t('lotteryDailyGame', { time: menu.dailyAt });
      if (menu.intervalSeconds) return t('lotteryFastGame', { minutes: menu.intervalSeconds / 60 });
      return menu.gameCode;
    },
    [t],
  );
}

/** The lobby's games by code, for a page that names games of a result (whose answer carries no schedule). */
export function useLotteryGames(): { games: LotteryGameMenu[]; nameOf: (gameCode: string, gameName?: string) => string; query: UseQueryResult<LotteryMenu> } {
  const { i18n } = useTranslation();
  const query = useQuery(lotteryMenuQuery(i18n.language));
  const name = useLotteryGameName();
  const games = query.data?.groups.flatMap((g) => g.gameMenus) ?? [];
  const nameOf = (gameCode: string, gameName?: string) => {
    const menu = games.find((g) => g.gameCode === gameCode);
    return gameName ?? (menu ? name(menu) : gameCode);
  };
  return { games, nameOf, query };
}

/** Where a game's results and the check of one of its draws are. */
export const resultsHref = (gameCode: string) => `/lottery/results?${new URLSearchParams({ gameCode })}`;
export const verifyHref = (gameCode: string, issue: string) => `/lottery/verify?${new URLSearchParams({ gameCode, issue })}`;
