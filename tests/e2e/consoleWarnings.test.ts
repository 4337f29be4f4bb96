import type { Page } from 'playwright-core';
import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent } from './helpers/siteServer';
import { signInToConsole } from './helpers/console';

// The console says what a player would meet before it goes live: a picture of other proportions
// than its slot's waits for the operator's choice of how it goes in (decision 0306), and a text
// stating a deposit figure the brand's forms do not have is shown before it is saved (decision 0307).

/** The console in English, signed in as the demo content operator. */
async function signInAsEditor(page: Page) {
  await page.getByLabel('ভাষা').selectOption('en');
  await signInToConsole(page, 'editor');
  await page.getByRole('link', { name: 'Content', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Content' }).waitFor();
}

/** A 1366 × 768 screenshot-shaped PNG, drawn by the browser: a frame and a centre mark, so a crop shows. */
const widePicture = (page: Page) =>
  page.evaluate(() => {
    const c = document.createElement('canvas');
    [c.width, c.height] = [1366, 768];
    const g = c.getContext('2d')!;
    g.fillStyle = '#0b6e4f';
    g.fillRect(0, 0, 1366, 768);
    g.fillStyle = '#f2b705';
    g.fillRect(483, 184, 400, 400);
    return c.toDataURL('image/png').split(',')[1]!;
  });

describe.skipIf(siteAbsent())('the console warns before it goes live', () => {
  it('asks how a 1366 × 768 picture goes into the 1200 × 320 home banner, and saves it cropped to the slot', async ({ site }) => {
    const ops = await openPage(site.siteUrl('/console'));
    try {
      const { page } = ops;
      page.setDefaultTimeout(10_000);
      await signInAsEditor(page);
      await page.getByRole('tab', { name: 'Banners', selected: true }).waitFor();
      await page.getByLabel('Group').selectOption('w_home');
      await page.getByRole('button', { name: 'New banner' }).click();
      const pictures = page.getByRole('group', { name: /^Picture/ });
      const buffer = Buffer.from(await widePicture(page), 'base64');
      for (const language of ['English', 'বাংলা']) {
        const uploadsBefore = (await site.database.db.selectFrom('media').select('id').execute()).length;
        await pictures.getByLabel(language).setInputFiles({ name: 'screenshot.png', mimeType: 'image/png', buffer });
        const warning = page.getByRole('group', { name: 'This picture is 1366 × 768; this place shows 1200 × 320' });
        await warning.waitFor();
        // Nothing is stored until the operator chooses.
        expect((await site.database.db.selectFrom('media').select('id').execute()).length).toBe(uploadsBefore);
        await checkAccessibility(page);
        await warning.getByLabel('Show it whole, on a background colour').check();
        await warning.getByLabel('Background colour', { exact: true }).waitFor();
        await warning.getByLabel('Crop to fit, from the centre').check();
        expect(await warning.locator('canvas').evaluate((c: HTMLCanvasElement) => [c.width, c.height])).toEqual([1200, 320]);
        await warning.getByRole('button', { name: 'Use this picture' }).click();
        await warning.waitFor({ state: 'detached' });
        await pictures.getByText('Uploaded: 1200 × 320 pixels.').first().waitFor();
      }
      await pictures.getByRole('img', { name: 'বাংলা: the current picture' }).waitFor();
      await page.getByRole('button', { name: 'Save and publish' }).click();
      await page.getByText('Saved. Players see it on their next page.').waitFor();

      const saved = await site.database.db.selectFrom('banners').select(['image', 'width', 'height']).orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect([saved.width, saved.height]).toEqual([1200, 320]);
      const stored = await site.database.db
        .selectFrom('media')
        .select(['content_type', 'width', 'height'])
        .where('id', '=', /\/media\/([0-9a-f]{64})\./.exec(saved.image.en!)![1]!)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ content_type: 'image/webp', width: 1200, height: 320 });
      expectNoConsoleErrors(ops.consoleErrors, 'the console');
    } finally {
      await ops.context.close();
    }
  }, 120_000);

  it('shows a notice saying deposits start at ৳300, where the form takes ৳100, and saves it only when told to', async ({ site }) => {
    const ops = await openPage(site.siteUrl('/console'));
    try {
      const { page } = ops;
      page.setDefaultTimeout(10_000);
      await signInAsEditor(page);
      await page.getByRole('tab', { name: 'Notices' }).click();
      await page.getByRole('button', { name: 'New notice' }).click();
      const title = page.getByRole('group', { name: /^Title/ });
      const text = page.getByRole('group', { name: /^Text \(HTML\)/ });
      await title.getByLabel('English').fill('Deposit with bKash');
      await text.getByLabel('English').fill('<p>Deposit from ৳300 with bKash.</p>');
      await title.getByLabel('বাংলা').fill('বিকাশে জমা');
      await text.getByLabel('বাংলা').fill('<p>বিকাশে ৳100 থেকে জমা করুন।</p>');
      const noticesBefore = (await site.database.db.selectFrom('notices').select('id').execute()).length;
      await page.getByRole('button', { name: 'Save and publish' }).click();

      const warning = page.getByRole('alert').filter({ hasText: "This text states a payment figure the brand's forms do not have" });
      await warning.getByText('Deposit from ৳300 with bKash says the smallest deposit is ৳ 300; the deposit channels start at ৳ 100, ৳ 1,000.').waitFor();
      expect((await site.database.db.selectFrom('notices').select('id').execute()).length).toBe(noticesBefore);
      await checkAccessibility(page);

      // Correcting the text takes the warning away; a figure still wrong is shown again, and saved when the operator says so.
      await warning.getByRole('button', { name: 'Correct the text' }).click();
      await text.getByLabel('English').fill('<p>Deposit from ৳100 with bKash. Nagad deposits start from ৳250.</p>');
      await page.getByRole('button', { name: 'Save and publish' }).click();
      await warning.getByText('Nagad deposits start from ৳250 says the smallest deposit is ৳ 250', { exact: false }).waitFor();
      await warning.getByRole('button', { name: 'Save anyway' }).click();
      await page.getByText('Saved. Players see it on their next page.').waitFor();
      const stored = await site.database.db.selectFrom('notices').select('content').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(stored.content.en).toBe('<p>Deposit from ৳100 with bKash. Nagad deposits start from ৳250.</p>');
      expectNoConsoleErrors(ops.consoleErrors, 'the console');
    } finally {
      await ops.context.close();
    }
  }, 90_000);

  it("takes a deposit promotion's own minimum as a figure its rules may state, and shows one neither it nor the forms have", async ({ site }) => {
    const ops = await openPage(site.siteUrl('/console'));
    try {
      const { page } = ops;
      page.setDefaultTimeout(10_000);
      await page.getByLabel('ভাষা').selectOption('en');
      await signInToConsole(page, 'editor');
      await page.getByRole('link', { name: 'Promotions', exact: true }).click();
      await page.getByRole('button', { name: 'Edit 100% first deposit bonus' }).click();
      const english = page.getByRole('group', { name: 'English' });
      const rules = english.getByLabel('Rules and terms');
      // "at least ৳300" is the promotion's own minimum deposit: no warning.
      await rules.fill('Make your first deposit of at least ৳300, then claim the bonus on this page.');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Promotion bd-welcome saved.').waitFor();
      await page.getByRole('button', { name: 'Edit 100% first deposit bonus' }).click();
      await rules.fill('Make your first deposit of at least ৳250, then claim the bonus on this page.');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByRole('alert').getByText('Make your first deposit of at least ৳250 says the smallest deposit is ৳ 250; the deposit channels start at ৳ 100, ৳ 300, ৳ 1,000.').waitFor();
      await checkAccessibility(page);
      await page.getByRole('button', { name: 'Correct the text' }).click();
      expect(await page.getByRole('alert').count()).toBe(0);
      expectNoConsoleErrors(ops.consoleErrors, 'the console');
    } finally {
      await ops.context.close();
    }
  }, 90_000);
});
