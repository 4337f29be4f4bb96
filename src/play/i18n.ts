import i18next from 'i18next';
import type { Translate } from './roundMessage';

// The game's strings are one namespace, locales/<lang>/studio.json, each language its own chunk:
// a player downloads the one they play in. No react-i18next: the language is fixed for the page's
// life, so the plain function is all the components need (TranslateContext).
const files = import.meta.glob<{ default: Record<string, string> }>('../../locales/*/studio.json');

export async function startPlayI18n(lang: string): Promise<Translate> {
  const load = files[`../../locales/${lang}/studio.json`];
  if (!load) throw new Error(`no locale file ${lang}/studio`);
  const strings = (await load()).default;
  await i18next.init({
    lng: lang,
    fallbackLng: false,
    ns: ['studio'],
    defaultNS: 'studio',
    resources: { [lang]: { studio: strings } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = lang;
  return (key, values) => i18next.t(key, values ?? {});
}
