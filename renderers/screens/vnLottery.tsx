import { useEffect, useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { SlotProps } from '../../src/contract/slotProps';
import type { LotteryGameMenu } from '../../src/generated/types';
import { useSession } from '../../src/api/sessionStore';
import { lotteryMenuQuery, lotteryRecentQuery } from '../../src/api/games/lottery';
import { Tabs } from '../../src/ui/Tabs';
import { Skeleton } from '../../src/ui/Skeleton';
import { QueryState } from '../parts/QueryState';
import { EmptyState } from '../parts/EmptyState';
import { LotteryCard } from '../parts/lottery/LotteryCard';
import { useLotteryFavourites } from '../parts/lottery/useLotteryFavourites';
import { useNow } from '../parts/lottery/useNow';
import './vnLottery.css';

type Tab = 'all' | 'fav' | 'recent';

/**
 * /vnlottery: the Vietnam lottery's lobby (SPEC §2.8, §3 vnLotteryMenus). The brand's games in
 * their groups, each with the countdown to its next draw; the favourites kept in LOTTFAV; a
 * signed-in member's recent games. The tab is the address's `tab`, so a reload keeps it.
 */
export default function VnLottery(_: SlotProps['screen']) {
  const { t, i18n } = useTranslation('screens');
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const menu = useQuery(lotteryMenuQuery(i18n.language));
  const { favourites, toggle } = useLotteryFavourites();
  const now = useNow();
  const headingId = useId();

  // A draw passed: its card asks for the game's next one.
  const passed = (menu.data?.groups ?? []).flatMap((g) => g.gameMenus.filter((m) => m.nextDrawAt && Date.parse(m.nextDrawAt) <= now).map((m) => m.nextIssue)).join();
  const { refetch } = menu;
  useEffect(() => {
    if (passed) void refetch();
  }, [passed, refetch]);

  const tabs: Tab[] = session ? ['all', 'fav', 'recent'] : ['all', 'fav'];
  const asked = params.get('tab') as Tab | null;
  const tab = asked && tabs.includes(asked) ? asked : 'all';
  const cards = (menus: LotteryGameMenu[]) => (
    <ul className="lotto-cards">
      {menus.map((m) => (
        <LotteryCard key={m.gameCode} menu={m} now={now} favourite={favourites.includes(m.gameCode)} onFavourite={() => toggle(m.gameCode)} />
      ))}
    </ul>
  );
  const panel = (which: Tab) => (
    <QueryState query={menu} isEmpty={(d) => d.groups.length === 0} emptyTitle={t('lotteryNoGames')} loading={<CardsSkeleton />}>
      {(data) => {
        if (which === 'all')
          return data.groups.map((g) => (
            <section key={g.group} className="lotto-group" aria-labelledby={`${headingId}-${g.group}`}>
              <h2 id={`${headingId}-${g.group}`} className="lotto-group__title">
                {t(`lotteryGroup_${g.group}`)}
              </h2>
              {cards(g.gameMenus)}
            </section>
          ));
        if (which === 'fav') {
          const mine = data.groups.flatMap((g) => g.gameMenus).filter((m) => favourites.includes(m.gameCode));
          return mine.length > 0 ? cards(mine) : <EmptyState title={t('lotteryNoFavourites')} />;
        }
        return <RecentGames cards={cards} />;
      }}
    </QueryState>
  );

  return (
    <div className="screen screen--vnlottery">
      <h1 className="screen__title">{t('vnLotteryTitle')}</h1>
      <Tabs
        label={t('vnLotteryTitle')}
        selectedId={tab}
        onSelect={(id) => setParams(id === 'all' ? {} : { tab: id }, { replace: true })}
        tabs={tabs.map((id) => ({ id, label: t(`lotteryTab_${id}`), panel: panel(id) }))}
      />
    </div>
  );
}

/** The signed-in member's games, the last bet first; updated when they come back to the tab. */
function RecentGames({ cards }: { cards: (menus: LotteryGameMenu[]) => ReactNode }) {
  const { t, i18n } = useTranslation('screens');
  const session = useSession();
  const recent = useQuery({ ...lotteryRecentQuery(session?.token ?? '', i18n.language), enabled: session !== null });
  return (
    <QueryState query={recent} isEmpty={(d) => d.gameMenus.length === 0} emptyTitle={t('lotteryNoRecent')} loading={<CardsSkeleton />}>
      {(d) => cards(d.gameMenus)}
    </QueryState>
  );
}

function CardsSkeleton() {
  return (
    <ul className="lotto-cards" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <li key={i} className="lotto-card">
          <Skeleton shape="text" width="60%" />
          <Skeleton shape="text" width="40%" />
          <Skeleton shape="text" width="50%" />
        </li>
      ))}
    </ul>
  );
}
