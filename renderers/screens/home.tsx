import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { usePermission } from '../../src/contract/contexts';
import './home.css';

// The home route's first script is at its size budget: the boards (jackpot, popular games,
// winners) and the categories below them, all past the first screen's banner, come in chunks of
// their own. The placeholder holds the boards' heights meanwhile, so nothing moves when they come.
const HomeBoards = lazy(() => import('../parts/boards/HomeBoards'));
const HomeCategories = lazy(() => import('../parts/HomeCategories'));
const OpenedNumbers = lazy(() => import('../parts/lottery/OpenedNumbers'));
const boardsPlaceholder = (
  <div className="home-boards" aria-hidden="true">
    <span className="mq-skeleton board--jackpot" />
    <span className="mq-skeleton board--popular" />
    <span className="mq-skeleton board--winners" />
  </div>
);

/** The home page: the boards, the latest lottery results, then every game category that has vendors, in the brand's order. */
export default function Home(_: SlotProps['screen']) {
  const { t } = useTranslation('screens');
  const { whitelabel } = usePermission();
  return (
    <div className="screen screen--home">
      <h1 className="screen__title">{t('homeTitle', { name: whitelabel.name })}</h1>
      <Suspense fallback={boardsPlaceholder}>
        <HomeBoards />
        <OpenedNumbers />
        <HomeCategories />
      </Suspense>
    </div>
  );
}
