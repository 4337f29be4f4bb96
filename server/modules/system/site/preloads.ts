import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from 'vite';
import { shellNamespaces } from '../../../../src/engine/shellNamespaces';
import type { Language } from '../../../i18n';

const bannerModule = 'src/app/BannerCarousel.tsx';
/**
 * The call table the call client loads before its first call: every page's data waits for it. The
 * upload helper imports it too, so the build makes it a shared chunk named after it, a dynamic
 * import of the entry, rather than a manifest key of its own.
 */
const callsModule = 'src/generated/calls.ts';
const callsKey = (m: Manifest) => (m[callsModule] ? callsModule : m['index.html']?.dynamicImports?.find((k) => m[k]?.name === 'calls'));

/**
 * The `<link>`s that let the browser fetch, alongside the entry script, what it would otherwise
 * discover only after the script has run: the call table, which every first call waits for, at the
 * normal priority; the page language's shell strings, the page's screen with its strings and, on a
 * page with banners, the carousel, at low priority, behind the page's stylesheet and first banner. The
 * font is not preloaded: measured on a phone line, it delayed the first banner (docs/decisions/0186-the-font-two-subsets-swap.md). Read from the build's manifest once; a build without one (the
 * vite dev server's) gets none and works as before, one round trip slower.
 */
export class Preloads {
  private readonly manifest: Manifest | null;
  private readonly cache = new Map<string, string>();

  constructor(clientDir: string) {
    const file = join(clientDir, '.vite', 'manifest.json');
    this.manifest = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
  }

  /**
   * Link tags for a page in `lang` drawing `screen` (a renderer key), with the carousel when the
   * page shows banners and the games' strings on a category's lobby.
   */
  tags(lang: Language, withBanner: boolean, screen: string | null = null, lobby = false): string[] {
    const key = `${lang}:${withBanner}:${screen}:${lobby}`;
    let tags = this.cache.get(key);
    if (tags === undefined) {
      tags = this.build(lang, withBanner, screen, lobby).join('\n    ');
      this.cache.set(key, tags);
    }
    return tags ? [tags] : [];
  }

  private build(lang: Language, withBanner: boolean, screen: string | null, lobby: boolean): string[] {
    const m = this.manifest;
    if (!m) return [];
    const modules = new Set<string>();
    const styles = new Set<string>();
    const entryChunks = new Set(staticClosure(m, 'index.html'));
    const add = (key: string) => {
      for (const k of staticClosure(m, key)) {
        if (entryChunks.has(k)) continue;
        modules.add(m[k]!.file);
        for (const css of m[k]!.css ?? []) styles.add(css);
      }
    };
    for (const ns of shellNamespaces) add(`locales/${lang}/${ns}.json`);
    if (withBanner) add(bannerModule);
    // The screen's own chunk and strings (none for home, which is in the entry); a key of no file adds nothing.
    if (screen) {
      add(`renderers/screens/${screen}.tsx`);
      add(`locales/${lang}/screens.json`);
    }
    if (lobby) add(`locales/${lang}/games.json`);
    const calls = callsKey(m);
    const first = new Set(calls ? staticClosure(m, calls).filter((k) => !entryChunks.has(k)).map((k) => m[k]!.file) : []);
    for (const f of first) modules.delete(f);
    return [
      ...[...styles].map((f) => `<link rel="preload" href="/${f}" as="style" />`),
      ...[...first].map((f) => `<link rel="modulepreload" crossorigin href="/${f}" />`),
      ...[...modules].map((f) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${f}" />`),
    ];
  }
}

/** The manifest keys a chunk loads before it runs: itself and its static imports, transitively (bench/bundle.ts counts the same). */
export function staticClosure(m: Manifest, key: string): string[] {
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k) || !m[k]) return;
    seen.add(k);
    for (const i of m[k].imports ?? []) visit(i);
  };
  visit(key);
  return [...seen];
}
