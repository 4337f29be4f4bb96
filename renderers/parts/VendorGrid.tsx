import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NavVendor } from '../../src/engine/runtime';
import { vendorGamesHref } from '../../src/engine/vendorGamesHref';
import './VendorGrid.css';

/**
 * Vendor cards, leading where the header's drop-down leads: a vendor's page (slots, fishing, cards,
 * FB's sports), else its games to choose from. Anyone may look; the game asks for a sign-in when
 * it needs one.
 */
export function VendorGrid({ vendors }: { vendors: NavVendor[] }) {
  const { t } = useTranslation('nav');
  return (
    <ul className="vendor-grid">
      {vendors.map((v) => (
        <li key={v.id}>
          <Link className="mq-tile vendor-card" to={v.path ?? vendorGamesHref(v)}>
            <img className="vendor-card__logo" src={v.logo} alt="" width={120} height={48} loading="lazy" />
            <span className="vendor-card__name">{v.name}</span>
            {v.isHot === 1 && <span className="hot-badge">{t('hot')}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
