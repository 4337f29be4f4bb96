import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent } from './helpers/siteServer';
import { signIn } from '../helpers/signIn';
import bnMember from '../../locales/bn/member.json';

// The reward centre (decision 0265): a member opens the seeded red envelope; the page shows the
// amount the server drew, the header's balance rises by it, and a second take is not offered.

const taka = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

describe.skipIf(siteAbsent())('the reward centre', () => {
  it('opens a red envelope: the amount drawn is shown and reaches the balance', async ({ site }) => {
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/'), { sessionStorage: await signIn(site.call, 'player01') });
    try {
      page.setDefaultTimeout(15_000);
      const before = taka(await page.getByTestId('balance').innerText());
      await page.getByRole('button', { name: 'অ্যাকাউন্ট মেনু: player01' }).click();
      await page.getByRole('button', { name: 'সদস্য কেন্দ্র' }).click();
      const centre = page.getByRole('dialog', { name: 'সদস্য কেন্দ্র' });
      await centre.getByRole('navigation', { name: 'সদস্য কেন্দ্রের মেনু' }).getByRole('button', { name: bnMember.rewardCenter }).click();
      await centre.getByRole('heading', { level: 2, name: bnMember.rewardCenter }).waitFor();
      await centre.getByText(bnMember.rewardsClaimable_other.replace('{{count}}', '1')).waitFor();
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
      await centre.getByText(bnMember.rewardsClaimable_other.replace('{{count}}', '0')).waitFor();
      expect(await centre.getByRole('button', { name: bnMember.rewardsOpen }).count()).toBe(0);
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });
});
