import { describe, expect, it } from './helpers/fixtures';
import type { Page } from 'playwright-core';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import bnCommon from '../../locales/bn/common.json';
import { siteAbsent, type SiteServer } from './helpers/siteServer';
import { setRegisterRule } from './helpers/brandDb';

/**
 * Registration and SMS sign-in as a visitor does them. The phone is the dev outbox, and the
 * captcha's answer comes from the test profile's challenge page for the picture the page asked for.
 */

/** The code the last text message to a number carried. */
async function codeSentTo(site: SiteServer, e164: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const list = (await site.call<{ value: Array<{ to: string; code: string | null }> }>('/dev/outbox')).body.value;
      code = list.find((m) => m.to === e164)?.code ?? null;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

/** Remembers the id of every captcha picture the page asks for, newest last. */
function watchCaptchas(page: Page): string[] {
  const ids: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname === '/wps/captcha') ids.push(url.searchParams.get('uuid')!);
  });
  return ids;
}

/** Asks for a new picture, as a person who cannot read one does, and reads its answer. */
async function captchaAnswer(site: SiteServer, page: Page, ids: string[]): Promise<string> {
  const before = ids.length;
  await page.getByRole('button', { name: 'নতুন ক্যাপচা দেখান' }).click();
  await expect.poll(() => ids.length).toBeGreaterThan(before);
  let answer = '';
  await expect
    .poll(async () => {
      const res = await site.call<{ value?: { answer: string } }>(`/dev/challenges/${ids.at(-1)}`);
      answer = res.body.value?.answer ?? '';
      return answer;
    })
    .not.toBe('');
  return answer;
}

/** Fills the username tab as a person does: the code from the phone, the captcha from the picture, consent. */
async function fillRegistration(site: SiteServer, page: Page, captchas: string[], account: string, mobile: string | null) {
  const form = page.getByRole('dialog', { name: 'অ্যাকাউন্ট তৈরি করুন' });
  await form.waitFor();
  await form.getByLabel(/^ব্যবহারকারীর নাম/).fill(account);
  await form.getByLabel(/^পাসওয়ার্ড( \*)?$/).fill('Padma-river-7');
  await form.getByLabel(/^পাসওয়ার্ড নিশ্চিত করুন/).fill('Padma-river-7');
  // The number and its code only where the brand asks them on this tab too.
  if (mobile) {
    await form.getByLabel(/^মোবাইল নম্বর/).fill(mobile);
    await form.getByRole('button', { name: 'কোড পাঠান' }).click();
    await form.getByLabel(/^এসএমএস যাচাইকরণ কোড/).fill(await codeSentTo(site, `+880${mobile.slice(1)}`));
  }
  await form.getByLabel(/^ক্যাপচা/).fill(await captchaAnswer(site, page, captchas));
  await form.getByRole('checkbox').check();
  return form;
}

describe.skipIf(siteAbsent())('registration and SMS sign-in', () => {
  it('registers a new player by account name, with the SMS code and the captcha where the brand asks the number on this tab too, signs them in and welcomes them', async ({ site }) => {
    const rules = (await site.database.db.selectFrom('brands').select('register_rules').where('id', '=', 'bd').executeTakeFirstOrThrow()).register_rules;
    await setRegisterRule(site, 'bd', 'mobileNum', { ...rules.mobileNum!, enabled: true, required: true });
    // The after-login modal allowed: a new account's first sign-in is its registration.
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/'), { afterLogin: true });
    const captchas = watchCaptchas(page);
    try {
      page.setDefaultTimeout(10_000);
      await page.getByTestId('register-button').click();
      const form = await fillRegistration(site, page, captchas, 'newplayer7', '01812345670');
      await checkAccessibility(page);
      await form.getByRole('button', { name: 'অ্যাকাউন্ট তৈরি করুন' }).click();

      await page.getByTestId('signed-in-bar').waitFor();
      expect(await page.getByTestId('signed-in-bar').innerText()).toContain('newplayer7');
      expect(new URL(page.url()).pathname).toBe('/');
      // The welcome, with the account's name and the brand's first-deposit promotion offered, beside the brand's pop-up.
      const welcome = page.getByRole('dialog', { name: bnCommon.afterLogin_welcomeTitle.replace('{{name}}', 'Marquee BD') });
      await welcome.waitFor();
      expect(await welcome.innerText()).toContain(bnCommon.afterLogin_welcomeAccount.replace('{{account}}', 'newplayer7'));
      await welcome.getByText(bnCommon.afterLogin_offerLead).waitFor();
      await welcome.getByText('প্রথম ডিপোজিটে 100% বোনাস').waitFor();
      expect(await welcome.getByRole('button', { name: bnCommon.afterLogin_firstDeposit }).count()).toBe(0);
      await checkAccessibility(page);
      // The offer's own page, the modal closed.
      await welcome.getByRole('button', { name: bnCommon.afterLogin_offerSee }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe('/promoDetail?id=bd-welcome');
      await page.getByRole('heading', { level: 1, name: 'প্রথম ডিপোজিটে 100% বোনাস' }).waitFor();
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });

  it("shows the rule's message when the server refuses a field, and a new captcha picture", async ({ site }) => {
    const { page, context } = await openPage(site.siteUrl('/register'));
    const captchas = watchCaptchas(page);
    try {
      page.setDefaultTimeout(10_000);
      // agent01 exists: the form cannot know, the server says so.
      const form = await fillRegistration(site, page, captchas, 'agent01', null);
      const shown = captchas.length;
      await form.getByRole('button', { name: 'অ্যাকাউন্ট তৈরি করুন' }).click();
      await expect.poll(() => form.getByRole('alert').allInnerTexts()).toContain('এই অ্যাকাউন্টের নামটি আগেই নেওয়া হয়েছে। অন্য একটি নাম বেছে নিন।');
      await expect.poll(() => captchas.length).toBeGreaterThan(shown);
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('welcomes a new player with the deposit page when the brand offers no first-deposit promotion', async ({ site }) => {
    await site.database.db.updateTable('promotions').set({ enabled: false }).where('brand_id', '=', 'bd').where('kind', '=', 'firstDeposit').execute();
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/'), { afterLogin: true });
    const captchas = watchCaptchas(page);
    try {
      page.setDefaultTimeout(10_000);
      await page.getByTestId('register-button').click();
      const form = await fillRegistration(site, page, captchas, 'newplayer8', null);
      await form.getByRole('button', { name: 'অ্যাকাউন্ট তৈরি করুন' }).click();
      const welcome = page.getByRole('dialog', { name: bnCommon.afterLogin_welcomeTitle.replace('{{name}}', 'Marquee BD') });
      await welcome.waitFor();
      await welcome.getByText(bnCommon.afterLogin_depositLead).waitFor();
      expect(await welcome.getByText(bnCommon.afterLogin_offerLead).count()).toBe(0);
      await welcome.getByRole('button', { name: bnCommon.afterLogin_firstDeposit }).click();
      await page.getByRole('dialog', { name: bnCommon.memberCentre }).waitFor();
      await checkAccessibility(page);
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });

  it('signs a player in by the code sent to their mobile number', async ({ site }) => {
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/login?type=sms'));
    try {
      page.setDefaultTimeout(10_000);
      await page.getByLabel(/^মোবাইল নম্বর/).fill('01712345678');
      await page.getByRole('button', { name: 'কোড পাঠান' }).click();
      await page.getByLabel(/^এসএমএস যাচাইকরণ কোড/).fill(await codeSentTo(site, '+8801712345678'));
      await page.getByRole('button', { name: 'লগ ইন', exact: true }).click();
      await page.getByTestId('signed-in-bar').waitFor();
      expect(await page.getByTestId('signed-in-bar').innerText()).toContain('player01');
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });
});
