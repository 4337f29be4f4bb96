import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Category } from '../../../src/generated/types';
import { favouriteListQuery, gameListQuery, hotGamesQuery, recentGamesQuery } from '../../../src/api/games/gameLobby';
import { gameListRequest, isFiltered, type Lobby } from '../../../src/engine/gameFilters';
import { GameResults, fromList, fromPages } from './GameResults';
import type { FavouriteStars } from './useFavourites';

interface Props {
  category: Category;
  lobby: Lobby;
  stars: FavouriteStars | null;
  /** The signed-in real member's token, for their own lists. */
  token: string | null;
  /** A way out of an empty filtered list. */
  clearFilters: ReactNode;
}

/** The games of the lobby's view (SPEC §4), each view from its own call. */
export function LobbyGames(props: Props) {
  const { view } = props.lobby;
  if (view === 'hot') return <HotGames {...props} />;
  if ((view === 'fav' || view === 'recent') && props.token) return <MemberGames {...props} token={props.token} view={view} />;
  return <AllGames {...props} />;
}

function AllGames({ category, lobby, stars, clearFilters }: Props) {
  const { t, i18n } = useTranslation('games');
  const query = useInfiniteQuery(gameListQuery(i18n.language, gameListRequest(category, lobby)));
  const filtered = isFiltered(lobby);
  return <GameResults source={fromPages(query)} stars={stars} emptyTitle={t(filtered ? 'noMatch' : 'noGames')} emptyAction={filtered ? clearFilters : undefined} />;
}

/** One page, no further loading. */
function HotGames({ category, lobby, stars }: Props) {
  const { t, i18n } = useTranslation('games');
  const query = useQuery({ ...hotGamesQuery(i18n.language, lobby.vendor), select: (hot) => hot.list.find((g) => g.gameType === category)?.games ?? [] });
  return <GameResults source={fromList(query)} stars={stars} emptyTitle={t('noHot')} />;
}

function MemberGames({ category, lobby, stars, token, view }: Props & { token: string; view: 'fav' | 'recent' }) {
  const { t, i18n } = useTranslation('games');
  const input = { gameType: category, ...(lobby.vendor ? { vassalage: lobby.vendor } : {}) };
  const query = useInfiniteQuery(view === 'fav' ? favouriteListQuery(token, i18n.language, input) : recentGamesQuery(token, i18n.language, input));
  return <GameResults source={fromPages(query)} stars={stars} emptyTitle={t(view === 'fav' ? 'noFavourites' : 'noRecent')} />;
}
