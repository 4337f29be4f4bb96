import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent } from './helpers/siteServer';
import { signIn } from '../helpers/signIn';
import { signInToConsole } from './helpers/console';
import bnMember from '../../locales/bn/member.json';

// The reward centre (decision 0265): a content operator makes a red envelope in the console; a
// member opens it and the seeded one; the page shows the amounts the server drew, the header's
// balance rises by them, and a second take is not offered.

const taka = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

describe.skipIf(siteAbsent())('the reward centre', () => {
  it('opens red envelopes, one made in the console: the amount drawn is shown and reaches the balance', { timeout: 150_000 }, async ({ site }) => {
    const ops = await openPage(site.siteUrl('/console'));
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/'), { sessionStorage: await signIn(site.call, 'player01') });
    try {
      page.setDefaultTimeout(15_000);
      ops.page.setDefaultTimeout(15_000);
      await ops.page.getByLabel('ভাষা').selectOption('en');
      await signInToConsole(ops.page, 'editor');
      await ops.page.getByRole('link', { name: 'Red envelopes' }).click();
      const form = ops.page.getByRole('form', { name: 'New red envelope' });
      await form.getByLabel('Title in বাংলা').fill('রাতের লাল খাম');
      await form.getByLabel('Title in English').fill('Night red envelope');
      // The console's clock is Bangladesh's: an hour ago to an hour from now.
      const dhaka = (ms: number) => new Date(Date.now() + ms + 6 * 3_600_000).toISOString().slice(0, 16);
      await form.getByLabel('Opens (Bangladesh time)').fill(dhaka(-3_600_000));
      await form.getByLabel('Closes (Bangladesh time)').fill(dhaka(3_600_000));
      await form.getByLabel('Pool (৳)').fill('100');
      await form.getByLabel('Smallest take (৳)').fill('7');
      await form.getByLabel('Largest take (৳)').fill('7');
      await form.getByRole('button', { name: 'Make envelope' }).click();
      await ops.page.getByText('Envelope made.', { exact: true }).waitFor();
      await ops.page.getByRole('row', { name: /Night red envelope/ }).waitFor();
      await checkAccessibility(ops.page);

      const before = taka(await page.getByTestId('balance').innerText());
      await page.getByRole('button', { name: 'অ্যাকাউন্ট মেনু: player01' }).click();
      await page.getByRole('button', { name: 'সদস্য কেন্দ্র' }).click();
      const centre = page.getByRole('dialog', { name: 'সদস্য কেন্দ্র' });
      await centre.getByRole('navigation', { name: 'সদস্য কেন্দ্রের মেনু' }).getByRole('button', { name: bnMember.rewardCenter }).click();
      await centre.getByRole('heading', { level: 2, name: bnMember.rewardCenter }).waitFor();
      await centre.getByText(bnMember.rewardsClaimable_other.replace('{{count}}', '2')).waitFor();
      // The Friday envelope waits for its window, counting down by the page's clock.
      await centre.getByText(/খুলবে \d\d:\d\d:\d\d পরে/).waitFor();
      await checkAccessibility(page);

      await centre.getByRole('button', { name: bnMember.rewardsOpenOne.replace('{{title}}', 'সন্ধ্যার লাল খাম') }).click();
      const won = centre.getByText(/^আপনি পেয়েছেন ৳ [\d,]+\.\d\d$/);
      await won.waitFor();
      const amount = taka(await won.innerText());
      expect(amount).toBeGreaterThanOrEqual(5);
      expect(amount).toBeLessThanOrEqual(88);
      await expect.poll(async () => taka(await page.getByTestId('balance').innerText())).toBeCloseTo(before + amount, 2);
      await centre.getByRole('button', { name: bnMember.rewardsOpenOne.replace('{{title}}', 'রাতের লাল খাম') }).click();
      await centre.getByText('আপনি পেয়েছেন ৳ 7.00').waitFor();
      await expect.poll(async () => taka(await page.getByTestId('balance').innerText())).toBeCloseTo(before + amount + 7, 2);
      await centre.getByText(bnMember.rewardsClaimable_other.replace('{{count}}', '0')).waitFor();
      expect(await centre.getByRole('button', { name: bnMember.rewardsOpen }).count()).toBe(0);
      await ops.page.reload();
      await ops.page.getByRole('row', { name: /Night red envelope.*৳ 7\.00 of ৳ 100\.00\s+1/ }).waitFor();
      expectNoConsoleErrors(consoleErrors);
      expectNoConsoleErrors(ops.consoleErrors);
    } finally {
      await context.close();
      await ops.context.close();
    }
  });
});
