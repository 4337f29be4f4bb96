import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { formatNumber } from '../engine/formatNumber';
import { shellNamespaces } from '../engine/shellNamespaces';
import { serviceWorkerLanguage } from './serviceWorker';

// Each locales/<lang>/<namespace>.json is its own chunk: a visitor downloads one language, and only
// the namespaces the screens on the page use. The console's and the game page's namespaces belong
// to their own applications, and the server's mail, texts, inbox system messages, module names, drawn pictures' words and offline page
// to the server, which bundle or read them; the site never asks for them, and every name listed
// here rides in the first script.
const files = import.meta.glob<{ default: Record<string, string> }>([
  '../../locales/*/*.json',
  '!../../locales/*/console.json',
  '!../../locales/*/consoleForms.json',
  '!../../locales/*/brandForm.json',
  '!../../locales/*/studio.json',
  '!../../locales/*/mail.json',
  '!../../locales/*/sms.json',
  '!../../locales/*/inbox.json',
  '!../../locales/*/modules.json',
  '!../../locales/*/artwork.json',
  '!../../locales/*/offline.json',
]);

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, done) {
    const load = files[`../../locales/${lng}/${ns}.json`];
    if (!load) return done(new Error(`no locale file ${lng}/${ns}`), null);
    load().then(
      (m) => done(null, m.default),
      (err: Error) => done(err, null),
    );
  },
};

/**
 * The page follows the UI language: <html lang> for screen readers and fonts, and a cookie beside
 * hisLang so the server sends the next page in that language (server/modules/system/site/page.ts). The
 * cookie is __Host- and Secure like every cookie of the site (ASVS 3.3.1), so no other host of the
 * domain and no plain-http page can set it; the server prefers it to the older hisLang cookie.
 */
function followLanguage(lang: string) {
  document.documentElement.lang = lang;
  serviceWorkerLanguage(lang);
  document.cookie = `__Host-lang=${encodeURIComponent(lang)}; Secure; Path=/; Max-Age=31536000; SameSite=Lax`;
}

export async function startI18n(lang: string) {
  await i18next
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: lang,
      fallbackLng: false,
      ns: [...shellNamespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  // `{{n, number}}` in a locale string follows the site's numeral rule: i18next's own formatter
  // is Intl's, which writes Bengali digits for bn.
  i18next.services.formatter?.add('number', (value: unknown) => formatNumber(value as number | string));
  followLanguage(lang);
  return i18next;
}

export async function changeLanguage(lang: string) {
  await i18next.changeLanguage(lang);
  followLanguage(lang);
}
