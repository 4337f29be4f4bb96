import bnForms from '../../locales/bn/forms.json';
import type { Page } from 'playwright-core';
import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent } from './helpers/siteServer';
import { signInToConsole } from './helpers/console';
import { demoPassword } from '../helpers/signIn';
import { hashPassword } from '../../server/lib/password';
import enConsole from '../../locales/en/console.json';

// Support's desk as a support operator uses it: a member found and locked (signed out of an open
// page, refused at sign-in in the player's language), unlocked, and asked for a new password,
// which the player's next sign-in makes them choose.

async function signInAsSupport(page: Page) {
  await page.getByLabel('ভাষা').selectOption('en');
  await signInToConsole(page, 'helpdesk');
  await page.getByRole('link', { name: 'Members' }).click();
  await page.getByRole('heading', { level: 1, name: 'Members' }).waitFor();
}

async function openMember(page: Page, account: string) {
  await page.getByLabel('Account, mobile number or ID').fill(account);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: account, exact: true }).click();
  await page.getByRole('heading', { level: 2, name: account }).waitFor();
}

async function confirm(page: Page, action: string, done: string) {
  await page.getByRole('button', { name: action }).click();
  await page.getByRole('group', { name: action }).getByRole('button', { name: action }).click();
  await page.getByText(done).waitFor();
}

async function playerSignsIn(page: Page, password = demoPassword) {
  await page.getByLabel(/^ব্যবহারকারীর নাম/).fill('player01');
  await page.getByLabel(/^পাসওয়ার্ড( \*)?$/).fill(password);
  await page.getByRole('button', { name: 'লগ ইন', exact: true }).click();
}

describe.skipIf(siteAbsent())('members in the console', () => {
  it('locks a member out of an open page and of sign-in, and lets them back when unlocked', async ({ site }) => {
    const player = await openPage(site.siteUrl('/login'));
    const ops = await openPage(site.siteUrl('/console'));
    try {
      player.page.setDefaultTimeout(10_000);
      ops.page.setDefaultTimeout(10_000);
      await playerSignsIn(player.page);
      await player.page.getByTestId('signed-in-bar').waitFor();

      await signInAsSupport(ops.page);
      await openMember(ops.page, 'player01');
      await ops.page.getByRole('heading', { level: 3, name: 'Signed in now: 1' }).waitFor();
      await checkAccessibility(ops.page);
      await confirm(ops.page, 'Lock account', 'Locked, and signed out everywhere.');
      await ops.page.getByRole('heading', { level: 3, name: 'Signed in now: 0' }).waitFor();
      await checkAccessibility(ops.page);

      // The open page is a visitor's on its next load, and sign-in says why, in Bengali.
      await player.page.reload();
      await player.page.getByTestId('logged-out-bar').waitFor();
      expect(await player.page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
      await player.page.goto(site.siteUrl('/login'));
      await playerSignsIn(player.page);
      await expect.poll(() => player.page.getByRole('alert').allInnerTexts()).toContain('এই অ্যাকাউন্টটি লক করা আছে। অনুগ্রহ করে গ্রাহক সেবায় যোগাযোগ করুন।');

      await confirm(ops.page, 'Unlock account', 'Unlocked.');
      await playerSignsIn(player.page);
      await player.page.getByTestId('signed-in-bar').waitFor();

      const audit = await site.database.db.selectFrom('audit_log').select(['action', 'operator_name']).where('action', 'like', 'member.%').orderBy('id').execute();
      expect(audit).toEqual([
        { action: 'member.lock', operator_name: 'helpdesk' },
        { action: 'member.unlock', operator_name: 'helpdesk' },
      ]);
      expectNoConsoleErrors(ops.consoleErrors, 'the console');
    } finally {
      await player.context.close();
      await ops.context.close();
    }
  }, 120_000);

  it('asks a member for a new password, which their next sign-in makes them choose', async ({ site }) => {
    const ops = await openPage(site.siteUrl('/console'));
    const player = await openPage(site.siteUrl('/login'));
    try {
      ops.page.setDefaultTimeout(10_000);
      player.page.setDefaultTimeout(10_000);
      await signInAsSupport(ops.page);
      await openMember(ops.page, 'player01');
      await confirm(ops.page, 'Require a new password', 'A new password will be asked at the next sign-in.');
      await ops.page.getByText('Active · must change password').waitFor();

      await playerSignsIn(player.page);
      const dialog = player.page.getByRole('dialog', { name: 'পাসওয়ার্ড পরিবর্তন' });
      await dialog.getByText(bnForms.changePasswordForced_required).waitFor();
      await checkAccessibility(player.page);
      await dialog.getByLabel(/^বর্তমান পাসওয়ার্ড/).fill('Wrong2026x');
      await dialog.getByLabel(/^নতুন পাসওয়ার্ড( \*)?$/).fill('Fresh2027x');
      await dialog.getByLabel(/^নতুন পাসওয়ার্ড নিশ্চিত করুন/).fill('Fresh2027x');
      await dialog.getByRole('button', { name: 'পাসওয়ার্ড পরিবর্তন করুন' }).click();
      await expect.poll(() => dialog.getByRole('alert').allInnerTexts()).toContain('বর্তমান পাসওয়ার্ডটি ভুল।');
      await dialog.getByLabel(/^বর্তমান পাসওয়ার্ড/).fill(demoPassword);
      await dialog.getByRole('button', { name: 'পাসওয়ার্ড পরিবর্তন করুন' }).click();
      await dialog.waitFor({ state: 'detached' });
      await player.page.getByTestId('signed-in-bar').waitFor();

      const row = await site.database.db.selectFrom('members').select('must_change_password').where('account', '=', 'player01').where('brand_id', '=', 'bd').executeTakeFirstOrThrow();
      expect(row.must_change_password).toBe(false);
      expectNoConsoleErrors(player.consoleErrors.filter((e) => !/status of 400 .*\/wps\/member\/password/.test(e)), 'the player page');
    } finally {
      await ops.context.close();
      await player.context.close();
    }
  }, 120_000);

  it('turns off a lost authenticator app only once the member reads back the code texted to their confirmed number', async ({ site }) => {
    const account = `idcard${Date.now() % 100000}`;
    const mobile = '+8801711000888';
    const db = site.database.db;
    const { id } = await db.insertInto('members').values({ brand_id: 'bd', account, password_hash: await hashPassword(demoPassword), mobile, mobile_confirmed: true }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('member_totp').values({ member_id: id, secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', confirmed_at: new Date() }).execute();
    const ops = await openPage(site.siteUrl('/console'));
    try {
      const { page } = ops;
      page.setDefaultTimeout(10_000);
      await signInAsSupport(page);
      await openMember(page, account);
      const action = enConsole.memberAction_totpReset;
      await page.getByRole('button', { name: action }).click();
      const proof = page.getByRole('group', { name: enConsole.identityTitle });
      await proof.waitFor();
      // Support is no admin: documents are not theirs to vouch for.
      expect(await proof.getByLabel(enConsole.identityByDocumentAdminOnly).isDisabled()).toBe(true);
      await checkAccessibility(page);

      // Nothing happens without the code.
      await page.getByRole('group', { name: action }).getByRole('button', { name: action }).click();
      await page.getByText(enConsole.identityProofMissing).waitFor();

      await proof.getByRole('button', { name: enConsole.identitySend }).click();
      await proof.getByText(enConsole.identitySent.replace('{{mobile}}', mobile).replace('{{minutes}}', '5')).waitFor();
      const texts = (await site.call<{ value: Array<{ to: string; code: string | null }> }>('/dev/outbox')).body.value;
      const code = texts.find((m) => m.to === mobile)!.code!;
      await proof.getByLabel(enConsole.identityCode).fill(code === '000000' ? '111111' : '000000');
      await page.getByRole('group', { name: action }).getByRole('button', { name: action }).click();
      await page.getByText('That is not the code texted to the member', { exact: false }).waitFor();
      expect(await db.selectFrom('member_totp').select('member_id').where('member_id', '=', id).execute()).toHaveLength(1);

      await proof.getByLabel(enConsole.identityCode).fill(code);
      await page.getByRole('group', { name: action }).getByRole('button', { name: action }).click();
      await page.getByText(enConsole.memberDone_totpReset_other.replace('{{count}}', '0')).waitFor();
      expect(await db.selectFrom('member_totp').select('member_id').where('member_id', '=', id).execute()).toEqual([]);
      await checkAccessibility(page);
      // The refused reset is a 400 the browser logs as a failed load; nothing else.
      expectNoConsoleErrors(ops.consoleErrors.filter((e) => !/status of 400 .*\/ops\/members\/totp\/reset/.test(e)));
    } finally {
      await ops.context.close();
    }
  }, 120_000);
});
