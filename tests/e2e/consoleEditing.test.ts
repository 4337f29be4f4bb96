import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FrameLocator, Page } from 'playwright-core';
import { projectRoot } from '../../server/config';
import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent } from './helpers/siteServer';
import { signInToConsole } from './helpers/console';
import { setRegisterRule } from './helpers/brandDb';
import enConsoleForms from '../../locales/en/consoleForms.json';
import enErrors from '../../locales/en/errors.json';

// Editing a brand from the console as an admin does it: a registration rule changed in the form
// the schema generates, refused by the server at the field its pointer names when it is wrong,
// kept as a draft, published as a version a player's form follows, and rolled back.

const signInAsAdmin = (page: Page) => signIn(page, 'admin');

/** The console in English, signed in as a demo operator. */
async function signIn(page: Page, username: string) {
  await page.getByLabel('ভাষা').selectOption('en');
  await signInToConsole(page, username);
}

/** The message the player's registration form shows under the mobile number once it is typed and left. */
async function mobileMessage(page: Page | FrameLocator, label: RegExp, typed: string): Promise<string> {
  const field = page.getByLabel(label);
  await field.fill(typed);
  await field.press('Tab');
  const error = page.locator('#field-mobileNum').locator('xpath=ancestor::*[contains(@class,"form-field")][1]').locator('.form-field__error');
  await new Promise((r) => setTimeout(r, 100));
  return (await error.count()) ? (await error.innerText()).trim() : '';
}

describe.skipIf(siteAbsent())('editing a brand in the console', () => {
  it('publishes a registration rule that players meet in both languages, shows a refused edit at its field, and rolls back', async ({ site }) => {
    // A brand that asks the number and the e-mail address on the username tab too, where the player's form shows them at once.
    const { register_rules: rules } = await site.database.db.selectFrom('brands').select('register_rules').where('id', '=', 'bd').executeTakeFirstOrThrow();
    await setRegisterRule(site, 'bd', 'mobileNum', { ...rules.mobileNum!, enabled: true, required: true });
    await setRegisterRule(site, 'bd', 'email', { ...rules.email!, enabled: true });
    const ops = await openPage(site.siteUrl('/console'));
    const playerBn = await openPage(site.siteUrl('/register'));
    const playerEn = await openPage(site.siteUrl('/register'));
    try {
      const { page } = ops;
      page.setDefaultTimeout(10_000);
      await playerEn.page.evaluate(() => localStorage.setItem('hisLang', 'en'));
      await playerEn.page.reload();
      // As seeded, a Bangladeshi number of ten digits after the 0 is fine.
      expect(await mobileMessage(playerBn.page, /^মোবাইল নম্বর/, '01712345678')).toBe('');

      await signInAsAdmin(page);
      await page.getByRole('link', { name: 'Registration fields' }).click();
      await page.getByRole('heading', { level: 1, name: 'Registration fields' }).waitFor();
      await page.getByText('Live: version 1.').waitFor();
      await checkAccessibility(page);

      const mobile = page.getByRole('group', { name: 'Mobile number' });
      const email = page.getByRole('group', { name: 'E-mail' });
      const preview = page.getByRole('complementary', { name: 'What a player sees' });
      const frame = page.frameLocator('iframe[title="Registration form of Marquee BD with the rules being edited"]');
      // The preview is the player's page in a frame, and the player's form opens as a dialog that takes
      // the focus: a frame loading must not take it from the field the operator is typing in.
      await preview.getByLabel('Language').selectOption('en');
      const fewest = mobile.getByLabel('Fewest digits');
      await fewest.focus();
      await frame.getByLabel(/^Mobile number/).waitFor();
      expect(await fewest.evaluate((el) => el === document.activeElement)).toBe(true);
      await preview.getByLabel('Language').selectOption('bn');
      await frame.getByLabel(/^মোবাইল নম্বর/).waitFor();
      // What the schema cannot say, the form says as the operator types.
      await mobile.getByLabel('Fewest digits').fill('12');
      await mobile.getByText('The fewest must not be more than the most.').waitFor();
      await mobile.getByLabel('Fewest digits').fill('8');
      await mobile.getByLabel('Most digits').fill('9');
      // Before anything is saved, the player's own form beside the editor follows what is typed.
      await expect
        .poll(() => mobileMessage(frame, /^মোবাইল নম্বর/, '01712345678'), { timeout: 15_000 })
        .toBe('এখানে মোবাইল নম্বরে শুরুর 0 বাদে 8 থেকে 9টি অঙ্ক থাকে। ইংরেজি অঙ্কে (0–9) লিখুন।');
      await preview.getByLabel('Language').selectOption('en');
      await expect
        .poll(() => mobileMessage(frame, /^Mobile number/, '01712345678'), { timeout: 15_000 })
        .toBe('A mobile number here has 8 to 9 digits, not counting a leading 0. Enter it in English digits 0–9.');
      await frame.getByLabel(/^E-mail/).waitFor();
      await email.getByLabel('Asked on the form').uncheck();
      await frame.getByLabel(/^E-mail/).waitFor({ state: 'detached' });
      await email.getByLabel('Asked on the form').check();
      await frame.getByLabel(/^E-mail/).waitFor();
      // A pattern that does not compile is the server's to refuse: shown at the field its pointer names, nothing kept.
      await email.getByLabel('Own pattern (optional)').fill('^[a-z');
      await page.getByRole('button', { name: 'Save draft' }).click();
      const refusal = 'This change cannot be kept: at /registerRules/email/acceptedPattern, it is not in the expected format.';
      await email.getByText(refusal).waitFor();
      expect(await page.getByText('No draft: what you see is live.').count()).toBe(1);

      await email.getByLabel('Own pattern (optional)').fill('');
      await page.getByRole('button', { name: 'Save draft' }).click();
      await page.getByText('Draft saved. Publish it to make it live.').waitFor();
      await page.getByText(/^Draft by admin, .*: Registration fields\.$/).waitFor();
      // A draft is not live.
      expect(await mobileMessage(playerBn.page, /^মোবাইল নম্বর/, '01712345679')).toBe('');

      await page.getByLabel('Note for the version (optional)').fill('Eight or nine digits');
      await page.getByRole('button', { name: 'Publish' }).click();
      await page.getByText('Version 2 is live. Players see it within five seconds.').waitFor();
      await checkAccessibility(page);

      // The open player pages follow at their next five-second refresh, in each one's language (the wait
      // leaves room for a machine busy with other tests).
      await expect
        .poll(() => mobileMessage(playerBn.page, /^মোবাইল নম্বর/, '01712345678'), { timeout: 15_000 })
        .toBe('এখানে মোবাইল নম্বরে শুরুর 0 বাদে 8 থেকে 9টি অঙ্ক থাকে। ইংরেজি অঙ্কে (0–9) লিখুন।');
      await expect
        .poll(() => mobileMessage(playerEn.page, /^Mobile number/, '01712345678'), { timeout: 15_000 })
        .toBe('A mobile number here has 8 to 9 digits, not counting a leading 0. Enter it in English digits 0–9.');

      await page.getByRole('link', { name: 'Versions' }).click();
      const latest = page.getByRole('listitem', { name: /^Version 2/ });
      await latest.getByText('Eight or nine digits').waitFor({ timeout: 20_000 });
      const rows = await latest.locator('tbody tr').allInnerTexts();
      expect(rows).toEqual(expect.arrayContaining([expect.stringMatching(/Registration fields › Mobile number › Fewest characters\s+10\s+8/)]));
      await checkAccessibility(page);
      const first = page.getByRole('listitem', { name: /^Version 1/ });
      await first.getByRole('button', { name: 'Roll back to version 1' }).click();
      await first.getByRole('button', { name: 'Yes, roll back' }).click();
      await page.getByText('Version 3 is live: a copy of version 1.').waitFor();

      await expect.poll(() => mobileMessage(playerEn.page, /^Mobile number/, '01712345678'), { timeout: 15_000 }).toBe('');

      await page.getByRole('link', { name: 'Audit log' }).click();
      // The versions page has table rows too: read the log's once its page is the one shown.
      await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
      const newest = async () => (await page.locator('tbody tr').allInnerTexts()).slice(0, 3).map((r) => r.split('\t')[2]);
      await expect.poll(newest, { timeout: 10_000 }).toEqual(['Rolled back', 'Published', 'Saved a draft']);
      // The refused save is the one failed request Chromium reports; nothing else may fail.
      expectNoConsoleErrors(ops.consoleErrors.filter((e) => !/status of 400 .*\/ops\/brand\/draft/.test(e)), 'the console');
    } finally {
      await ops.context.close();
      await playerBn.context.close();
      await playerEn.context.close();
    }
    // Three pages, and two waits for the players' five-second refresh.
  }, 180_000);

  it('refuses a domain another brand serves and a site address that is no origin at their fields, and publishes a new name that players see', async ({ site }) => {
    const ops = await openPage(site.siteUrl('/console'));
    const player = await openPage(site.siteUrl('/'));
    try {
      const { page } = ops;
      page.setDefaultTimeout(10_000);
      await player.page.evaluate(() => localStorage.setItem('hisLang', 'en'));
      await player.page.reload();
      await expect.poll(() => player.page.getByRole('heading', { level: 1 }).innerText()).toBe('Welcome to Marquee BD');
      await signInAsAdmin(page);
      await page.getByRole('link', { name: 'Brand', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Brand' }).waitFor();
      await checkAccessibility(page);

      const domains = page.getByRole('group', { name: /^Domains/ });
      const firstDomain = domains.getByRole('textbox').first();
      const before = await firstDomain.inputValue();
      await firstDomain.fill('lumen.localhost');
      await page.getByRole('button', { name: 'Save draft' }).click();
      await domains.getByText('This change cannot be kept: at /config/domains/0, another brand already serves this domain.').waitFor();
      expect(await page.getByText('No draft: what you see is live.').count()).toBe(1);
      await firstDomain.fill(before);

      // Where the brand's mail links open: a value that is no origin is flagged as it is typed, and
      // the server's refusal says why at the field (in Bengali too: tests/api/brandVersions.test.ts).
      const origin = page.getByRole('textbox', { name: /^Site address for links/ });
      expect(await origin.inputValue()).toBe('http://localhost:8080');
      await origin.fill('http://localhost:1@evil.example');
      await page.getByText(enConsoleForms.error_pattern_siteOrigin).waitFor();
      await page.getByRole('button', { name: 'Save draft' }).click();
      await page.getByText(`This change cannot be kept: at /config/siteOrigin, ${enErrors.reason_site_origin}.`).first().waitFor();
      expect(await page.getByText('No draft: what you see is live.').count()).toBe(1);
      await origin.fill('http://localhost:8080');

      await page.getByLabel(/^Brand name/).fill('Marquee Bangladesh');
      await page.getByRole('tab', { name: 'Look' }).click();
      // The colours' preview follows the form.
      await page.getByRole('textbox', { name: /^Primary/ }).first().fill('#aa0000');
      expect(await page.locator('.theme-preview__header').first().evaluate((e) => getComputedStyle(e).backgroundColor)).toBe('rgb(170, 0, 0)');
      await checkAccessibility(page);
      await page.getByRole('button', { name: 'Save draft' }).click();
      await page.getByText('Draft saved. Publish it to make it live.').waitFor();

      // The preview frame shows the draft, in the language chosen, while players still see the live brand.
      await page.getByRole('link', { name: 'Preview', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Preview' }).waitFor();
      await page.locator('.preview-page').getByRole('combobox', { name: /^Language/ }).selectOption('en');
      const frame = page.frameLocator('iframe[title^="Preview of Marquee BD"]');
      await expect.poll(() => frame.getByRole('heading', { level: 1 }).innerText(), { timeout: 10_000 }).toBe('Welcome to Marquee Bangladesh');
      expect(await player.page.getByRole('heading', { level: 1 }).innerText()).toBe('Welcome to Marquee BD');
      await checkAccessibility(page);
      await page.getByRole('button', { name: 'Publish' }).click();
      await page.getByText('Version 2 is live. Players see it within five seconds.').waitFor();

      await expect.poll(() => player.page.getByRole('heading', { level: 1 }).innerText(), { timeout: 15_000 }).toBe('Welcome to Marquee Bangladesh');
      expect(await player.page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mq-primary').trim())).toBe('#aa0000');
      expectNoConsoleErrors(ops.consoleErrors.filter((e) => !/status of 400 .*\/ops\/brand\/draft/.test(e)), 'the console');
    } finally {
      await ops.context.close();
      await player.context.close();
    }
  }, 90_000);

  it('lets a content operator write a notice in both languages, stored without its script and read by players, and keeps them out of module switches', async ({ site }) => {
    const ops = await openPage(site.siteUrl('/console'));
    try {
      const { page } = ops;
      page.setDefaultTimeout(10_000);
      await signIn(page, 'editor');
      expect(await page.getByRole('switch', { name: 'Registration' }).isDisabled()).toBe(true);
      await page.getByRole('link', { name: 'Content', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Content' }).waitFor();
      await page.getByRole('tab', { name: 'Notices' }).click();
      await page.getByRole('button', { name: 'New notice' }).click();
      const title = page.getByRole('group', { name: /^Title/ });
      const text = page.getByRole('group', { name: /^Text \(HTML\)/ });
      await title.getByLabel('English').fill('Cash-back week');
      await text.getByLabel('English').fill('<p>Ten per cent <b>back</b>.</p><script>alert(1)</script>');
      await title.getByLabel('বাংলা').fill('ক্যাশ-ব্যাক সপ্তাহ');
      await text.getByLabel('বাংলা').fill('<p>দশ শতাংশ ফেরত।</p>');
      await checkAccessibility(page);
      await page.getByRole('button', { name: 'Save and publish' }).click();
      await page.getByText('Saved. Players see it on their next page.').waitFor();
      await page.getByRole('cell', { name: 'Cash-back week', exact: true }).waitFor();
      // Written for players unless the operator chooses agents (the agent centre's Announcement page).
      expect(await page.getByRole('row', { name: /Cash-back week/ }).getByRole('cell', { name: 'Players, on the site' }).count()).toBe(1);
      await checkAccessibility(page);

      const stored = await site.database.db.selectFrom('notices').select('content').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(stored.content).toEqual({ en: '<p>Ten per cent <b>back</b>.</p>', bn: '<p>দশ শতাংশ ফেরত।</p>' });
      const player = await openPage(site.siteUrl('/noticePage'));
      await player.page.getByText('ক্যাশ-ব্যাক সপ্তাহ').waitFor();
      await player.context.close();

      // The editor's role has no audit log and no module switch, on screen or by the API.
      expect(await page.getByRole('link', { name: 'Audit log' }).count()).toBe(0);
      expectNoConsoleErrors(ops.consoleErrors, 'the console');
    } finally {
      await ops.context.close();
    }
  }, 90_000);

  it('lets a content operator upload a banner per language, refuses a file that is no picture, and puts the banner first for players', async ({ site }) => {
    const ops = await openPage(site.siteUrl('/console'));
    try {
      const { page } = ops;
      page.setDefaultTimeout(10_000);
      await signIn(page, 'editor');
      await page.getByRole('link', { name: 'Content', exact: true }).click();
      await page.getByRole('tab', { name: 'Banners', selected: true }).waitFor();
      await page.getByLabel('Group').selectOption('w_home');
      // A group reads as the page that shows it.
      expect(await page.getByLabel('Group').evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent)).toBe('Home page');
      const before = await page.locator('.banner-list__item').count();
      await page.getByRole('button', { name: 'New banner' }).click();
      const pictures = page.getByRole('group', { name: /^Picture/ });

      // A script named like a picture is judged by its bytes and refused in the console's words.
      await pictures.getByLabel('English').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: Buffer.from('<script>alert(1)</script>') });
      await pictures.getByText('the file is not a PNG, JPEG or WebP picture', { exact: false }).waitFor();
      expect(await pictures.getByRole('img').count()).toBe(0);

      const seedPicture = (lang: string) => readFileSync(join(projectRoot, 'public', 'seed', 'banners', `bd-w_live-1.${lang}.webp`));
      await pictures.getByLabel('English').setInputFiles({ name: 'live-en.webp', mimeType: 'image/webp', buffer: seedPicture('en') });
      await pictures.getByText('Uploaded: 1200 × 320 pixels.').waitFor();
      await pictures.getByLabel('বাংলা').setInputFiles({ name: 'live-bn.webp', mimeType: 'image/webp', buffer: seedPicture('bn') });
      await pictures.getByRole('img', { name: 'বাংলা: the current picture' }).waitFor();
      await page.getByRole('combobox', { name: /^Link/ }).selectOption({ label: 'A page of this site' });
      // A path no page has is refused by the server, at the field.
      await page.getByLabel(/^Path or address/).fill('/casino');
      await page.getByRole('button', { name: 'Save and publish' }).click();
      await expect.poll(() => page.getByText('no page of this brand has that path').count()).toBeGreaterThanOrEqual(2);
      await page.getByLabel(/^Path or address/).fill('/live');
      await checkAccessibility(page);
      await page.getByRole('button', { name: 'Save and publish' }).click();
      await page.getByText('Saved. Players see it on their next page.').waitFor();
      const added = before + 1;
      await page.getByRole('img', { name: `Banner ${added} of Home page` }).waitFor();

      // Last in its group until moved up, one place at a time, to the front.
      for (let n = added; n > 1; n--) {
        await page.getByRole('button', { name: `Move banner ${n} up` }).click();
        await page.getByText('Order saved. Players see it on their next page.').waitFor();
        await expect.poll(() => page.locator('.banner-list').getAttribute('aria-busy')).toBeNull();
      }
      const uploaded = await site.database.db.selectFrom('banners').select(['id', 'image', 'sort']).orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(uploaded.image.en).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/);
      // The list is asked again after each move's answer: its last reading may still be on its way.
      await expect.poll(() => page.getByRole('img', { name: 'Banner 1 of Home page' }).getAttribute('src')).toBe(uploaded.image.en);
      await checkAccessibility(page);

      const player = await openPage(site.siteUrl('/'));
      await expect.poll(() => player.page.locator('.banner img').first().getAttribute('src')).toBe(uploaded.image.bn);
      await player.context.close();

      const actions = await site.database.db.selectFrom('audit_log').select('action').where('operator_name', '=', 'editor').where('action', 'like', 'banner.%').execute();
      expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(['banner.save', 'banner.order']));
      // The two refusals above are the only failed calls.
      expectNoConsoleErrors(ops.consoleErrors.filter((e) => !/status of 400 .*\/ops\/(media|content\/banners)/.test(e)), 'the console');
    } finally {
      await ops.context.close();
    }
  }, 120_000);

  it('lets a content operator write a help category and article that players read, in the order given', async ({ site }) => {
    const ops = await openPage(site.siteUrl('/console'));
    try {
      const { page } = ops;
      page.setDefaultTimeout(10_000);
      await signIn(page, 'editor');
      await page.getByRole('link', { name: 'Content', exact: true }).click();
      await page.getByRole('tab', { name: 'Help centre' }).click();
      await page.getByRole('button', { name: 'New category' }).click();
      const title = page.getByRole('group', { name: /^Title/ });
      await title.getByLabel('English').fill('Safer play');
      await title.getByLabel('বাংলা').fill('নিরাপদ খেলা');
      await page.getByRole('button', { name: 'Save and publish' }).click();
      await page.getByRole('heading', { level: 3, name: 'Safer play' }).waitFor();

      await page.getByRole('button', { name: 'New article in “Safer play”' }).click();
      await title.getByLabel('English').fill('Setting a limit');
      await title.getByLabel('বাংলা').fill('সীমা ঠিক করা');
      const text = page.getByRole('group', { name: /^Text \(HTML\)/ });
      await text.getByLabel('English').fill('<p>Ask <b>support</b>.</p><script>alert(1)</script>');
      await text.getByLabel('বাংলা').fill('<p>সহায়তায় বলুন।</p>');
      await checkAccessibility(page);
      await page.getByRole('button', { name: 'Save and publish' }).click();
      await page.getByText('Setting a limit', { exact: true }).waitFor();
      // From last to first, one place at a time.
      const count = await page.locator('.help-list__category').count();
      for (let n = count; n > 1; n--) {
        await page.getByRole('button', { name: 'Move “Safer play” up' }).click();
        await expect.poll(() => page.locator('.help-list').getAttribute('aria-busy')).toBeNull();
      }
      await expect.poll(() => page.locator('.help-list__category h3').first().innerText()).toBe('Safer play');
      await checkAccessibility(page);

      const player = await openPage(site.siteUrl('/help'));
      await expect.poll(() => player.page.getByText('নিরাপদ খেলা').count()).toBeGreaterThan(0);
      await player.context.close();
      const stored = await site.database.db.selectFrom('help_articles').select('content').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(stored.content).toEqual({ en: '<p>Ask <b>support</b>.</p>', bn: '<p>সহায়তায় বলুন।</p>' });
      expectNoConsoleErrors(ops.consoleErrors, 'the console');
    } finally {
      await ops.context.close();
    }
  }, 120_000);

  it('changes when a side-bar entry shows, and visitors stop seeing it once published', async ({ site }) => {
    const player = await openPage(site.siteUrl('/'));
    const ops = await openPage(site.siteUrl('/console'));
    try {
      const { page } = ops;
      page.setDefaultTimeout(10_000);
      await player.page.getByTestId('sidebar-promotions').waitFor();
      await signInAsAdmin(page);
      await page.getByRole('link', { name: 'Brand', exact: true }).click();
      await page.getByRole('tab', { name: 'Navigation' }).click();
      // The side bar's fourth entry (promotions) shows while promotions are on; it is to show to signed-in players only.
      const condition = page.getByRole('group', { name: /^Side bar/ }).getByRole('group', { name: /^Shown when/ }).nth(3);
      await condition.getByRole('combobox', { name: 'Shown' }).first().selectOption({ label: 'Signed in or out' });
      await expect.poll(() => condition.getByRole('combobox').nth(1).inputValue()).toBe('true');
      await checkAccessibility(page);
      await page.getByRole('button', { name: 'Save draft' }).click();
      await page.getByText('Draft saved. Publish it to make it live.').waitFor();
      const draft = await site.database.db.selectFrom('brand_drafts').select('config').where('brand_id', '=', 'bd').executeTakeFirstOrThrow();
      expect(draft.config!.sidebar.find((e) => e.key === 'promotions')).toEqual({ key: 'promotions', when: { loggedIn: true } });
      await page.getByRole('button', { name: 'Publish' }).click();
      await page.getByText('Version 2 is live. Players see it within five seconds.').waitFor();

      await player.page.reload();
      await player.page.getByTestId('sidebar-facebook').waitFor();
      expect(await player.page.getByTestId('sidebar-promotions').count()).toBe(0);
    } finally {
      await ops.context.close();
      await player.context.close();
    }
  }, 120_000);
});
