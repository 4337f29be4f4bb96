import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { projectRoot } from '../../server/config';
import { precompressDir } from '../../vite.config';
import { apiResponseValidators } from '../../src/generated/apiResponseValidators';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { operatorApi } from '../helpers/operatorApi';

// The site's own answers: robots.txt and the manifest per brand, assets sent precompressed, and
// the page filled in per brand with the boot data. A small stand-in for dist/client (the real
// index.html and one asset, compressed by the build's own step) keeps this off a vite build.
let server: TestServer;
let clientDir: string;
const asset = `/* ${'the entry chunk '.repeat(40)} */\nexport const answer = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `item ${i}`))};\n`;

const fontFile = (subset: string) => `node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-${subset}-400-normal.woff2`;
const manifest = {
  'index.html': {
    file: 'assets/entry-abc123.js',
    isEntry: true,
    imports: ['_framework.js'],
    dynamicImports: ['_calls-k1.js'],
    assets: ['assets/noto-sans-bengali-bengali-400-normal-b4.woff2', 'assets/noto-sans-bengali-bengali-700-normal-b7.woff2', 'assets/noto-sans-bengali-latin-400-normal-l4.woff2'],
  },
  '_framework.js': { file: 'assets/framework-f1.js' },
  ...Object.fromEntries(['bn', 'en'].flatMap((lang) => ['common', 'nav', 'ui', 'meta'].map((ns) => [`locales/${lang}/${ns}.json`, { file: `assets/${ns}-${lang}1.js`, isDynamicEntry: true }]))),
  'src/app/BannerCarousel.tsx': { file: 'assets/BannerCarousel-c1.js', imports: ['_framework.js', '_embla.js'], css: ['assets/BannerCarousel-c1.css'] },
  '_embla.js': { file: 'assets/embla-e1.js' },
  // The call table is a chunk shared by a static and a dynamic import, as the build makes it: no key of its own.
  '_calls-k1.js': { file: 'assets/calls-k1.js', name: 'calls', imports: ['_framework.js'] },
  'renderers/screens/electronicGames.tsx': { file: 'assets/electronicGames-s1.js', isDynamicEntry: true, imports: ['_framework.js', '_GameLobby.js'], css: ['assets/GameLobby-g1.css'] },
  '_GameLobby.js': { file: 'assets/GameLobby-g1.js', imports: ['_framework.js'] },
  ...Object.fromEntries(['bn', 'en'].flatMap((lang) => ['screens', 'games'].map((ns) => [`locales/${lang}/${ns}.json`, { file: `assets/${ns}-${lang}1.js`, isDynamicEntry: true }]))),
  [fontFile('bengali')]: { file: 'assets/noto-bengali-400-b1.woff2' },
  [fontFile('latin')]: { file: 'assets/noto-latin-400-l1.woff2' },
};

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'marquee-site-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), readFileSync(join(projectRoot, 'index.html')));
  writeFileSync(join(clientDir, 'assets', 'entry-abc123.js'), asset);
  // The build's manifest, as far as the server's preloads read it.
  mkdirSync(join(clientDir, '.vite'));
  writeFileSync(join(clientDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  precompressDir(clientDir);
  server = await startTestServer({ clientDir });
});
afterAll(async () => {
  await server?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET that keeps the body as sent (still compressed). */
function get(path: string, host = 'localhost', headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: server.port, path, headers: { host: `${host}:${server.port}`, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const decoded = (r: Raw) => (r.headers['content-encoding'] === 'br' ? brotliDecompressSync(r.body) : r.headers['content-encoding'] === 'gzip' ? gunzipSync(r.body) : r.body).toString('utf8');

async function page(path: string, host = 'localhost', headers: Record<string, string> = {}) {
  const res = await get(path, host, headers);
  expect(res.status).toBe(200);
  const html = decoded(res);
  const json = /<script type="application\/json" id="marquee-boot">([^<]*)<\/script>/.exec(html)?.[1];
  expect(json, 'the page carries the boot data').toBeDefined();
  return { res, html, boot: JSON.parse(json!) as { permission: { whitelabel: { id: string; name: string } }; status: { status: number } } };
}

describe('robots.txt', () => {
  it('opens the site to crawlers and keeps them off the API, the dev pages and the API document, per brand', async () => {
    for (const [host, name] of [
      ['localhost', 'Marquee BD'],
      ['lumen.localhost', 'Lumen Play'],
    ] as const) {
      const res = await get('/robots.txt', host);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      const lines = res.body.toString('utf8').split('\n');
      expect(lines).toContain(`# ${name}`);
      expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /wps/', 'Disallow: /lgw/', 'Disallow: /dev/', 'Disallow: /docs']));
      // Every line is a comment, a blank or a field robots.txt knows.
      for (const line of lines) expect(line).toMatch(/^(#.*|)$|^(User-agent|Allow|Disallow|Sitemap): \S+$/);
    }
  });
});

describe('the web app manifest', () => {
  it("takes each brand's name, language, colours and drawn icons", async () => {
    const bd = await get('/manifest.webmanifest');
    expect(bd.status).toBe(200);
    expect(bd.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(JSON.parse(bd.body.toString('utf8'))).toMatchObject({
      name: 'Marquee BD',
      short_name: 'Marquee BD',
      lang: 'bn',
      start_url: '/',
      display: 'standalone',
      theme_color: '#0b6e4f',
      background_color: '#f6f7f9',
      icons: [
        { src: '/brand/bd/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        { src: '/brand/bd/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/brand/bd/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/brand/bd/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    });
    const lumen: unknown = JSON.parse((await get('/manifest.webmanifest', 'lumen.localhost')).body.toString('utf8'));
    // Lumen Play's default theme is dark: its dark colours.
    expect(lumen).toMatchObject({
      name: 'Lumen Play',
      lang: 'en',
      theme_color: '#9d7bff',
      background_color: '#0d0a18',
      icons: [{ src: '/brand/lumen/favicon.svg' }, { src: '/brand/lumen/icon-192.png' }, { src: '/brand/lumen/icon-512.png' }, { src: '/brand/lumen/icon-maskable-512.png', purpose: 'maskable' }],
    });
  });

  it('is in the language the page asks for, when the brand offers it', async () => {
    const manifestIn = async (path: string, host = 'localhost', headers: Record<string, string> = {}) =>
      JSON.parse((await get(path, host, headers)).body.toString('utf8')) as { lang: string; description: string; id: string };
    const en = await manifestIn('/manifest.webmanifest?lang=en');
    expect(en).toMatchObject({ lang: 'en', id: '/' });
    expect(en.description).toMatch(/^Marquee BD: live casino/);
    expect((await manifestIn('/manifest.webmanifest?lang=bn')).lang).toBe('bn');
    // A language the brand does not offer, or none: the remembered choice, else the brand's default.
    expect((await manifestIn('/manifest.webmanifest?lang=fr')).lang).toBe('bn');
    expect((await manifestIn('/manifest.webmanifest', 'localhost', { cookie: '__Host-lang=en' })).lang).toBe('en');
    expect((await manifestIn('/manifest.webmanifest?lang=bn', 'lumen.localhost')).lang).toBe('bn');
  });

  it('is linked from the page, in the language the page is in', async () => {
    const { html } = await page('/');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest?lang=bn" />');
    expect((await page('/', 'lumen.localhost')).html).toContain('<link rel="manifest" href="/manifest.webmanifest?lang=en" />');
    expect(html).toContain('<link rel="icon" href="/brand/bd/favicon.svg" type="image/svg+xml" />');
    expect(html).toContain('<link rel="apple-touch-icon" href="/brand/bd/apple-touch-icon.png" />');
  });
});

describe('the offline page', () => {
  it("says the site cannot be reached, in the language asked for, in the brand's colours", async () => {
    const bn = await get('/offline?lang=bn');
    expect(bn.status).toBe(200);
    expect(bn.headers['content-type']).toMatch(/^text\/html/);
    const html = bn.body.toString('utf8');
    expect(html).toContain('<html lang="bn">');
    expect(html).toContain('<h1>আপনি অফলাইনে আছেন</h1>');
    expect(html).toContain('সংযোগ ছাড়া Marquee BD খোলা যাচ্ছে না।');
    expect(html).toContain('<link rel="stylesheet" href="/offline.css" />');
    // No script: the Content-Security-Policy admits none inline, and the page needs none.
    expect(html).not.toMatch(/<script|style=/);
    const en = (await get('/offline?lang=en', 'lumen.localhost')).body.toString('utf8');
    expect(en).toContain('<h1>You are offline</h1>');
    expect(en).toContain('Lumen Play cannot be reached without a connection.');

    const css = await get('/offline.css', 'lumen.localhost');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    // Lumen Play's default theme is dark: its dark background and primary.
    expect(css.body.toString('utf8')).toContain('background:#0d0a18');
    expect(css.body.toString('utf8')).toContain('#9d7bff');
    // The site's own Bengali face, as the build named its files: a phone without one reads the page in it.
    const faces = [...css.body.toString('utf8').matchAll(/@font-face\{[^}]*font-weight:(\d+)[^}]*url\("([^"]+)"\)/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(faces).toEqual(['400 /assets/noto-sans-bengali-bengali-400-normal-b4.woff2', '700 /assets/noto-sans-bengali-bengali-700-normal-b7.woff2']);
  });
});

describe('assets go out precompressed', () => {
  const path = '/assets/entry-abc123.js';
  it('as brotli, as gzip, or as they are, by Accept-Encoding', async () => {
    const br = await get(path, 'localhost', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(asset.length / 3);
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(asset);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);

    const gz = await get(path, 'localhost', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString('utf8')).toBe(asset);

    const plain = await get(path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(asset);
  });
});

describe('the page carries what the first render needs', () => {
  it("holds each brand's permission and status answers, as the calls give them", async () => {
    for (const [host, id, name, lang] of [
      ['localhost', 'bd', 'Marquee BD', 'bn'],
      ['lumen.localhost', 'lumen', 'Lumen Play', 'en'],
    ] as const) {
      const { res, html, boot } = await page('/', host);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(boot.permission.whitelabel).toMatchObject({ id, name });
      const call = await server.call<{ value: unknown }>(`/wps/system/permission?url=${host}`, { host });
      expect(boot.permission).toEqual(call.body.value);
      expect(apiResponseValidators['system/permission'](boot.permission)).toBe(true);
      expect(apiResponseValidators['system/status'](boot.status)).toBe(true);
      expect(boot.status.status).toBe(0);
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toMatch(new RegExp(`<meta name="description" content="${name}[^"]+" />`));
    }
  });

  it("holds the page's banners and announcements as the calls give them, and draws its first banner", async () => {
    const { html, boot } = await page('/');
    const full = boot as unknown as { contentLang: string; banners: { group: string; items: Array<{ url: string }> }; announcements: unknown[] };
    const banners = await server.call<{ value: Array<{ url: string }> }>('/wps/system/banners?groupName=w_home');
    const announcements = await server.call<{ value: unknown[] }>('/wps/relay/MCSFE_getListAnnouncements?types=B&platform=W');
    expect(full.contentLang).toBe('bn');
    expect(full.banners).toEqual({ group: 'w_home', items: banners.body.value });
    expect(full.announcements).toEqual(announcements.body.value);
    const first = banners.body.value[0]!.url;
    expect(html).toContain(`<link rel="preload" href="${first}" as="image" fetchpriority="high" />`);
    expect(html).toMatch(new RegExp(`<div id="root"><div class="first-paint" aria-hidden="true">.*<img src="${first}" alt="" width="1200" height="320" fetchpriority="high" />`));
    // A page without a carousel carries no banners and draws none.
    const login = await page('/login');
    expect((login.boot as unknown as { banners?: unknown }).banners).toBeUndefined();
    expect(login.html).not.toContain('class="banner"');
  });

  it("holds a lobby's vendors, first games and game types as the calls give them, and asks for its first pictures", async () => {
    type Lobby = { menus: unknown[]; list?: { lang: string; request: Record<string, unknown>; page: { games: Array<{ image: string }> } }; classifies?: { vassalage: string | null; answer: unknown[] } };
    const lobbyOf = (boot: unknown) => (boot as { lobby?: Lobby }).lobby;
    const { html, boot } = await page('/rng');
    const lobby = lobbyOf(boot)!;
    const menus = await server.call<{ value: Array<{ category: string; vendors: Array<{ vassalage: string }> }> }>('/lgw/games/game_menus');
    expect(lobby.menus).toEqual(menus.body.value);
    // A bare /rng opens the first slots vendor, as the lobby does.
    const first = menus.body.value.find((m) => m.category === 'RNG')!.vendors[0]!.vassalage;
    expect(lobby.list!.request).toEqual({ clientType: 3, gameType: 'RNG', vassalage: first });
    expect(lobby.list!.lang).toBe('bn');
    const list = await server.call<{ value: { games: Array<{ image: string }> } }>(`/wps/relay/GCSGAME_gameList?clientType=3&gameType=RNG&vassalage=${first}&pageNo=1&pageSize=12`, { headers: { Language: 'BN' } });
    expect(lobby.list!.page).toEqual(list.body.value);
    const types = await server.call<{ value: unknown[] }>(`/wps/relay/GCSGAME_getVassGameType?gameType=RNG&vassalage=${first}`);
    expect(lobby.classifies).toEqual({ gameType: 'RNG', vassalage: first, answer: types.body.value });
    // A phone's first two rows of three.
    for (const g of list.body.value.games.slice(0, 6)) expect(html).toContain(`<link rel="preload" href="${g.image}" as="image" fetchpriority="high" />`);
    expect(html).not.toContain(`<link rel="preload" href="${list.body.value.games[6]!.image}"`);
    // The vendor and filters the address asks; a view of the player's own is left to the page.
    const jili = lobbyOf((await page('/rng?vendor=JILI&games=tg&minBet=0.1')).boot)!;
    expect(jili.list!.request).toEqual({ clientType: 3, gameType: 'RNG', vassalage: 'JILI', gameClassify: 'TG', minBet: '0.1' });
    expect(lobbyOf((await page('/rng?view=hot')).boot)!.list).toBeUndefined();
    // An address of nonsense opens the lobby as a bare one would, never an error.
    const odd = lobbyOf((await page(`/rng?vendor=%3Cscript%3E&games=zz&minBet=abc&view=nope&name=${'x'.repeat(500)}`)).boot)!;
    expect(odd.list!.request).toEqual({ clientType: 3, gameType: 'RNG', vassalage: first, gameName: 'x'.repeat(60) });
    // Live casino's lobby opens on every vendor's games, without game types.
    const live = lobbyOf((await page('/live')).boot)!;
    expect(live.list!.request).toEqual({ clientType: 3, gameType: 'LIVE' });
    expect(live.classifies).toBeUndefined();
    // Not a lobby, or a lobby a visitor is sent away from (Lumen's are for players signed in): none.
    expect(lobbyOf((await page('/promotions')).boot)).toBeUndefined();
    expect(lobbyOf((await page('/rng', 'lumen.localhost')).boot)).toBeUndefined();
  });

  it('is titled per path and language, /index.html too', async () => {
    expect((await page('/')).html).toContain('<title>হোম · Marquee BD</title>');
    expect((await page('/live', 'lumen.localhost')).html).toContain('<title>Live casino · Lumen Play</title>');
    expect((await page('/help', 'localhost', { cookie: '__Host-lang=en' })).html).toContain('<title>Help centre · Marquee BD</title>');
    expect((await page('/help', 'localhost', { cookie: 'theme=dark; __Host-lang=en' })).html).toContain('<html lang="en">');
    // The cookie an earlier version of the site set still counts until it runs out, but the new one wins.
    expect((await page('/help', 'localhost', { cookie: 'hisLang=en' })).html).toContain('<html lang="en">');
    expect((await page('/help', 'localhost', { cookie: 'hisLang=bn; __Host-lang=en' })).html).toContain('<html lang="en">');
    // A language the brand does not offer is not taken from the cookie.
    expect((await page('/', 'localhost', { cookie: '__Host-lang=xx' })).html).toContain('<html lang="bn">');
    expect((await page('/index.html')).html).toContain('<title>হোম · Marquee BD</title>');
    expect((await page('/no-such-page')).html).toContain('<title>Marquee BD</title>');
  });

  it("preloads the call table, and the language's shell strings, the page's screen and the carousel where there are banners at low priority", async () => {
    const links = (html: string) => [...html.matchAll(/<link rel="(?:preload|modulepreload)"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    const home = links((await page('/')).html);
    expect(home).toEqual(
      expect.arrayContaining([
        '/assets/common-bn1.js',
        '/assets/nav-bn1.js',
        '/assets/ui-bn1.js',
        '/assets/meta-bn1.js',
        '/assets/BannerCarousel-c1.js',
        '/assets/embla-e1.js',
        '/assets/BannerCarousel-c1.css',
      ]),
    );
    // Nothing of the other language, nothing the entry already loads, and no font: it would share
    // a slow line with the first banner.
    expect(home.filter((h) => /-en1|woff2|framework/.test(h!))).toEqual([]);
    expect((await page('/')).html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/common-bn1.js" />');
    const english = links((await page('/login', 'localhost', { cookie: '__Host-lang=en' })).html);
    expect(english).toEqual(expect.arrayContaining(['/assets/common-en1.js']));
    // /login has no banner group: no carousel.
    expect(english.filter((h) => /BannerCarousel|embla/.test(h!))).toEqual([]);
    // The call table every first call waits for, at the normal priority, on every page.
    expect((await page('/')).html).toContain('<link rel="modulepreload" crossorigin href="/assets/calls-k1.js" />');
    expect(english.filter((h) => /calls-k1/.test(h!))).toHaveLength(1);
    // A lobby's screen, its parts and its strings, at low priority; home's screen is in the entry, its strings are not.
    const slots = (await page('/rng')).html;
    for (const f of ['electronicGames-s1.js', 'GameLobby-g1.js', 'screens-bn1.js', 'games-bn1.js']) expect(slots).toContain(`<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/${f}" />`);
    expect(slots).toContain('<link rel="preload" href="/assets/GameLobby-g1.css" as="style" />');
    expect(home.filter((h) => /electronicGames|GameLobby|games-bn1/.test(h!))).toEqual([]);
    expect(home).toContain('/assets/screens-bn1.js');
    // The manifest itself stays on the server: its path is answered with the page, like any unknown path.
    const res = await get('/.vite/manifest.json');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it('is compressed when the browser accepts it', async () => {
    const br = await get('/', 'localhost', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/Accept-Encoding/);
    expect(decoded(br)).toContain('id="marquee-boot"');
  });

  it('escapes what a brand holds, so nothing in it can end the script or the title', async () => {
    const name = 'Bad </script><script>alert(1)</script> <!-- & \u2028 "quoted" $& name';
    await sql`update brands set config = jsonb_set(config, '{name}', to_jsonb(${name}::text)) where id = 'lumen'`.execute(server.database.db);
    await server.syncConfig();
    try {
      const { html, boot } = await page('/', 'lumen.localhost');
      expect(boot.permission.whitelabel.name).toBe(name);
      const script = /<script type="application\/json" id="marquee-boot">([^]*?)<\/script>/.exec(html)![1]!;
      expect(script).not.toMatch(/[<>&\u2028]/);
      expect(html).not.toContain('<script>alert(1)');
      expect(html).toContain('<title>Home · Bad &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;!-- &amp; \u2028 &quot;quoted&quot; $&amp; name</title>');
    } finally {
      await sql`update brands set config = jsonb_set(config, '{name}', '"Lumen Play"') where id = 'lumen'`.execute(server.database.db);
      await server.syncConfig();
    }
  });
});

describe("the console's preview", () => {
  it('answers a page and its calls for the draft of the brand the token names, never cached, and the live brand to everyone else', async () => {
    const ops = operatorApi(server);
    const admin = await ops.tokenOf('admin');
    const view = await ops.call<{ published: { config: Record<string, unknown> } }>(admin, '/ops/brand', 'GET', { brandId: 'lumen' });
    const config = (view.body as { value: { published: { config: Record<string, unknown> } } }).value.published.config;
    expect((await ops.call(admin, '/ops/brand/draft', 'PUT', { brandId: 'lumen', config: { ...config, name: 'Lumen Draft' } })).status).toBe(200);
    const started = await ops.call<{ token: string }>(admin, '/ops/brand/preview', 'POST', { brandId: 'lumen' });
    const token = (started.body as { value: { token: string } }).value.token;
    try {
      // Served from the console's host, the frame shows the brand the token names, in the language asked.
      const framed = await page(`/?preview=${encodeURIComponent(token)}&lang=bn`);
      expect(framed.boot.permission.whitelabel).toMatchObject({ id: 'lumen', name: 'Lumen Draft' });
      expect(framed.html).toMatch(/<html lang="bn">/);
      expect(framed.res.headers['cache-control']).toBe('no-store');
      const call = (headers: Record<string, string>) => server.call<{ value: { whitelabel: { name: string } } }>('/wps/system/permission?url=localhost', { headers });
      const drafted = await call({ Preview: token });
      expect(drafted.body.value.whitelabel.name).toBe('Lumen Draft');
      expect(drafted.headers['cache-control']).toBe('no-store');
      // Players, and a token nobody issued, see the live brand.
      expect((await page('/', 'lumen.localhost')).boot.permission.whitelabel.name).toBe('Lumen Play');
      expect((await call({ Preview: 'not-a-token' })).body.value.whitelabel.name).toBe('Marquee BD');
      const editor = await ops.tokenOf('editor');
      expect((await ops.call(editor, '/ops/brand/preview', 'POST', { brandId: 'lumen' })).status).toBe(403);
    } finally {
      await ops.call(admin, '/ops/brand/draft', 'DELETE', { brandId: 'lumen' });
    }
  });
});
