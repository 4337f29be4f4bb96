import { useTranslation } from 'react-i18next';
import { usePreferences } from './PreferencesProvider';
import { HeaderMenu } from './HeaderMenu';
import { LanguageChoices } from './LanguageChoices';

/**
 * The language and theme choices in one header button, for a phone: the header's row has room for
 * the logo, the account and one more button, not for the language name and the theme toggle too.
 * Wider screens show LanguageMenu and ThemeToggle instead (shell.css shows one or the other).
 */
export function PreferencesMenu() {
  const { t } = useTranslation('common');
  const { theme, setTheme } = usePreferences();
  return (
    <HeaderMenu
      className="prefs-menu"
      buttonLabel={t('preferences')}
      button={
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M3 6h18v2H3V6zm0 5h18v2H3v-2zm0 5h18v2H3v-2z" />
        </svg>
      }
    >
      <LanguageChoices />
      <li className="prefs-menu__theme">
        <button type="button" aria-pressed={theme === 'dark'} onClick={() => setTheme(theme === 'light' ? 'dark' : 'light')}>
          {t('darkTheme')}
        </button>
      </li>
    </HeaderMenu>
  );
}
