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

// The site's own answers: robots.txt and the manifest per brand, assets sent precompressed, and
// the page filled in per brand with the boot data. A small stand-in for dist/client (the real
// index.html and one asset, compressed by the build's own step) keeps this off a vite build.
let server: TestServer;
let clientDir: string;
const asset = `/* ${'the entry chunk '.repeat(40)} */\nexport const answer = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `item ${i}`))};\n`;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'marquee-site-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), readFileSync(join(projectRoot, 'index.html')));
  writeFileSync(join(clientDir, 'assets', 'entry-abc123.js'), asset);
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

const decoded = (r: Raw) =>
  (r.headers['content-encoding'] === 'br' ? brotliDecompressSync(r.body) : r.headers['content-encoding'] === 'gzip' ? gunzipSync(r.body) : r.body).toString('utf8');

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
  it("takes each brand's name, language, colours and logo", async () => {
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
      icons: [{ src: '/brand/bd/logo.svg', sizes: 'any', type: 'image/svg+xml' }],
    });
    const lumen = JSON.parse((await get('/manifest.webmanifest', 'lumen.localhost')).body.toString('utf8'));
    // Lumen Play's default theme is dark: its dark colours.
    expect(lumen).toMatchObject({ name: 'Lumen Play', lang: 'en', theme_color: '#9d7bff', background_color: '#0d0a18', icons: [{ src: '/brand/lumen/logo.svg' }] });
  });

  it('is linked from the page', async () => {
    const { html } = await page('/');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
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

  it('is titled per path and language, /index.html too', async () => {
    expect((await page('/')).html).toContain('<title>হোম · Marquee BD</title>');
    expect((await page('/live', 'lumen.localhost')).html).toContain('<title>Live casino · Lumen Play</title>');
    expect((await page('/help', 'localhost', { cookie: 'hisLang=en' })).html).toContain('<title>Help centre · Marquee BD</title>');
    expect((await page('/help', 'localhost', { cookie: 'hisLang=en' })).html).toContain('<html lang="en">');
    // A language the brand does not offer is not taken from the cookie.
    expect((await page('/', 'localhost', { cookie: 'hisLang=xx' })).html).toContain('<html lang="bn">');
    expect((await page('/index.html')).html).toContain('<title>হোম · Marquee BD</title>');
    expect((await page('/no-such-page')).html).toContain('<title>Marquee BD</title>');
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
