import { generate } from 'otplib';
import { codeAfter, codeNow, stepNow } from '../helpers/totp';
import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent, type SiteServer } from './helpers/siteServer';
import { setBrandField } from './helpers/brandDb';
import { openSecurityCentre, signInByPassword } from './helpers/securityCentre';
import { hashPassword } from '../../server/lib/password';
import bnForms from '../../locales/bn/forms.json';
import bnMember from '../../locales/bn/member.json';
import bnErrors from '../../locales/bn/errors.json';

/**
 * The authenticator app as a player meets it, in Bengali on the default brand with the brand's
 * new-device check set to totp: set up in the security centre from the key shown beside the QR
 * code (the test computes codes from it as the app would), then asked for at a sign-in from
 * another browser, which is a new device.
 */

const GOOD = 'Mango-river-42';
const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 768 };

/** A field's label as the form draws it: its text, and a star when the field is required. */
const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

async function member(site: SiteServer) {
  const account = `web2f${Date.now() % 100000}`;
  await site.database.db.insertInto('members').values({ brand_id: 'bd', account, password_hash: await hashPassword(GOOD) }).execute();
  return account;
}

/** The app's code `steps` time steps (30 s each) from now, for codes that must be wrong. */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

describe.skipIf(siteAbsent())('the authenticator app', () => {
  it('is set up in the security centre from the key beside the QR code, and a new browser must give its code to sign in', async ({ site }) => {
    await setBrandField(site, 'bd', 'accounts', { newDeviceCheck: 'totp' });
    const account = await member(site);

    const home = await openPage(site.siteUrl('/login'), { viewport: phone });
    let secret = '';
    let enrolledIn = 0;
    try {
      const { page } = home;
      page.setDefaultTimeout(10_000);
      // The usual brand offers the sign-in by SMS code and remember me beside the password.
      await page.getByRole('tab', { name: bnForms.loginByMobile }).waitFor();
      await page.getByLabel(bnForms.rememberMe).waitFor();
      // No app and no number yet: the first sign-in goes through, and this browser is known from now on.
      await signInByPassword(page, account, GOOD);
      const centre = await openSecurityCentre(page, account);
      const app = centre.getByRole('form', { name: bnMember.totpTitle });
      await app.getByText(bnMember.totpIsOff).waitFor();

      await app.getByLabel(bnMember.totpPassword).fill(GOOD);
      await app.getByRole('button', { name: bnMember.totpSetUp }).click();
      const qr = app.getByRole('img', { name: bnMember.totpQrAlt });
      await qr.waitFor();
      expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
      secret = (await app.locator('.totp-key').innerText()).replace(/\s+/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await checkAccessibility(page);

      await app.getByLabel(bnMember.totpCode).fill(await codeNow(secret, 8_000));
      enrolledIn = stepNow();
      await app.getByRole('button', { name: bnMember.totpTurnOn }).click();
      await app.getByText(bnMember.totpTurnedOn).waitFor();
      await app.getByText(bnMember.totpIsOn).waitFor();
      // The key is never shown again.
      expect(await centre.locator('.totp-key').count()).toBe(0);
      await checkAccessibility(page);
      expectNoConsoleErrors(home.consoleErrors);
    } finally {
      await home.context.close();
    }

    // Another browser: a new device id in its own storage, on the brand now asking two factors at
    // every sign-in, so its form offers only the password way (ASVS 6.3.4).
    await setBrandField(site, 'bd', 'accounts', { newDeviceCheck: 'totp', checkEverySignIn: true });
    const away = await openPage(site.siteUrl('/login'), { viewport: desktop });
    try {
      const { page } = away;
      page.setDefaultTimeout(10_000);
      await page.getByLabel(label(bnForms.label_username)).waitFor();
      expect(await page.getByRole('tab', { name: bnForms.loginByMobile }).count()).toBe(0);
      expect(await page.getByLabel(bnForms.rememberMe).count()).toBe(0);
      await page.getByLabel(label(bnForms.label_username)).fill(account);
      await page.getByLabel(label(bnForms.label_password)).fill(GOOD);
      await page.getByRole('button', { name: bnForms.login, exact: true }).click();
      await page.getByText(bnForms.deviceCheckTotp).waitFor();
      expect(await page.getByTestId('signed-in-bar').count()).toBe(0);
      await checkAccessibility(page);

      const near = new Set(await Promise.all([-1, 0, 1, 2].map((s) => codeAt(secret, s))));
      const wrong = ['000000', '111111', '222222'].find((c) => !near.has(c))!;
      await page.getByLabel(label(bnForms.label_otp)).fill(wrong);
      await page.getByRole('button', { name: bnForms.deviceCheckSubmit }).click();
      await page.getByText(bnErrors.totp_code_wrong).waitFor();

      // A code works once, in its own 30 seconds: the one that turned the app on is spent, so this is the next.
      await page.getByLabel(label(bnForms.label_otp)).fill(await codeAfter(secret, enrolledIn, 8_000));
      await page.getByRole('button', { name: bnForms.deviceCheckSubmit }).click();
      await page.getByTestId('signed-in-bar').waitFor();
      expect(await page.getByTestId('signed-in-bar').innerText()).toContain(account);
      // The browser logs the sign-in's two refusals (the code asked for, the wrong code) as failed loads; nothing else.
      expectNoConsoleErrors(away.consoleErrors.filter((e) => !/^Failed to load resource: the server responded with a status of 40[01] .*\/wps\/session\/login:/.test(e)));
    } finally {
      await away.context.close();
      await setBrandField(site, 'bd', 'accounts', { newDeviceCheck: 'totp' });
    }
    // Two browsers, two sign-ins and the set-up, on a server this test may be the first to start.
  }, 120_000);
  it('offers, once the app is on, to sign every other device out, and the sessions list asks the password first', async ({ site }) => {
    const account = await member(site);
    const signIn = async (page: import('playwright-core').Page) => {
      page.setDefaultTimeout(10_000);
      await signInByPassword(page, account, GOOD);
    };
    const away = await openPage(site.siteUrl('/login'), { viewport: desktop, axe: false });
    const home = await openPage(site.siteUrl('/login'), { viewport: phone });
    try {
      await signIn(away.page);
      const { page } = home;
      await signIn(page);
      const centre = await openSecurityCentre(page, account);
      const sessions = centre.getByRole('list', { name: bnMember.sessionsLabel });
      await expect.poll(() => sessions.getByRole('listitem').count()).toBe(2);

      // Signing a device out without the password is stopped at the field, before anything is sent.
      await sessions.getByRole('button', { name: bnMember.sessionEnd }).click();
      await centre.getByText(bnMember.sessionsPasswordNeeded).waitFor();
      await checkAccessibility(page);

      const app = centre.getByRole('form', { name: bnMember.totpTitle });
      const tokenNow = () => page.evaluate(() => sessionStorage.getItem('token'));
      const signedInWith = await tokenNow();
      await app.getByLabel(bnMember.totpPassword).fill(GOOD);
      await app.getByRole('button', { name: bnMember.totpSetUp }).click();
      const secret = (await app.locator('.totp-key').innerText()).replace(/\s+/g, '');
      // The password given again renewed the session (ASVS 7.2.4): the tab sends the new token, and the page went on as it was.
      expect(await tokenNow()).not.toBe(signedInWith);
      await app.getByLabel(bnMember.totpCode).fill(await codeNow(secret, 8_000));
      await app.getByRole('button', { name: bnMember.totpTurnOn }).click();
      await app.getByText(bnMember.totpEndOthersOffer).waitFor();
      await checkAccessibility(page);
      await app.getByRole('button', { name: bnMember.sessionsEndOthers }).click();
      await app.getByText(bnMember.sessionsOthersEnded).waitFor();
      await expect.poll(() => sessions.getByRole('listitem').count()).toBe(1);

      // The other browser is a visitor's on its next load; this one is still signed in after its own.
      await away.page.reload();
      await away.page.getByTestId('logged-out-bar').waitFor();
      await page.reload();
      await page.getByTestId('signed-in-bar').waitFor();
      expectNoConsoleErrors(home.consoleErrors);
    } finally {
      await Promise.all([home.context.close(), away.context.close()]);
    }
  }, 90_000);
});
