import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { VendorGrid } from '../parts/VendorGrid';
import { VendorGridSkeleton } from '../parts/VendorGridSkeleton';
import { QueryState } from '../parts/QueryState';
import { useCategoryVendors } from '../parts/useCategoryVendors';

/**
 * /lottery and /vnlottery (header only): the lottery vendors; `vendor` narrows them to one, named
 * in the subtitle by its name, never by its code.
 */
export default function Lottery(_: SlotProps['screen']) {
  const { t } = useTranslation('screens');
  const [params] = useSearchParams();
  const { query, vendors } = useCategoryVendors('LOTT');
  const vendor = params.get('vendor');
  const shown = vendor ? vendors.filter((v) => v.vassalage === vendor) : vendors;
  return (
    <div className="screen">
      <h1 className="screen__title">{t('lotteryTitle')}</h1>
      {vendor && shown[0] && <p className="screen__subtitle">{t('lotteryOf', { vendor: shown[0].name })}</p>}
      <QueryState query={query} isEmpty={() => shown.length === 0} emptyTitle={t('noVendorsInCategory')} loading={<VendorGridSkeleton />}>
        {() => <VendorGrid vendors={shown} />}
      </QueryState>
    </div>
  );
}
