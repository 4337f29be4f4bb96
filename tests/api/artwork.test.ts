import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/config';
import { startTestServer, type TestServer } from '../helpers/testServer';

// The pictures `npm run artwork` draws are committed: the seed and the manifest must name only
// files that are there, at the size they claim, and the API must hand each language its own.
const publicFile = (path: string) => join(projectRoot, 'public', path);
const json = <T>(path: string): T => JSON.parse(readFileSync(join(projectRoot, path), 'utf8')) as T;

type SeedBanner = { groupName: string; image: Record<string, string>; width: number; height: number };
const seedBanners = json<Record<string, SeedBanner[]>>('config/seed/banners.json');
const seedVendors = json<Record<string, Array<{ code: string; logo: string }>>>('config/seed/vendors.json');
const brands = readdirSync(join(projectRoot, 'config', 'brands')).map((f) => json<{ id: string; supportLanguages: string[] }>(`config/brands/${f}`));

/** Width and height from a WebP's first chunk (lossy, lossless or extended). */
function webpSize(b: Buffer): { width: number; height: number } {
  expect(b.toString('ascii', 0, 4) + b.toString('ascii', 8, 12)).toBe('RIFFWEBP');
  const chunk = b.toString('ascii', 12, 16);
  if (chunk === 'VP8 ') return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') return { width: 1 + (((b[22]! & 0x3f) << 8) | b[21]!), height: 1 + (((b[24]! & 0x0f) << 10) | (b[23]! << 2) | ((b[22]! & 0xc0) >> 6)) };
  if (chunk === 'VP8X') return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
  throw new Error(`unknown WebP chunk ${chunk}`);
}

const pngSize = (b: Buffer) => {
  expect(b.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
};

describe('generated artwork in the seed', () => {
  it('gives every vendor of the seed a wordmark drawn as outlines', () => {
    for (const v of Object.values(seedVendors).flat()) {
      expect(existsSync(publicFile(v.logo)), `${v.code}: ${v.logo}`).toBe(true);
      const svg = readFileSync(publicFile(v.logo), 'utf8');
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 120 48"/);
      // Type as paths, so it looks the same on a machine without the font.
      expect(svg).toContain('<path d="M');
      expect(svg).not.toContain('<text');
    }
  });

  it("has every banner in every language of its brand, at the size it states, small enough for a phone's first paint", () => {
    for (const [brandId, banners] of Object.entries(seedBanners)) {
      const brand = brands.find((b) => b.id === brandId)!;
      expect(brand, brandId).toBeDefined();
      for (const b of banners) {
        expect(Object.keys(b.image).sort(), `${brandId} ${b.groupName}`).toEqual([...brand.supportLanguages].sort());
        for (const [lang, path] of Object.entries(b.image)) {
          expect(path).toMatch(new RegExp(`\\.${lang}\\.webp$`));
          const bytes = readFileSync(publicFile(path));
          expect(webpSize(bytes), path).toEqual({ width: b.width, height: b.height });
          expect(bytes.length, path).toBeLessThan(40 * 1024);
        }
        // A picture per language means different words: not one file under two names.
        const files = Object.values(b.image).map((p) => readFileSync(publicFile(p)).toString('base64'));
        expect(new Set(files).size).toBe(files.length);
      }
    }
  });
});

describe('the API and the manifest', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  type Banners = Array<{ url: string; width: number | null; height: number | null }>;
  const banners = async (headers: Record<string, string>, host = 'localhost', group = 'w_home') => {
    const res = await server.call<{ value: Banners }>(`/wps/system/banners?groupName=${group}`, { host, headers });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.value;
  };

  it("answers each banner's picture in the language asked for, with its size", async () => {
    const en = await banners({ Language: 'en' });
    const bn = await banners({ Language: 'bn' });
    expect(en.map((b) => b.url)).toEqual(seedBanners.bd!.filter((b) => b.groupName === 'w_home').map((b) => b.image.en));
    expect(bn.map((b) => b.url)).toEqual(seedBanners.bd!.filter((b) => b.groupName === 'w_home').map((b) => b.image.bn));
    expect(en[0]).toMatchObject({ url: '/seed/banners/bd-w_home-1.en.webp', width: 1200, height: 320 });
    expect(bn[0]).toMatchObject({ url: '/seed/banners/bd-w_home-1.bn.webp', width: 1200, height: 320 });
    // Without a language asked for: the brand's default, Bengali for bd and English for lumen.
    expect((await banners({}))[0]!.url).toBe('/seed/banners/bd-w_home-1.bn.webp');
    expect((await banners({}, 'lumen.localhost'))[0]!.url).toBe('/seed/banners/lumen-w_home-1.en.webp');
    expect((await banners({ Language: 'bn' }, 'lumen.localhost'))[0]!.url).toBe('/seed/banners/lumen-w_home-1.bn.webp');
  });

  it("falls back to the brand's default language for a banner drawn in one language only, and keeps an unknown size unknown", async () => {
    const db = server.database.db;
    const row = await db
      .insertInto('banners')
      .values({ brand_id: 'bd', group_name: 'w_help', image: JSON.stringify({ bn: '/uploads/only-bn.jpg' }), sort: 99 })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      expect((await banners({ Language: 'en' }, 'localhost', 'w_help')).at(-1)).toMatchObject({ url: '/uploads/only-bn.jpg', width: null, height: null });
    } finally {
      await db.deleteFrom('banners').where('id', '=', row.id).execute();
    }
    await expect(db.insertInto('banners').values({ brand_id: 'bd', group_name: 'w_help', image: '"plain.jpg"' }).execute()).rejects.toThrow(/banners_image_languages|check/);
  });

  it("lists each brand's icons in its manifest, and every one is there at its size", async () => {
    for (const host of ['localhost', 'lumen.localhost']) {
      const res = await server.call<unknown>('/manifest.webmanifest', { host });
      const manifest = (typeof res.body === 'string' ? JSON.parse(res.body) : res.body) as { icons: Array<{ src: string; sizes: string; purpose: string }> };
      expect(manifest.icons.map((i) => i.purpose).sort()).toEqual(['any', 'any', 'any', 'maskable']);
      for (const icon of manifest.icons) {
        const bytes = readFileSync(publicFile(icon.src));
        if (icon.sizes === 'any') expect(bytes.toString('utf8')).toMatch(/^<svg /);
        else {
          const side = Number(icon.sizes.split('x')[0]);
          expect(pngSize(bytes), icon.src).toEqual({ width: side, height: side });
        }
      }
      const apple = readFileSync(publicFile(manifest.icons[0]!.src.replace('favicon.svg', 'apple-touch-icon.png')));
      expect(pngSize(apple)).toEqual({ width: 180, height: 180 });
    }
  });
});
