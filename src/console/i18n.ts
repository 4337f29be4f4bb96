import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { formatNumber } from '../engine/formatNumber';
import bnConsole from '../../locales/bn/console.json';
import enConsole from '../../locales/en/console.json';
import bnModules from '../../locales/bn/modules.json';
import enModules from '../../locales/en/modules.json';
import bnErrors from '../../locales/bn/errors.json';
import enErrors from '../../locales/en/errors.json';
import bnUi from '../../locales/bn/ui.json';
import enUi from '../../locales/en/ui.json';

export const consoleLanguages = ['bn', 'en'] as const;
export type ConsoleLanguage = (typeof consoleLanguages)[number];
const langKey = 'marquee.console.lang';

/** The console's language: the operator's last choice, else Bengali, the product's default. */
export function savedLanguage(): ConsoleLanguage {
  const saved = localStorage.getItem(langKey);
  return saved === 'en' ? 'en' : 'bn';
}

/**
 * The console's strings, in the bundle: four small namespaces in two languages, for a tool used
 * all day on a desk, where one request less matters more than a few kilobytes.
 */
export async function startConsoleI18n(): Promise<typeof i18next> {
  await i18next.use(initReactI18next).init({
    resources: {
      bn: { console: bnConsole, modules: bnModules, errors: bnErrors, ui: bnUi },
      en: { console: enConsole, modules: enModules, errors: enErrors, ui: enUi },
    },
    lng: savedLanguage(),
    fallbackLng: 'en',
    defaultNS: 'console',
    interpolation: { escapeValue: false },
  });
  // `{{n, number}}` follows the product's numeral rule (Latin digits), as on the player site.
  i18next.services.formatter?.add('number', (value: unknown) => formatNumber(value as number | string));
  document.documentElement.lang = i18next.language;
  i18next.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
    localStorage.setItem(langKey, lng);
  });
  return i18next;
}
