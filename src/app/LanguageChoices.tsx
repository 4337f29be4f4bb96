import { useTranslation } from 'react-i18next';
import { HeaderMenuChoice } from './HeaderMenu';
import { usePreferences } from './PreferencesProvider';

/** The brand's languages as menu items, each named in its own language; choosing one closes the menu. */
export function LanguageChoices() {
  const { t } = useTranslation('common');
  const { language, languages, setLanguage } = usePreferences();
  return languages.map((lang) => (
    <HeaderMenuChoice key={lang} lang={lang} aria-current={lang === language ? 'true' : undefined} onChoose={() => void setLanguage(lang)}>
      {t(`lang_${lang}`)}
    </HeaderMenuChoice>
  ));
}
