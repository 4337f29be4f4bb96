import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent } from './helpers/siteServer';
import { captchaAnswer, label, watchCaptchas } from './helpers/registrationForm';
import { openAgentCentre } from './helpers/agentCentre';
import bnAgent from '../../locales/bn/agent.json';
import bnForms from '../../locales/bn/forms.json';

/**
 * The registration centre (AFFMAN3, decision 0277) as agent01 uses it: it opens a player, whose
 * first sign-in with the one-time password must choose a new one, and makes a registration link
 * whose address, opened, registers a player into its team.
 */

const uplineOf = (site: { database: { db: import('kysely').Kysely<import('../../server/db/tables').Tables> } }, account: string) =>
  site.database.db
    .selectFrom('members as m')
    .innerJoin('members as u', 'u.id', 'm.upline_id')
    .innerJoin('member_tree as t', (j) => j.onRef('t.descendant', '=', 'm.id').onRef('t.ancestor', '=', 'u.id'))
    .select(['u.account as upline', 't.depth', 'm.type'])
    .where('m.account', '=', account)
    .executeTakeFirstOrThrow();

describe.skipIf(siteAbsent())('the registration centre', () => {
  it('opens a downline player whose first sign-in must change the one-time password', async ({ site }) => {
    const account = `team${Date.now() % 100000}`;
    let temporary = '';
    const agent = await openAgentCentre(site, 'agent01', bnAgent.registerCenter);
    try {
      const { page, centre } = agent;
      page.setDefaultTimeout(10_000);
      await centre.getByLabel(bnAgent.downlineAccount).fill(account);
      await centre.getByLabel(bnAgent.downlineNickname).fill('Karim');
      await checkAccessibility(page);
      await centre.getByRole('button', { name: bnAgent.downlineOpen }).click();
      const made = centre.locator('.register-centre__made');
      await made.waitFor();
      temporary = await made.locator('.copy-value__text').innerText();
      expect(temporary).toMatch(/^[A-Za-z2-9]{12}$/);
      expect(await made.innerText()).toContain(bnAgent.downlinePasswordOnce);
      await checkAccessibility(page);
      expectNoConsoleErrors(agent.consoleErrors);
    } finally {
      await agent.context.close();
    }
    expect(await uplineOf(site, account)).toEqual({ upline: 'agent01', depth: 1, type: 0 });

    const { page, context, consoleErrors } = await openPage(site.siteUrl('/login'));
    try {
      page.setDefaultTimeout(10_000);
      await page.getByLabel(label(bnForms.label_username)).fill(account);
      await page.getByLabel(label(bnForms.label_password)).fill(temporary);
      await page.getByRole('button', { name: bnForms.login, exact: true }).click();
      const forced = page.getByRole('dialog', { name: bnForms.changePasswordTitle });
      await forced.getByText(bnForms.changePasswordForced_required).waitFor();
      await forced.getByLabel(label(bnForms.label_oldPassword)).fill(temporary);
      await forced.getByLabel(label(bnForms.label_newPassword)).fill('Fresh-lemon-77');
      await forced.getByLabel(label(bnForms.label_confirmNewPassword)).fill('Fresh-lemon-77');
      await forced.getByRole('button', { name: bnForms.changePasswordSubmit }).click();
      await forced.waitFor({ state: 'detached' });
      await page.getByTestId('signed-in-bar').waitFor();
      expect(await page.getByTestId('signed-in-bar').innerText()).toContain(account);
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('makes a registration link whose address registers a player into the agent’s team', async ({ site }) => {
    let address = '';
    const agent = await openAgentCentre(site, 'agent01', bnAgent.registerCenter);
    try {
      const { page, centre } = agent;
      page.setDefaultTimeout(10_000);
      await centre.getByLabel(label(bnAgent.linkNote)).first().fill('Poster');
      await centre.getByRole('button', { name: bnAgent.linkCreate }).click();
      const card = centre.locator('.register-centre__link', { hasText: 'Poster' });
      await card.waitFor();
      address = await card.locator('.copy-value__text').innerText();
      expect(address).toMatch(/\/register\?affiliateCode=[A-Z2-9]{8}$/);
      expect(await card.getByRole('img').count()).toBe(1);
      await checkAccessibility(page);
      expectNoConsoleErrors(agent.consoleErrors);
    } finally {
      await agent.context.close();
    }

    const username = `link${Date.now() % 100000}`;
    const { page, context, consoleErrors } = await openPage(address);
    const captchas = watchCaptchas(page);
    try {
      page.setDefaultTimeout(10_000);
      const form = page.getByRole('dialog', { name: bnForms.registerTitle });
      await form.getByLabel(label(bnForms.label_username)).waitFor();
      expect(await form.getByLabel(label(bnForms.label_affiliateCode)).count()).toBe(0);
      await form.getByLabel(label(bnForms.label_username)).fill(username);
      await form.getByLabel(label(bnForms.label_password)).fill('Padma-river-7');
      await form.getByLabel(label(bnForms.label_confirmPassword)).fill('Padma-river-7');
      await form.getByLabel(label(bnForms.label_captcha)).fill(await captchaAnswer(site, page, captchas));
      await form.getByRole('checkbox').check();
      await form.getByRole('button', { name: bnForms.createAccount }).click();
      await page.getByTestId('signed-in-bar').waitFor();
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
    expect(await uplineOf(site, username)).toEqual({ upline: 'agent01', depth: 1, type: 0 });
    const code = new URL(address).searchParams.get('affiliateCode')!;
    expect(await site.database.db.selectFrom('affiliate_links').select(['visits', 'signups']).where('code', '=', code).executeTakeFirstOrThrow()).toEqual({ visits: '1', signups: '1' });
  }, 120_000);
});
