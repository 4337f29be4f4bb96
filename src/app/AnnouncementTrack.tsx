import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '../generated/types';

// Opened by a click on the bar: its modal and sanitiser need not load with the first screen.
const NoticeModal = lazy(() => import('./NoticeModal').then((m) => ({ default: m.NoticeModal })));

/** SPEC §2.4: the bar's scrolling notices; choosing one opens the notice modal with it open. */
export default function AnnouncementTrack({ data }: { data: Announcement[] }) {
  const { t } = useTranslation('common');
  const [selected, setSelected] = useState<number | null>(null);
  return (
    <section className="announcement-bar" aria-label={t('announcements')}>
      <svg className="announcement-bar__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M3 10v4a1 1 0 0 0 1 1h2l5 4V5L6 9H4a1 1 0 0 0-1 1zm13.5 2A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z" />
      </svg>
      <div className="announcement-bar__track">
        <ul className="announcement-bar__items">
          {data.map((a, i) => (
            <li key={a.id}>
              <button type="button" onClick={() => setSelected(i)}>
                {a.title}: {a.content}
              </button>
            </li>
          ))}
        </ul>
      </div>
      {selected !== null && (
        <Suspense fallback={null}>
          <NoticeModal notices={data} initialIndex={selected} onClose={() => setSelected(null)} />
        </Suspense>
      )}
    </section>
  );
}
