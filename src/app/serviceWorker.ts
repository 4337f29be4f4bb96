// The service worker and the manifest follow the page's language: the worker keeps the offline
// page in it (its address names it, so a new language is a new worker), and the manifest's link
// names it so an installed app carries it (server/modules/system/site/routes.ts).

let lang: string | null = null;
let loaded = false;

/** Only a build serves sw.js (vite.config.ts), and only the top page registers it: not the console's preview frame. */
const wanted = () => import.meta.env.PROD && 'serviceWorker' in navigator && window.top === window && window.isSecureContext;

function register() {
  if (!lang || !loaded || !wanted()) return;
  // A worker that cannot install (a private window, a full disk) leaves the site as it was.
  navigator.serviceWorker.register(`/sw.js?lang=${encodeURIComponent(lang)}`, { scope: '/' }).catch(() => undefined);
}

/** Called once from the composition root: the worker is registered after the page has loaded, never competing with the first paint. */
export function startServiceWorker() {
  const start = () => {
    loaded = true;
    register();
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** The page's language, at start and at every change (src/app/i18n.ts). */
export function serviceWorkerLanguage(next: string) {
  if (next === lang) return;
  lang = next;
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (manifest) manifest.href = `/manifest.webmanifest?lang=${encodeURIComponent(next)}`;
  register();
}
