import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent } from './helpers/siteServer';
import type { Page } from 'playwright-core';

// Operator content (notices, announcements, help) follows the UI language, as the UI's own text does.
const bengaliLetter = /[\u0985-\u09B9]/;

async function inLanguage(page: Page, lang: 'bn' | 'en') {
  await page.evaluate((l) => localStorage.setItem('hisLang', l), lang);
  await page.reload({ waitUntil: 'networkidle' });
  await checkAccessibility(page);
}

const noticeTitles = (page: Page) => page.locator('.notice-accordion__title').allInnerTexts();
const helpSummaries = (page: Page) => page.locator('.help-article summary').allInnerTexts();

describe.skipIf(siteAbsent())('content per language', () => {
  it('shows the notices and help in English in English mode', async ({ site }) => {
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/noticePage'));
    try {
      await inLanguage(page, 'en');
      await expect.poll(() => noticeTitles(page)).toEqual(['System maintenance notice', 'Faster deposits with bKash and Nagad', 'Welcome bonus for new members']);
      await page.goto(site.siteUrl('/help'), { waitUntil: 'networkidle' });
      await expect.poll(() => page.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(['Account', 'Deposits and withdrawals', 'Responsible gaming']);
      const summaries = await helpSummaries(page);
      expect(summaries).toContain('How to register');
      for (const s of summaries) expect(s).not.toMatch(bengaliLetter);
      await page.goto(site.siteUrl('/'), { waitUntil: 'networkidle' });
      await expect.poll(() => page.locator('.announcement-bar').innerText()).toContain('Play responsibly: Welcome to Marquee BD!');
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });

  it('shows them in Bengali in Bengali mode, and follows a switch to English without a reload', async ({ site }) => {
    const { page, context } = await openPage(site.siteUrl('/noticePage'));
    try {
      await inLanguage(page, 'bn');
      await expect.poll(() => noticeTitles(page)).toEqual(['সিস্টেম রক্ষণাবেক্ষণের নোটিশ', 'বিকাশ ও নগদে দ্রুত জমা', 'নতুন সদস্যদের স্বাগতম বোনাস']);
      await expect.poll(() => page.locator('.announcement-bar').innerText()).toContain('দায়িত্বশীল খেলা: Marquee BD-তে স্বাগতম!');
      await page.locator('.lang-menu').hover();
      await page.getByRole('button', { name: 'English' }).click();
      await expect.poll(() => noticeTitles(page)).toContain('System maintenance notice');
      await page.goto(site.siteUrl('/help'), { waitUntil: 'networkidle' });
      await page.evaluate(() => localStorage.setItem('hisLang', 'bn'));
      await page.reload({ waitUntil: 'networkidle' });
      await expect.poll(() => page.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(['অ্যাকাউন্ট', 'জমা ও উত্তোলন', 'দায়িত্বশীল খেলা']);
      expect(await helpSummaries(page)).toContain('কীভাবে নিবন্ধন করবেন');
    } finally {
      await context.close();
    }
  });
});
