import type { Page } from 'playwright-core';
import { describe, expect, it } from './helpers/fixtures';
import { openPage } from './helpers/browser';
import { brandHosts, siteAbsent } from './helpers/siteServer';

// The page the server sends draws its header rows and first banner before any script runs
// (server/modules/system/site/page.ts firstPaint). A player on a slow phone sees the banner first in that
// drawing, so it must sit exactly where the running site puts it, or the page jumps when the shell
// takes over.
const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 768 } } as const;

async function bannerTop(page: Page) {
  const img = page.locator('.banner img').first();
  await img.waitFor();
  return Math.round((await img.boundingBox())!.y);
}

describe.skipIf(siteAbsent())('the first paint', () => {
  it.for(Object.entries(sizes))('puts the first banner where the running site shows it, at %s size', async ([, viewport], { site, browser }) => {
    for (const path of ['/', '/rng', '/promotions']) {
      const url = site.siteUrl(path, brandHosts.bd);
      const still = await browser.newContext({ viewport, javaScriptEnabled: false });
      try {
        const page = await still.newPage();
        await page.goto(url);
        // Drawn by the server alone: hidden from screen readers, the banner picture already asked for.
        expect(await page.locator('#root > .first-paint').getAttribute('aria-hidden')).toBe('true');
        // The banner's picture first; a lobby then asks for its first row of games' pictures (decision 0328).
        const preloaded = await page.locator('link[rel="preload"][as="image"]').first().getAttribute('href');
        expect(await page.locator('.first-paint .banner img').getAttribute('src')).toBe(preloaded);
        // A lobby leaves its banner out on a phone (decision 0302), in the first paint as in the running site.
        if (viewport.width <= 768 && path === '/rng') {
          expect(await page.locator('.first-paint .banner').isVisible()).toBe(false);
          const { page: live, context } = await openPage(url, { viewport, axe: false });
          try {
            // The running site draws no carousel there at all (its picture is never downloaded): once the
            // shell has replaced the first paint, the lobby stands where the banner would be.
            await live.locator('.first-paint').waitFor({ state: 'detached' });
            await live.getByRole('main').waitFor();
            expect(await live.locator('[data-testid="banner-carousel"], .banner').count()).toBe(0);
          } finally {
            await context.close();
          }
          continue;
        }
        const before = await bannerTop(page);
        const { page: live, context } = await openPage(url, { viewport, axe: false });
        try {
          await live.locator('[data-testid="banner-carousel"]').waitFor();
          expect(await live.locator('.first-paint').count(), 'the shell replaced the first paint').toBe(0);
          expect(await bannerTop(live), `${path}: the banner's top, first paint against running site`).toBe(before);
        } finally {
          await context.close();
        }
      } finally {
        await still.close();
      }
    }
  });

  // A lobby on a phone is drawn down to its first two rows of games (lobbyFirstPaint.ts): their
  // pictures are the page's largest paint, so each must stand where the running site draws it.
  it.for(['bn', 'en'] as const)("draws a lobby's first games where the running site shows them, on a phone, in %s", async (lang, { site, browser }) => {
    const viewport = sizes.phone;
    const url = site.siteUrl('/rng', brandHosts.bd);
    // The language a player chose: the server reads it from the cookie, the page from its storage.
    const { origin, hostname } = new URL(url);
    const storageState = {
      cookies: [{ name: 'hisLang', value: lang, domain: hostname, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const }],
      origins: [{ origin, localStorage: [{ name: 'hisLang', value: lang }] }],
    };
    const still = await browser.newContext({ viewport, javaScriptEnabled: false, storageState });
    try {
      const page = await still.newPage();
      await page.goto(url);
      const tiles = page.locator('.first-paint .game-tile__image');
      expect(await tiles.count(), 'two rows of three').toBe(6);
      // Nothing in the drawing can take focus: it is inert, and the running site replaces it.
      expect(await page.locator('.first-paint__lobby').getAttribute('inert')).not.toBeNull();
      const preloaded = await page.locator('link[rel="preload"][as="image"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
      const drawn = await tiles.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')));
      expect(preloaded, 'each drawn picture is asked for with the page').toEqual(expect.arrayContaining(drawn));
      // Its rows are empty: no text asks for the site's font before the pictures paint.
      expect((await page.locator('.first-paint__lobby').innerText()).trim()).toBe('');
      await page.waitForLoadState('load');
      expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.woff2')).length), 'fonts asked for by the first paint').toBe(0);
      const before = await tiles.evaluateAll((imgs) => imgs.map((i) => i.getBoundingClientRect()).map((r) => [r.x, r.y, r.width]));
      const { page: live, context } = await openPage(url, { viewport, storageState, axe: false });
      try {
        await live.locator('.first-paint').waitFor({ state: 'detached' });
        const images = live.locator('main .game-tile__image');
        await images.nth(5).waitFor();
        expect(await live.getByRole('heading', { level: 1 }).textContent()).toBe(lang === 'bn' ? 'স্লট' : 'Slots');
        const after = await images.evaluateAll((imgs) =>
          imgs
            .slice(0, 6)
            .map((i) => i.getBoundingClientRect())
            .map((r) => [r.x, r.y, r.width]),
        );
        expect(await live.locator('main .game-tile__image').evaluateAll((imgs) => imgs.slice(0, 6).map((i) => i.getAttribute('src')))).toEqual(drawn);
        // Within a pixel: a half-pixel line box rounds either way between two layouts of the same lobby.
        const moved = Math.max(...before.flatMap((b, i) => b.map((v, k) => Math.abs(v - after[i]![k]!))));
        expect(moved, `a game's picture moved by ${moved} px from first paint to running site`).toBeLessThanOrEqual(1);
      } finally {
        await context.close();
      }
    } finally {
      await still.close();
    }
  });

  // A wider screen shows the lobby's banner and open filters: the running site draws its lobby there.
  it('leaves a lobby to the running site on a desktop, and a filtered lobby anywhere, but not for a campaign tag', async ({ site, browser }) => {
    for (const [viewport, path] of [
      [sizes.desktop, '/rng'],
      [sizes.phone, '/rng?vendor=JILI'],
    ] as const) {
      const still = await browser.newContext({ viewport, javaScriptEnabled: false });
      try {
        const page = await still.newPage();
        await page.goto(site.siteUrl(path, brandHosts.bd));
        expect(
          await page
            .locator('.first-paint .game-tile__image')
            .first()
            .isVisible()
            .catch(() => false),
          `${path} at ${viewport.width} px`,
        ).toBe(false);
      } finally {
        await still.close();
      }
    }
    // A parameter the lobby does not read (a campaign's tag) leaves it the bare lobby.
    const still = await browser.newContext({ viewport: sizes.phone, javaScriptEnabled: false });
    try {
      const page = await still.newPage();
      await page.goto(site.siteUrl('/rng?utm_source=sms', brandHosts.bd));
      expect(await page.locator('.first-paint .game-tile__image').count()).toBe(6);
    } finally {
      await still.close();
    }
  });

  // Lumen sends visitors to sign in (loginedToHomePage): its home's banner is not what they will
  // see, the sign-in card is, and it paints where the running site puts it.
  it.for(Object.entries(sizes))('shows the sign-in card first on a page a visitor is sent away from, at %s size', async ([, viewport], { site, browser }) => {
    const still = await browser.newContext({ viewport, javaScriptEnabled: false });
    try {
      const page = await still.newPage();
      await page.goto(site.siteUrl('/', brandHosts.lumen));
      expect(await page.locator('.first-paint .site-header__logo img').count()).toBe(1);
      expect(await page.locator('.first-paint .banner').count()).toBe(0);
      const title = page.locator('.first-paint .login-card h1');
      expect(await title.textContent(), "in the brand's default language, English").toBe('Log in');
      const before = (await title.boundingBox())!;
      const { page: live, context } = await openPage(site.siteUrl('/', brandHosts.lumen), { viewport, axe: false });
      try {
        const heading = live.getByRole('heading', { level: 1, name: 'Log in' });
        await heading.waitFor();
        expect(await live.locator('.first-paint').count()).toBe(0);
        const after = (await heading.boundingBox())!;
        // Within a pixel: a half-pixel line box rounds either way between two layouts of the same card.
        const moved = [Math.abs(after.x - before.x), Math.abs(after.y - before.y)];
        expect(Math.max(...moved), `the card's title moved by ${moved.join(', ')} px from first paint to running site`).toBeLessThanOrEqual(1);
      } finally {
        await context.close();
      }
    } finally {
      await still.close();
    }
  });
});
