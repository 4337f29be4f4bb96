import { useTranslation } from 'react-i18next';
import type { GameView } from '../../../src/engine/gameFilters';

/** The lobby's lists (SPEC §4): all, hot, favourites, recent; each a button that says whether it is the one shown. */
export function LobbyViews({ views, current, onChoose }: { views: readonly GameView[]; current: GameView; onChoose: (view: GameView) => void }) {
  const { t } = useTranslation('games');
  if (views.length < 2) return null;
  return (
    <div className="lobby-views" role="group" aria-label={t('views')}>
      {views.map((v) => (
        <button key={v} type="button" className="lobby-views__button" aria-pressed={v === current} onClick={() => onChoose(v)}>
          {t(`view_${v}`)}
        </button>
      ))}
    </div>
  );
}
