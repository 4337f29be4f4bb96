import { describe, expect, it } from './helpers/fixtures';
import { openPage, expectNoConsoleErrors } from './helpers/browser';
import { brandHosts, siteAbsent } from './helpers/siteServer';

// Skipped only while the site's sources are not in the repository; a site that fails to build fails here.
describe.skipIf(siteAbsent())('the site opens for each brand', () => {
  it.for(Object.entries(brandHosts))('%s (%s): a language, a title, no console errors, no serious accessibility violations', async ([, host], { site }) => {
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/', host));
    try {
      expect(await page.locator('html').getAttribute('lang')).toMatch(/^[a-z]{2}(-[A-Za-z]+)?$/);
      expect((await page.title()).trim()).not.toBe('');
      expectNoConsoleErrors(consoleErrors, `/ of ${host}`);
    } finally {
      await context.close();
    }
  });
});
