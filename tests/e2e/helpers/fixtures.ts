import { test } from 'vitest';
import { checkCspViolations, closeOpenContexts, launchBrowser, setDefaultBrowser } from './browser';
import { startSiteServer, type SiteServer } from './siteServer';
import { takeSnapshot } from './resetDatabase';
import { restoreSeededState } from './brandDb';

export { describe, expect } from 'vitest';

/**
 * The browser tests' `it`. One browser and one site server (with its database) per worker, started
 * on the first test that needs them and closed when the worker ends; the e2e project runs its files
 * with `isolate: false`, so a worker keeps them from one file to the next.
 *
 * - `site`: the shared server, its database put back as seeded before the test (brands, members,
 *   sessions, SMS codes, ledger, outbox: every table a test can write). Change brands only through
 *   ./brandDb.
 * - `browser`: the shared Chromium, for a test that brings its own server. openPage() uses it; each
 *   page gets a new context (fresh storage), and contexts left open are closed after the test.
 *   A test whose pages broke the Content-Security-Policy fails after it, whatever it asserted.
 */
export const it = test
  .extend('browser', { scope: 'worker' }, async ({}, { onCleanup }) => {
    const browser = await launchBrowser();
    setDefaultBrowser(browser);
    onCleanup(async () => {
      setDefaultBrowser(undefined);
      await browser.close();
    });
    return browser;
  })
  .extend('sharedSite', { scope: 'worker' }, async ({}, { onCleanup }) => {
    const server = await startSiteServer();
    onCleanup(() => server.close());
    return { server, snapshot: await takeSnapshot(server.database.db) };
  })
  .extend('contextsClosed', { auto: true }, ({}, { onCleanup }) => {
    onCleanup(async () => {
      await closeOpenContexts();
      checkCspViolations();
    });
  })
  .extend('site', async ({ browser: _browser, sharedSite }): Promise<SiteServer> => {
    await restoreSeededState(sharedSite.server, sharedSite.snapshot);
    return sharedSite.server;
  });
