import { useTranslation } from 'react-i18next';
import { consoleLanguages } from './i18n';

/** The console's language, Bengali or English, each named in its own language. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <label className="console-lang">
      <span className="mq-visually-hidden">{t('language')}</span>
      <select value={i18n.language} onChange={(e) => void i18n.changeLanguage(e.target.value)}>
        {consoleLanguages.map((l) => (
          <option key={l} value={l} lang={l}>
            {t(`languageName_${l}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
