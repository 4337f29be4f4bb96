import { handlingOf, offlineKey, offlinePath, offlineStyle } from './cachePolicy';

// The site's service worker, built by vite.config.ts (serviceWorkerBuild) into dist/client/sw.js
// with the build's shell named in __SHELL__ and __VERSION__. It keeps the shell so a player who
// installed the site opens it quickly, and shows the offline page when a page cannot be reached;
// what it stores is decided by ./cachePolicy.ts, which never lets an API answer in.

declare const __SHELL__: string[];
declare const __VERSION__: string;

// The worker's own types, of the WebWorker library the project's DOM-typed build does not load.
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(answer: Promise<Response> | Response): void;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (e: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (e: FetchEvent) => void): void;
}

const scope = self as unknown as WorkerScope;
const cacheName = `marquee-${__VERSION__}`;
// The language of the offline page: the page that registered the worker names its own (src/app/serviceWorker.ts).
const lang = new URL(scope.location.href).searchParams.get('lang') ?? 'bn';

scope.addEventListener('install', (e) => {
  e.waitUntil(
    (async () => {
      const cache = await caches.open(cacheName);
      await cache.addAll(__SHELL__);
      // Asked past the browser's HTTP cache: the page of the language just chosen, as the server says it now.
      const offline = await fetch(offlinePath(lang), { cache: 'reload' });
      if (!offline.ok) throw new Error(`the offline page answered ${offline.status}`);
      await cache.put(offlineKey, offline);
      await cache.add(new Request(offlineStyle, { cache: 'reload' }));
      // A new language or a new build takes over at once: the files it keeps are the ones the server now has.
      await scope.skipWaiting();
    })(),
  );
});

scope.addEventListener('activate', (e) => {
  e.waitUntil(caches.keys().then((names) => Promise.all(names.filter((n) => n.startsWith('marquee-') && n !== cacheName).map((n) => caches.delete(n)))));
});

scope.addEventListener('fetch', (e) => {
  const { request } = e;
  const handling = handlingOf({ method: request.method, url: request.url, origin: scope.location.origin, mode: request.mode, authorized: request.headers.has('authorization') });
  if (handling === 'page') e.respondWith(pageOrOffline(request));
  else if (handling === 'shell') e.respondWith(shellFile(request));
});

async function pageOrOffline(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (failed) {
    const offline = await caches.match(offlineKey, { cacheName });
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
