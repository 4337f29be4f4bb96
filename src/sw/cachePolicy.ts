/**
 * What the service worker (./serviceWorker.ts) does with a request, as a pure rule so it is tested
 * without a browser:
 * - `network`: nothing; the browser fetches as if there were no worker. Every API answer (the site's,
 *   the console's, the vendors', the lottery's, the live channel, every path of the call table), the
 *   dev pages, uploaded pictures, another origin, anything but a GET, anything with an
 *   Authorization header and any file asked for with a query: none of it is ever stored.
 * - `shell`: a file of the build or the brand's artwork, named by its content or drawn once: kept
 *   after its first answer and served from the cache after that.
 * - `page`: a navigation, always from the network (each page carries its brand's boot data), and
 *   the offline page when the network fails. The page itself is never stored.
 */
export type Handling = 'network' | 'shell' | 'page';

export interface RequestFacts {
  method: string;
  url: string;
  /** The worker's own origin. */
  origin: string;
  mode: string;
  /** Whether the request carries an Authorization header. */
  authorized: boolean;
}

/** Paths answered by code, never kept: the API of the site, the console, the vendors, the lottery, the studio's games, and the dev pages. */
const neverKept = /^\/(?:wps|ops|lgw|lotto|studio|dev|media|docs)(?:\/|$)|^\/vendor/;

/** The build's hashed files, the brand's artwork (public/brand, public/icons) and the offline page's stylesheet. */
const shellFiles = /^\/(?:assets\/|brand\/|icons\/|offline\.css$)/;

export function handlingOf(r: RequestFacts): Handling {
  if (r.method !== 'GET' || r.authorized) return 'network';
  const url = new URL(r.url);
  if (url.origin !== r.origin || neverKept.test(url.pathname)) return 'network';
  // A page is fetched and handed on, never stored, whatever its address holds (a reset link's token).
  if (r.mode === 'navigate') return 'page';
  // A query may hold a credential; the shell's files have none.
  return shellFiles.test(url.pathname) && !url.search ? 'shell' : 'network';
}

/** Where the offline page of a language is fetched from the server, and the key it is kept under. */
export const offlinePath = (lang: string) => `/offline?lang=${encodeURIComponent(lang)}`;
/** The key the language the page last named is kept under: no address the site serves. */
export const chosenLanguageKey = '/offline-language';

/** The offline page's language: the one the page named when the site has it, else the site's first (Bengali). */
export function offlineLanguage(chosen: string | undefined, languages: readonly string[]): string {
  return chosen && languages.includes(chosen) ? chosen : (languages[0] ?? 'bn');
}
/** The offline page's stylesheet, in the brand's colours (server/modules/system/site/offlinePage.ts). */
export const offlineStyle = '/offline.css';
