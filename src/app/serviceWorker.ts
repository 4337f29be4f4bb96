// The service worker keeps the offline page in every language of the site; the page tells it the
// language it shows, at start and at every change, so a change of language is a message to the worker
// that controls the page and never a new worker taking over while a page loads (decision 0318). The
// manifest's link names the language so an installed app carries it (server/modules/system/site/routes.ts).
// The registration itself (./serviceWorkerRegistration.ts) loads at the page's load event, after the first paint.

let lang: string | null = null;
let tell: ((lang: string) => void) | null = null;

/** Only a build serves sw.js (vite.config.ts), and only the top page registers it: not the console's preview frame. */
const wanted = () => import.meta.env.PROD && 'serviceWorker' in navigator && window.top === window && window.isSecureContext;

function register() {
  void import('./serviceWorkerRegistration').then((m) => {
    tell = m.registerServiceWorker(() => lang);
  });
}

/** Called once from the composition root: the worker is registered after the page has loaded, never competing with the first paint. */
export function startServiceWorker() {
  if (!wanted()) return;
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** The page's language, at start and at every change (src/app/i18n.ts). */
export function serviceWorkerLanguage(next: string) {
  if (next === lang) return;
  lang = next;
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (manifest) manifest.href = `/manifest.webmanifest?lang=${encodeURIComponent(next)}`;
  tell?.(next);
}
