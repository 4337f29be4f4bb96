import type { FastifyInstance } from 'fastify';
import type { Brand } from '../../../brands/store';
import { brandColours, pageDescription } from './page';
import { brandIcons } from './brandIcons';

/** The parts of a site that are not pages: robots.txt and the web app manifest, per brand, from memory. */
export function siteRoutes(app: FastifyInstance) {
  app.get('/robots.txt', async (req, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(req.brand)));

  app.get('/manifest.webmanifest', async (req, reply) =>
    reply.type('application/manifest+json; charset=utf-8').header('cache-control', 'no-cache').send(JSON.stringify(webManifest(req.brand))),
  );
}

/** The site is open to crawlers; the API, the dev pages and the API document are not pages. */
export function robotsTxt(brand: Brand): string {
  return [`# ${brand.config.name}`, 'User-agent: *', 'Allow: /', 'Disallow: /wps/', 'Disallow: /lgw/', 'Disallow: /lotto/', 'Disallow: /dev/', 'Disallow: /docs', ''].join('\n');
}

const imageTypes: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', webp: 'image/webp', jpg: 'image/jpeg', jpeg: 'image/jpeg', ico: 'image/x-icon' };

export function webManifest(brand: Brand) {
  const c = brand.config;
  const colours = brandColours(brand);
  const ext = /\.([a-z]+)(?:[?#].*)?$/i.exec(c.logo)?.[1]?.toLowerCase() ?? '';
  return {
    name: c.name,
    short_name: c.name,
    description: pageDescription(brand, c.defaultLang),
    lang: c.defaultLang,
    dir: 'ltr',
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
