import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { categoryLabelKey } from '../../src/engine/categoryLabelKey';
import { EmptyState } from '../parts/EmptyState';
import { GameLobby } from '../parts/games/GameLobby';
import { lobbyScreens } from '../../src/engine/lobbyScreens';

/** /live, /sports, /esports, /cockfight, /elott: the category's game lobby, every vendor's games first. */
export default function GamesByCategory({ route }: SlotProps['screen']) {
  const { t } = useTranslation(['screens', 'nav']);
  return (
    <div className="screen">
      <h1 className="screen__title">{t(categoryLabelKey(route.category))}</h1>
      {route.category ? <GameLobby category={route.category} {...lobbyScreens.gamesByCategory()} /> : <EmptyState title={t('screens:noVendorsInCategory')} />}
    </div>
  );
}
