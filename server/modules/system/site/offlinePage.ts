import type { Brand } from '../../../brands/store';
import { translate, type Language } from '../../../i18n';
import { brandColours, escapeHtml } from './page';

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

/** The offline page's stylesheet, in the colours of the brand's default theme. */
export function offlineCss(brand: Brand): string {
  const t = brand.config.theme;
  const c = t.default === 'dark' ? t.dark : t.light;
  return `html{color-scheme:${t.default === 'dark' ? 'dark' : 'light'}}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:${c.background};color:${c.text};font:16px/1.5 system-ui,"Noto Sans Bengali",sans-serif}
.offline{max-width:28rem;margin:1.5rem;padding:2rem 1.5rem;border-radius:1rem;background:${c.surface};text-align:center}
.offline__brand{margin:0;font-weight:800;color:${c.primary}}
h1{margin:.5rem 0;font-size:1.5rem}
p{margin:0 0 1.25rem;color:${c.muted}}
.offline__retry{display:inline-block;min-height:2.75rem;padding:.6rem 1.5rem;border-radius:.5rem;background:${c.primary};color:${c.onPrimary};font-weight:700;text-decoration:none;box-sizing:border-box}
.offline__retry:focus-visible{outline:3px solid ${c.text};outline-offset:2px}
`;
}
