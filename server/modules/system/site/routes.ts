import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Brand } from '../../../brands/store';
import type { Language } from '../../../i18n';
import { brandColours, pageDescription, pageLanguage } from './page';
import { brandIcons } from './brandIcons';
import { offlineCss, offlineFonts, offlinePage } from './offlinePage';

/**
 * The language a part of the site asks for in its address (`?lang=`, which the page writes in the
 * language it shows), when the brand offers it; else the page's own rule (the remembered choice,
 * then the brand's default). The manifest and the offline page are fetched without cookies.
 */
function askedLanguage(req: FastifyRequest): Language {
  const asked = (req.query as { lang?: unknown } | undefined)?.lang;
  return pageLanguage(req.brand, req.headers.cookie, typeof asked === 'string' ? asked : null);
}

/**
 * The parts of a site that are not pages, per brand, from memory: robots.txt, the web app manifest,
 * and the page the service worker shows offline with its stylesheet.
 */
export function siteRoutes(app: FastifyInstance, opts: { clientDir?: string | undefined }) {
  const fonts = offlineFonts(opts.clientDir);
  app.get('/robots.txt', async (req, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(req.brand)));

  app.get('/manifest.webmanifest', async (req, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(JSON.stringify(webManifest(req.brand, askedLanguage(req)))),
  );

  app.get('/offline', async (req, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(offlinePage(req.brand, askedLanguage(req))),
  );
  app.get('/offline.css', async (req, reply) => reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(offlineCss(req.brand, fonts)));
}

/** The site is open to crawlers; the API, the dev pages and the API document are not pages. */
export function robotsTxt(brand: Brand): string {
  return [`# ${brand.config.name}`, 'User-agent: *', 'Allow: /', 'Disallow: /wps/', 'Disallow: /lgw/', 'Disallow: /lotto/', 'Disallow: /dev/', 'Disallow: /docs', ''].join('\n');
}

const imageTypes: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', webp: 'image/webp', jpg: 'image/jpeg', jpeg: 'image/jpeg', ico: 'image/x-icon' };

/** The manifest in `lang`: the language the page that links it shows, so an app installed from it reads the same. */
export function webManifest(brand: Brand, lang: Language = brand.config.defaultLang) {
  const c = brand.config;
  const colours = brandColours(brand);
  const ext = /\.([a-z]+)(?:[?#].*)?$/i.exec(c.logo)?.[1]?.toLowerCase() ?? '';
  return {
    name: c.name,
    short_name: c.name,
    description: pageDescription(brand, lang),
    lang,
    dir: 'ltr',
    // The app's identity stays one whatever language it was installed in.
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: colours.theme,
    background_color: colours.background,
    // The brand's drawn icons (npm run artwork), square and with a maskable one for Android; a brand
    // without them falls back on its logo, a vector one serving every size.
    icons: brandIcons(brand.id)?.manifest ?? [{ src: c.logo, sizes: ext === 'svg' ? 'any' : '512x512', ...(imageTypes[ext] ? { type: imageTypes[ext] } : {}), purpose: 'any' }],
  };
}
