import { codeAfter, stepNow } from '../helpers/totp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent } from './helpers/siteServer';
import { signInToConsole } from './helpers/console';
import { seedOperators } from '../helpers/operatorApi';

// An operator's own account page, as the payments desk uses it: who is signed in, and a change of
// password that refuses a wrong current password at its field, then takes a new one with which the
// next sign-in succeeds. The shared server's database, the cashier's password with it, is put back
// as seeded before the next test (./helpers/fixtures), so no other file meets the new password.

const newPassword = 'violet harbour lantern';

async function fillPasswords(page: Page, current: string) {
  await page.getByLabel('Current password', { exact: true }).fill(current);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Repeat the new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Change password', exact: true }).click();
}

describe.skipIf(siteAbsent())("an operator's own account", () => {
  it("changes the signed-in operator's password, refusing a wrong current one at its field, and signs in with the new one", async ({ site }) => {
    const ops = await openPage(site.siteUrl('/console'));
    try {
      const { page } = ops;
      page.setDefaultTimeout(10_000);
      await page.getByLabel('ভাষা').selectOption('en');
      await signInToConsole(page, 'cashier');
      // The time step of the first sign-in's code, or a later one: the second must use a later one still.
      const firstStep = stepNow();
      await page.getByRole('link', { name: 'My account' }).click();
      await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
      expect(await page.getByRole('main').getByRole('definition').allInnerTexts()).toEqual(['cashier', 'payments']);
      await checkAccessibility(page);

      // A wrong current password: the message under that field, which is marked and described by it.
      await fillPasswords(page, 'not the password');
      await page.getByText('The current password is wrong.').waitFor();
      const current = page.getByLabel('Current password', { exact: true });
      expect(await current.getAttribute('aria-invalid')).toBe('true');
      const describedBy = await current.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe('The current password is wrong.');
      await expect.poll(() => current.evaluate((el) => el === document.activeElement)).toBe(true);
      await checkAccessibility(page);

      await fillPasswords(page, seedOperators.password);
      await expect.poll(() => page.getByRole('status').allInnerTexts()).toContain('Your password is changed. Every other session of yours is signed out; this one stays signed in.');
      expect(await page.getByLabel('Current password', { exact: true }).getAttribute('aria-invalid')).toBeNull();
      await checkAccessibility(page);

      const audit = await site.database.db.selectFrom('audit_log').select(['action', 'operator_name']).where('action', '=', 'operator.passwordChanged').execute();
      expect(audit).toEqual([{ action: 'operator.passwordChanged', operator_name: 'cashier' }]);

      // Signed out, the new password signs in. A code is good once and only in its own 30 seconds,
      // so this sign-in waits, as a person would, for a step later than the first sign-in's.
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByRole('heading', { level: 1, name: 'Sign in to the console' }).waitFor();
      const secret = seedOperators.operators.find((o) => o.username === 'cashier')!.totpSecret;
      await page.getByLabel('Username').fill('cashier');
      await page.getByLabel('Password').fill(newPassword);
      await page.getByLabel('Authenticator code').fill(await codeAfter(secret, firstStep, 8_000));
      await page.getByRole('button', { name: 'Sign in' }).click();
      // Back on the page the operator signed out from.
      await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
      expect(await page.getByText('cashier (payments)').count()).toBe(1);

      expectNoConsoleErrors(ops.consoleErrors.filter((e) => !/status of 400 .*\/ops\/password/.test(e)), 'the console');
    } finally {
      await ops.context.close();
    }
  }, 120_000);
});
