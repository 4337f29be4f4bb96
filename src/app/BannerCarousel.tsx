import { useCallback, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { bannersQuery } from '../api/system/site';
import { bannerSize } from './bannerSize';
import type { Banner, BannerGroup } from '../generated/types';
import './banner.css';
import './BannerCarousel.css';
import { BannerPlaceholder } from './BannerPlaceholder';

const AUTOPLAY_MS = 5000;

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * SPEC §4: the section's banners; autoplay only with more than one, clickable dots, click-through
 * by linkageType. The slides are plain markup that lays out before the carousel script runs, so
 * the first banner (the largest paint of most pages) shows at once and nothing moves when it starts.
 */
export default function BannerCarousel({ group }: { group: BannerGroup }) {
  const { t, i18n } = useTranslation('common');
  const navigate = useNavigate();
  const { data, isPending } = useQuery(bannersQuery(i18n.language, group));
  const several = (data?.length ?? 0) > 1;
  const [viewport, embla] = useEmblaCarousel(
    { loop: several, active: several },
    several && !reducedMotion() ? [Autoplay({ delay: AUTOPLAY_MS, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true })] : [],
  );
  const [selected, setSelected] = useState(0);
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);
  const goTo = useCallback((i: number) => embla?.scrollTo(i), [embla]);

  if (isPending) return <BannerPlaceholder />;
  if (!data?.length) return null;
  const follow = (b: Banner) => {
    if (b.linkageType === 'route' && b.linkageUrl) void navigate(b.linkageUrl);
    else if (b.linkageType === 'url' && b.linkageUrl) window.open(b.linkageUrl, '_blank', 'noopener,noreferrer');
  };
  return (
    <section className="banner" aria-roledescription="carousel" aria-label={t('banners')} data-testid="banner-carousel" data-group={group}>
      <div className="banner__viewport" ref={viewport}>
        <div className="banner__slides">
          {data.map((b, i) => {
            const alt = t('bannerN', { n: i + 1, total: data.length });
            // The first picture is what a player looks at first: fetched at once; the rest when near.
            // Its own size, when the API knows it, holds the slide's box before the picture arrives.
            const image = <img src={b.url} alt={alt} {...bannerSize(b)} fetchPriority={i === 0 ? 'high' : 'low'} loading={i === 0 ? 'eager' : 'lazy'} decoding="async" />;
            return (
              <div
                className="banner__slide"
                key={b.bannerId}
                role="group"
                aria-roledescription="slide"
                aria-label={alt}
                aria-hidden={several && i !== selected ? true : undefined}
                inert={several && i !== selected ? true : undefined}
              >
                {b.linkageType ? (
                  <button type="button" className="banner__link" onClick={() => follow(b)}>
                    {image}
                  </button>
                ) : (
                  image
                )}
              </div>
            );
          })}
        </div>
      </div>
      {several && (
        <div className="banner__dots">
          {data.map((b, i) => (
            <button
              key={b.bannerId}
              type="button"
              className="banner__dot"
              aria-label={t('goToBanner', { n: i + 1, total: data.length })}
              aria-current={i === selected ? 'true' : undefined}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
