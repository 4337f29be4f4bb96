/**
 * Registers /sw.js (src/sw/serviceWorker.ts) and tells it the page's language (`language()` reads
 * it when asked): once registered, when a new build's worker takes the page over (it skips waiting,
 * with a cache of its own), and at each change through the function returned.
 */
export function registerServiceWorker(language: () => string | null): (lang: string) => void {
  // The worker that will answer this page's next navigation: the active one once it is ready.
  const tell = (lang: string | null) => {
    if (lang) void navigator.serviceWorker.ready.then((r) => r.active?.postMessage({ lang }));
  };
  navigator.serviceWorker.addEventListener('controllerchange', () => tell(language()));
  // A worker that cannot install (a private window, a full disk) leaves the site as it was.
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(
    () => tell(language()),
    () => undefined,
  );
  return tell;
}
