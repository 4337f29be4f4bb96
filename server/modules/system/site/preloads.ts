import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from 'vite';
import { shellNamespaces } from '../../../../src/engine/shellNamespaces';
import type { Language } from '../../../i18n';

const bannerModule = 'src/app/BannerCarousel.tsx';

/**
 * The `<link>`s that let the browser fetch, alongside the entry script, what it would otherwise
 * discover only after the script has run: the page language's shell strings and, on a page with
 * banners, the carousel; all at low priority, behind the page's stylesheet and first banner. The
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

  /** Link tags for a page in `lang`, with the carousel when the page shows banners. */
  tags(lang: Language, withBanner: boolean): string[] {
    const key = `${lang}:${withBanner}`;
    let tags = this.cache.get(key);
    if (tags === undefined) {
      tags = this.build(lang, withBanner).join('\n    ');
      this.cache.set(key, tags);
    }
    return tags ? [tags] : [];
  }

  private build(lang: Language, withBanner: boolean): string[] {
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
    return [...[...styles].map((f) => `<link rel="preload" href="/${f}" as="style" />`), ...[...modules].map((f) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${f}" />`)];
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
