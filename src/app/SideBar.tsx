import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegistry, useRuntime } from '../contract/contexts';

// The phone's sheet opens on a tap; its modal loads then, not with the first screen.
const Modal = lazy(() => import('../ui/Modal').then((m) => ({ default: m.Modal })));

/**
 * SPEC §2.4: the right side bar's icons, as the Runtime lists them (by resource and feature). On a
 * phone a column fixed to the right would cover the page, so shell.css shows one floating button
 * instead, which opens the same entries in a sheet.
 */
export function SideBar() {
  const { t } = useTranslation('nav');
  const runtime = useRuntime();
  const registry = useRegistry();
  const [sheetOpen, setSheetOpen] = useState(false);
  const entries = runtime.sidebar.flatMap((key) => {
    const Icon = registry.get('sidebar', key);
    return Icon ? [{ key, Icon }] : [];
  });
  return (
    <aside className="side-bar" aria-label={t('sideBar')}>
      <ul>
        {entries.map(({ key, Icon }) => (
          <li key={key} data-testid={`sidebar-${key}`}>
            <Icon />
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="side-bar__toggle"
        aria-haspopup="dialog"
        aria-expanded={sheetOpen}
        onClick={() => setSheetOpen(true)}
        data-testid="side-bar-toggle"
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M4 4h7v7H4V4zm9 0h7v7h-7V4zM4 13h7v7H4v-7zm9 0h7v7h-7v-7z" />
        </svg>
        <span className="mq-visually-hidden">{t('sideBar')}</span>
      </button>
      {sheetOpen && (
        <Suspense fallback={null}>
        <Modal title={t('sideBar')} onClose={() => setSheetOpen(false)} width="100%" height="auto" className="side-sheet">
          {/* A choice that stays on the site closes the sheet; one that opens a new tab leaves it open. */}
          {/* Catches the click a link bubbles up, whether from the pointer or from Enter. */}
          <div
            role="presentation"
            onClick={(e) => {
              const link = e.target instanceof Element ? e.target.closest('a') : null;
              if (link && link.target !== '_blank') setSheetOpen(false);
            }}
          >
            <ul className="side-sheet__list">
              {entries.map(({ key, Icon }) => (
                <li key={key}>
                  <Icon />
                </li>
              ))}
            </ul>
          </div>
        </Modal>
        </Suspense>
      )}
    </aside>
  );
}
