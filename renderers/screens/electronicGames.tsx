import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { categoryLabelKey } from '../../src/engine/categoryLabelKey';
import { JackpotCounter } from '../parts/JackpotCounter';
import { EmptyState } from '../parts/EmptyState';
import { GameLobby } from '../parts/games/GameLobby';
import { lobbyScreens } from '../../src/engine/lobbyScreens';

/**
 * /rng, /fish, /pvp: the game lobby by vendor (the `vendor` query parameter, or `page` on /rng,
 * selects one; the first otherwise). /rng also shows the jackpot below its banner, and its game
 * types and lines filter.
 */
export default function ElectronicGames({ route }: SlotProps['screen']) {
  const { t } = useTranslation(['screens', 'nav']);
  return (
    <div className="screen">
      {route.category === 'RNG' && <JackpotCounter />}
      <h1 className="screen__title">{t(categoryLabelKey(route.category))}</h1>
      {route.category ? <GameLobby category={route.category} {...lobbyScreens.electronicGames(route.category)} /> : <EmptyState title={t('screens:noVendorsInCategory')} />}
    </div>
  );
}
