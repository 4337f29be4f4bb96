import { describe, expect, it } from './helpers/fixtures';
import { openPage, expectNoConsoleErrors } from './helpers/browser';
import { brandHosts, siteAbsent } from './helpers/siteServer';

describe.skipIf(siteAbsent())('page title, description and language', () => {
  it('titles each page by route and language, and follows navigation and a language change', async ({ site }) => {
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/'));
    try {
      expect(await page.title()).toBe('হোম · Marquee BD');
      expect(await page.locator('html').getAttribute('lang')).toBe('bn');
      // The page came with the status and permission answers: the first render asked for neither.
      // (The brand is asked again every 5 s from mount, which a slow machine may reach by now.)
      const asked = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime < 5000)
          .map((e) => e.name)
          .filter((n) => /\/wps\/system\/(permission|status)/.test(n)),
      );
      expect(asked).toEqual([]);

      await page.locator('a[href="/live"]').first().click();
      await expect.poll(() => page.title()).toBe('লাইভ ক্যাসিনো · Marquee BD');

      await page.locator('.lang-menu').hover();
      await page.getByRole('button', { name: 'English' }).click();
      await expect.poll(() => page.title()).toBe('Live casino · Marquee BD');
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/^Marquee BD: live casino/);

      // The next page the server sends is in the language chosen, before any script runs.
      const res = await page.goto(site.siteUrl('/help'), { waitUntil: 'networkidle' });
      expect(await res!.text()).toMatch(/<html lang="en">[^]*<title>Help centre · Marquee BD<\/title>/);
      expect(await page.title()).toBe('Help centre · Marquee BD');
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });

  it("titles the second brand's pages in its own default language", async ({ site }) => {
    const { page, context } = await openPage(site.siteUrl('/login', brandHosts.lumen));
    try {
      expect(await page.title()).toBe('Log in · Lumen Play');
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      await page.goto(site.siteUrl('/no-such-page', brandHosts.lumen), { waitUntil: 'networkidle' });
      await expect.poll(() => page.title()).toBe('Page not found · Lumen Play');
    } finally {
      await context.close();
    }
  });
});
