import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../../src/generated/types';
import { gameHref } from '../../../src/engine/gameHref';
import type { FavouriteStars } from './useFavourites';
import { GameImage } from './GameImage';
import { useLotteryVendors } from './useLotteryVendors';

/**
 * One game: a link that opens it (SPEC §2.8), with its picture, name, vendor and marks, and beside
 * the link (a control may not sit inside another) the favourite star of a signed-in real member.
 */
/** `first`: a tile of the grid's first rows, on screen as the page opens (its picture is fetched at once). */
export function GameTile({ game, stars, first = false }: { game: Game; stars: FavouriteStars | null; first?: boolean }) {
  const { t } = useTranslation('games');
  const starred = stars?.has(game.nodeId) ?? false;
  const lotteryVendors = useLotteryVendors();
  return (
    <li className={game.maintenance ? 'game-tile game-tile--closed' : 'game-tile'}>
      <Link to={gameHref(game, lotteryVendors)} className="game-tile__open">
        <span className="game-tile__picture">
          <GameImage src={game.image} first={first} />
        </span>
        <span className="game-tile__name">{game.gameName}</span>
        <span className="game-tile__vendor">{game.vendorName}</span>
        <span className="game-tile__marks">
          {game.maintenance === 1 && <span className="game-mark game-mark--closed">{t('maintenance')}</span>}
          {game.isHot === 1 && <span className="game-mark game-mark--hot">{t('hot')}</span>}
          {game.isNew === 1 && <span className="game-mark game-mark--new">{t('new')}</span>}
        </span>
      </Link>
      {stars && (
        <button
          type="button"
          className="game-tile__star"
          aria-pressed={starred}
          aria-label={t('favourite', { game: game.gameName })}
          disabled={stars.busy(game.nodeId)}
          onClick={() => stars.toggle(game, !starred)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M12 3.2l2.7 5.6 6.1.8-4.5 4.2 1.1 6-5.4-2.9-5.4 2.9 1.1-6-4.5-4.2 6.1-.8z" strokeWidth="1.8" strokeLinejoin="round" />
          </svg>
        </button>
      )}
    </li>
  );
}
