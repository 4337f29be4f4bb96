import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkAccessibility, expectNoConsoleErrors, openPage, useBrowser } from './helpers/browser';
import { siteAbsent, useSiteServer } from './helpers/siteServer';
import { setModule } from './helpers/brandDb';

/**
 * The logged-in bar and the member and agent centres. The signed-in state is what a sign-in leaves
 * in session storage (token, account type, account); the centres' pages have no records to show yet.
 */
const agent = { token: 'agent-token', isAgent: '1', account: 'agent01' };
const member = { token: 'member-token', isAgent: '0', account: 'player01' };
const trial = { token: 'trial-token', isAgent: '4', account: 'guest01' };

async function openAccountMenu(page: Page, account: string) {
  await page.getByRole('button', { name: `অ্যাকাউন্ট মেনু: ${account}` }).click();
}

const menuEntries = (page: Page, nav: string) => page.getByRole('navigation', { name: nav }).getByRole('button').allInnerTexts();

describe.skipIf(siteAbsent())('the logged-in bar and the centres', () => {
  useBrowser();
  const site = useSiteServer();

  it('opens the agent centre from the account menu on Overview, with the entries every agent has', async () => {
    const { page, context, consoleErrors } = await openPage(site().siteUrl('/'), { sessionStorage: agent });
    try {
      expect(await page.getByTestId('logged-out-bar').count()).toBe(0);
      expect(await page.getByTestId('signed-in-bar').innerText()).toContain('agent01');
      await openAccountMenu(page, 'agent01');
      await page.getByRole('button', { name: 'এজেন্ট কেন্দ্র' }).click();
      const centre = page.getByRole('dialog', { name: 'এজেন্ট' });
      await centre.waitFor();
      expect(await menuEntries(page, 'এজেন্ট কেন্দ্রের মেনু')).toEqual([
        'ঘোষণা',
        'সংক্ষিপ্ত বিবরণ',
        'অ্যাকাউন্ট / নিবন্ধন কেন্দ্র',
        'দল ব্যবস্থাপনা',
        'দলের বাজি',
        'ব্যবহারকারীর লাভ-ক্ষতি',
        'আমার আয়',
        'লেনদেনের বিবরণ',
      ]);
      expect(await centre.locator('[aria-current="page"]').innerText()).toBe('সংক্ষিপ্ত বিবরণ');
      await expect.poll(() => centre.getByRole('heading', { level: 2, name: 'সংক্ষিপ্ত বিবরণ' }).count()).toBe(1);
      await checkAccessibility(page);

      await centre.getByRole('button', { name: 'দল ব্যবস্থাপনা' }).click();
      await expect.poll(() => centre.locator('[aria-current="page"]').innerText()).toBe('দল ব্যবস্থাপনা');
      // The page's own code loads on the first choice of it.
      await expect.poll(() => centre.getByRole('heading', { name: 'দল ব্যবস্থাপনা' }).count()).toBe(1);

      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });

  it('gives a member the deposit button and the member centre, and no agent centre', async () => {
    const { page, context } = await openPage(site().siteUrl('/'), { sessionStorage: member });
    try {
      await openAccountMenu(page, 'player01');
      expect(await page.getByRole('button', { name: 'সদস্য কেন্দ্র' }).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'এজেন্ট কেন্দ্র' }).count()).toBe(0);
      await page.keyboard.press('Escape');

      await page.getByTestId('signed-in-bar').getByRole('button', { name: 'জমা দিন' }).click();
      const centre = page.getByRole('dialog', { name: 'সদস্য কেন্দ্র' });
      await centre.waitFor();
      expect(await centre.locator('[aria-current="page"]').innerText()).toBe('জমা');
      await checkAccessibility(page);
      await centre.getByRole('button', { name: 'বন্ধ করুন' }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('keeps a trial account out of both centres', async () => {
    const { page, context } = await openPage(site().siteUrl('/'), { sessionStorage: trial });
    try {
      expect(await page.getByTestId('signed-in-bar').getByRole('button', { name: 'জমা দিন' }).count()).toBe(0);
      await openAccountMenu(page, 'guest01');
      expect(await page.getByRole('button', { name: 'সদস্য কেন্দ্র' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'এজেন্ট কেন্দ্র' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'সাইন আউট' }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('drops a member-centre entry on the next load when its module is switched off (referral, AFFMAN3)', async () => {
    const open = async () => {
      const opened = await openPage(site().siteUrl('/'), { sessionStorage: member });
      await openAccountMenu(opened.page, 'player01');
      await opened.page.getByRole('button', { name: 'সদস্য কেন্দ্র' }).click();
      await opened.page.getByRole('dialog', { name: 'সদস্য কেন্দ্র' }).waitFor();
      return opened;
    };
    const before = await open();
    expect(await menuEntries(before.page, 'সদস্য কেন্দ্রের মেনু')).toContain('বন্ধুদের আমন্ত্রণ');
    await before.context.close();
    await setModule(site(), 'bd', 'AFFMAN3', '0');
    try {
      const after = await open();
      const entries = await menuEntries(after.page, 'সদস্য কেন্দ্রের মেনু');
      expect(entries).not.toContain('বন্ধুদের আমন্ত্রণ');
      expect(entries).toContain('আমার অ্যাকাউন্ট');
      await after.context.close();
    } finally {
      await setModule(site(), 'bd', 'AFFMAN3', '1');
    }
  });

  it('signs out only after the confirmation, back to the logged-out bar on home', async () => {
    const { page, context } = await openPage(site().siteUrl('/vip'), { sessionStorage: member });
    try {
      page.setDefaultTimeout(10_000);
      await openAccountMenu(page, 'player01');
      await page.getByRole('button', { name: 'সাইন আউট' }).click();
      const confirm = page.getByRole('dialog', { name: 'সাইন আউট' });
      await confirm.waitFor();
      await confirm.getByRole('button', { name: 'বাতিল' }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      expect(await page.getByTestId('signed-in-bar').count()).toBe(1);

      await openAccountMenu(page, 'player01');
      await page.getByRole('button', { name: 'সাইন আউট' }).click();
      await page.getByRole('dialog', { name: 'সাইন আউট' }).getByRole('button', { name: 'ঠিক আছে' }).click();
      await page.getByTestId('logged-out-bar').waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    } finally {
      await context.close();
    }
  });
});
