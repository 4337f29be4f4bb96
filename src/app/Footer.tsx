import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay, FreeMode } from 'swiper/modules';
import 'swiper/css';
import { gameMenusQuery } from '../api/games';
import { footerVendors } from '../engine/footerVendors';
import { usePermission } from '../contract/contexts';

/** SPEC §9 footer slider: 10 slides, gap 10, speed 3000, continuous autoplay. */
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
        <div className="vendor-slider" aria-label={t('vendors')} role="region" data-testid="vendor-slider">
          <Swiper
            modules={[Autoplay, FreeMode]}
            slidesPerView={Math.min(SLIDER.slides, vendors.length)}
            spaceBetween={SLIDER.gap}
            speed={SLIDER.speed}
            loop={vendors.length > SLIDER.slides}
            freeMode
            autoplay={{ delay: 0, disableOnInteraction: false, pauseOnMouseEnter: true }}
            breakpoints={{ 0: { slidesPerView: Math.min(4, vendors.length) }, 768: { slidesPerView: Math.min(SLIDER.slides, vendors.length) } }}
          >
            {vendors.map((v) => (
              <SwiperSlide key={v.code}>
                <img src={v.image} alt={v.name} width={120} height={48} loading="lazy" />
              </SwiperSlide>
            ))}
          </Swiper>
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
