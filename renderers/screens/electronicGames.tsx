import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { VendorTabsSkeleton } from '../parts/VendorTabsSkeleton';
import { QueryState } from '../parts/QueryState';
import { EmptyState } from '../parts/EmptyState';
import { useCategoryVendors } from '../parts/useCategoryVendors';
import { categoryLabelKey } from '../../src/engine/categoryLabelKey';
import { JackpotCounter } from '../parts/JackpotCounter';
import './electronicGames.css';

/**
 * /rng, /fish, /pvp: vendor tabs (the `vendor` query parameter, or `page` on /rng, selects one)
 * and the chosen vendor's games; /rng also shows the jackpot below its banner.
 */
export default function ElectronicGames({ route }: SlotProps['screen']) {
  const { t } = useTranslation(['screens', 'nav']);
  const [params, setParams] = useSearchParams();
  const { query, vendors } = useCategoryVendors(route.category);
  const wanted = params.get('vendor') ?? params.get('page');
  const current = vendors.find((v) => v.vassalage === wanted) ?? vendors[0];
  return (
    <div className="screen">
      {route.category === 'RNG' && <JackpotCounter />}
      <h1 className="screen__title">{t(categoryLabelKey(route.category))}</h1>
      <QueryState query={query} isEmpty={() => vendors.length === 0} emptyTitle={t('screens:noVendorsInCategory')} loading={<VendorTabsSkeleton />}>
        {() => (
          <>
            <div className="vendor-tabs" role="tablist" aria-label={t('screens:vendors')}>
              {vendors.map((v) => (
                <button
                  key={v.id}
                  type="button"
                  role="tab"
                  aria-selected={v === current}
                  className="vendor-tab"
                  onClick={() => setParams({ vendor: v.vassalage }, { replace: true })}
                >
                  <img src={v.logo} alt="" width={72} height={29} />
                  {v.name}
                </button>
              ))}
            </div>
            <div role="tabpanel" aria-label={current?.name}>
              <EmptyState title={t('screens:noGamesListed', { vendor: current?.name ?? '' })} />
            </div>
          </>
        )}
      </QueryState>
    </div>
  );
}
