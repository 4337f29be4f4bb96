import { deflateSync } from 'node:zlib';
import { describe, expect, it } from './helpers/fixtures';
import type { FileChooser, Page } from 'playwright-core';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent, type SiteServer } from './helpers/siteServer';
import { setModule, withoutPromotions } from './helpers/brandDb';
import { signIn } from '../helpers/signIn';
import { openSecurityCentre } from './helpers/securityCentre';
import bnCommon from '../../locales/bn/common.json';
import bnMember from '../../locales/bn/member.json';
import bnErrors from '../../locales/bn/errors.json';

/**
 * The member's picture and the avatar's badge, as player01 meets them: the glyph until there is a
 * picture, a picture chosen by keyboard in My account (a text file named like a picture refused),
 * the header following at once, and the count of unread messages on the avatar.
 */

/** A real 40 × 40 PNG of one colour. */
function png(): Buffer {
  const crc = (bytes: Buffer) => {
    let c = ~0;
    for (const b of bytes) {
      c ^= b;
      for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
    }
    return ~c;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(40, 0);
  header.writeUInt32BE(40, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(40 * 3, 0x3c)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: 40 }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * Chooses a file as a keyboard user does: focus on the chooser, Space opens the system's dialog.
 * The page catches file choosers from its start (watchChoosers): asking for one only after the
 * key can race the key, and the dialog then opens unseen.
 */
async function chooseByKeyboard(page: Page, choosers: FileChooser[], file: { name: string; mimeType: string; buffer: Buffer }) {
  const input = page.getByLabel(bnMember.avatarChoose);
  await input.focus();
  await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
  const before = choosers.length;
  await page.keyboard.press('Space');
  await expect.poll(() => choosers.length, { timeout: 5000 }).toBeGreaterThan(before);
  await choosers.at(-1)!.setFiles(file);
}

function watchChoosers(page: Page): FileChooser[] {
  const choosers: FileChooser[] = [];
  page.on('filechooser', (c) => choosers.push(c));
  return choosers;
}

const memberId = async (site: SiteServer, account: string) =>
  (await site.database.db.selectFrom('members').select('id').where('brand_id', '=', 'bd').where('account', '=', account).executeTakeFirstOrThrow()).id;

describe.skipIf(siteAbsent())('the member’s picture', () => {
  it('is chosen by keyboard in My account, refuses a text file named like a picture, and shows in the header at once', async ({ site }) => {
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/'), { sessionStorage: await signIn(site.call, 'player01') });
    const choosers = watchChoosers(page);
    try {
      page.setDefaultTimeout(10_000);
      const button = page.getByRole('button', { name: bnCommon.accountMenu.replace('{{account}}', 'player01') });
      // No picture yet: the glyph.
      expect(await button.locator('img').count()).toBe(0);
      expect(await button.locator('svg').count()).toBe(1);

      const centre = await openSecurityCentre(page, 'player01');
      const section = centre.getByRole('region', { name: bnMember.avatarTitle });
      await section.waitFor();
      await checkAccessibility(page);

      await chooseByKeyboard(page, choosers, { name: 'me.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all\n') });
      await expect.poll(() => section.getByRole('alert').allInnerTexts()).toContain(bnErrors.avatar_type);
      expect(await page.getByLabel(bnMember.avatarChoose).getAttribute('aria-invalid')).toBe('true');

      await chooseByKeyboard(page, choosers, { name: 'me.png', mimeType: 'image/png', buffer: png() });
      await section.getByRole('status').filter({ hasText: bnMember.avatarSaved }).waitFor();
      const shown = section.locator('img');
      await expect.poll(() => shown.getAttribute('src')).toMatch(/^\/media\/avatars\/[0-9a-f]{32}\.png$/);
      // Drawn, not broken: the browser decoded the picture it was served.
      await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(40);
      // The header's avatar follows without a reload.
      expect(await button.locator('img').getAttribute('src')).toBe(await shown.getAttribute('src'));
      await checkAccessibility(page);
      // The browser logs the refused upload's status; nothing else may be there.
      expectNoConsoleErrors(consoleErrors.filter((e) => !/status of 415 .*\/wps\/member\/info\/icon/.test(e)));
    } finally {
      await context.close();
    }
    // The first test of a worker also waits for the shared server and browser to start.
  }, 120_000);

  it('offers no chooser with profile pictures (PROFPIC3) off', async ({ site }) => {
    await setModule(site, 'bd', 'PROFPIC3', '0');
    const { page, context } = await openPage(site.siteUrl('/'), { sessionStorage: await signIn(site.call, 'player01') });
    try {
      page.setDefaultTimeout(10_000);
      const centre = await openSecurityCentre(page, 'player01');
      await centre.getByRole('heading', { level: 2, name: bnMember.securityCenter }).waitFor();
      await centre.getByRole('heading', { name: bnMember.profileTitle }).waitFor();
      expect(await centre.getByRole('region', { name: bnMember.avatarTitle }).count()).toBe(0);
      expect(await page.getByLabel(bnMember.avatarChoose).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('carries the count of unread messages as a badge, and no badge at zero', async ({ site }) => {
    // The avatar counts the promotions to take too: none here, so its count is the messages'.
    await withoutPromotions(site, 'bd');
    const id = await memberId(site, 'player01');
    const toPlayer = (title: string, body: string) => ({ brand_id: 'bd', audience: 'member' as const, member_id: id, kind: 'operator' as const, title: JSON.stringify({ bn: title }), body: JSON.stringify({ bn: body }) });
    const messages = await site.database.db
      .insertInto('messages')
      .values([toPlayer('Welcome', 'Hello'), toPlayer('Weekend', 'Free spins')])
      .returning('id')
      .execute();
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/'), { sessionStorage: await signIn(site.call, 'player01') });
    try {
      page.setDefaultTimeout(10_000);
      const button = page.getByRole('button', { name: bnCommon.accountMenuCount.replace('{{account}}', 'player01').replace('{{count}}', '2') });
      await button.waitFor();
      expect(await button.getByTestId('avatar-badge').innerText()).toBe('2');
      await checkAccessibility(page);
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
    await site.database.db.insertInto('message_receipts').values(messages.map((m) => ({ message_id: m.id, member_id: id, read_at: new Date() }))).execute();
    const again = await openPage(site.siteUrl('/'), { sessionStorage: await signIn(site.call, 'player01') });
    try {
      await again.page.getByRole('button', { name: bnCommon.accountMenu.replace('{{account}}', 'player01') }).waitFor();
      expect(await again.page.getByTestId('avatar-badge').count()).toBe(0);
    } finally {
      await again.context.close();
    }
  });
});
