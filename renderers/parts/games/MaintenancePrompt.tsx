import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../../src/generated/types';
import { useRuntime } from '../../../src/contract/contexts';
import { Icon } from '../../../src/ui/Icon';
import { EmptyState } from '../EmptyState';
import { GameTile } from './GameTile';
import { useFavourites } from './useFavourites';
import './GameResults.css';
import './GameStage.css';

/** SPEC §4 "Game maintenance shows a prompt with alternative games": the closed game, and open ones of its category to play instead. */
export function MaintenancePrompt({ game, alternatives, onBack }: { game: Game; alternatives: Game[]; onBack: () => void }) {
  const { t } = useTranslation('games');
  const stars = useFavourites(useRuntime().features.favouriteGames);
  const titleId = useId();
  return (
    <section className="screen game-closed" aria-labelledby={titleId}>
      <div className="game-closed__head">
        <span className="game-closed__icon">
          <Icon name="warning" size="1.75rem" />
        </span>
        <div>
          <h1 id={titleId} className="game-closed__title">
            {t('maintenanceTitle', { game: game.gameName })}
          </h1>
          <p className="game-closed__text">{alternatives.length > 0 ? t('maintenanceText') : t('maintenanceLater')}</p>
        </div>
      </div>
      {alternatives.length > 0 ? (
        <ul className="game-grid game-closed__games" aria-label={t('alternatives')}>
          {alternatives.map((g) => (
            <GameTile key={g.nodeId} game={g} stars={stars} />
          ))}
        </ul>
      ) : (
        <EmptyState title={t('noAlternatives')} />
      )}
      <button type="button" className="mq-button mq-button--secondary" onClick={onBack}>
        {t('back')}
      </button>
    </section>
  );
}
