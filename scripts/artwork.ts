// `npm run artwork`: draws the pictures the site ships from the brands' own data, so a new brand
// or a changed colour, name or language is one command away from its artwork.
//
//   vendor wordmarks   public/seed/vendors/<code>.svg     emblem + name as outlines (opentype.js)
//   banners            public/seed/banners/<brand>-<group>-<n>.<lang>.webp, 1200×320, words from
//                      locales/<lang>/artwork.json, drawn in Chromium for Bengali shaping
//   category icons     public/icons/categories/<CATEGORY>.svg, currentColor line icons
//   brand icons        public/brand/<brand>/favicon.svg, icon-192.png, icon-512.png,
//                      icon-maskable-512.png, apple-touch-icon.png
//   game tiles         public/seed/games/<brand>/<code lower-cased>.svg, 240×240, one per game of
//                      config/seed/games.json: the brand's colours, a picture of the game's kind
//                      (reels, cards, a crash curve, a ground and ball, a rooster, numbered balls)
//                      and its English name as outlines; plain SVG, drawn without the browser; a
//                      slot's reels show its theme's symbols (src/engine/slotTheme.ts)
//   slot themes        public/seed/themes/<motif>.svg, one <symbol> per role, coloured on the game
//                      page by its vendor's palette (decision 0305)
//
// config/seed/banners.json is rewritten to name the banners it drew (per language, with their
// size); its groups, order and links are kept. The output is committed: developers run this when
// a brand, the copy or the drawing changes; the server and CI only read the files. The same
// inputs give the same files: every choice is hashed from a code or a name, and Chromium
// rasterises on the CPU.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openBrowser } from './artwork/browser';
import { renderBanners, type BrandFacts, type SeedBanner } from './artwork/banners';
import { brandIconFiles, brandIconSvg, svgToPng } from './artwork/brandIcons';
import { categoryGlyphs, iconSvg } from './artwork/categoryIcons';
import { renderGameTiles } from './artwork/gameTiles';
import { writeThemeSprites } from './artwork/themeFiles';
import { wordmarkName, wordmarkSvg } from './artwork/wordmarks';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = join(root, 'public');
const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(root, path), 'utf8')) as T;
const write = (publicPath: string, bytes: Buffer | string) => {
  const file = join(publicDir, publicPath);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, bytes);
};

const brands = readdirSync(join(root, 'config', 'brands'))
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => readJson<BrandFacts>(`config/brands/${f}`));

function vendorWordmarks() {
  const seed = readJson<Record<string, Array<{ code: string; name: string; logo: string }>>>('config/seed/vendors.json');
  const byLogo = new Map<string, { code: string; names: string[] }>();
  for (const v of Object.values(seed).flat()) {
    const entry = byLogo.get(v.logo) ?? { code: v.code, names: [] };
    if (!entry.names.includes(v.name)) entry.names.push(v.name);
    byLogo.set(v.logo, entry);
  }
  for (const [logo, { code, names }] of byLogo) {
    const name = wordmarkName(names);
    write(logo, wordmarkSvg(code, name));
    // src/engine/footerVendors.ts shows BTi, the featured sponsor, with a picture of its own.
    if (code === 'BTI') write(logo.replace(/[^/]*$/, 'bti-special.svg'), wordmarkSvg(code, name, true));
  }
}

function categoryIcons() {
  for (const name of categoryGlyphs) write(`/icons/categories/${name}.svg`, iconSvg(name));
}

function gameTiles() {
  for (const brand of brands) renderGameTiles(root, brand, write);
}

async function main() {
  vendorWordmarks();
  categoryIcons();
  gameTiles();
  writeThemeSprites(root, write);
  const browser = await openBrowser();
  try {
    for (const brand of brands) {
      const files = brandIconFiles(brand.id);
      const rounded = brandIconSvg(brand.name, brand.theme.light, 'rounded');
      const square = brandIconSvg(brand.name, brand.theme.light, 'square');
      write(files.favicon, rounded);
      write(files.icon192, await svgToPng(browser, rounded, 192));
      write(files.icon512, await svgToPng(browser, rounded, 512));
      write(files.maskable512, await svgToPng(browser, square, 512));
      write(files.appleTouch, await svgToPng(browser, square, 180));
    }

    const seedPath = 'config/seed/banners.json';
    const seed = readJson<Record<string, SeedBanner[]>>(seedPath);
    rmSync(join(publicDir, 'seed', 'banners'), { recursive: true, force: true });
    const next: Record<string, SeedBanner[]> = {};
    for (const [brandId, banners] of Object.entries(seed)) {
      const brand = brands.find((b) => b.id === brandId);
      if (!brand) throw new Error(`${seedPath} names brand ${brandId}, which config/brands/ does not have`);
      next[brandId] = await renderBanners(browser, root, brand, banners, write);
    }
    writeFileSync(join(root, seedPath), `${JSON.stringify(next, null, 2)}\n`);
  } finally {
    await browser.close();
  }
}

await main();
