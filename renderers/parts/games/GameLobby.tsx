import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Category } from '../../../src/generated/types';
import { useRuntime } from '../../../src/contract/contexts';
import { useGuardedAction } from '../../../src/contract/useGuardedAction';
import { useSession } from '../../../src/api/sessionStore';
import { isTrialAccount } from '../../../src/engine/accountType';
import { filterCount, lobbyFromParams, lobbyParams, lobbyViews, noFilters, shownLobby, viewNeedsRealAccount, withFilters, withVendor, withView, type GameView, type Lobby } from '../../../src/engine/gameFilters';
import { QueryState } from '../QueryState';
import { useCategoryVendors } from '../useCategoryVendors';
import { useFavourites } from './useFavourites';
import { VendorMenu, vendorTabId } from './VendorMenu';
import { VendorMenuSkeleton } from './VendorMenuSkeleton';
import { GameGridSkeleton } from './GameGridSkeleton';
import { LobbyViews } from './LobbyViews';
import { LobbyFilters } from './LobbyFilters';
import { LobbyGames } from './LobbyGames';
import './GameLobby.css';

interface Props {
  category: Category;
  /** A first tab with every vendor's games; without it the first vendor is shown. */
  allVendorsTab: boolean;
  /** The slot page's classify tabs and lines filter. */
  slots?: boolean;
  /** The classify tabs alone (the lottery lobby's, SPEC §2.8). */
  classifyTabs?: boolean;
}

/**
 * A category's game lobby: vendor tabs, the views of SPEC §4, the filters of SPEC §5 and the games.
 * Its state is the page's address (src/engine/gameFilters.ts), so the rules of §4 are the engine's.
 */
export function GameLobby({ category, allVendorsTab, slots = false, classifyTabs = slots }: Props) {
  const { t } = useTranslation(['games', 'screens']);
  const { query, vendors } = useCategoryVendors(category);
  const [params, setParams] = useSearchParams();
  const { features } = useRuntime();
  const session = useSession();
  const guarded = useGuardedAction();
  const panelId = useId();
  const filtersId = useId();
  // On a phone the filters fold behind one button, so the games are on the first screen; a wider
  // screen shows them open and hides the button (GameLobby.css).
  const [filtersOpen, setFiltersOpen] = useState(false);
  const realMember = session !== null && !isTrialAccount(session.accountType);
  const stars = useFavourites(features.favouriteGames);

  const views = lobbyViews(features);

  // A view the brand switched off, or a member's own list after signing out, shows all games.
  const lobby: Lobby = shownLobby(lobbyFromParams(params), vendors, { allVendorsTab, views, realMember });
  const { vendor, view } = lobby;
  const show = (next: Lobby) => {
    if (next !== lobby) setParams(lobbyParams(next), { replace: true });
  };
  const chooseView = (next: GameView) => {
    if (viewNeedsRealAccount(next)) guarded(() => show(withView(lobby, next)));
    else show(withView(lobby, next));
  };
  const clearFilters = (
    <button type="button" className="mq-button mq-button--secondary" onClick={() => show(withFilters(lobby, noFilters))}>
      {t('clearFilters')}
    </button>
  );

  return (
    <QueryState
      query={query}
      isEmpty={() => vendors.length === 0}
      emptyTitle={t('screens:noVendorsInCategory')}
      loading={
        <>
          <VendorMenuSkeleton />
          <GameGridSkeleton />
        </>
      }
    >
      {() => (
        <>
          <VendorMenu vendors={vendors} allTab={allVendorsTab} selected={vendor} onChoose={(code) => show(withVendor(lobby, code))} panelId={panelId} />
          <div className="lobby" role="tabpanel" id={panelId} aria-labelledby={vendorTabId(panelId, vendor)}>
            <div className="lobby__bar">
              <div className="lobby__row">
                <LobbyViews views={views} current={view} onChoose={chooseView} />
                <FilterToggle count={filterCount(lobby)} open={filtersOpen} controls={filtersId} onToggle={() => setFiltersOpen(!filtersOpen)} />
              </div>
              <LobbyFilters
                id={filtersId}
                folded={!filtersOpen}
                category={category}
                vendor={vendor}
                filters={lobby}
                slots={slots}
                classifyTabs={classifyTabs}
                onChange={(patch) => show(withFilters(lobby, patch))}
              />
            </div>
            <LobbyGames category={category} lobby={lobby} stars={stars} token={realMember ? session.token : null} clearFilters={clearFilters} />
          </div>
        </>
      )}
    </QueryState>
  );
}

/** The button that unfolds the filters on a phone: it says how many are on while they are folded away. */
function FilterToggle({ count, open, controls, onToggle }: { count: number; open: boolean; controls: string; onToggle: () => void }) {
  const { t } = useTranslation('games');
  return (
    <button type="button" className="lobby-chip lobby__filter-toggle" aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M3 5h18v2H3zm4 6h10v2H7zm3 6h4v2h-4z" />
      </svg>
      {count > 0 ? t('filterToggleOn', { n: count }) : t('filterToggle')}
    </button>
  );
}
