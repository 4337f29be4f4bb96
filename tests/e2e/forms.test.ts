import { describe, expect, it } from './helpers/fixtures';
import { setRegisterRule } from './helpers/brandDb';
import type { Page } from 'playwright-core';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { brandHosts, siteAbsent } from './helpers/siteServer';

/**
 * The sign-in and registration forms as a person on a phone uses them: by keyboard, with a captcha
 * they can read or replace, a focus that stays in the form, and a mobile number of the country
 * they chose.
 */

const phone = { width: 390, height: 844 };

/** What has focus, by id, or by class and text for an element without one. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const a = document.activeElement as HTMLElement | null;
    if (!a || a === document.body) return 'body';
    return a.id || `${a.tagName.toLowerCase()}.${a.className} ${(a.getAttribute('aria-label') ?? a.textContent ?? '').trim()}`;
  });

describe.skipIf(siteAbsent())('forms that help', () => {
  it('signs in on /login by keyboard alone, the form fewer than 10 Tab presses from the top of the page', async ({ site }) => {
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/login'), { viewport: phone });
    try {
      page.setDefaultTimeout(10_000);
      let tabs = 0;
      const tab = async () => {
        await page.keyboard.press('Tab');
        tabs += 1;
        return focused(page);
      };
      // The first stop is the skip link; past it, header drop-downs that are shut take no stops.
      let at = await tab();
      expect(at).toContain('skip-link');
      await page.keyboard.press('Enter');
      while (at !== 'field-username' && tabs < 10) at = await tab();
      expect(at).toBe('field-username');
      await page.keyboard.type('player01');
      expect(await tab()).toBe('field-password');
      await page.keyboard.type('Demo2026');
      expect(tabs).toBeLessThan(10);
      await page.keyboard.press('Enter');
      await page.getByTestId('signed-in-bar').waitFor();
      expect(await page.getByTestId('signed-in-bar').innerText()).toContain('player01');
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });

  it('makes the ways to sign in one Tab stop, changed by the arrow keys', async ({ site }) => {
    const { page, context } = await openPage(site.siteUrl('/login'), { viewport: phone });
    try {
      page.setDefaultTimeout(10_000);
      const byName = page.getByRole('tab', { name: 'ব্যবহারকারীর নাম' });
      await byName.focus();
      await page.keyboard.press('ArrowRight');
      const byMobile = page.getByRole('tab', { name: 'মোবাইল নম্বর' });
      await expect.poll(() => byMobile.getAttribute('aria-selected')).toBe('true');
      expect(await byMobile.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Tab');
      await expect.poll(() => focused(page)).toMatch(/mobile-country/);
    } finally {
      await context.close();
    }
  });

  it('lets Tab pass no vendor of a shut navigation drop-down', async ({ site }) => {
    const { page, context } = await openPage(site.siteUrl('/'), { viewport: { width: 1366, height: 768 }, axe: false });
    try {
      const stops: string[] = [];
      for (let i = 0; i < 30; i++) {
        await page.keyboard.press('Tab');
        stops.push(await page.evaluate(() => (document.activeElement?.closest('.nav-dropdown, .header-menu__list') ? 'hidden list' : 'ok')));
      }
      expect(stops).not.toContain('hidden list');
    } finally {
      await context.close();
    }
  });

  it('reaches the registration form by keyboard alone, its first field fewer than 10 Tab presses from the top', async ({ site }) => {
    const { page, context } = await openPage(site.siteUrl('/register'), { viewport: phone });
    try {
      page.setDefaultTimeout(10_000);
      const dialog = page.getByRole('dialog');
      await dialog.locator('form input').first().waitFor();
      const first = await dialog.locator('form input').first().getAttribute('id');
      let tabs = 0;
      let at = await focused(page);
      while (at !== first && tabs < 10) {
        await page.keyboard.press('Tab');
        tabs += 1;
        at = await focused(page);
      }
      expect(at).toBe(first);
      expect(tabs).toBeLessThan(10);
      await page.keyboard.type('newplayer77');
      expect(await dialog.locator(`#${first}`).inputValue()).toBe('newplayer77');
    } finally {
      await context.close();
    }
  });

  it('reaches every registration field, the country, the captcha button and the submit button by Tab', async ({ site }) => {
    const { page, context } = await openPage(site.siteUrl('/register'), { viewport: phone });
    try {
      page.setDefaultTimeout(10_000);
      const dialog = page.getByRole('dialog');
      await dialog.locator('img[src^="data:image/svg+xml"]').waitFor();
      // The tab with the country and the code: the mobile one (the username tab asks neither).
      await dialog.getByRole('tab', { name: 'মোবাইল নম্বর' }).click();
      await dialog.locator('img[src^="data:image/svg+xml"]').waitFor();
      const wanted = await dialog.locator('form input, form select, form button').evaluateAll((els) =>
        els.map((e) => e.id || `${e.tagName.toLowerCase()}.${e.className} ${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim()}`),
      );
      expect(wanted).toEqual(expect.arrayContaining(['field-mobileNum', 'field-verificationCode', 'field-password', 'field-captcha', 'field-agree']));
      const seen = new Set<string>();
      for (let i = 0; i < wanted.length + 10; i++) {
        await page.keyboard.press('Tab');
        seen.add(await focused(page));
      }
      expect(wanted.filter((w) => !seen.has(w))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('gives a new captcha picture from its button, by keyboard, in either language', async ({ site }) => {
    for (const [host, name] of [
      [brandHosts.bd, 'নতুন ক্যাপচা দেখান'],
      [brandHosts.lumen, 'Show a new captcha'],
    ] as const) {
      const { page, context } = await openPage(site.siteUrl('/register', host), { viewport: phone });
      try {
        page.setDefaultTimeout(10_000);
        const picture = page.getByRole('dialog').locator('img[src^="data:image/svg+xml"]');
        await picture.waitFor();
        const first = await picture.getAttribute('src');
        const button = page.getByRole('button', { name, exact: true });
        await button.focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => picture.getAttribute('src')).not.toBe(first);
        // Larger than the 120×50 it was, drawn on its own white ground.
        const box = await picture.boundingBox();
        expect(box!.width).toBeGreaterThanOrEqual(150);
        const svg = Buffer.from((await picture.getAttribute('src'))!.split(',')[1]!, 'base64').toString('utf8');
        expect(svg).toContain('fill="#ffffff"');
      } finally {
        await context.close();
      }
    }
  });

  it('puts focus in the code input after "Send code", whether the text went or the send failed', async ({ site }) => {
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/register'), { viewport: phone });
    try {
      page.setDefaultTimeout(10_000);
      const form = page.getByRole('dialog');
      // The number and its code are the mobile tab's.
      await form.getByRole('tab', { name: 'মোবাইল নম্বর' }).click();
      // Its name turns into the countdown once a code is sent.
      const send = form.locator('#field-verificationCode ~ button');
      expect(await send.innerText()).toBe('কোড পাঠান');

      // A number the server refuses: the warning dialog, then back to the code.
      await form.getByLabel(/^মোবাইল নম্বর/).fill('12345');
      await send.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('alertdialog').waitFor();
      await page.keyboard.press('Enter');
      await expect.poll(() => focused(page)).toBe('field-verificationCode');

      await form.getByLabel(/^মোবাইল নম্বর/).fill('01812345672');
      await send.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => send.isDisabled()).toBe(true);
      await expect.poll(() => focused(page)).toBe('field-verificationCode');
      // The refused send is the one error the page logs.
      expectNoConsoleErrors(consoleErrors.filter((e) => !e.includes('400 (Bad Request)')));
    } finally {
      await context.close();
    }
  });

  it("offers only the brand's countries, in its order, and checks the number by the chosen one", async ({ site }) => {
    const lumenRules = (await site.database.db.selectFrom('brands').select('register_rules').where('id', '=', 'lumen').executeTakeFirstOrThrow()).register_rules;
    await setRegisterRule(site, 'lumen', 'mobileNum', { ...lumenRules.mobileNum!, enabled: true, required: true });
    for (const [host, countries] of [
      [brandHosts.bd, ['BD', 'IN', 'NP', 'MY', 'AE', 'SA']],
      [brandHosts.lumen, ['IN', 'BD', 'LK']],
    ] as const) {
      const { page, context } = await openPage(site.siteUrl('/register', host), { viewport: phone });
      try {
        page.setDefaultTimeout(10_000);
        // Marquee BD asks the number on its mobile tab; Lumen Play, which has none, on its username tab once its rule says so.
        if (host === brandHosts.bd) await page.getByRole('dialog').getByRole('tab', { name: 'মোবাইল নম্বর' }).click();
        const select = page.getByRole('dialog').locator('select.mobile-country');
        // The dialog opens after the page's first data: under load, later than a poll's first second.
        await select.waitFor();
        await expect.poll(() => select.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual(countries);
      } finally {
        await context.close();
      }
    }

    const { page, context } = await openPage(site.siteUrl('/register'), { viewport: phone });
    try {
      page.setDefaultTimeout(10_000);
      const form = page.getByRole('dialog');
      await form.getByRole('tab', { name: 'মোবাইল নম্বর' }).click();
      const mobile = form.getByLabel(/^মোবাইল নম্বর/);
      await expect.poll(() => form.locator('.form-field__hint').first().innerText()).toContain('01812-345678');
      await form.locator('select.mobile-country').selectOption('IN');
      await expect.poll(() => form.locator('.form-field__hint').first().innerText()).toContain('081234 56789');
      // A Bangladeshi number is no Indian number: the message shows one that is.
      await mobile.fill('01712345678');
      await mobile.blur();
      await expect.poll(() => form.getByRole('alert').allInnerTexts()).toContain('বেছে নেওয়া দেশের একটি মোবাইল নম্বর ইংরেজি অঙ্কে (0–9) দিন, যেমন 081234 56789।');
      await mobile.fill('98765 43210');
      await mobile.blur();
      await expect.poll(() => form.locator('#field-mobileNum-error').count()).toBe(0);
      await checkAccessibility(page);
    } finally {
      await context.close();
    }
  });
});
