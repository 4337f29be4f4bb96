import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent } from './helpers/siteServer';
import { setModule } from './helpers/brandDb';
import { signIn } from '../helpers/signIn';
import { memberApi } from '../helpers/memberApi';
import { checkLedger } from '../../server/modules/wallet/checkLedger';
import bnScreens from '../../locales/bn/screens.json';
import bnErrors from '../../locales/bn/errors.json';

// The point mall (PTSYS3, decision 0260) as a player and a visitor use it, in Bengali: a cash
// reward redeemed with the payment password (a wrong one refused first, in words, with the tries
// left), the balance, the header's money and both records following at once.

const say = (text: string, params: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => params[k]!);

describe.skipIf(siteAbsent())('the point mall', () => {
  it('redeems a point reward (a wrong payment password refused)', { timeout: 120_000 }, async ({ site }) => {
    const session = await signIn(site.call, 'player01');
    const set = await memberApi(site, session.token)('/wps/member/paymentPassword', 'PUT', { newPassword: '135790' });
    expect(set.body).toMatchObject({ success: true });
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/pointMall'), { sessionStorage: session });
    try {
      await expect.poll(() => page.getByTestId('points-balance').innerText()).toBe('12,000');
      await page.getByRole('heading', { name: '৳50 নগদ' }).waitFor();
      await checkAccessibility(page);

      await page.getByRole('button', { name: say(bnScreens.pointsRedeemNamed, { name: '৳50 নগদ' }) }).click();
      const dialog = page.getByRole('dialog', { name: say(bnScreens.pointsRedeemTitle, { name: '৳50 নগদ' }) });
      await dialog.waitFor();
      await dialog.getByLabel(bnScreens.pointsPaymentPassword).fill('000000');
      await dialog.getByRole('button', { name: bnScreens.pointsRedeemConfirm }).click();
      await dialog.getByText(say(bnErrors.payment_password_wrong, { left: '4', minutes: '15' })).waitFor();
      await checkAccessibility(page);
      expect(await page.getByTestId('points-balance').innerText()).toBe('12,000');

      await dialog.getByLabel(bnScreens.pointsPaymentPassword).fill('135790');
      await dialog.getByRole('button', { name: bnScreens.pointsRedeemConfirm }).click();
      const done = dialog.getByRole('status');
      await expect.poll(() => done.innerText()).toMatch(/^রিডিম হয়েছে \(P\d+\)/);
      await dialog.getByRole('button', { name: bnScreens.pointsClose }).click();

      await expect.poll(() => page.getByTestId('points-balance').innerText()).toBe('7,000');
      await expect.poll(() => page.getByTestId('balance').innerText()).toBe('৳ 1,300.00');

      await page.getByRole('tab', { name: bnScreens.pointsRedemptionsTab }).click();
      const redemption = page.getByRole('region', { name: bnScreens.pointsRedemptionsTab }).locator('tbody tr');
      await expect.poll(() => redemption.count()).toBe(1);
      expect((await redemption.innerText()).replace(/\s+/g, ' ')).toMatch(/৳50 নগদ 1 -5,000 ৳ 50\.00 অনুমোদিত 7,000/);
      await page.getByRole('tab', { name: bnScreens.pointsHistoryTab }).click();
      const history = page.getByRole('region', { name: bnScreens.pointsHistoryTab }).locator('tbody tr');
      await expect.poll(() => history.count()).toBe(2);
      expect((await history.first().innerText()).replace(/\s+/g, ' ')).toMatch(/রিডিম করা পয়েন্ট · P\d+ -5,000 7,000$/);
      await checkAccessibility(page);
      // The wrong password's refusal is the one failed request the browser logs.
      expectNoConsoleErrors(consoleErrors.filter((e) => !/status of 400 .*\/wps\/relay\/passwordCheck\/MCS2_redeemPointReward/.test(e)));
      expect(await checkLedger(site.database.db)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows a visitor the rewards and asks them to sign in to redeem; with PTSYS3 off the page is gone', async ({ site }) => {
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/pointMall'));
    try {
      await page.getByRole('heading', { name: 'স্মার্টফোন' }).waitFor();
      await page.getByText(bnScreens.pointsSignIn).waitFor();
      expect(await page.getByTestId('points-balance').count()).toBe(0);
      await checkAccessibility(page);
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
    await setModule(site, 'bd', 'PTSYS3', '0');
    const off = await openPage(site.siteUrl('/pointMall'));
    try {
      await off.page.waitForLoadState('networkidle');
      expect(await off.page.getByRole('heading', { name: bnScreens.pointMallTitle }).count()).toBe(0);
      expect(await off.page.getByRole('heading', { name: 'স্মার্টফোন' }).count()).toBe(0);
    } finally {
      await off.context.close();
    }
  });
});
