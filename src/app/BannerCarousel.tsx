import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/pagination';
import { bannersQuery } from '../api/system';
import type { Banner, BannerGroup } from '../generated/types';

const AUTOPLAY_MS = 5000;

/** SPEC §4: the section's banners; autoplay only with more than one, clickable dots, click-through by linkageType. */
export default function BannerCarousel({ group }: { group: BannerGroup }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const { data, isPending } = useQuery(bannersQuery(group));
  if (isPending) return <div className="banner banner--loading" aria-hidden="true" />;
  if (!data?.length) return null;
  const follow = (b: Banner) => {
    if (b.linkageType === 'route' && b.linkageUrl) navigate(b.linkageUrl);
    else if (b.linkageType === 'url' && b.linkageUrl) window.open(b.linkageUrl, '_blank', 'noopener,noreferrer');
  };
  const several = data.length > 1;
  return (
    <section className="banner" aria-roledescription="carousel" aria-label={t('banners')} data-testid="banner-carousel" data-group={group}>
      <Swiper
        modules={[Autoplay, Pagination, A11y]}
        loop={several}
        autoplay={several ? { delay: AUTOPLAY_MS, disableOnInteraction: false } : false}
        pagination={several ? { clickable: true } : false}
        a11y={{ enabled: true }}
      >
        {data.map((b, i) => {
          const alt = t('bannerN', { n: i + 1, total: data.length });
          return (
            <SwiperSlide key={b.bannerId}>
              {b.linkageType ? (
                <button type="button" className="banner__link" onClick={() => follow(b)}>
                  <img src={b.url} alt={alt} />
                </button>
              ) : (
                <img src={b.url} alt={alt} />
              )}
            </SwiperSlide>
          );
        })}
      </Swiper>
    </section>
  );
}
