import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { VendorGrid } from '../parts/VendorGrid';
import { VendorGridSkeleton } from '../parts/VendorGridSkeleton';
import { QueryState } from '../parts/QueryState';
import { useCategoryVendors } from '../parts/useCategoryVendors';

/** /fbsports (header only): the FB sports vendor's page. */
export default function FbSports(_: SlotProps['screen']) {
  const { t } = useTranslation('screens');
  const { query, vendors } = useCategoryVendors('SPORTS');
  const fb = vendors.filter((v) => v.vassalage === 'FB');
  return (
    <div className="screen">
      <h1 className="screen__title">{t('fbSportsTitle')}</h1>
      <QueryState query={query} isEmpty={() => fb.length === 0} emptyTitle={t('noVendorsInCategory')} loading={<VendorGridSkeleton />}>
        {() => <VendorGrid vendors={fb} />}
      </QueryState>
    </div>
  );
}
