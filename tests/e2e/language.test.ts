import { describe, expect, it } from './helpers/fixtures';
import { openPage, expectNoConsoleErrors } from './helpers/browser';
import { siteAbsent } from './helpers/siteServer';

describe.skipIf(siteAbsent())('language and theme', () => {
  it('renders Bengali on a first visit and stores it', async ({ site }) => {
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/'));
    try {
      expect(await page.locator('html').getAttribute('lang')).toBe('bn');
      await expect.poll(() => page.getByTestId('register-button').innerText()).toBe('নিবন্ধন');
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Marquee BD-এ স্বাগতম');
      expect(await page.evaluate(() => localStorage.getItem('hisLang'))).toBe('bn');
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });

  it('switches to English from the language menu, and English survives a reload', async ({ site }) => {
    const { page, context } = await openPage(site.siteUrl('/'));
    try {
      await page.locator('.lang-menu').hover();
      await page.getByRole('button', { name: 'English' }).click();
      await expect.poll(() => page.getByTestId('register-button').innerText()).toBe('Register');
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      await page.reload({ waitUntil: 'networkidle' });
      await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Welcome to Marquee BD');
      expect(await page.evaluate(() => localStorage.getItem('hisLang'))).toBe('en');
      // The server learns it from a __Host- cookie only this origin can set, over a secure line.
      const cookies = (await context.cookies()).filter((c) => /lang/i.test(c.name));
      expect(cookies.map(({ name, value, secure, path, sameSite }) => ({ name, value, secure, path, sameSite }))).toEqual([{ name: '__Host-lang', value: 'en', secure: true, path: '/', sameSite: 'Lax' }]);
    } finally {
      await context.close();
    }
  });

  it('falls back from a stored unsupported language to the default, and rewrites it', async ({ site }) => {
    const { page, context } = await openPage(site.siteUrl('/'));
    try {
      await page.evaluate(() => localStorage.setItem('hisLang', 'fr'));
      await page.reload({ waitUntil: 'networkidle' });
      await expect.poll(() => page.getByTestId('register-button').innerText()).toBe('নিবন্ধন');
      expect(await page.evaluate(() => localStorage.getItem('hisLang'))).toBe('bn');
    } finally {
      await context.close();
    }
  });

  it('starts light, switches to dark from the brand tokens, and remembers it', async ({ site }) => {
    const { page, context } = await openPage(site.siteUrl('/'));
    try {
      const primary = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mq-primary').trim());
      expect(await page.locator('html').getAttribute('data-theme')).toBe('light');
      expect(await primary()).toBe('#0b6e4f');
      await page.locator('.theme-toggle').click();
      expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
      expect(await primary()).toBe('#2fbf8f');
      await page.reload({ waitUntil: 'networkidle' });
      await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('dark');
    } finally {
      await context.close();
    }
  });

  it('ships a Bengali web font with the site', async ({ site }) => {
    const { page, context } = await openPage(site.siteUrl('/'));
    try {
      const loaded = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].filter((f) => f.family.replace(/["']/g, '') === 'Noto Sans Bengali' && f.status === 'loaded').length;
      });
      expect(loaded).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
