import { describe, expect, it } from './helpers/fixtures';
import type { Page } from 'playwright-core';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { brandHosts, siteAbsent } from './helpers/siteServer';
import { signIn } from '../helpers/signIn';
import bn from '../../locales/bn/games.json';
import en from '../../locales/en/games.json';

/**
 * The lobbies and the home page as a player meets them: on a phone the games of every category's
 * lobby are on the first screen, the filters one button away; every vendor card shows its logo; a
 * wide screen's rows are full; and every category of the navigation opens its own lobby.
 */

const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 768 };
// Lumen sends visitors to sign in (loginedToHomePage): its pages are seen by its member.
const brands = [
  { id: 'bd', host: brandHosts.bd, member: null, filters: bn },
  { id: 'lumen', host: brandHosts.lumen, member: 'player01', filters: en },
] as const;

const tiles = (page: Page) => page.locator('.game-grid:not([aria-hidden]) > li.game-tile');

/** The lobby every category of the navigation leads to, in the navigation's order. */
const lobbyPaths = (page: Page) => page.locator('.site-nav__list .nav-category > a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));

describe.skipIf(siteAbsent())('the lobbies and the home page', () => {
  // A page load per lobby, nine on Marquee BD: a full run's load takes it past a minute.
  it.for(brands)("$id: a phone shows every lobby's first game on its first screen", { timeout: 150_000 }, async (brand, { site }) => {
    const session = brand.member ? await signIn(site.call, brand.member, brand.host) : undefined;
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/', brand.host), { viewport: phone, touch: true, ...(session ? { sessionStorage: session } : {}) });
    try {
      page.setDefaultTimeout(10_000);
      const paths = await lobbyPaths(page);
      expect(paths.length).toBeGreaterThan(3);
      // A lobby's banner is not shown on a phone, so its picture is not downloaded either: neither
      // the first paint's nor the shell's (the home page's own banner, before this, is shown).
      const banners: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'image' && /\/seed\/banners\//.test(new URL(r.url()).pathname)) banners.push(`${new URL(page.url()).pathname}: ${r.url()}`);
      });
      for (const path of paths) {
        await page.goto(site.siteUrl(path, brand.host), { waitUntil: 'networkidle' });
        const first = tiles(page).first();
        await first.waitFor();
        // Wholly above the tab bar at the screen's foot (where the page has one), before any scrolling.
        const box = (await first.boundingBox())!;
        const bar = await page.locator('[data-testid="tab-bar"]').evaluateAll((bars) => bars.map((b) => b.getBoundingClientRect().top));
        expect(box.y, path).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height, path).toBeLessThanOrEqual(Math.min(...bar, phone.height));
      }
      expect(banners).toEqual([]);
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });

  it.for(brands)('$id: a phone folds the filters behind one button that a keyboard works and that says how many are on', async (brand, { site }) => {
    const session = brand.member ? await signIn(site.call, brand.member, brand.host) : undefined;
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/rng', brand.host), { viewport: phone, ...(session ? { sessionStorage: session } : {}) });
    try {
      page.setDefaultTimeout(10_000);
      // Named by its words, which change with the count: found by its name once, then held by its place.
      await page.getByRole('button', { name: brand.filters.filterToggle, exact: true }).waitFor();
      const toggle = page.locator('.lobby__bar button[aria-controls]');
      const search = page.getByRole('searchbox', { name: brand.filters.searchLabel });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await search.isVisible()).toBe(false);
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await search.isVisible()).toBe(true);
      const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      expect(await panel.evaluate((el) => el.contains(document.querySelector('input[type="search"]')))).toBe(true);
      await checkAccessibility(page);
      await page.getByLabel(brand.filters.minBet).selectOption('0.1');
      await page.waitForURL((u) => u.searchParams.get('minBet') === '0.1');
      await toggle.focus();
      await page.keyboard.press('Space');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await search.isVisible()).toBe(false);
      // The count follows the lobby the page shows: a navigation is a transition, held until the
      // filtered games have come, so the words can trail the address by a moment.
      await expect.poll(() => toggle.innerText()).toBe(brand.filters.filterToggleOn.replace('{{n, number}}', '1'));
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
    // A desktop has the room: the filters are open, and there is no button to fold them.
    const wide = await openPage(site.siteUrl('/rng', brand.host), { viewport: desktop, ...(session ? { sessionStorage: session } : {}) });
    try {
      expect(await wide.page.getByRole('searchbox', { name: brand.filters.searchLabel }).isVisible()).toBe(true);
      expect(await wide.page.locator('.lobby__bar button[aria-controls]').isVisible()).toBe(false);
    } finally {
      await wide.context.close();
    }
  });

  it.for(brands)('$id: every vendor card of the home page shows its logo, on a phone and a desktop', async (brand, { site }) => {
    const session = brand.member ? await signIn(site.call, brand.member, brand.host) : undefined;
    for (const viewport of [phone, desktop]) {
      const { page, context } = await openPage(site.siteUrl('/', brand.host), { viewport, ...(session ? { sessionStorage: session } : {}) });
      try {
        page.setDefaultTimeout(10_000);
        const logos = page.locator('.home-category .vendor-card img');
        await logos.first().waitFor({ state: 'attached' });
        const count = await logos.count();
        expect(count).toBeGreaterThan(3);
        for (let i = 0; i < count; i++) {
          const logo = logos.nth(i);
          // Lazy pictures load as they come near the screen, as a player scrolling would bring them.
          await logo.scrollIntoViewIfNeeded();
          await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { message: (await logo.getAttribute('src')) ?? '' }).toBeGreaterThan(0);
        }
        // A vendor's name is the card's caption, not a link's underlined text.
        const name = page.locator('.home-category .vendor-card__name').first();
        expect(await name.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('none');
      } finally {
        await context.close();
      }
    }
  });

  it.for(brands)('$id: a desktop fills every row of the home page with categories', async (brand, { site }) => {
    const session = brand.member ? await signIn(site.call, brand.member, brand.host) : undefined;
    const { page, context } = await openPage(site.siteUrl('/', brand.host), { viewport: desktop, ...(session ? { sessionStorage: session } : {}) });
    try {
      await page.locator('.home-categories').waitFor();
      // Each row of sections ends where the row's box ends: no section stands beside an empty stretch.
      const gaps = await page.locator('.home-categories').evaluate((row) => {
        const right = row.getBoundingClientRect().right;
        const sections = [...row.querySelectorAll<HTMLElement>(':scope > .home-category')].map((s) => s.getBoundingClientRect());
        const lastOfRows = sections.filter((s, i) => i === sections.length - 1 || sections[i + 1]!.top > s.top + 1);
        return lastOfRows.map((s) => Math.round(right - s.right));
      });
      expect(gaps.length).toBeGreaterThan(0);
      for (const gap of gaps) expect(gap).toBeLessThanOrEqual(1);
      // And inside a section the cards share its width.
      const cardGaps = await page.locator('.home-category .vendor-grid').evaluateAll((grids) =>
        grids.map((grid) => {
          const cards = [...grid.querySelectorAll(':scope > li')].map((li) => li.getBoundingClientRect());
          return Math.round(grid.getBoundingClientRect().right - Math.max(...cards.map((c) => c.right)));
        }),
      );
      for (const gap of cardGaps) expect(gap).toBeLessThanOrEqual(1);
    } finally {
      await context.close();
    }
  });

  it.for(brands)('$id: cockfight in the navigation opens its lobby, on a phone and a desktop', async (brand, { site }) => {
    const session = brand.member ? await signIn(site.call, brand.member, brand.host) : undefined;
    for (const viewport of [phone, desktop]) {
      const { page, context } = await openPage(site.siteUrl('/', brand.host), { viewport, touch: viewport === phone, ...(session ? { sessionStorage: session } : {}) });
      try {
        page.setDefaultTimeout(10_000);
        const cockfight = page.locator('.site-nav__list a[href="/cockfight"]');
        await cockfight.scrollIntoViewIfNeeded();
        if (viewport === phone) await cockfight.tap();
        else await cockfight.click();
        await page.waitForURL((u) => u.pathname === '/cockfight');
        await tiles(page).first().waitFor();
        expect(await page.getByRole('tab', { name: /DS88 Sabong/ }).count()).toBe(1);
        await checkAccessibility(page);
      } finally {
        await context.close();
      }
    }
  });
});
