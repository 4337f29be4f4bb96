import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from 'vite';
import type { Brand } from '../../../brands/store';
import { translate, type Language } from '../../../i18n';
import { brandColours } from './page';
import { escapeHtml } from './escapeHtml';

/**
 * The page the service worker (src/sw/serviceWorker.ts) shows when a page of the site cannot be
 * reached: kept by the worker at install, in the language the player reads the site in, so it
 * needs nothing from the network. No script (the Content-Security-Policy admits none inline, and
 * none is needed: the link asks for the same address again), and its only stylesheet is kept with it.
 */
export function offlinePage(brand: Brand, lang: Language): string {
  const name = brand.config.name;
  const title = escapeHtml(translate(lang, 'offline:title'));
  return [
    '<!doctype html>',
    `<html lang="${lang}">`,
    '<head>',
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<meta name="theme-color" content="${escapeHtml(brandColours(brand).theme)}" />`,
    `<title>${title} · ${escapeHtml(name)}</title>`,
    '<link rel="stylesheet" href="/offline.css" />',
    '</head>',
    '<body>',
    '<main class="offline">',
    `<p class="offline__brand">${escapeHtml(name)}</p>`,
    `<h1>${title}</h1>`,
    `<p>${escapeHtml(translate(lang, 'offline:text', { name }))}</p>`,
    // An empty href is the address the page was asked for: the worker tries the network again.
    `<a class="offline__retry" href="">${escapeHtml(translate(lang, 'offline:retry'))}</a>`,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** A weight of the site's own Bengali face, as the build named its file. */
export interface OfflineFont {
  weight: number;
  url: string;
}

/**
 * The Bengali subsets of the face the site ships (src/app/fonts.css), by the build's manifest: the
 * files the entry's stylesheet names, which the service worker keeps with the shell
 * (vite.config.ts `shellFiles`). A phone without a Bengali face of its own reads the offline page in
 * them; one with a face uses its own. None without a build.
 */
export function offlineFonts(clientDir: string | undefined): OfflineFont[] {
  const file = clientDir && join(clientDir, '.vite', 'manifest.json');
  if (!file || !existsSync(file)) return [];
  const entry = (JSON.parse(readFileSync(file, 'utf8')) as Manifest)['index.html'];
  return (entry?.assets ?? []).flatMap((asset) => {
    const weight = /noto-sans-bengali-bengali-(\d+)-normal/.exec(asset)?.[1];
    return weight ? [{ weight: Number(weight), url: `/${asset}` }] : [];
  });
}

/** The Bengali block and the marks Bengali text uses, as src/app/fonts.css gives the face. */
const bengaliRange = 'U+0951-0952,U+0964-0965,U+0980-09FE,U+1CD0,U+1CD2,U+1CD5-1CD6,U+1CD8,U+1CE1,U+1CEA,U+1CED,U+1CF2,U+1CF5-1CF7,U+200C-200D,U+20B9,U+25CC,U+A8F1';

/** The offline page's stylesheet, in the colours of the brand's default theme and the site's Bengali face. */
export function offlineCss(brand: Brand, fonts: readonly OfflineFont[] = []): string {
  const t = brand.config.theme;
  const c = t.default === 'dark' ? t.dark : t.light;
  const faces = fonts
    .map((f) => `@font-face{font-family:"Noto Sans Bengali";font-weight:${f.weight};font-display:swap;src:local("Noto Sans Bengali"),url("${f.url}") format("woff2");unicode-range:${bengaliRange}}\n`)
    .join('');
  return `${faces}html{color-scheme:${t.default === 'dark' ? 'dark' : 'light'}}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:${c.background};color:${c.text};font:16px/1.5 "Noto Sans Bengali",system-ui,sans-serif}
.offline{max-width:28rem;margin:1.5rem;padding:2rem 1.5rem;border-radius:1rem;background:${c.surface};text-align:center}
.offline__brand{margin:0;font-weight:800;color:${c.primary}}
h1{margin:.5rem 0;font-size:1.5rem}
p{margin:0 0 1.25rem;color:${c.muted}}
.offline__retry{display:inline-block;min-height:2.75rem;padding:.6rem 1.5rem;border-radius:.5rem;background:${c.primary};color:${c.onPrimary};font-weight:700;text-decoration:none;box-sizing:border-box}
.offline__retry:focus-visible{outline:3px solid ${c.text};outline-offset:2px}
`;
}
