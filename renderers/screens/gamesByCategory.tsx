import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { VendorGrid } from '../parts/VendorGrid';
import { VendorGridSkeleton } from '../parts/VendorGridSkeleton';
import { QueryState } from '../parts/QueryState';
import { useCategoryVendors } from '../parts/useCategoryVendors';
import { categoryLabelKey } from '../../src/engine/categoryLabelKey';

/** /live, /sports, /esports, /elott: the category's vendors. */
export default function GamesByCategory({ route }: SlotProps['screen']) {
  const { t } = useTranslation(['screens', 'nav']);
  const { query, vendors } = useCategoryVendors(route.category);
  return (
    <div className="screen">
      <h1 className="screen__title">{t(categoryLabelKey(route.category))}</h1>
      <QueryState query={query} isEmpty={() => vendors.length === 0} emptyTitle={t('screens:noVendorsInCategory')} loading={<VendorGridSkeleton />}>
        {() => <VendorGrid vendors={vendors} />}
      </QueryState>
    </div>
  );
}
