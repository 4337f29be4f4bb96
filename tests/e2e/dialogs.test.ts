import { describe, expect, it } from './helpers/fixtures';
import type { Page } from 'playwright-core';
import { checkAccessibility, openPage } from './helpers/browser';
import { siteAbsent, type SiteServer } from './helpers/siteServer';

/**
 * The generic dialog as a player meets it: a failed SMS send shows the server's message in a
 * warning dialog with a confirm button (SPEC §8). A code was sent to the number a moment before,
 * so the send is refused: one code a minute.
 */
let numbers = 0;
async function failedSmsDialog(page: Page, site: SiteServer) {
  const mobileNum = `0171${String((Date.now() + numbers++) % 10_000_000).padStart(7, '0')}`;
  await site.call('/wps/verification/sms/register', { method: 'POST', body: { countryDialingCode: '880', mobileNo: mobileNum } });
  const form = page.getByRole('dialog', { name: 'অ্যাকাউন্ট তৈরি করুন' });
  await form.waitFor();
  // The number and its code are the mobile tab's.
  await form.getByRole('tab', { name: 'মোবাইল নম্বর' }).click();
  await form.getByLabel(/^মোবাইল নম্বর/).fill(mobileNum);
  await form.getByRole('button', { name: 'কোড পাঠান' }).click();
  const warning = page.getByRole('alertdialog');
  await warning.waitFor();
  expect(await warning.innerText()).toContain('এইমাত্র একটি কোড পাঠানো হয়েছে');
  return warning;
}

describe.skipIf(siteAbsent())('dialogs', () => {
  it('Enter presses the default button of the warning dialog', async ({ site }) => {
    const { page, context } = await openPage(site.siteUrl('/register'));
    try {
      const warning = await failedSmsDialog(page, site);
      expect(await warning.getByRole('button', { name: 'নিশ্চিত করুন' }).count()).toBe(1);
      await checkAccessibility(page);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0);
      // Only the warning closed: the registration dialog under it stays.
      expect(await page.getByRole('dialog', { name: 'অ্যাকাউন্ট তৈরি করুন' }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('Escape closes the warning dialog first, then the registration dialog', async ({ site }) => {
    const { page, context } = await openPage(site.siteUrl('/register'));
    try {
      await failedSmsDialog(page, site);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0);
      expect(await page.getByRole('dialog').count()).toBe(1);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('a click on the cover closes the warning dialog', async ({ site }) => {
    const { page, context } = await openPage(site.siteUrl('/register'));
    try {
      await failedSmsDialog(page, site);
      await page.mouse.click(5, 5);
      await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0);
      // The modal wrapper does not close on its background.
      expect(await page.getByRole('dialog').count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('choosing a notice in the announcement bar opens the notice modal with that notice open', async ({ site }) => {
    const { page, context } = await openPage(site.siteUrl('/'));
    try {
      // The bar scrolls; focusing an item pauses it, and Enter chooses it, as from the keyboard.
      await page.locator('.announcement-bar button').first().focus();
      await page.keyboard.press('Enter');
      const modal = page.getByRole('dialog', { name: 'নোটিশ' });
      await modal.waitFor();
      const open = modal.locator('button[aria-expanded="true"]');
      expect(await open.count()).toBe(1);
      expect(await open.innerText()).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    } finally {
      await context.close();
    }
  });
});
