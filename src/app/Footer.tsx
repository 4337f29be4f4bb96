import type { CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { gameMenusQuery } from '../api/games/menus';
import { footerVendors } from '../engine/footerVendors';
import { usePermission } from '../contract/contexts';

/** SPEC §9 footer slider: 10 slides, gap 10, speed 3000 (ms a logo takes to pass), continuous. */
const SLIDER = { slides: 10, gap: 10, speed: 3000 };

/** SPEC §1, §2.4: vendor logos, help menu, licences, copyright, 18+ and the 128-bit claim. */
export default function Footer() {
  const { t } = useTranslation('common');
  const { whitelabel } = usePermission();
  const { data: menus } = useQuery(gameMenusQuery());
  const vendors = footerVendors(menus ?? []);
  return (
    <footer className="site-footer">
      {vendors.length > 0 && (
        // Focusable: a keyboard pauses the ticker here, and with less motion scrolls the row it becomes.
        <div className="vendor-slider" aria-label={t('vendors')} role="region" tabIndex={0} data-testid="vendor-slider">
          {/* A CSS ticker on the compositor: it costs the page no script while it runs. The list
              is drawn twice so the loop has no seam; the copy is hidden from assistive technology. */}
          <div
            className={vendors.length > SLIDER.slides ? 'vendor-slider__track vendor-slider__track--moving' : 'vendor-slider__track'}
            style={{ '--vendor-gap': `${SLIDER.gap}px`, '--vendor-loop': `${(SLIDER.speed * vendors.length) / 1000}s` } as CSSProperties}
          >
            {(vendors.length > SLIDER.slides ? [false, true] : [false]).map((copy) => (
              <ul key={String(copy)} className="vendor-slider__list" aria-hidden={copy || undefined}>
                {vendors.map((v) => (
                  <li key={v.code}>
                    <img src={v.image} alt={copy ? '' : v.name} width={120} height={48} loading="lazy" decoding="async" />
                  </li>
                ))}
              </ul>
            ))}
          </div>
        </div>
      )}
      <nav className="footer-help" aria-label={t('helpMenu')}>
        <ul>
          <li>
            <Link to="/help">{t('helpCenter')}</Link>
          </li>
          <li>
            <Link to="/noticePage">{t('notices')}</Link>
          </li>
          <li>
            <Link to="/down">{t('download')}</Link>
          </li>
          <li>
            <Link to="/promotions">{t('promotions')}</Link>
          </li>
        </ul>
      </nav>
      <div className="footer-legal">
        <ul className="licences" aria-label={t('licences')}>
          {whitelabel.licences.map((l) => (
            <li key={l}>{t(`licence_${l}`)}</li>
          ))}
        </ul>
        <p className="footer-badges">
          <span className="age-badge">{t('ageBadge', { age: whitelabel.minAge })}</span>
          <span>{t('minAge', { age: whitelabel.minAge })}</span>
          <span>{t('encryption')}</span>
        </p>
        <p className="copyright">{t('copyright', { year: new Date().getFullYear(), name: whitelabel.name })}</p>
      </div>
    </footer>
  );
}
