import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../../src/generated/types';
import { GameImage } from '../games/GameImage';

/** One game of the popular row: its picture, name and vendor, opening the game's page. */
export function PopularGameTile({ game }: { game: Game }) {
  const { t } = useTranslation('boards');
  return (
    <Link to={`/game?nodeId=${game.nodeId}`} className="mq-tile popular-tile">
      <GameImage src={game.image} size={104} className="game-image" />
      <span className="popular-tile__name">{game.gameName}</span>
      <span className="popular-tile__vendor">{game.vendorName}</span>
      {game.maintenance === 1 ? (
        <span className="popular-tile__flag">{t('maintenance')}</span>
      ) : (
        <>
          {game.isHot === 1 && <span className="hot-badge">{t('hot')}</span>}
          {game.isNew === 1 && <span className="popular-tile__new">{t('new')}</span>}
        </>
      )}
    </Link>
  );
}
