import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../src/contract/contexts';
import { EmptyState } from './EmptyState';
import { VendorGrid } from './VendorGrid';

/** The home page's game categories that have vendors, in the brand's order, each with its vendors. */
export default function HomeCategories() {
  const { t } = useTranslation(['screens', 'nav']);
  const categories = useRuntime().navigation.filter((n) => n.kind === 'category');
  if (categories.length === 0) return <EmptyState title={t('screens:noVendors')} />;
  // The sections share rows on a wide screen, each as wide as its vendors ask (home.css): a
  // category of one vendor sits beside the next instead of beside an empty row.
  return (
    <div className="home-categories">
      {categories.map((c) => (
        <section key={c.category} className="home-category" aria-labelledby={`home-${c.category}`} style={{ '--vendors': c.vendors.length } as CSSProperties}>
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
