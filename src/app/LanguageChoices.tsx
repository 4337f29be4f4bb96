import { useTranslation } from 'react-i18next';
import { usePreferences } from './PreferencesProvider';

/** The brand's languages as menu items, each named in its own language; choosing one closes the menu. */
export function LanguageChoices({ close }: { close: () => void }) {
  const { t } = useTranslation('common');
  const { language, languages, setLanguage } = usePreferences();
  return languages.map((lang) => (
    <li key={lang}>
      <button
        type="button"
        lang={lang}
        aria-current={lang === language ? 'true' : undefined}
        onClick={() => {
          close();
          void setLanguage(lang);
        }}
      >
        {t(`lang_${lang}`)}
      </button>
    </li>
  ));
}
