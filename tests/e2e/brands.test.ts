import { describe, expect, it } from './helpers/fixtures';
import { openPage } from './helpers/browser';
import { brandHosts, siteAbsent } from './helpers/siteServer';
import { setBrandField } from './helpers/brandDb';

describe.skipIf(siteAbsent())('the second brand, by Host', () => {
  it('sends a visitor to /login (loginedToHomePage), in English and its dark theme, with its own menu', async ({ site }) => {
    const { page, context } = await openPage(site.siteUrl('/rng', brandHosts.lumen));
    try {
      await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/rng');
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
      const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mq-primary').trim());
      expect(primary).toBe('#9d7bff');
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Log in');
      const menu = await page.locator('.site-nav__list > li').allInnerTexts();
      // Its App entry leads to its lite app, the site itself (decision 0300).
      expect(menu.map((m) => m.split('\n')[0]!.trim())).toEqual(['Home', 'Slots', 'Live Casino', 'Fishing', 'Cards', 'Cockfight', 'Sports', 'Lottery', 'App', 'Promotions']);
      expect(await page.title()).toBe('Log in · Lumen Play');
    } finally {
      await context.close();
    }
  });

  it('lets a visitor reach the public routes without signing in', async ({ site }) => {
    for (const path of ['/helpmc', '/download', '/register']) {
      const { page, context } = await openPage(site.siteUrl(path, brandHosts.lumen));
      try {
        expect(new URL(page.url()).pathname).toBe(path);
      } finally {
        await context.close();
      }
    }
  });

  it('sends a visitor on /down to sign in: SPEC §2.1 opens /download only', async ({ site }) => {
    const { page, context } = await openPage(site.siteUrl('/down', brandHosts.lumen));
    try {
      await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/down');
    } finally {
      await context.close();
    }
  });

  it('shows each brand its own currency, and follows an operator who turns the sign-in requirement off', async ({ site }) => {
    await setBrandField(site, 'lumen', 'loginedToHomePage', false);
    const lumen = await openPage(site.siteUrl('/rng', brandHosts.lumen));
    try {
      expect(new URL(lumen.page.url()).pathname).toBe('/rng');
      await expect.poll(() => lumen.page.locator('.jackpot__value').innerText()).toMatch(/^₹ [\d,]+\.\d\d$/);
    } finally {
      await lumen.context.close();
    }
    const bd = await openPage(site.siteUrl('/rng'));
    try {
      await expect.poll(() => bd.page.locator('.jackpot__value').innerText()).toMatch(/^৳ [\d,]+\.\d\d$/);
    } finally {
      await bd.context.close();
    }
  });
});

describe.skipIf(siteAbsent())("the first brand's side bar", () => {
  it("links Marquee BD's side bar to its Facebook, YouTube and Telegram pages, opened outside the site and named in Bengali", async ({ site }) => {
    const { page, context } = await openPage(site.siteUrl('/', brandHosts.bd));
    try {
      const links = { facebook: ['ফেসবুক', 'https://facebook.com/marqueebd'], youtube: ['ইউটিউব', 'https://youtube.com/@marqueebd'], telegram: ['টেলিগ্রাম', 'https://t.me/marqueebd'] };
      for (const [key, [name, href]] of Object.entries(links)) {
        const link = page.getByTestId(`sidebar-${key}`).getByRole('link', { name });
        expect(await link.getAttribute('href'), key).toBe(href);
        expect(await link.getAttribute('target'), key).toBe('_blank');
      }
    } finally {
      await context.close();
    }
  });
});
