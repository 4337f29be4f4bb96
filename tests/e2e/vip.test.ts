import { describe, expect, it } from './helpers/fixtures';
import { expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent } from './helpers/siteServer';
import { signIn } from '../helpers/signIn';
import bnScreens from '../../locales/bn/screens.json';
import enScreens from '../../locales/en/screens.json';

// VIP levels (decision 0261) as a player sees them: a visitor reads the ladder and its benefits in
// Bengali and in English, with a way to sign in; a member sees their level and progress to the next.

describe.skipIf(siteAbsent())('the VIP page', () => {
  it('shows a visitor the levels and their benefits in both languages, and asks them to sign in', { timeout: 90_000 }, async ({ site }) => {
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/vip'));
    try {
      page.setDefaultTimeout(15_000);
      await page.getByRole('heading', { level: 1, name: bnScreens.vipTitle }).waitFor();
      const gold = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: 'গোল্ড' }) });
      await gold.getByText('৳ 500.00').first().waitFor();
      await gold.getByText(bnScreens.vipUpgradeBonus).waitFor();
      await page.getByText(bnScreens.vipSignInPrompt).waitFor();

      await page.locator('.lang-menu').hover();
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('heading', { level: 1, name: enScreens.vipTitle }).waitFor();
      const royal = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: 'Royal' }) });
      await royal.getByText(enScreens.vipMonthlyBonus).waitFor();
      expect(await royal.getByText('৳ 6,000.00').count()).toBe(1);
      await page.getByRole('button', { name: enScreens.vipSignIn }).waitFor();
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });

  it('shows a member their level, highlighted, and their progress to the next', { timeout: 90_000 }, async ({ site }) => {
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/vip'), { sessionStorage: await signIn(site.call, 'player01') });
    try {
      page.setDefaultTimeout(15_000);
      // player01 is a Silver member of the demo: level 1, nothing counted yet.
      await page.getByRole('heading', { level: 2, name: bnScreens.vipYourLevel.replace('{{level}}', 'সিলভার') }).waitFor();
      const bar = page.getByRole('progressbar', { name: bnScreens.vipProgressLabel.replace('{{level}}', 'গোল্ড') });
      expect(await bar.getAttribute('aria-valuenow')).toBe('0');
      await page.getByText(bnScreens.vipToNext.replace('{{level}}', 'গোল্ড').replace('{{amount}}', '৳ 50,000.00')).waitFor();
      const current = page.locator('[aria-current="true"]');
      expect(await current.getByRole('heading', { level: 2 }).innerText()).toBe('সিলভার');
      await expect.poll(() => page.locator('.account-menu__vip').innerText()).toBe('সিলভার');
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });
});
