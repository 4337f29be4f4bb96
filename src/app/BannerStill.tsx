import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { bannersQuery } from '../api/system/site';
import { bannerSize } from './bannerSize';
import type { BannerGroup } from '../generated/types';
import { BannerPlaceholder } from './BannerPlaceholder';
import './banner.css';

/**
 * The carousel's first slide, drawn with the shell while the carousel's own script loads: same
 * markup, same place, so the player sees the banner at once and nothing moves when the carousel
 * takes over. Its query is the carousel's, so the banners are asked for alongside that script.
 */
export function BannerStill({ group }: { group: BannerGroup }) {
  const { t, i18n } = useTranslation('common');
  const { data } = useQuery(bannersQuery(i18n.language, group));
  const first = data?.[0];
  if (!data || !first) return <BannerPlaceholder />;
  return (
    <section className="banner" aria-label={t('banners')} aria-busy="true">
      <div className="banner__viewport">
        <div className="banner__slides">
          <div className="banner__slide">
            <img src={first.url} alt={t('bannerN', { n: 1, total: data.length })} {...bannerSize(first)} fetchPriority="high" />
          </div>
        </div>
      </div>
    </section>
  );
}
