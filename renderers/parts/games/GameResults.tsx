import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InfiniteData, UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import type { Game } from '../../../src/generated/types';
import type { GamePage } from '../../../src/api/games/gameLobby';
import { failureMessage } from '../../../src/api/client';
import { Spinner } from '../../../src/ui/Spinner';
import { VisuallyHidden } from '../../../src/ui/VisuallyHidden';
import { EmptyState } from '../EmptyState';
import type { FavouriteStars } from './useFavourites';
import { useLoadMore } from './useLoadMore';
import { GameTile } from './GameTile';
import { GameGridSkeleton } from './GameGridSkeleton';
import { firstScreenTiles } from '../../../src/engine/lobbyScreens';
import './GameResults.css';

/** What any game list gives the grid: a paged list (gameList, favourites, recent) or a single page (hot). */
export interface GameResultsSource {
  status: 'pending' | 'error' | 'success';
  games: Game[];
  total: number | null;
  error: unknown;
  retry: () => void;
  pages: number;
  hasMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  loadMore: () => void;
}


export function fromPages(q: UseInfiniteQueryResult<InfiniteData<GamePage>>): GameResultsSource {
  const pages = q.data?.pages ?? [];
  return {
    status: q.status,
    games: pages.flatMap((p) => p.games),
    total: pages[0]?.total ?? null,
    error: q.error,
    retry: () => void q.refetch(),
    pages: pages.length,
    hasMore: q.hasNextPage,
    loadingMore: q.isFetchingNextPage,
    moreFailed: q.isFetchNextPageError,
    loadMore: () => {
      if (q.hasNextPage && !q.isFetching) void q.fetchNextPage();
    },
  };
}

export function fromList(q: UseQueryResult<Game[]>): GameResultsSource {
  const games = q.data ?? [];
  return { status: q.status, games, total: q.data ? games.length : null, error: q.error, retry: () => void q.refetch(), pages: 1, hasMore: false, loadingMore: false, moreFailed: false, loadMore: () => undefined };
}

/**
 * A game grid with every state a player can meet: loading (the grid's shape), failure with a retry,
 * empty (with a way on, when given), and the games with the next page loading as the list's end
 * comes into view (SPEC §9 infinite scroll).
 */
export function GameResults({ source, stars, emptyTitle, emptyAction }: { source: GameResultsSource; stars: FavouriteStars | null; emptyTitle: string; emptyAction?: ReactNode }) {
  const { t } = useTranslation(['games', 'common', 'ui']);
  const sentinel = useLoadMore<HTMLDivElement>(source.loadMore, source.status === 'success' && source.hasMore && !source.loadingMore && !source.moreFailed, source.pages);
  if (source.status === 'pending')
    return (
      <div role="status" aria-busy="true">
        <VisuallyHidden>{t('ui:loading')}</VisuallyHidden>
        <GameGridSkeleton />
      </div>
    );
  if (source.status === 'error')
    return (
      <div className="empty-state" role="alert">
        <p className="empty-state__title">{failureMessage(source.error, t('common:networkError'))}</p>
        <button type="button" className="mq-button mq-button--primary" onClick={source.retry}>
          {t('common:retry')}
        </button>
      </div>
    );
  if (source.games.length === 0) return <EmptyState title={emptyTitle}>{emptyAction}</EmptyState>;
  return (
    <>
      {source.total !== null && (
        <p className="game-results__count" role="status">
          {t('games:count', { n: source.total })}
        </p>
      )}
      <ul className="game-grid" aria-label={t('games:gameList')}>
        {source.games.map((g, i) => (
          <GameTile key={g.nodeId} game={g} stars={stars} first={i < firstScreenTiles} />
        ))}
      </ul>
      <div ref={sentinel} className="game-results__end">
        {source.loadingMore && <Spinner label={t('games:loadingMore')} />}
        {source.moreFailed && (
          <button type="button" className="mq-button mq-button--secondary" onClick={source.loadMore}>
            {t('games:loadMoreAgain')}
          </button>
        )}
      </div>
    </>
  );
}
