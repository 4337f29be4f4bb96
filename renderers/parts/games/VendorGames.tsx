import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Category } from '../../../src/generated/types';
import { gameMenusQuery } from '../../../src/api/games/menus';
import { gameListQuery } from '../../../src/api/games/gameLobby';
import { useRuntime } from '../../../src/contract/contexts';
import { gameHref, opensFirstGame } from '../../../src/engine/gameHref';
import { useLotteryVendors } from './useLotteryVendors';
import { Spinner } from '../../../src/ui/Spinner';
import { NoGameOpen } from '../NoGameOpen';
import { EmptyState } from '../EmptyState';
import { GameResults, fromPages } from './GameResults';
import { useFavourites } from './useFavourites';

/**
 * A vendor launched from the header or its own page (SPEC §2.3, §2.8 isGame VASSALAGE): its games of
 * the category to choose from. Cockfight, or a vendor with one game, opens that game at once.
 */
export function VendorGames({ code, gameType, title }: { code: string; gameType: string | null; title?: string }) {
  const { t } = useTranslation(['screens', 'games']);
  // The address names the vendor by code and the category as text: both are read against the
  // brand's own vendors, and a player sees the vendor's name. One code may serve several
  // categories (PP: live and slots), so the category picks among them.
  const menus = useQuery(gameMenusQuery());
  const named = (menus.data ?? []).flatMap((m) => m.vendors).filter((v) => v.vassalage === code);
  const vendor = named.find((v) => v.gameType === gameType);
  const heading = title ?? (named[0] ? t('screens:gameOf', { vendor: (vendor ?? named[0]).name }) : t('screens:gameTitle'));
  return (
    <div className="screen">
      <h1 className="screen__title">{heading}</h1>
      {!code ? (
        <NoGameOpen />
      ) : menus.isPending ? (
        <Spinner size="2rem" />
      ) : vendor ? (
        // In place of this address: back from the game leaves the vendor, as choosing it meant.
        <VendorGameList code={vendor.vassalage} gameType={vendor.gameType} replace />
      ) : (
        <EmptyState title={t('games:vendorNotFound')} />
      )}
    </div>
  );
}

/** A vendor's games of a category; `replace`: a vendor that opens its first game at once leaves the current address for it. */
export function VendorGameList({ code, gameType, replace = false }: { code: string; gameType: Category; replace?: boolean }) {
  const { t, i18n } = useTranslation('games');
  const navigate = useNavigate();
  const stars = useFavourites(useRuntime().features.favouriteGames);
  const query = useInfiniteQuery(gameListQuery(i18n.language, { clientType: 3, gameType, vassalage: code }));
  const lotteryVendors = useLotteryVendors();
  const first = query.data?.pages[0];
  const direct = first?.games[0] && opensFirstGame(gameType, first.total) ? gameHref(first.games[0], lotteryVendors) : null;
  useEffect(() => {
    if (direct) void navigate(direct, { replace });
  }, [direct, navigate, replace]);
  if (direct) return <Spinner label={t('opening')} size="2rem" />;
  return <GameResults source={fromPages(query)} stars={stars} emptyTitle={t('noGames')} />;
}
