import { useTranslation } from 'react-i18next';
import { useRegistry, useRuntime } from '../contract/contexts';

/** SPEC §2.4: the right side bar's icons, as the Runtime lists them (by resource and feature). */
export function SideBar() {
  const { t } = useTranslation('nav');
  const runtime = useRuntime();
  const registry = useRegistry();
  return (
    <aside className="side-bar" aria-label={t('sideBar')}>
      <ul>
        {runtime.sidebar.map((key) => {
          const Icon = registry.get('sidebar', key);
          return Icon ? (
            <li key={key} data-testid={`sidebar-${key}`}>
              <Icon />
            </li>
          ) : null;
        })}
      </ul>
    </aside>
  );
}
