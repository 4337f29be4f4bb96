import { describe, expect, it } from './helpers/fixtures';
import { openPage } from './helpers/browser';
import { siteAbsent, useSiteServer } from './helpers/siteServer';
import { configWithThirdBrand } from '../helpers/thirdBrand';

/**
 * Its own server, not the worker's shared one: what is tested is a server starting from a config
 * folder with one more brand file, which the shared server (config/ as it is) never sees.
 */
describe.skipIf(siteAbsent())('a third brand added as one JSON file', () => {
  const site = useSiteServer({ configDir: configWithThirdBrand() });

  it('is served at its host in its own language, theme and name', async ({ browser }) => {
    const { page, context } = await openPage(site().siteUrl('/', 'kite.localhost'), { browser });
    try {
      expect(await page.title()).toBe('Home · Kite Games');
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Welcome to Kite Games');
      const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mq-primary').trim());
      expect(primary).toBe('#1f4fbf');
    } finally {
      await context.close();
    }
  });
});
