import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import bn from '../../locales/bn/ui.json';
import en from '../../locales/en/ui.json';

/** The real "ui" locale files, loaded synchronously so components render their text on first pass. */
export const testI18n = i18next.createInstance();

void testI18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: false,
  ns: ['ui'],
  defaultNS: 'ui',
  resources: { en: { ui: en }, bn: { ui: bn } },
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});
