// `npm run shots`: the ten main pages of every brand, at desktop and phone sizes, in both themes
// and both languages, as PNG files under shots/ (git-ignored), to look at as a player would.
// Narrow the run with any of: --brand=bd --page=/live --viewport=phone --theme=dark --lang=en
// (--page takes any address of the site, comma-separated, not only the ten).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { projectRoot } from '../server/config';
import { brandHosts, viewports, withShotSite, type BrandId, type Lang, type ThemeMode, type ViewportName } from './shotSite';

/** The pages most players see, one of each screen kind in config/layout.default.json's route table. */
const pages = ['/', '/live', '/sports', '/rng', '/fish', '/lottery', '/promotions', '/vip', '/help', '/login'];
const themes: ThemeMode[] = ['light', 'dark'];
const langs: Lang[] = ['bn', 'en'];

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const only = <T extends string>(name: string, all: readonly T[]): T[] => {
  const wanted = args.get(name);
  return wanted ? all.filter((v) => wanted.split(',').includes(v)) : [...all];
};

const outDir = join(projectRoot, 'shots');
const fileName = (page: string) => (page === '/' ? 'home' : page.slice(1).replace(/\//g, '-'));

/** Until the page has drawn what it will draw: requests settled, fonts loaded, pictures decoded. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  // A whole-page picture shows what lies below the fold, so lazy pictures are loaded now; one that
  // never arrives is given up on after a while.
  await page.evaluate(async () => {
    for (const img of document.querySelectorAll('img')) img.loading = 'eager';
    await document.fonts.ready;
    const pictures = Promise.all([...document.images].map((img) => (img.complete ? Promise.resolve() : img.decode().catch(() => undefined))));
    await Promise.race([pictures, new Promise((r) => setTimeout(r, 3000))]);
  });
  await page.waitForTimeout(300);
}

await withShotSite(async (site) => {
  const runs = only('brand', Object.keys(brandHosts) as BrandId[]).flatMap((brand) =>
    only('viewport', Object.keys(viewports) as ViewportName[]).flatMap((viewport) =>
      only('theme', themes).flatMap((theme) => only('lang', langs).map((lang) => ({ brand, viewport, theme, lang }))),
    ),
  );
  const written: string[] = [];
  // Two at a time: the machines this runs on have two cores, and most of a page's time is waiting.
  const next = async (): Promise<void> => {
    const run = runs.shift();
    if (!run) return;
    const context = await site.context(run);
    const page = await context.newPage();
    const dir = join(outDir, run.brand, run.viewport, `${run.theme}-${run.lang}`);
    mkdirSync(dir, { recursive: true });
    for (const path of args.get('page')?.split(',') ?? pages) {
      await page.goto(site.url(run.brand, path));
      await settle(page);
      // A notice that pops up on arrival would hide the page behind it; a player closes it first.
      for (let i = 0; i < 3 && (await page.locator('[role="dialog"]').count()); i++) {
        await page.keyboard.press('Escape');
        await page.waitForTimeout(250);
      }
      // A phone shows one screenful, with the tab bar at its foot: that is the picture; the whole
      // page beside it, where the fixed bars float at the first screen's height.
      const shots = run.viewport === 'phone' ? [{ suffix: '', fullPage: false }, { suffix: '-full', fullPage: true }] : [{ suffix: '', fullPage: true }];
      for (const { suffix, fullPage } of shots) {
        const file = join(dir, `${fileName(path)}${suffix}.png`);
        await page.screenshot({ path: file, fullPage, animations: 'disabled' });
        written.push(file);
        console.log(file);
      }
    }
    await context.close();
    return next();
  };
  await Promise.all([next(), next()]);
  console.log(`${written.length} screenshots in ${outDir}`);
});
