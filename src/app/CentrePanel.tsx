import { createElement, Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../ui/Modal';
import { Spinner } from '../ui/Spinner';
import { VisuallyHidden } from '../ui/VisuallyHidden';
import { formatNumber } from '../engine/formatNumber';
import { useRegistry, useRuntime } from '../contract/contexts';
import type { CentreKind } from '../contract/centres';

/**
 * SPEC §2.6–2.7: a modal with the centre's menu on the left, the chosen page on the right and a
 * close button. The menu is the Runtime's, so an entry whose feature is off is simply not there;
 * a page the menu does not hold opens the default page instead.
 */
export default function CentrePanel({
  which,
  page,
  onPage,
  onClose,
}: {
  which: CentreKind;
  page: string | null;
  onPage: (page: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(which);
  const registry = useRegistry();
  // The centres' pages join the registry with the first opening (renderers/centres.ts).
  use(registry.ready(which));
  const centre = useRuntime()[which];
  const keys = centre.menu.map((e) => e.key);
  const active = page && keys.includes(page) ? page : keys.includes(centre.defaultPage) ? centre.defaultPage : (keys[0] ?? null);
  const Page = active ? registry.get(which, active) : undefined;
  return (
    <Modal title={t('title')} onClose={onClose} width={960} height={520} className="centre">
      <div className="centre__layout">
        <nav className="centre__menu" aria-label={t('menu')}>
          <ul>
            {centre.menu.map((entry) => (
              <li key={entry.key}>
                <button type="button" aria-current={entry.key === active ? 'page' : undefined} onClick={() => onPage(entry.key)}>
                  {t(entry.labelKey)}
                  {entry.badge !== null && (
                    <span className="centre__badge">
                      <span aria-hidden="true">{formatNumber(entry.badge)}</span>
                      <VisuallyHidden>{t('common:newCount', { count: entry.badge })}</VisuallyHidden>
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className="centre__content">
          {/* A looked-up renderer, the same component every render: createElement, as the hooks linter takes JSX of a looked-up component for one made in render (react/react#34794). */}
          <Suspense fallback={<Spinner />}>{Page && active ? createElement(Page, { pageKey: active }) : null}</Suspense>
        </div>
      </div>
    </Modal>
  );
}
