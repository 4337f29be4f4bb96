import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { OpsBrand } from '../generated/types';
import { BrandFrame } from './BrandFrame';
import { ListState } from './ListState';
import { useConsole } from './ConsoleContext';
import { lotteryQueries } from './queries/lottery';
import { ScheduleSection } from './lottery/ScheduleSection';
import { OddsSection } from './lottery/OddsSection';
import { LiabilitySection } from './lottery/LiabilitySection';
import './lottery/lottery.css';

/**
 * The in-house lottery of a brand (decision 0317): its schedules and odds, which admin sets, and
 * what each open issue could cost the house, where admin and payments may cancel an issue.
 */
export function LotteryPage() {
  const { t } = useTranslation();
  return (
    <BrandFrame page="lottery">
      {(brand) => (
        <>
          <p className="console-muted">{t('lotteryHelp')}</p>
          <Sections brand={brand} />
        </>
      )}
    </BrandFrame>
  );
}

function Sections({ brand }: { brand: OpsBrand }) {
  const { i18n } = useTranslation();
  const { operator } = useConsole();
  const setup = useQuery(lotteryQueries.setup(brand.id, i18n.language));
  const editor = operator.role === 'admin';
  return (
    <ListState query={setup} empty={false} emptyText="">
      {() => (
        <>
          <ScheduleSection brand={brand} games={setup.data!.games} editor={editor} />
          <OddsSection brand={brand} odds={setup.data!.odds} editor={editor} />
          <LiabilitySection brand={brand} games={setup.data!.games} />
        </>
      )}
    </ListState>
  );
}
