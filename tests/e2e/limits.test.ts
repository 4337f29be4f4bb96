import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent } from './helpers/siteServer';
import { signIn } from '../helpers/signIn';
import bnMember from '../../locales/bn/member.json';

// Responsible play (decision 0322): before a first deposit the deposit page offers a deposit limit;
// the member sets one on the limits page, sees it with what is used, and a deposit over it is
// refused with the limit in the message.

describe.skipIf(siteAbsent())('deposit limits', () => {
  it('offers a limit before the first deposit, takes it, and refuses a deposit over it showing the limit', { timeout: 300_000 }, async ({ site }) => {
    const { page, consoleErrors } = await openPage(site.siteUrl('/'), { sessionStorage: await signIn(site.call, 'player01') });
    try {
      page.setDefaultTimeout(15_000);
      await page.getByTestId('signed-in-bar').getByRole('button', { name: 'জমা দিন' }).click();
      const centre = page.getByRole('dialog', { name: 'সদস্য কেন্দ্র' });
      const prompt = centre.getByRole('note', { name: bnMember.playLimits });
      await prompt.getByText(bnMember.limitsPrompt).waitFor();
      await checkAccessibility(page);
      await prompt.getByRole('button', { name: bnMember.limitsPromptSet }).click();

      await centre.getByRole('heading', { level: 2, name: bnMember.playLimits }).waitFor();
      const deposits = centre.getByRole('group', { name: bnMember.limitsKind_deposit });
      await deposits.getByLabel(bnMember.limitsPeriod_day, { exact: true }).fill('500');
      await centre.getByRole('button', { name: bnMember.limitsSave }).click();
      await centre.getByRole('status').filter({ hasText: bnMember.limitsSaved }).waitFor();
      await deposits.getByText('৳ 500.00-এর মধ্যে ৳ 0.00 ব্যবহৃত').waitFor();
      await checkAccessibility(page);

      await centre.getByRole('navigation', { name: 'সদস্য কেন্দ্রের মেনু' }).getByRole('button', { name: bnMember.depositv2, exact: true }).click();
      await centre.getByRole('heading', { level: 2, name: bnMember.depositv2 }).waitFor();
      // The offer is gone once a deposit limit is set.
      expect(await centre.getByRole('note', { name: bnMember.playLimits }).count()).toBe(0);
      await centre.getByRole('radio', { name: 'bKash' }).check();
      await centre.getByLabel(/^পরিমাণ( \*)?$/).fill('600');
      await centre.getByRole('button', { name: bnMember.depositContinue }).click();
      await centre.getByText('এটি আপনার 24 ঘণ্টার জমার সীমা 500.00 ছাড়িয়ে যায়।').waitFor();
      await checkAccessibility(page);
      // The refused deposit's answer is the one error the browser logs.
      expectNoConsoleErrors(consoleErrors.filter((e) => !/status of 409 .*\/wps\/v2\/transaction\/deposit/.test(e)));
    } finally {
      await page.context().close();
    }
  });
});
