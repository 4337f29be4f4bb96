import type { Locator } from 'playwright-core';
import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent } from './helpers/siteServer';
import { shoot } from './helpers/shots';
import { setBrandField, setModule } from './helpers/brandDb';
import { openSecurityCentre, signInByPassword } from './helpers/securityCentre';
import { label } from './helpers/registrationForm';
import { hashPassword } from '../../server/lib/password';
import bnForms from '../../locales/bn/forms.json';
import enForms from '../../locales/en/forms.json';
import bnValidation from '../../locales/bn/validation.json';
import enValidation from '../../locales/en/validation.json';
import bnScreens from '../../locales/bn/screens.json';
import enScreens from '../../locales/en/screens.json';
import bnMember from '../../locales/bn/member.json';
import bnErrors from '../../locales/bn/errors.json';
import enConsole from '../../locales/en/console.json';
import bnNav from '../../locales/bn/nav.json';
import { signInToConsole } from './helpers/console';

/**
 * Forms that ask only what they need and say what is wrong, and entries that wait for their setup:
 * as a visitor meets them on Marquee BD, at phone size, in Bengali and in English.
 */

const phone = { width: 390, height: 844 };

/** The message drawn under the field a label names (its input's id, then `-error`). */
const errorOf = async (form: Locator, name: RegExp) => {
  const id = await form.getByLabel(name).getAttribute('id');
  return form
    .page()
    .locator(`[id="${id}-error"]`)
    .innerText({ timeout: 2_000 })
    .catch(() => '');
};

/** A page in English, as a player who chose it in the language menu has it (localStorage `hisLang`). */
async function openInEnglish(url: string, viewport = phone) {
  const opened = await openPage(url, { viewport });
  await opened.page.evaluate(() => localStorage.setItem('hisLang', 'en'));
  await opened.page.reload();
  return opened;
}

describe.skipIf(siteAbsent())('the registration form asks less and says what is wrong', () => {
  it('asks on the username tab only for the name, the password twice and the captcha, and says "required" for an empty field, in Bengali', async ({ site }) => {
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/register'), { viewport: phone });
    try {
      page.setDefaultTimeout(10_000);
      const form = page.getByRole('dialog', { name: bnForms.registerTitle });
      await form.waitFor();
      for (const name of [bnForms.label_username, bnForms.label_password, bnForms.label_confirmPassword, bnForms.label_captcha]) await form.getByLabel(label(name)).waitFor();
      expect(await form.getByLabel(label(bnForms.label_mobileNum)).count()).toBe(0);
      expect(await form.getByLabel(label(bnForms.label_verificationCode)).count()).toBe(0);
      await shoot(page, 'register-bn');

      await form.getByRole('button', { name: bnForms.createAccount }).click();
      await expect.poll(() => errorOf(form, label(bnForms.label_username))).toBe(`আবশ্যক। ${bnValidation.letterThenAlnum.replace('{{min}}', '6').replace('{{max}}', '16')}`);
      // An empty confirmation is missing, not a mismatch.
      expect(await errorOf(form, label(bnForms.label_confirmPassword))).toBe(bnValidation.required);
      await form.getByLabel(label(bnForms.label_password)).fill('Padma-river-7');
      await form.getByLabel(label(bnForms.label_confirmPassword)).fill('Padma-river-8');
      await form.getByRole('button', { name: bnForms.createAccount }).click();
      await expect.poll(() => errorOf(form, label(bnForms.label_confirmPassword))).toBe(bnValidation.inconsistentTwice);
      await checkAccessibility(page);
      await shoot(page, 'register-bn-errors');

      // The number and its code are the mobile tab's; the code box keeps all six digits in view while the button counts down.
      await form.getByRole('tab', { name: bnForms.registerByMobile }).click();
      await form.getByLabel(label(bnForms.label_mobileNum)).fill('01712345690');
      await form.getByRole('button', { name: bnForms.sendSms }).click();
      await form.getByRole('button', { name: /সেকেন্ড পরে আবার পাঠান/ }).waitFor();
      const code = form.getByLabel(label(bnForms.label_verificationCode));
      await code.fill('135435');
      const fits = await code.evaluate((el: HTMLInputElement) => ({ fits: el.scrollWidth <= el.clientWidth, width: el.clientWidth }));
      expect(fits.fits, `the code box is ${fits.width}px wide`).toBe(true);
      await checkAccessibility(page);
      await shoot(page, 'register-bn-mobile');
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });

  it('says the same in English', async ({ site }) => {
    const { page, context } = await openInEnglish(site.siteUrl('/register'));
    try {
      page.setDefaultTimeout(10_000);
      const form = page.getByRole('dialog', { name: enForms.registerTitle });
      await form.waitFor();
      expect(await form.getByLabel(label(enForms.label_mobileNum)).count()).toBe(0);
      await shoot(page, 'register-en');
      await form.getByRole('button', { name: enForms.createAccount }).click();
      await expect.poll(() => errorOf(form, label(enForms.label_confirmPassword))).toBe(enValidation.required);
      expect(await errorOf(form, label(enForms.label_captcha))).toBe('Required. Use 4 English letters (A–Z) or digits (0–9), without spaces or symbols.');
      await checkAccessibility(page);
      await shoot(page, 'register-en-errors');
      await form.getByRole('tab', { name: enForms.registerByMobile }).click();
      await form.getByLabel(label(enForms.label_mobileNum)).fill('01712345691');
      await form.getByRole('button', { name: enForms.sendSms }).click();
      await form.getByRole('button', { name: /Resend in/ }).waitFor();
      const code = form.getByLabel(label(enForms.label_verificationCode));
      await code.fill('135435');
      expect(await code.evaluate((el: HTMLInputElement) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await shoot(page, 'register-en-mobile');
    } finally {
      await context.close();
    }
  });
});

describe.skipIf(siteAbsent())('pages that say where the player stands', () => {
  it('says registration is closed at /register while it is switched off, with the way to sign in, in each language', async ({ site }) => {
    await setModule(site, 'bd', 'REG3', '0');
    for (const [english, screens, forms] of [
      [false, bnScreens, bnForms],
      [true, enScreens, enForms],
    ] as const) {
      const { page, context } = english ? await openInEnglish(site.siteUrl('/register')) : await openPage(site.siteUrl('/register'), { viewport: phone });
      try {
        page.setDefaultTimeout(10_000);
        await page.getByRole('heading', { level: 1, name: screens.registrationClosedTitle }).waitFor();
        expect(await page.getByText(screens.registrationClosedText.replace('{{name}}', 'Marquee BD')).count()).toBe(1);
        await checkAccessibility(page);
        await shoot(page, english ? 'register-closed-en' : 'register-closed-bn');
        await page.locator('.screen--registration-closed').getByRole('link', { name: screens.registrationClosedSignIn }).click();
        await page.getByRole('heading', { level: 1, name: forms.loginTitle }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/login');
      } finally {
        await context.close();
      }
    }
  });

  it('sends a signed-in player from /login to the home page', async ({ site }) => {
    const account = `loginhome${Date.now() % 10000}`;
    await site.database.db
      .insertInto('members')
      .values({ brand_id: 'bd', account, password_hash: await hashPassword('Mango-river-42') })
      .execute();
    const { page, context } = await openPage(site.siteUrl('/login'), { viewport: phone });
    try {
      page.setDefaultTimeout(10_000);
      await signInByPassword(page, account, 'Mango-river-42');
      await page.goto(site.siteUrl('/login'));
      await page.getByTestId('signed-in-bar').waitFor();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      expect(await page.getByRole('heading', { level: 1, name: bnForms.loginTitle }).count()).toBe(0);
      await checkAccessibility(page);
    } finally {
      await context.close();
    }
  });

  it('refuses a payment password that is a run, with the reason under the field', async ({ site }) => {
    const account = `pinrun${Date.now() % 10000}`;
    await site.database.db
      .insertInto('members')
      .values({ brand_id: 'bd', account, password_hash: await hashPassword('Mango-river-42') })
      .execute();
    const { page, context } = await openPage(site.siteUrl('/login'), { viewport: phone });
    try {
      page.setDefaultTimeout(10_000);
      await signInByPassword(page, account, 'Mango-river-42');
      const centre = await openSecurityCentre(page, account);
      const pin = centre.getByLabel(new RegExp(`^${bnMember.paymentPasswordNew}`));
      await pin.fill('123456');
      await centre.getByRole('button', { name: bnMember.paymentPasswordSetButton }).click();
      await centre.getByText(bnErrors.payment_password_guessable).waitFor();
      await checkAccessibility(page);
    } finally {
      await context.close();
    }
  });
});

describe.skipIf(siteAbsent())('entries wait for their setup', () => {
  it('shows no Google button until the brand sets it; customer service opens the chat room, or the window once its address is set', async ({ site }) => {
    const { page, context } = await openPage(site.siteUrl('/login'));
    try {
      page.setDefaultTimeout(10_000);
      await page.getByTestId('sidebar-facebook').waitFor();
      // Google sign-in's module is on, but the brand saved no client: no button that would fail.
      await page.getByRole('button', { name: bnForms.login, exact: true }).waitFor();
      expect(await page.getByRole('button', { name: bnForms.socialContinueGoogle }).count()).toBe(0);
      // No window of its own: the icon opens the site's chat room (decision 0329).
      expect(await page.getByTestId('sidebar-customerService').getByRole('button', { name: bnNav.side_customerService }).count()).toBe(1);
      await checkAccessibility(page);

      await setBrandField(site, 'bd', 'customerService', { url: 'https://help.marquee.example/chat' });
      await page.reload();
      await expect.poll(() => page.getByTestId('sidebar-customerService').getByRole('link', { name: bnNav.side_customerService }).getAttribute('href')).toBe('https://help.marquee.example/chat');
    } finally {
      await context.close();
    }
  });
});

describe.skipIf(siteAbsent())('the console says which modules need setup', () => {
  it('marks Google sign-in "Needs setup." with what is missing, and customer service once its address is none a browser opens', async ({ site }) => {
    const { page, context } = await openPage(site.siteUrl('/console'));
    try {
      page.setDefaultTimeout(10_000);
      // The console in English, as an operator who chose it.
      await page.getByLabel('ভাষা').selectOption('en');
      await signInToConsole(page, 'admin');
      const row = (modId: string) => page.locator('li.module-switch').filter({ has: page.locator(`input[data-mod-id="${modId}"]`) });
      await expect
        .poll(() => row('GOOGLELOGIN3').innerText())
        .toContain(
          `${enConsole.needsSetup} ${enConsole.needsSetupMissing.replace('{{fields}}', [enConsole.setupField_clientId, enConsole.setupField_clientSecret, enConsole.setupField_clientEnabled].join(', '))}`,
        );
      // No address: the site's own chat room, nothing missing.
      expect(await row('CUSTSERV3').innerText()).not.toContain(enConsole.needsSetup);
      expect(await row('GOOGLELOGIN3').getByRole('link', { name: enConsole.setupAtSocial }).getAttribute('href')).toMatch(/^\/console\/social\?brand=bd$|^\/social\?brand=bd$/);
      await row('GOOGLELOGIN3').scrollIntoViewIfNeeded();
      await shoot(page, 'console-needs-setup');
      // A module with what it needs carries no mark.
      expect(await row('FREEPLAY3').innerText()).not.toContain(enConsole.needsSetup);
      await checkAccessibility(page);

      await setBrandField(site, 'bd', 'customerService', { url: 'javascript:alert(1)' });
      await page.reload();
      await expect.poll(() => row('CUSTSERV3').innerText()).toContain(enConsole.needsSetupMissing.replace('{{fields}}', enConsole.setupField_customerServiceUrl));
      expect(await row('GOOGLELOGIN3').innerText()).toContain(enConsole.needsSetup);
    } finally {
      await context.close();
    }
  });
});
