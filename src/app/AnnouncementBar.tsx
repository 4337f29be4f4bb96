import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { announcementsQuery } from '../api/system/site';

// The notices load after the first paint: the bar's row is drawn at once, as the server's first
// paint draws it (shell.css holds its height), and the words scroll in without moving anything.
const AnnouncementTrack = lazy(() => import('./AnnouncementTrack'));

/** SPEC §2.4: the announcement bar, when the brand has notices to show. */
export function AnnouncementBar() {
  const { t, i18n } = useTranslation('common');
  const { data } = useQuery(announcementsQuery(i18n.language, ['B']));
  if (!data?.length) return null;
  return (
    <Suspense fallback={<section className="announcement-bar" aria-label={t('announcements')} aria-busy="true" />}>
      <AnnouncementTrack data={data} />
    </Suspense>
  );
}
