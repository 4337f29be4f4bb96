import type { Page } from 'playwright-core';
import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent } from './helpers/siteServer';
import { signIn } from '../helpers/signIn';
import { checkLedger } from '../../server/modules/wallet/checkLedger';

// A player's money in the member centre: the wallet page moves money to a game wallet and back
// through the real API and ledger, and the account record lists each movement with the balance
// after it.

async function openCentrePage(page: Page, account: string, entry: string) {
  await page.getByRole('button', { name: `অ্যাকাউন্ট মেনু: ${account}` }).click();
  await page.getByRole('button', { name: 'সদস্য কেন্দ্র' }).click();
  const centre = page.getByRole('dialog', { name: 'সদস্য কেন্দ্র' });
  await centre.waitFor();
  await page.getByRole('navigation', { name: 'সদস্য কেন্দ্রের মেনু' }).getByRole('button', { name: entry }).click();
  return centre;
}

describe.skipIf(siteAbsent())('money in the member centre', () => {
  it('moves money to a game wallet and back, once per tap, and lists both in the account record', async ({ site }) => {
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/'), { sessionStorage: await signIn(site.call, 'player01') });
    try {
      const centre = await openCentrePage(page, 'player01', 'আমার ওয়ালেট');
      await expect.poll(() => centre.getByTestId('main-wallet').innerText()).toBe('৳ 1,250.00');
      await checkAccessibility(page);

      // The form checks what it can before asking: too much, then nothing sensible.
      await centre.getByLabel('গেম ওয়ালেট', { exact: true }).selectOption({ label: 'Evolution (৳ 0.00)' });
      await centre.getByLabel('পরিমাণ', { exact: true }).fill('5000');
      await centre.getByRole('button', { name: 'ট্রান্সফার করুন' }).click();
      await centre.getByText('এটি পাওয়া যাওয়া ৳ 1,250.00-এর চেয়ে বেশি।').waitFor();
      await centre.getByLabel('পরিমাণ', { exact: true }).fill('abc');
      await centre.getByRole('button', { name: 'ট্রান্সফার করুন' }).click();
      await centre.getByText('0-এর বেশি একটি পরিমাণ লিখুন, দশমিকের পরে সর্বোচ্চ দুই ঘর।').waitFor();

      await centre.getByRole('button', { name: '500', exact: true }).click();
      // Two quick taps: one transfer.
      await centre.getByRole('button', { name: 'ট্রান্সফার করুন' }).dblclick();
      await centre.getByText('৳ 500.00 Evolution-এ সরানো হয়েছে।').waitFor();
      await expect.poll(() => centre.getByTestId('main-wallet').innerText()).toBe('৳ 750.00');
      expect(await centre.getByRole('row', { name: /Evolution/ }).innerText()).toMatch(/Evolution\s+৳ 500\.00/);
      // What the member may spend did not change: the header counts every wallet but the hold.
      expect(await page.getByTestId('balance').innerText()).toBe('৳ 1,250.00');
      await checkAccessibility(page);

      await centre.getByRole('button', { name: 'সব প্রধান ওয়ালেটে ফিরিয়ে আনুন' }).click();
      await centre.getByText('৳ 500.00 প্রধান ওয়ালেট-এ সরানো হয়েছে।').waitFor();
      await expect.poll(() => centre.getByTestId('main-wallet').innerText()).toBe('৳ 1,250.00');

      await page.getByRole('navigation', { name: 'সদস্য কেন্দ্রের মেনু' }).getByRole('button', { name: 'অ্যাকাউন্ট রেকর্ড' }).click();
      const rows = centre.locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(5);
      const texts = (await rows.allInnerTexts()).map((r) => r.replace(/\s+/g, ' ').trim());
      expect(texts[0]).toMatch(/ট্রান্সফার প্রধান ওয়ালেট ৳ 500\.00 ৳ 1,250\.00/);
      expect(texts[1]).toMatch(/ট্রান্সফার EVO ৳ -500\.00 ৳ 0\.00/);
      expect(texts[2]).toMatch(/ট্রান্সফার EVO ৳ 500\.00 ৳ 500\.00 EVO/);
      expect(texts[3]).toMatch(/ট্রান্সফার প্রধান ওয়ালেট ৳ -500\.00 ৳ 750\.00 EVO/);
      expect(texts[4]).toMatch(/ডেমো ক্রেডিট প্রধান ওয়ালেট ৳ 1,250\.00 ৳ 1,250\.00/);
      await centre.getByLabel('ধরন').selectOption('deposit');
      await centre.getByText('এই সময়ে টাকার কোনো লেনদেন নেই।').waitFor();
      await checkAccessibility(page);
      expectNoConsoleErrors(consoleErrors);
      expect(await checkLedger(site.database.db)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
