import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { popularGamesQuery } from '../../../src/api/games/boards';
import { Icon } from '../../../src/ui/Icon';
import { Skeleton } from '../../../src/ui/Skeleton';
import { QueryState } from '../QueryState';
import { PopularGameTile } from './PopularGameTile';
import { useReducedMotion } from './useReducedMotion';

/** The row's shape while the games load: tiles of a picture and two lines. */
function PopularSkeleton() {
  return (
    <ul className="popular-row" aria-hidden="true">
      {Array.from({ length: 8 }, (_, i) => (
        <li key={i}>
          <div className="mq-tile popular-tile">
            <Skeleton width={104} height={104} />
            <Skeleton shape="text" width="80%" />
            <Skeleton shape="text" width="50%" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The brand's most played games in one row that scrolls sideways, by finger on a phone and by
 * the arrows on a desktop; each tile opens its game.
 */
export function PopularGames() {
  const { t, i18n } = useTranslation('boards');
  const query = useQuery(popularGamesQuery(i18n.language));
  const row = useRef<HTMLUListElement>(null);
  const still = useReducedMotion();
  // Most of a row's width at a time, so the tile cut at the edge is the first one shown next.
  const scroll = (direction: 1 | -1) => row.current?.scrollBy({ left: direction * row.current.clientWidth * 0.8, behavior: still ? 'auto' : 'smooth' });
  return (
    <section className="board board--popular" aria-labelledby="board-popular">
      <div className="board__head">
        <h2 id="board-popular">{t('popularTitle')}</h2>
        {query.data && query.data.length > 0 && (
          <div className="board__arrows">
            <button type="button" className="board__arrow" aria-label={t('popularBack')} onClick={() => scroll(-1)}>
              <Icon name="previous" />
            </button>
            <button type="button" className="board__arrow" aria-label={t('popularOn')} onClick={() => scroll(1)}>
              <Icon name="next" />
            </button>
          </div>
        )}
      </div>
      <QueryState query={query} isEmpty={(d) => d.length === 0} emptyTitle={t('popularEmpty')} loading={<PopularSkeleton />}>
        {(games) => (
          <ul className="popular-row" ref={row}>
            {games.map((g) => (
              <li key={g.nodeId}>
                <PopularGameTile game={g} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
