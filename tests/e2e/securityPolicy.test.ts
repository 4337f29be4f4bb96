import type { Page } from 'playwright-core';
import { describe, expect, it } from './helpers/fixtures';
import { checkCspViolations, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent } from './helpers/siteServer';

// The Content-Security-Policy in the browser: the built site runs under it (every browser test
// fails on a violation, tests/e2e/helpers/browser.ts), what it refuses is really refused and
// reported, and Swagger UI draws under its own policy.

describe.skipIf(siteAbsent())('the Content-Security-Policy in the browser', () => {
  it('refuses a script put into the page, and the browser tests hear of it', async ({ site }) => {
    const { page, context } = await openPage(site.siteUrl('/'), { axe: false });
    try {
      await page.locator('#root .site-header').first().waitFor();
      const ran = await page.evaluate(async () => {
        const w = window as unknown as { injectedRan?: boolean };
        const reported = new Promise<void>((resolve) => document.addEventListener('securitypolicyviolation', () => resolve(), { once: true }));
        const script = document.createElement('script');
        script.textContent = 'window.injectedRan = true;';
        document.body.append(script);
        await reported;
        return w.injectedRan === true;
      });
      expect(ran).toBe(false);
      await expect.poll(() => {
        try {
          checkCspViolations();
          return 'none';
        } catch (err) {
          return (err as Error).message;
        }
      }).toMatch(/script-src-elem refused inline/);
    } finally {
      await context.close();
    }
  });

  it("lets another site frame neither a page nor the game page, and this site frame only the console's preview and the game page", async ({ site }) => {
    const { page, context } = await openPage(site.siteUrl('/robots.txt'), { axe: false });
    try {
      // Another site, with no policy of its own that could refuse the frame in our stead.
      await context.route('http://elsewhere.test/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Elsewhere</title>' }));
      const elsewhere = await context.newPage();
      await elsewhere.goto('http://elsewhere.test/');
      /** Frames `src` into `host`; whether the browser drew it (a refused frame shows Chrome's error page). */
      const framed = async (host: Page, src: string) => {
        await host.evaluate((url) => document.body.replaceChildren(Object.assign(document.createElement('iframe'), { src: url, title: 'framed' })), src);
        const frame = await (await host.waitForSelector('iframe')).contentFrame();
        await frame!.waitForLoadState();
        return !frame!.url().startsWith('chrome-error:');
      };
      expect(await framed(elsewhere, site.siteUrl('/'))).toBe(false);
      expect(await framed(elsewhere, site.siteUrl('/?preview=x'))).toBe(false);
      expect(await framed(elsewhere, site.siteUrl('/play/play.html?lang=bn&demo=1'))).toBe(false);
      expect(await framed(elsewhere, site.siteUrl('/wps/system/status'))).toBe(false);
      // This site: the console's preview and the game page, and no other page.
      expect(await framed(page, site.siteUrl('/?preview=x'))).toBe(true);
      expect(await framed(page, site.siteUrl('/play/play.html?lang=bn&demo=1'))).toBe(true);
      expect(await framed(page, site.siteUrl('/'))).toBe(false);
      expect(await framed(page, site.siteUrl('/console'))).toBe(false);
    } finally {
      await context.close();
      // The refusals above are what this test wants, not a page of the site breaking its policy.
      try {
        checkCspViolations();
      } catch {
        /* heard and expected */
      }
    }
  });

  it('draws the API document at /docs under its own policy, with no violation', async ({ site }) => {
    // Swagger UI's own markup is not the site's to fix: its page is scanned for violations, not for accessibility.
    // Tall: Swagger UI draws its groups as they come into view, and a phone-height page shows one.
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/docs'), { axe: false, viewport: { width: 1280, height: 3000 } });
    try {
      await page.locator('.swagger-ui .information-container').waitFor();
      // Swagger UI draws the operations a group at a time after its header.
      await expect.poll(() => page.locator('.opblock').count(), { timeout: 10_000 }).toBeGreaterThan(10);
      expectNoConsoleErrors(consoleErrors, '/docs');
    } finally {
      await context.close();
    }
  });
});
