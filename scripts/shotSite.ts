// The real site for screenshots: the production build (rebuilt when its sources changed), the
// real server on a fresh in-memory database with the demo seed, and Debian's Chromium.
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { ensureSiteBuilt, clientDir } from '../tests/e2e/helpers/buildSite';
import { startTestServer, type TestServer } from '../tests/helpers/testServer';

/** Chromium resolves localhost and every *.localhost to the loopback address; the host picks the brand. */
export const brandHosts = { bd: 'localhost', lumen: 'lumen.localhost' } as const;
export type BrandId = keyof typeof brandHosts;
export type ThemeMode = 'light' | 'dark';
export type Lang = 'bn' | 'en';

export const viewports = {
  desktop: { width: 1366, height: 768 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof viewports;

export interface ShotSite {
  browser: Browser;
  server: TestServer;
  url(brand: BrandId, path: string): string;
  /** A browser context that starts in this language and theme, as a returning player's would. */
  context(opts: { brand: BrandId; lang: Lang; theme: ThemeMode; viewport: ViewportName }): Promise<BrowserContext>;
}

export async function withShotSite<T>(run: (site: ShotSite) => Promise<T>): Promise<T> {
  const build = await ensureSiteBuilt();
  if (build.state !== 'ready') throw new Error(`the site could not be built: ${'reason' in build ? build.reason : build.state}`);
  const server = await startTestServer({ clientDir });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const url = (brand: BrandId, path: string) => `http://${brandHosts[brand]}:${server.port}${path}`;
  try {
    return await run({
      browser,
      server,
      url,
      async context({ brand, lang, theme, viewport }) {
        const phone = viewport === 'phone';
        const context = await browser.newContext({
          viewport: viewports[viewport],
          deviceScaleFactor: 1,
          isMobile: phone,
          hasTouch: phone,
          locale: lang === 'bn' ? 'bn-BD' : 'en-US',
          colorScheme: theme,
        });
        await context.addCookies([{ name: 'hisLang', value: lang, url: url(brand, '/') }]);
        await context.addInitScript(
          ([l, t]) => {
            localStorage.setItem('hisLang', l);
            localStorage.setItem('theme', t);
          },
          [lang, theme] as const,
        );
        return context;
      },
    });
  } finally {
    await browser.close();
    await server.close();
  }
}
