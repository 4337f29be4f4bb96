import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent } from './helpers/siteServer';
import { signIn } from '../helpers/signIn';
import bnMember from '../../locales/bn/member.json';
import bnUi from '../../locales/bn/ui.json';

// The manual rebate (decision 0267): a member with settled rounds opens the page, sees the rebate
// the server counted, claims it after confirming, and sees the header's balance rise by it and the
// claim in their history, the table back at zero.

const taka = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

describe.skipIf(siteAbsent())('the manual rebate', () => {
  it('shows the rebate of settled rounds, claims it and lists the claim', { timeout: 120_000 }, async ({ site }) => {
    const db = site.database.db;
    const { id } = await db.selectFrom('members').select('id').where('brand_id', '=', 'bd').where('account', '=', 'player01').executeTakeFirstOrThrow();
    // ৳2,000 on live and ৳1,000 on slots of own money, ৳500 more on slots paid by a bonus: settled.
    const settled = (category: string, stake: string, bonusStake = '0') => ({
      brand_id: 'bd',
      member_id: id,
      vendor: 'MQTEST',
      category,
      round_id: `rebate-${category}-${stake}`,
      stake,
      bonus_stake: bonusStake,
      status: 'settled' as const,
      settlements: 1,
      settled_at: new Date(),
    });
    await db.insertInto('bets').values([settled('LIVE', '200000'), settled('RNG', '150000', '50000')]).execute();

    const { page, consoleErrors } = await openPage(site.siteUrl('/'), { sessionStorage: await signIn(site.call, 'player01') });
    try {
      page.setDefaultTimeout(15_000);
      const before = taka(await page.getByTestId('balance').innerText());
      await page.getByRole('button', { name: 'অ্যাকাউন্ট মেনু: player01' }).click();
      await page.getByRole('button', { name: 'সদস্য কেন্দ্র' }).click();
      const centre = page.getByRole('dialog', { name: 'সদস্য কেন্দ্র' });
      await centre.getByRole('navigation', { name: 'সদস্য কেন্দ্রের মেনু' }).getByRole('button', { name: bnMember.manualRebate }).click();
      await centre.getByRole('heading', { level: 2, name: bnMember.manualRebate }).waitFor();
      const table = centre.getByRole('table', { name: bnMember.rebateTableCaption });
      await table.waitFor();
      // The bonus-funded ৳500 is not counted.
      await expect.poll(async () => (await table.getByRole('row').allInnerTexts()).join('\n')).toMatch(/৳ 2,000\.00[\s\S]*৳ 1,000\.00[\s\S]*৳ 3,000\.00/);
      await centre.getByText(bnMember.rebateHistoryEmpty).waitFor();
      await checkAccessibility(page);

      const total = taka(await table.locator('tfoot td').last().innerText());
      expect(total).toBeGreaterThan(0);
      await centre.getByRole('button', { name: bnMember.rebateClaim.replace('{{amount}}', '') }).click();
      const confirm = page.getByRole('dialog', { name: bnMember.rebateConfirmTitle });
      await confirm.getByRole('button', { name: bnUi.OK }).click();
      await centre.getByRole('status').filter({ hasText: bnMember.rebateClaimed.replace('{{amount}}', '').trim() }).waitFor();
      await expect.poll(async () => taka(await page.getByTestId('balance').innerText())).toBeCloseTo(before + total, 2);
      const history = centre.getByRole('region', { name: bnMember.rebateHistory });
      await expect.poll(async () => taka(await history.locator('.rebate__claimAmount').first().innerText())).toBeCloseTo(total, 2);
      // Nothing left to claim until more rounds settle.
      await expect.poll(async () => taka(await table.locator('tfoot td').last().innerText())).toBe(0);
      expect(await centre.getByRole('button', { name: bnMember.rebateClaim.replace('{{amount}}', '') }).isDisabled()).toBe(true);
      await checkAccessibility(page);
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await page.context().close();
    }
  });
});
