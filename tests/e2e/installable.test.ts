import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import jsQR from 'jsqr';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { brandHosts, siteAbsent } from './helpers/siteServer';
import { projectRoot } from '../../server/config';

// The site as an app: the manifest a browser installs it from, the service worker that keeps its
// shell and shows the offline page, and the download page's code and install button.

type BrandId = keyof typeof brandHosts;
const brandFile = (id: BrandId) =>
  JSON.parse(readFileSync(join(projectRoot, 'config', 'brands', `${id}.json`), 'utf8')) as { name: string; siteOrigin: string; resources: Array<{ resourceType: string; url: string }> };
/** The brand's download address as its data has it: its lite app, the site itself at its siteOrigin (decision 0300). */
const liteInData = (id: BrandId) => brandFile(id).resources.find((r) => r.resourceType === 'lite')!.url;
/** Lumen Play sends visitors to sign in; its download page is open at /download (SPEC §2.1). */
const downloadPath: Record<BrandId, string> = { bd: '/down', lumen: '/download' };
const words = {
  bd: { offline: 'আপনি অফলাইনে আছেন', retry: 'আবার চেষ্টা করুন', open: 'লাইট অ্যাপ খুলুন', install: 'অ্যাপ ইনস্টল করুন', lang: 'bn' },
  lumen: { offline: 'You are offline', retry: 'Try again', open: 'Open the lite app', install: 'Install the app', lang: 'en' },
} as const;

/** A PNG's width and height, from its header. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

/** What a phone's camera would read off the painted page: the element's screenshot, its pixels read in a blank page, decoded. */
async function readQrCode(context: BrowserContext, page: Page, selector: string): Promise<string | null> {
  const shot = await page.locator(selector).screenshot();
  const blank = await context.newPage();
  try {
    const pixels = await blank.evaluate(
      async (dataUrl) => {
        const img = new Image();
        img.src = dataUrl;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        const g = canvas.getContext('2d')!;
        g.drawImage(img, 0, 0);
        const { data, width, height } = g.getImageData(0, 0, canvas.width, canvas.height);
        return { data: Array.from(data), width, height };
      },
      `data:image/png;base64,${shot.toString('base64')}`,
    );
    return jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height)?.data ?? null;
  } finally {
    await blank.close();
  }
}

/** The registration's active worker's address, once the worker is installed and active. */
const activeWorker = (page: Page) => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? null);
/** The registration's workers' addresses, by state. */
const workers = (page: Page) =>
  page.evaluate(async () => {
    const r = await navigator.serviceWorker.getRegistration();
    return { installing: r?.installing?.scriptURL ?? null, waiting: r?.waiting?.scriptURL ?? null, active: r?.active?.scriptURL ?? null };
  });
/** The language the page last told the worker, as the worker keeps it (src/sw/cachePolicy.ts chosenLanguageKey). */
const chosenLanguage = (page: Page) => page.evaluate(async () => (await (await caches.match('/offline-language'))?.text()) ?? null);

describe.skipIf(siteAbsent())('the site as an installable app', () => {
  for (const id of ['bd', 'lumen'] as const) {
    it(`${id}: links a manifest in the page's language whose icons load at their sizes`, async ({ site }) => {
      const { page, context } = await openPage(site.siteUrl(downloadPath[id], brandHosts[id]), { serviceWorkers: true });
      try {
        const href = await page.locator('link[rel="manifest"]').getAttribute('href');
        expect(href).toBe(`/manifest.webmanifest?lang=${words[id].lang}`);
        // Fetched by the page, as the browser fetches it: the brand is the page's host.
        const res = await page.evaluate(async (url) => {
          const r = await fetch(url);
          return { status: r.status, type: r.headers.get('content-type'), body: (await r.json()) as unknown };
        }, href!);
        expect(res.status).toBe(200);
        expect(res.type).toMatch(/^application\/manifest\+json/);
        const manifest = res.body as {
          name: string;
          short_name: string;
          lang: string;
          start_url: string;
          display: string;
          theme_color: string;
          background_color: string;
          icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
        };
        expect(manifest).toMatchObject({ name: brandFile(id).name, short_name: brandFile(id).name, lang: words[id].lang, start_url: '/', display: 'standalone' });
        expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
        expect(manifest.theme_color).toBe(await page.locator('meta[name="theme-color"]').getAttribute('content'));
        expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
        const pngs = manifest.icons.filter((i) => i.type === 'image/png');
        expect(pngs.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
        for (const icon of manifest.icons) {
          const file = await page.evaluate(async (src) => {
            const r = await fetch(src);
            return { status: r.status, type: r.headers.get('content-type') ?? '', head: Array.from(new Uint8Array(await r.arrayBuffer()).slice(0, 24)) };
          }, icon.src);
          expect(file.status, icon.src).toBe(200);
          expect(file.type, icon.src).toContain(icon.type);
          if (icon.type === 'image/png') {
            const { width, height } = pngSize(Buffer.from(file.head));
            expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
          }
        }
        // Chromium's own reading: the manifest parses without a word of complaint, and nothing keeps
        // the site from being installed but the test's context itself, which is a private window's
        // (Chromium goes on to list every other fault: an insecure origin, a missing manifest or icon).
        const cdp = await context.newCDPSession(page);
        const parsed = await cdp.send('Page.getAppManifest');
        expect(parsed.errors).toEqual([]);
        expect(parsed.url).toBe(new URL(href!, page.url()).href);
        const installability = async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((e) => e.errorId);
        await expect.poll(installability).toEqual(['in-incognito']);
      } finally {
        await context.close();
      }
    });

    it(`${id}: the download page's code reads as the brand's download address, which its link opens`, async ({ site }) => {
      // The data names the site's own address; the server gives it at the port this run listens on.
      expect(liteInData(id)).toBe(`${brandFile(id).siteOrigin}/`);
      const address = site.siteUrl('/', brandHosts[id]);
      const { page, context, consoleErrors } = await openPage(site.siteUrl(downloadPath[id], brandHosts[id]), { serviceWorkers: true });
      try {
        const link = page.getByRole('link', { name: words[id].open });
        expect(await link.getAttribute('href')).toBe(address);
        await page.locator('img.app-card__qr').waitFor();
        expect(await readQrCode(context, page, 'img.app-card__qr')).toBe(address);
        expect(await page.locator('.screen__subtitle').innerText()).not.toMatch(/!!/);
        expectNoConsoleErrors(consoleErrors);
        await link.click();
        // The site itself: its home, or for a brand that asks visitors to sign in first, its sign-in page.
        await expect.poll(() => new URL(page.url()).pathname).toBe(id === 'lumen' ? '/login' : '/');
        expect(new URL(page.url()).origin).toBe(new URL(address).origin);
        await page.locator('.site-header').first().waitFor();
      } finally {
        await context.close();
      }
    });

    it(`${id}: keeps its shell, never an API answer, and shows the offline page when the network is gone`, async ({ site }) => {
      const { page, context, consoleErrors } = await openPage(site.siteUrl(downloadPath[id], brandHosts[id]), { serviceWorkers: true });
      try {
        expect(await activeWorker(page)).toMatch(/\/sw\.js$/);
        await expect.poll(() => chosenLanguage(page)).toBe(words[id].lang);
        const kept = await page.evaluate(async () => {
          const urls: string[] = [];
          for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
          return urls;
        });
        expect(kept).toContain('/offline');
        expect(kept.some((p) => p.startsWith('/assets/') && p.endsWith('.js'))).toBe(true);
        expect(kept.filter((p) => !/^\/(?:assets|brand|icons)\/|^\/offline(?:\.css|-language)?$/.test(p))).toEqual([]);

        await context.setOffline(true);
        await page.reload();
        await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(words[id].offline);
        expect(await page.locator('html').getAttribute('lang')).toBe(words[id].lang);
        if (words[id].lang === 'bn') {
          // Drawn in the site's own Bengali face, kept with the shell: this machine has none of its own.
          const faces = await page.evaluate(async () => {
            await document.fonts.ready;
            return [...document.fonts].filter((f) => f.status === 'loaded').map((f) => `${f.family} ${f.weight}`);
          });
          expect(faces).toContain('Noto Sans Bengali 400');
        }
        await checkAccessibility(page);

        // Back online, trying again opens the page it could not reach.
        await context.setOffline(false);
        await page.getByRole('link', { name: words[id].retry }).click();
        // The page boots again from the network: waited for as the locator waits, not for a poll's second.
        await page.locator('.screen--download').waitFor();
        expect(new URL(page.url()).pathname).toBe(downloadPath[id]);
        expectNoConsoleErrors(consoleErrors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e)));
      } finally {
        await context.close();
      }
    });
  }

  it('keeps the offline page in the language the player chose', async ({ site }) => {
    const { page, context } = await openPage(site.siteUrl('/down'), { serviceWorkers: true });
    try {
      await expect.poll(() => chosenLanguage(page)).toBe('bn');
      await page.locator('.lang-menu').hover();
      await page.getByRole('button', { name: 'English' }).click();
      await expect.poll(() => chosenLanguage(page)).toBe('en');
      expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest?lang=en');
      await context.setOffline(true);
      await page.reload();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('You are offline');
    } finally {
      await context.close();
    }
  });

  it('lumen: a change of language replaces no worker, and a page opened at once after it loads', async ({ site }) => {
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/login', brandHosts.lumen), { serviceWorkers: true, axe: false });
    try {
      expect(await activeWorker(page)).toMatch(/\/sw\.js$/);
      await page.locator('.lang-menu').hover();
      await page.getByRole('button', { name: 'বাংলা' }).click();
      await page.locator('html[lang="bn"]').waitFor();
      // A mailed link opened right after the change: a worker of the new language installing and
      // taking over meanwhile held such a navigation up. The page loads, and no worker is on its way.
      await page.goto(site.siteUrl('/#reset=AAAAAAAAAAAAAAAAAAAAAA', brandHosts.lumen), { waitUntil: 'load', timeout: 10_000 });
      expect(await workers(page)).toEqual({ installing: null, waiting: null, active: expect.stringMatching(/\/sw\.js$/) as unknown });
      await page.getByRole('dialog').first().waitFor();
      await expect.poll(() => chosenLanguage(page)).toBe('bn');
      await context.setOffline(true);
      await page.reload();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(words.bd.offline);
      expectNoConsoleErrors(consoleErrors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e)));
    } finally {
      await context.close();
    }
  });

  it('offers the install button only where the browser offers to install, and opens its dialog', async ({ site }) => {
    const { page, context } = await openPage(site.siteUrl('/down'), { serviceWorkers: true });
    try {
      await page.locator('.app-card').first().waitFor();
      const install = page.getByRole('button', { name: words.bd.install });
      expect(await install.count()).toBe(0);
      // Headless Chromium never offers to install; the offer is the event Chromium fires, made here.
      await page.evaluate(() => {
        const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: () => {
            (window as unknown as { prompted: boolean }).prompted = true;
            return Promise.resolve();
          },
          userChoice: Promise.resolve({ outcome: 'accepted' }),
        });
        window.dispatchEvent(offer);
      });
      await install.waitFor();
      await checkAccessibility(page);
      await install.click();
      expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
      // An offer is good for one dialog: the button goes with it.
      await expect.poll(() => install.count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
