import { describe, expect, it } from './helpers/fixtures';
import type { Page } from 'playwright-core';
import { expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent } from './helpers/siteServer';
import { signIn } from '../helpers/signIn';

/**
 * The site on a phone (390 × 844), where most players are: a header of one row, the categories in
 * one sideways strip, a tab bar at the foot, the side bar behind one button, nothing wider than the
 * screen, and every button big enough for a finger. A desktop keeps its own layout.
 */

const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 768 };

const overflowX = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The first category page the strip links to. */
const firstCategoryPath = (page: Page) =>
  page.evaluate(() => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('.site-nav__list .nav-category > a')];
    return links[0]?.getAttribute('href') ?? null;
  });

/** Elements under `selector` that are shown and less than 44 px tall or wide, described. */
const tooSmall = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    return [...document.querySelectorAll<HTMLElement>(sel)]
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.height < 44 || r.width < 44)
      .map(({ el, r }) => `${el.tagName.toLowerCase()}.${el.className} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim()}" ${Math.round(r.width)}×${Math.round(r.height)}`);
  }, selector);

describe.skipIf(siteAbsent())('the site on a phone', () => {
  it('goes home → a games page → promotions by the tab bar, marking the tab of the page open', async ({ site }) => {
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/'), { viewport: phone });
    try {
      page.setDefaultTimeout(10_000);
      const bar = page.getByRole('navigation', { name: 'শর্টকাট' });
      // Drawn once the shell's first chunk has run, which under load can come just after the network is idle.
      await bar.waitFor();
      const current = () => bar.locator('[aria-current="page"]').innerText();
      expect(await current()).toBe('হোম');

      await bar.getByRole('link', { name: 'গেমস' }).click();
      const games = await firstCategoryPath(page);
      expect(games).not.toBeNull();
      await page.waitForURL((u) => u.pathname === games);
      await expect.poll(current).toBe('গেমস');

      await bar.getByRole('link', { name: 'প্রচারণা' }).click();
      await page.waitForURL((u) => u.pathname === '/promotions');
      await expect.poll(current).toBe('প্রচারণা');

      await bar.getByRole('link', { name: 'হোম' }).click();
      await page.waitForURL((u) => u.pathname === '/');
      await expect.poll(current).toBe('হোম');
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });

  it('asks a visitor to sign in from the deposit tab, and opens the deposit page for a member', async ({ site }) => {
    const visitor = await openPage(site.siteUrl('/'), { viewport: phone });
    try {
      await visitor.page.getByTestId('tab-bar').getByRole('button', { name: 'জমা' }).click();
      await visitor.page.getByRole('dialog').waitFor({ timeout: 10_000 });
      expect(await visitor.page.getByRole('dialog').innerText()).toContain('লগ ইন');
    } finally {
      await visitor.context.close();
    }
    const member = await openPage(site.siteUrl('/'), { viewport: phone, sessionStorage: await signIn(site.call, 'player01') });
    try {
      const bar = member.page.getByTestId('tab-bar');
      await bar.getByRole('button', { name: 'জমা' }).click();
      const centre = member.page.getByRole('dialog');
      await centre.waitFor({ timeout: 10_000 });
      await expect.poll(() => centre.locator('[aria-current="page"]').innerText()).toBe('জমা');
      expectNoConsoleErrors(member.consoleErrors);
    } finally {
      await member.context.close();
    }
  });

  it('shows the categories in one row that scrolls sideways and navigates', async ({ site }) => {
    const { page, context } = await openPage(site.siteUrl('/'), { viewport: phone });
    try {
      page.setDefaultTimeout(10_000);
      const strip = page.locator('.site-nav__list');
      const box = await strip.boundingBox();
      expect(box!.height).toBeLessThan(80);
      const { scrollWidth, clientWidth, wrap } = await strip.evaluate((el) => ({
        scrollWidth: el.scrollWidth,
        clientWidth: el.clientWidth,
        wrap: getComputedStyle(el).flexWrap,
      }));
      expect(wrap).toBe('nowrap');
      expect(scrollWidth).toBeGreaterThan(clientWidth);

      // The last category with a page that keeps the navigation (/lottery hides it, SPEC §2.1) is
      // off screen: choosing it brings it into view and marks it current.
      const last = strip.locator('.nav-category > a:not([href="/lottery"])').last();
      const path = await last.getAttribute('href');
      await last.scrollIntoViewIfNeeded();
      await last.click();
      await page.waitForURL((u) => u.pathname === path);
      const current = page.locator('.site-nav__list [aria-current="page"]');
      await expect.poll(() => current.getAttribute('href')).toBe(path);
      const seen = await current.evaluate((el) => {
        const a = el.getBoundingClientRect();
        const row = el.closest('ul')!.getBoundingClientRect();
        return a.left >= row.left - 1 && a.right <= row.right + 1;
      });
      expect(seen).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('is no wider than the screen on home, /login and a category page', async ({ site }) => {
    for (const session of [undefined, await signIn(site.call, 'player01')]) {
      const { page, context } = await openPage(site.siteUrl('/'), { viewport: phone, sessionStorage: session });
      try {
        const category = await firstCategoryPath(page);
        expect(await overflowX(page), '/').toBeLessThanOrEqual(phone.width);
        for (const path of ['/login', category!]) {
          await page.goto(site.siteUrl(path), { waitUntil: 'networkidle' });
          expect(await overflowX(page), path).toBeLessThanOrEqual(phone.width);
        }
        // The header is one row: the logo and the buttons beside it share one line.
        const top = await page.locator('.site-header__top').boundingBox();
        expect(top!.height).toBeLessThan(64);
      } finally {
        await context.close();
      }
    }
  });

  it("opens every category's lobby and the header's menu by a tap", async ({ site }) => {
    const { page, context } = await openPage(site.siteUrl('/'), { viewport: phone, touch: true });
    try {
      page.setDefaultTimeout(10_000);
      // Every category of the strip is a link to its lobby, e-sports and cockfight included: none opens a drop-down in its place.
      expect(await page.locator('.site-nav__list .nav-category > button').count()).toBe(0);
      const links = page.locator('.site-nav__list .nav-category > a');
      const paths = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')));
      expect(paths).toEqual(expect.arrayContaining(['/esports', '/cockfight']));
      const cockfight = page.locator('.site-nav__list a[href="/cockfight"]');
      await cockfight.scrollIntoViewIfNeeded();
      await cockfight.tap();
      await page.waitForURL((u) => u.pathname === '/cockfight');
      // The address changes before the lobby is drawn: the heading is read until the lobby's own shows.
      await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('মোরগ লড়াই');
      const menu = page.locator('.site-header__prefs .header-menu__button');
      await menu.tap();
      await expect.poll(() => page.locator('.site-header__prefs .header-menu__list').isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('opens the side bar as a sheet by a tap, and Escape closes it', async ({ site }) => {
    const { page, context } = await openPage(site.siteUrl('/'), { viewport: phone });
    try {
      page.setDefaultTimeout(10_000);
      // The icon column is not drawn over the page; its one button is.
      expect(await page.locator('.side-bar ul').isVisible()).toBe(false);
      const toggle = page.getByRole('button', { name: 'দ্রুত লিংক' });
      await toggle.tap().catch(() => toggle.click());
      const sheet = page.getByRole('dialog', { name: 'দ্রুত লিংক' });
      await sheet.waitFor();
      expect(await sheet.getByRole('link', { name: 'প্রচারণা' }).isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      // Focus goes back to the button that opened it.
      expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('makes every header button, category and tab at least 44 px, for a visitor and a member', async ({ site }) => {
    for (const session of [undefined, await signIn(site.call, 'player01')]) {
      const { page, context } = await openPage(site.siteUrl('/'), { viewport: phone, sessionStorage: session });
      try {
        const small = [
          ...(await tooSmall(page, '.site-header__top a.mq-button, .site-header__top button')),
          ...(await tooSmall(page, '.site-nav__list > li > a, .nav-category > a, .nav-category > button')),
          ...(await tooSmall(page, '.tab-bar a, .tab-bar button')),
        ];
        expect(small).toEqual([]);
        expect(await page.locator('.tab-bar a, .tab-bar button').count()).toBeGreaterThanOrEqual(4);
      } finally {
        await context.close();
      }
    }
  });

  it('keeps the desktop navigation and no tab bar at 1366 × 768', async ({ site }) => {
    const { page, context } = await openPage(site.siteUrl('/'), { viewport: desktop });
    try {
      // One logo, the header's: the navigation row below it does not repeat it.
      expect(await page.locator('.site-header img[src^="/brand/"]').count()).toBe(1);
      expect(await page.locator('.site-header__logo').isVisible()).toBe(true);
      expect(await page.locator('.site-header__tools').isVisible()).toBe(true);
      expect(await page.locator('.side-bar ul').isVisible()).toBe(true);
      expect(await page.getByTestId('tab-bar').isVisible()).toBe(false);
      expect(await page.getByTestId('side-bar-toggle').isVisible()).toBe(false);
      expect(await page.locator('.site-header__prefs').isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });
});
