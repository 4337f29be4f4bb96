import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { usePermission, useRuntime } from '../../src/contract/contexts';
import { VendorGrid } from '../parts/VendorGrid';
import { EmptyState } from '../parts/EmptyState';
import './home.css';

/** The home page: every game category that has vendors, in the brand's order. */
export default function Home(_: SlotProps['screen']) {
  const { t } = useTranslation(['screens', 'nav']);
  const runtime = useRuntime();
  const { whitelabel } = usePermission();
  const categories = runtime.navigation.filter((n) => n.kind === 'category');
  return (
    <div className="screen screen--home">
      <h1 className="screen__title">{t('screens:homeTitle', { name: whitelabel.name })}</h1>
      {categories.length === 0 && <EmptyState title={t('screens:noVendors')} />}
      {categories.map((c) => (
        <section key={c.category} className="home-category" aria-labelledby={`home-${c.category}`}>
          <div className="home-category__head">
            <h2 id={`home-${c.category}`}>{t(c.labelKey)}</h2>
            {c.path && (
              <Link to={c.path} className="home-category__all">
                {t('nav:more')}
              </Link>
            )}
          </div>
          <VendorGrid vendors={c.vendors} />
        </section>
      ))}
    </div>
  );
}
