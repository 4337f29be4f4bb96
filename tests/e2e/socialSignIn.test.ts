import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent, type SiteServer } from './helpers/siteServer';
import { signInToConsole } from './helpers/console';
import { setModule } from './helpers/brandDb';
import { startTestProvider, type TestProvider } from '../helpers/oidcTestProvider';
import bnForms from '../../locales/bn/forms.json';
import bnErrors from '../../locales/bn/errors.json';
import bnMember from '../../locales/bn/member.json';
import bnCommon from '../../locales/bn/common.json';
import bnUi from '../../locales/bn/ui.json';
import { openSecurityCentre } from './helpers/securityCentre';
import { hashPassword } from '../../server/lib/password';
import { codeNow } from '../helpers/totp';

/**
 * Sign-in with Google as a visitor meets it, against a real OpenID Connect provider on 127.0.0.1
 * standing in for Google: set up by an admin in the console, "Continue with Google" under the
 * login form, the provider's own login page, and back on the site signed in.
 */

const desktop = { width: 1366, height: 768 };

/** The provider's development pages load a web font from the internet; the tests stay offline. */
async function offline(context: BrowserContext) {
  await context.route(/^https:\/\/fonts\.(googleapis|gstatic)\.com\//, (route) => route.abort());
}

/** On the provider's login page: any name signs in as the subject of that name. */
async function logInAtProvider(page: Page, idp: TestProvider, login: string) {
  await page.waitForURL((url) => url.origin === idp.issuer);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.locator('button[type="submit"]').click();
}

async function withProvider(site: SiteServer, run: (idp: TestProvider) => Promise<void>) {
  const idp = await startTestProvider([`http://localhost:${site.port}/wps/social/google/callback`]);
  try {
    await run(idp);
  } finally {
    await idp.close();
  }
}

const configureGoogle = (site: SiteServer, idp: TestProvider) =>
  site.database.db.insertInto('social_providers').values({ brand_id: 'bd', provider: 'google', issuer: idp.issuer, client_id: idp.clientId, client_secret: idp.clientSecret, enabled: true }).execute();

describe.skipIf(siteAbsent())('sign-in with Google', () => {
  it('is set up by an admin in the console, and its secret is never shown again', async ({ site }) => {
    await withProvider(site, async (idp) => {
      const { page } = await openPage(site.siteUrl('/console'), { viewport: desktop });
      page.setDefaultTimeout(10_000);
      await page.getByLabel('ভাষা').selectOption('en');
      await signInToConsole(page, 'admin');
      await page.getByRole('link', { name: 'Social sign-in' }).click();
      const google = page.getByRole('form', { name: 'Google' });
      await google.waitFor();
      await checkAccessibility(page);
      await google.getByLabel('Issuer URL').fill(idp.issuer);
      await google.getByLabel('Client ID').fill(idp.clientId);
      await google.getByLabel('Client secret').fill(idp.clientSecret);
      await google.getByRole('switch', { name: 'Offer sign-in with Google' }).check();
      await google.getByRole('button', { name: 'Save Google' }).click();
      await google.getByText('Google is saved.').waitFor();
      await expect.poll(() => google.getByLabel('Client secret').inputValue()).toBe('');
      await google.getByText('A secret is set. Leave this empty to keep it; it is never shown.').waitFor();
      await page.reload();
      await google.getByText('A secret is set. Leave this empty to keep it; it is never shown.').waitFor();
      expect(await page.content()).not.toContain(idp.clientSecret);
      const row = await site.database.db.selectFrom('social_providers').selectAll().where('brand_id', '=', 'bd').where('provider', '=', 'google').executeTakeFirstOrThrow();
      expect(row).toMatchObject({ issuer: idp.issuer, client_id: idp.clientId, client_secret: idp.clientSecret, enabled: true });
    });
  });

  it('signs a visitor in with a new account, and the same Google account into the same one next time', async ({ site }) => {
    await withProvider(site, async (idp) => {
      await configureGoogle(site, idp);

      const first = await openPage(site.siteUrl('/login'), { viewport: desktop });
      first.page.setDefaultTimeout(10_000);
      await offline(first.context);
      await first.page.getByRole('button', { name: bnForms.socialContinueGoogle }).click();
      await logInAtProvider(first.page, idp, 'rahim.uddin');
      const bar = first.page.getByTestId('signed-in-bar');
      await bar.waitFor();
      expect(await bar.innerText()).toContain('rahimuddin');
      // The code left the address at once, and no token was ever in it.
      expect(new URL(first.page.url()).hash).toBe('');
      expect(await first.page.evaluate(() => sessionStorage.getItem('marquee.social.binding'))).toBeNull();
      // No forced password change after a social sign-in.
      expect(await first.page.getByRole('dialog').count()).toBe(0);
      await first.context.close();

      // Another browser: the provider asks again, for the same subject.
      const second = await openPage(site.siteUrl('/login'), { viewport: desktop, axe: false });
      second.page.setDefaultTimeout(10_000);
      await offline(second.context);
      await second.page.getByRole('button', { name: bnForms.socialContinueGoogle }).click();
      await logInAtProvider(second.page, idp, 'rahim.uddin');
      await second.page.getByTestId('signed-in-bar').waitFor();
      expect(await second.page.getByTestId('signed-in-bar').innerText()).toContain('rahimuddin');
      const made = await site.database.db.selectFrom('members').select('account').where('brand_id', '=', 'bd').where('created_by', '=', 'social').execute();
      expect(made).toEqual([{ account: 'rahimuddin' }]);
    });
  });

  it('links Google to a signed-in member from the security centre, and unlinks it once confirmed', async ({ site }) => {
    await withProvider(site, async (idp) => {
      await configureGoogle(site, idp);
      const password = 'Mango-river-42';
      const account = `weblink${Date.now() % 100000}`;
      const { id } = await site.database.db.insertInto('members').values({ brand_id: 'bd', account, password_hash: await hashPassword(password) }).returning('id').executeTakeFirstOrThrow();
      const label = (text: string) => new RegExp(`^${text}( \\*)?$`);
      const named = (text: string) => text.replace('{{provider}}', bnMember.socialProvider_google);

      const { page, context, consoleErrors } = await openPage(site.siteUrl('/login'), { viewport: desktop, axe: false });
      page.setDefaultTimeout(10_000);
      await offline(context);
      await page.getByLabel(label(bnForms.label_username)).fill(account);
      await page.getByLabel(label(bnForms.label_password)).fill(password);
      await page.getByRole('button', { name: bnForms.login, exact: true }).click();
      await page.getByTestId('signed-in-bar').waitFor();

      const openLinkedAccounts = async () => {
        const centre = await openSecurityCentre(page, account);
        const section = centre.getByRole('region', { name: bnMember.socialTitle });
        await section.waitFor();
        return section;
      };

      let section = await openLinkedAccounts();
      await section.getByText(bnMember.socialNotLinked).waitFor();
      await checkAccessibility(page, { include: ['section[aria-labelledby="linked-accounts-title"]'] });
      await section.getByRole('button', { name: named(bnMember.socialLink) }).click();
      await logInAtProvider(page, idp, 'web.linker');

      // Back on the page it left, where the shell finishes the sign-in: still the same account.
      await page.waitForURL((url) => url.origin !== idp.issuer);
      // Under a full run's load the shell's finishing call can take seconds.
      await expect.poll(() => new URL(page.url()).hash, { timeout: 15_000 }).toBe('');
      // The binding is taken when the trade starts, and the dialog closes when the new session is kept.
      await expect.poll(() => page.evaluate(() => sessionStorage.getItem('marquee.social.binding')), { timeout: 15_000 }).toBeNull();
      await expect.poll(() => page.getByRole('dialog', { name: bnForms.socialTitle }).count(), { timeout: 15_000 }).toBe(0);
      expect(await page.getByTestId('signed-in-bar').innerText()).toContain(account);
      const linked = await site.database.db.selectFrom('social_identities').select(['provider', 'subject']).where('member_id', '=', id).execute();
      expect(linked).toEqual([{ provider: 'google', subject: 'web.linker' }]);

      // The member is taken back to the security centre, which shows the link.
      const centre = page.getByRole('dialog', { name: bnCommon.memberCentre });
      await centre.waitFor();
      section = centre.getByRole('region', { name: bnMember.socialTitle });
      await section.getByText(new RegExp(bnMember.socialLinkedOn.replace('{{date}}', '\\d{4}-\\d{2}-\\d{2}'))).waitFor();
      await checkAccessibility(page, { include: ['section[aria-labelledby="linked-accounts-title"]'] });
      await section.getByRole('button', { name: named(bnMember.socialUnlink) }).click();
      const confirm = page.getByRole('dialog', { name: named(bnMember.socialUnlinkTitle) });
      await confirm.getByText(named(bnMember.socialUnlinkConfirm)).waitFor();
      await confirm.getByRole('button', { name: bnUi.OK }).click();
      await section.getByRole('status').getByText(named(bnMember.socialUnlinked)).waitFor();
      await section.getByText(bnMember.socialNotLinked).waitFor();
      await section.getByRole('button', { name: named(bnMember.socialLink) }).waitFor();
      expect(await site.database.db.selectFrom('social_identities').select('provider').where('member_id', '=', id).execute()).toEqual([]);
      // The provider's own page asked for the web font that offline() refuses; the site's pages logged nothing.
      expectNoConsoleErrors(consoleErrors.filter((e) => !/https:\/\/fonts\.(googleapis|gstatic)\.com\//.test(e)));
      await context.close();
    });
  });

  it('asks a member who set up the authenticator app for its code after Google, from a browser new to the account', async ({ site }) => {
    await withProvider(site, async (idp) => {
      await configureGoogle(site, idp);
      const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
      const account = `appgoogle${Date.now() % 100000}`;
      const { id } = await site.database.db.insertInto('members').values({ brand_id: 'bd', account, password_hash: await hashPassword('Mango-river-42') }).returning('id').executeTakeFirstOrThrow();
      await site.database.db.insertInto('member_totp').values({ member_id: id, secret, confirmed_at: new Date() }).execute();
      await site.database.db.insertInto('social_identities').values({ brand_id: 'bd', provider: 'google', subject: 'app.keeper', member_id: id }).execute();

      const { page, context, consoleErrors } = await openPage(site.siteUrl('/login'), { viewport: desktop });
      page.setDefaultTimeout(10_000);
      await offline(context);
      await page.getByRole('button', { name: bnForms.socialContinueGoogle }).click();
      await logInAtProvider(page, idp, 'app.keeper');
      const dialog = page.getByRole('dialog', { name: bnForms.socialTitle });
      await dialog.getByText(bnForms.deviceCheckTotp).waitFor();
      expect(await page.getByTestId('signed-in-bar').count()).toBe(0);
      await checkAccessibility(page);
      await dialog.getByLabel(new RegExp(`^${bnForms.label_otp}( \\*)?$`)).fill(await codeNow(secret, 8_000));
      await dialog.getByRole('button', { name: bnForms.deviceCheckSubmit }).click();
      await page.getByTestId('signed-in-bar').waitFor();
      expect(await page.getByTestId('signed-in-bar').innerText()).toContain(account);
      // The first trade asked for the code (401): the browser logs it as a failed load; nothing else.
      expectNoConsoleErrors(consoleErrors.filter((e) => !/status of 401 .*\/wps\/social\/finish/.test(e) && !/https:\/\/fonts\.(googleapis|gstatic)\.com\//.test(e)));
      await context.close();
    });
  });

  it('shows no button and refuses the start while the module is off', async ({ site }) => {
    await withProvider(site, async (idp) => {
      await configureGoogle(site, idp);
      const { page, context } = await openPage(site.siteUrl('/login'), { viewport: desktop, axe: false });
      page.setDefaultTimeout(10_000);
      await page.getByRole('button', { name: bnForms.socialContinueGoogle }).waitFor();
      await context.close();

      await setModule(site, 'bd', 'GOOGLELOGIN3', '0');
      const off = await openPage(site.siteUrl('/login'), { viewport: desktop, axe: false });
      await off.page.getByRole('button', { name: bnForms.login, exact: true }).waitFor();
      // The form is drawn and its footer settled: the providers' answer is in (an empty list now).
      await off.page.waitForLoadState('networkidle');
      expect(await off.page.getByRole('button', { name: bnForms.socialContinueGoogle }).count()).toBe(0);
      const start = await site.call('/wps/social/start', { method: 'POST', body: { provider: 'google' } });
      expect(start.status).toBe(403);
      expect(start.body).toMatchObject({ success: false, errorCode: 'MODULE_DISABLED' });
    });
  });

  it('refuses a wrong state with a message in the visitor\'s language, and offers the sign-in again', async ({ site }) => {
    await withProvider(site, async (idp) => {
      await configureGoogle(site, idp);
      const { page } = await openPage(site.siteUrl('/wps/social/google/callback?state=forged-state-forged-state-forged&code=x'), { viewport: desktop, axe: false });
      page.setDefaultTimeout(10_000);
      const dialog = page.getByRole('dialog', { name: bnForms.socialTitle });
      await dialog.getByRole('alert').waitFor();
      expect(await dialog.getByRole('alert').innerText()).toBe(bnErrors.social_state_invalid.replace('{{provider}}', 'Google'));
      expect(new URL(page.url()).hash).toBe('');
      await checkAccessibility(page);
      await dialog.getByRole('button', { name: bnForms.socialTryAgain }).click();
      await page.getByRole('button', { name: bnForms.socialContinueGoogle }).waitFor();
      expect(await page.getByTestId('signed-in-bar').count()).toBe(0);
    });
  });
});
