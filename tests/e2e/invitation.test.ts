import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent } from './helpers/siteServer';
import { captchaAnswer, label, watchCaptchas } from './helpers/registrationForm';
import bnForms from '../../locales/bn/forms.json';
import bnErrors from '../../locales/bn/errors.json';

/**
 * An agent's registration link (SPEC §4): the affiliate code in its address is checked before the
 * form is filled in. A good one is used without asking; a bad one is shown, with the message, in
 * the field where the person can put it right. The phone is the dev outbox; the captcha's answer
 * comes from the test profile's challenge page.
 */

describe.skipIf(siteAbsent())('registration from an agent’s link', () => {
  it('uses a good affiliate code without asking for it, keeps the referral code, and puts the player under the agent', async ({ site }) => {
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/register?affiliateCode=MQ7K2P&referralCode=FRIEND7'));
    const captchas = watchCaptchas(page);
    try {
      page.setDefaultTimeout(10_000);
      const form = page.getByRole('dialog', { name: bnForms.registerTitle });
      await form.getByLabel(label(bnForms.label_username)).waitFor();
      expect(await form.getByLabel(label(bnForms.label_affiliateCode)).count()).toBe(0);

      await form.getByLabel(label(bnForms.label_username)).fill('linkplayer7');
      await form.getByLabel(label(bnForms.label_password)).fill('Padma-river-7');
      await form.getByLabel(label(bnForms.label_confirmPassword)).fill('Padma-river-7');
      await form.getByLabel(label(bnForms.label_captcha)).fill(await captchaAnswer(site, page, captchas));
      await form.getByRole('checkbox').check();
      await checkAccessibility(page);
      await form.getByRole('button', { name: bnForms.createAccount }).click();

      await page.getByTestId('signed-in-bar').waitFor();
      expect(await page.getByTestId('signed-in-bar').innerText()).toContain('linkplayer7');
      const row = await site.database.db
        .selectFrom('members as m')
        .innerJoin('members as u', 'u.id', 'm.upline_id')
        .select(['u.account as upline', 'm.referral_code'])
        .where('m.account', '=', 'linkplayer7')
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ upline: 'agent01', referral_code: 'FRIEND7' });
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });

  it('shows a bad affiliate code in its field with the invalid-invitation message', async ({ site }) => {
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/register?affiliateCode=NOPE99'));
    try {
      page.setDefaultTimeout(10_000);
      const form = page.getByRole('dialog', { name: bnForms.registerTitle });
      const field = form.getByLabel(label(bnForms.label_affiliateCode));
      await field.waitFor();
      expect(await field.inputValue()).toBe('NOPE99');
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      await expect.poll(() => form.getByRole('alert').allInnerTexts()).toContain(bnErrors.invitation_invalid);
      await checkAccessibility(page);
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });
});
