import { useTranslation } from 'react-i18next';
import { usePreferences } from './PreferencesProvider';
import { VisuallyHidden } from '../ui/VisuallyHidden';

export function ThemeToggle() {
  const { t } = useTranslation('common');
  const { theme, setTheme } = usePreferences();
  const next = theme === 'light' ? 'dark' : 'light';
  return (
    <button type="button" className="theme-toggle" aria-pressed={theme === 'dark'} onClick={() => setTheme(next)}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={theme === 'light' ? 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z' : 'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0-5 1 3h-2l1-3zm0 20-1-3h2l-1 3zM2 12l3-1v2l-3-1zm20 0-3 1v-2l3 1zM4.9 4.9l2.8 1.4-1.4 1.4-1.4-2.8zm14.2 14.2-2.8-1.4 1.4-1.4 1.4 2.8zM4.9 19.1l1.4-2.8 1.4 1.4-2.8 1.4zM19.1 4.9l-1.4 2.8-1.4-1.4 2.8-1.4z'} />
      </svg>
      <VisuallyHidden>{t('darkTheme')}</VisuallyHidden>
    </button>
  );
}
