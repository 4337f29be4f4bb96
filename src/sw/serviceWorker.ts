import { chosenLanguageKey, handlingOf, offlineLanguage, offlinePath, offlineStyle } from './cachePolicy';

// The site's service worker, built by vite.config.ts (serviceWorkerBuild) into dist/client/sw.js
// with the build's shell named in __SHELL__ and __VERSION__. It keeps the shell so a player who
// installed the site opens it quickly, and shows the offline page when a page cannot be reached;
// what it stores is decided by ./cachePolicy.ts, which never lets an API answer in. One address,
// /sw.js, whatever the page's language: the page tells it the language (a message), so a change of
// language replaces no worker.

declare const __SHELL__: string[];
declare const __VERSION__: string;
declare const __LANGUAGES__: string[];

// The worker's own types, of the WebWorker library the project's DOM-typed build does not load.
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  /** The page's answer the browser asked for while the worker started (navigation preload), or undefined. */
  readonly preloadResponse: Promise<Response | undefined>;
  respondWith(answer: Promise<Response> | Response): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
interface WorkerScope {
  location: Location;
  registration: { navigationPreload?: { enable(): Promise<void> } };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (e: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (e: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (e: ExtendableMessageEvent) => void): void;
}

const scope = self as unknown as WorkerScope;
const cacheName = `marquee-${__VERSION__}`;

scope.addEventListener('install', (e) => {
  e.waitUntil(
    (async () => {
      const cache = await caches.open(cacheName);
      await cache.addAll(__SHELL__);
      // The offline page in every language of the site, so a change of language is a message to this
      // worker (src/app/serviceWorker.ts), never a worker of its own replacing it while a page loads.
      // Asked past the browser's HTTP cache: each page as the server says it now.
      for (const lang of __LANGUAGES__) {
        const offline = await fetch(offlinePath(lang), { cache: 'reload' });
        if (!offline.ok) throw new Error(`the offline page in ${lang} answered ${offline.status}`);
        await cache.put(offlinePath(lang), offline);
      }
      await cache.add(new Request(offlineStyle, { cache: 'reload' }));
      // A new build takes over at once: the files it keeps are the ones the server now has.
      await scope.skipWaiting();
    })(),
  );
});

scope.addEventListener('activate', (e) => {
  e.waitUntil(
    (async () => {
      // A navigation's request leaves while the worker starts, instead of after it.
      await scope.registration.navigationPreload?.enable();
      const names = await caches.keys();
      await Promise.all(names.filter((n) => n.startsWith('marquee-') && n !== cacheName).map((n) => caches.delete(n)));
    })(),
  );
});

scope.addEventListener('message', (e) => {
  const lang = (e.data as { lang?: unknown } | null)?.lang;
  if (typeof lang === 'string' && __LANGUAGES__.includes(lang)) e.waitUntil(caches.open(cacheName).then((cache) => cache.put(chosenLanguageKey, new Response(lang))));
});

scope.addEventListener('fetch', (e) => {
  const { request } = e;
  const handling = handlingOf({ method: request.method, url: request.url, origin: scope.location.origin, mode: request.mode, authorized: request.headers.has('authorization') });
  if (handling === 'page') e.respondWith(pageOrOffline(e));
  else if (handling === 'shell') e.respondWith(shellFile(request));
});

async function pageOrOffline(e: FetchEvent): Promise<Response> {
  try {
    // A preload that failed (it left while the network was still coming back, say) gets one fetch of
    // the worker's own before the offline page: the page may be there now.
    return (await e.preloadResponse.catch(() => undefined)) ?? (await fetch(e.request));
  } catch (failed) {
    const cache = await caches.open(cacheName);
    const lang = offlineLanguage(await (await cache.match(chosenLanguageKey))?.text(), __LANGUAGES__);
    const offline = await cache.match(offlinePath(lang));
    if (offline) return offline;
    throw failed;
  }
}

async function shellFile(request: Request): Promise<Response> {
  const cache = await caches.open(cacheName);
  const kept = await cache.match(request);
  if (kept) return kept;
  const answer = await fetch(request);
  // Only a whole, plain answer of this origin: never a partial one, a redirect or an error.
  if (answer.status === 200 && answer.type === 'basic') await cache.put(request, answer.clone());
  return answer;
}
