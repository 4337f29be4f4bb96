import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { VendorGrid } from '../parts/VendorGrid';
import { QueryState } from '../parts/QueryState';
import { useCategoryVendors } from '../parts/useCategoryVendors';

/** /lottery and /vnlottery (header only): the lottery vendors; gameCode, vendor and playType pick a game. */
export default function Lottery(_: SlotProps['screen']) {
  const { t } = useTranslation('screens');
  const [params] = useSearchParams();
  const { query, vendors } = useCategoryVendors('LOTT');
  const vendor = params.get('vendor');
  const shown = vendor ? vendors.filter((v) => v.vassalage === vendor) : vendors;
  return (
    <div className="screen">
      <h1 className="screen__title">{t('lotteryTitle')}</h1>
      {params.get('gameCode') && <p className="screen__subtitle">{t('lotteryGame', { game: params.get('gameCode'), playType: params.get('playType') ?? '' })}</p>}
      <QueryState query={query} isEmpty={() => shown.length === 0} emptyTitle={t('noVendorsInCategory')}>
        {() => <VendorGrid vendors={shown} />}
      </QueryState>
    </div>
  );
}
