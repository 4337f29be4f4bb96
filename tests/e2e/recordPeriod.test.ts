import type { Page } from 'playwright-core';
import bnMember from '../../locales/bn/member.json';
import enMember from '../../locales/en/member.json';
import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { brandHosts, siteAbsent } from './helpers/siteServer';
import { signIn } from '../helpers/signIn';
import { addDays, todayOf } from '../../src/engine/dayRange';

// The record pages' days (SPEC §9's presets): the 7 days up to today at first, previous and next
// moving from the days shown, next stopping at today, by mouse or keyboard, in both languages.

async function openRecord(page: Page, menu: string, centreName: string, menuName: string, entry: string) {
  await page.getByRole('button', { name: menu }).click();
  await page.getByRole('button', { name: centreName }).click();
  const centre = page.getByRole('dialog', { name: centreName });
  await centre.waitFor();
  await page.getByRole('navigation', { name: menuName }).getByRole('button', { name: entry }).click();
  return centre;
}

const fields = (page: Page, from: string, to: string) => Promise.all([page.getByLabel(from, { exact: true }).inputValue(), page.getByLabel(to, { exact: true }).inputValue()]);

describe.skipIf(siteAbsent())('the days of a record page', () => {
  it('moves back and forward from the days shown, never past today, by keyboard too (account record, Bengali)', async ({ site }) => {
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/'), { sessionStorage: await signIn(site.call, 'player01') });
    try {
      page.setDefaultTimeout(15_000);
      const today = todayOf(new Date(), 'Asia/Dhaka');
      const centre = await openRecord(page, 'অ্যাকাউন্ট মেনু: player01', 'সদস্য কেন্দ্র', 'সদস্য কেন্দ্রের মেনু', bnMember.transactionHistory);
      const rows = centre.locator('tbody tr');
      // The demo credit was made today.
      await rows.first().waitFor();
      expect(await rows.count()).toBe(1);
      // In words, with its signed amount and the balance after it.
      expect((await rows.first().innerText()).replace(/\s+/g, ' ').trim()).toMatch(/ ডেমো ক্রেডিট প্রধান ওয়ালেট ৳ \+1,250\.00 ৳ 1,250\.00 —$/);
      expect(await fields(page, bnMember.periodFrom, bnMember.periodTo)).toEqual([addDays(today, -6), today]);
      const preset = (key: 'period_previous30' | 'period_previous7' | 'period_next7' | 'period_next30') => centre.getByRole('button', { name: bnMember[key], exact: true });
      expect(await preset('period_next7').getAttribute('aria-disabled')).toBe('true');
      expect(await preset('period_next30').getAttribute('aria-disabled')).toBe('true');
      await preset('period_next7').focus();
      await page.keyboard.press('Enter');
      expect(await fields(page, bnMember.periodFrom, bnMember.periodTo)).toEqual([addDays(today, -6), today]);
      await checkAccessibility(page);

      // The week before the one shown, by Enter.
      await preset('period_previous7').focus();
      await page.keyboard.press('Enter');
      await centre.getByText(bnMember.recordEmpty).waitFor();
      expect(await fields(page, bnMember.periodFrom, bnMember.periodTo)).toEqual([addDays(today, -13), addDays(today, -7)]);
      expect(await centre.getByRole('status').filter({ hasText: 'দেখানো হচ্ছে' }).textContent()).toBe(`${addDays(today, -13)} থেকে ${addDays(today, -7)} দেখানো হচ্ছে`);
      expect(await preset('period_next7').getAttribute('aria-disabled')).toBeNull();

      // Next 30 from there stops at today, by Tab and Space.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(bnMember.period_next30);
      await page.keyboard.press('Space');
      await rows.first().waitFor();
      expect(await rows.count()).toBe(1);
      expect(await fields(page, bnMember.periodFrom, bnMember.periodTo)).toEqual([addDays(today, -6), today]);
      // Still focused, though there is nothing newer now.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-disabled'))).toBe('true');

      // A first day typed in more than 31 days back brings the last day with it.
      await page.getByLabel(bnMember.periodFrom, { exact: true }).fill(addDays(today, -60));
      await expect.poll(() => fields(page, bnMember.periodFrom, bnMember.periodTo)).toEqual([addDays(today, -60), addDays(today, -30)]);
      await centre.getByText(bnMember.recordEmpty).waitFor();
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });

  it('offers the same presets in English, on the betting record', async ({ site }) => {
    const host = brandHosts.lumen;
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/', host), { sessionStorage: await signIn(site.call, 'player01', host) });
    try {
      page.setDefaultTimeout(15_000);
      const today = todayOf(new Date(), 'Asia/Kolkata');
      const centre = await openRecord(page, 'Account menu: player01', 'Member centre', 'Member centre menu', enMember.personalHistoryCopy);
      await centre.getByRole('group', { name: enMember.recordPeriod }).waitFor();
      expect(await centre.getByRole('group', { name: enMember.recordPeriod }).getByRole('button').allInnerTexts()).toEqual([
        'Previous 30 days',
        'Previous 7 days',
        'Next 7 days',
        'Next 30 days',
      ]);
      await centre.getByRole('button', { name: 'Previous 30 days' }).click();
      expect(await fields(page, enMember.periodFrom, enMember.periodTo)).toEqual([addDays(today, -36), addDays(today, -7)]);
      expect(await centre.getByRole('status').filter({ hasText: 'Showing' }).textContent()).toBe(`Showing ${addDays(today, -36)} to ${addDays(today, -7)}`);
      await centre.getByText(enMember.betEmpty).waitFor();
      await checkAccessibility(page);
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });
});
