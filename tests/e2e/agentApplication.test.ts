import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent } from './helpers/siteServer';
import { signInToConsole } from './helpers/console';
import { switchModule } from '../helpers/switchModule';
import { captchaAnswer, label as fieldLabel, watchCaptchas } from './helpers/registrationForm';
import bnForms from '../../locales/bn/forms.json';
import bnScreens from '../../locales/bn/screens.json';
import bnCommon from '../../locales/bn/common.json';
import bnAgent from '../../locales/bn/agent.json';

/**
 * The agent programme end to end (decision 0290): a visitor applies on /join in the brand's
 * Bengali, support approves the application in the console under agent01, and the new agent signs
 * in at the agent sign-in with the one-time password and must choose its own.
 */
/** A field's label, its text taken as it is (some hold brackets), with the required mark or without. */
const label = (text: string) => fieldLabel(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

describe.skipIf(siteAbsent())('an application to become an agent', () => {
  it('is sent from /join, approved in the console, and its agent signs in', async ({ site }) => {
    const account = `join${Date.now() % 100000}`;
    const mobile = `0181${String(Date.now() % 10_000_000).padStart(7, '0')}`;

    // Support has the queue open before the application comes: it appears there by itself.
    const ops = await openPage(site.siteUrl('/console'));
    ops.page.setDefaultTimeout(10_000);
    await ops.page.getByLabel('ভাষা').selectOption('en');
    await signInToConsole(ops.page, 'helpdesk');
    await ops.page.getByRole('link', { name: 'Agent applications' }).click();
    await ops.page.getByRole('heading', { level: 1, name: 'Agent applications' }).waitFor();

    const visitor = await openPage(site.siteUrl('/join'));
    const captchas = watchCaptchas(visitor.page);
    try {
      const { page } = visitor;
      page.setDefaultTimeout(10_000);
      await checkAccessibility(page);
      const form = page.getByRole('form', { name: bnScreens.applyTitle });
      await form.getByLabel(label(bnForms.label_username)).fill(account);
      await form.getByLabel(label(bnScreens.applyRealName)).fill('Karim Hossain');
      await form.getByLabel(label(bnForms.label_mobileNum)).fill(mobile);
      await form.getByLabel(label(bnScreens.applyMessenger)).selectOption('telegram');
      // Chosen a messenger, its id is asked for: sent without one, the form says so at the field.
      await form.getByLabel(label(bnScreens.applyTeamSize)).selectOption('11-50');
      await form.getByLabel(label(bnScreens.applyTrafficSource)).selectOption('social');
      await form.getByLabel(label(bnForms.label_captcha)).fill(await captchaAnswer(site, page, captchas));
      await form.getByRole('button', { name: bnScreens.applySubmit }).click();
      await form.getByText(bnScreens.applyMessengerIdInvalid).waitFor();
      expect(await form.getByLabel(label(bnScreens.applyMessengerId)).evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.type('@karim_bd');
      await form.getByLabel(label(bnScreens.applyNote)).fill('আমার একটি ক্রিকেট ফ্যান গ্রুপ আছে।');
      await checkAccessibility(page);
      // By keyboard: Enter in a field sends the form.
      await form.getByLabel(label(bnForms.label_captcha)).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: bnScreens.applyReceived }).waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(bnScreens.applyReceived);
      expect(await page.getByRole('status').filter({ hasText: bnScreens.applyReceived }).innerText()).toContain(account);
      await checkAccessibility(page);
      expectNoConsoleErrors(visitor.consoleErrors);
    } finally {
      await visitor.context.close();
    }

    let temporary = '';
    try {
      const { page } = ops;
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: account }) });
      await card.waitFor();
      expect(await card.innerText()).toContain('Karim Hossain');
      expect(await card.innerText()).toContain('@karim_bd');
      await checkAccessibility(page);
      const approve = card.getByRole('form', { name: `Approve the application of ${account}` });
      await approve.getByLabel('Upline agent (optional)').fill('agent01');
      await approve.getByRole('button', { name: 'Approve' }).click();
      await page.getByText(`${account} is now an agent.`).waitFor();
      temporary = await page.getByTestId('temporary-password').innerText();
      expect(temporary).toMatch(/^[A-Za-z2-9]{12}$/);
      await card.waitFor({ state: 'detached' });
      await checkAccessibility(page);
      expectNoConsoleErrors(ops.consoleErrors, 'the console');
    } finally {
      await ops.context.close();
    }
    const made = await site.database.db.selectFrom('members as m').innerJoin('members as u', 'u.id', 'm.upline_id').select(['m.type', 'u.account as upline']).where('m.account', '=', account).executeTakeFirstOrThrow();
    expect(made).toEqual({ type: 1, upline: 'agent01' });

    const agent = await openPage(site.siteUrl('/login?portal=agent'));
    try {
      const { page } = agent;
      page.setDefaultTimeout(10_000);
      await page.getByLabel(label(bnForms.label_username)).fill(account);
      await page.getByLabel(label(bnForms.label_password)).fill(temporary);
      await page.keyboard.press('Enter');
      const forced = page.getByRole('dialog', { name: bnForms.changePasswordTitle });
      await forced.getByText(bnForms.changePasswordForced_required).waitFor();
      await forced.getByLabel(label(bnForms.label_oldPassword)).fill(temporary);
      await forced.getByLabel(label(bnForms.label_newPassword)).fill('Fresh-mango-77');
      await forced.getByLabel(label(bnForms.label_confirmNewPassword)).fill('Fresh-mango-77');
      await forced.getByRole('button', { name: bnForms.changePasswordSubmit }).click();
      await forced.waitFor({ state: 'detached' });
      await page.getByTestId('signed-in-bar').waitFor();
      expect(await page.getByTestId('signed-in-bar').innerText()).toContain(account);
      // The one-time password came first; the agent centre is there once it is changed.
      await page.getByRole('button', { name: bnCommon.accountMenu.replace('{{account}}', account) }).click();
      await page.getByRole('button', { name: bnCommon.agentCentre }).click();
      await page.getByRole('dialog', { name: bnAgent.title }).waitFor();
      await checkAccessibility(page);
      expectNoConsoleErrors(agent.consoleErrors);
    } finally {
      await agent.context.close();
    }
  }, 180_000);

  it('is not offered while the affiliate programme is off: the page is gone, and an open one drops its form', async ({ site }) => {
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/join'));
    try {
      page.setDefaultTimeout(10_000);
      const form = page.getByRole('form', { name: bnScreens.applyTitle });
      await form.waitFor();
      // Switched off in the console, the open page follows the brand: no form, no Join page.
      await switchModule(site, 'bd', 'AFFMAN3', '0');
      await form.waitFor({ state: 'detached' });
      expect(await page.getByRole('heading', { level: 1, name: bnScreens.joinTitle.replace('{{name}}', 'Marquee BD') }).count()).toBe(0);
      await page.goto(site.siteUrl('/join'));
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('form', { name: bnScreens.applyTitle }).count()).toBe(0);
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
      await switchModule(site, 'bd', 'AFFMAN3', '1');
    }
  });
});
