import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent } from './helpers/siteServer';
import { signInToConsole } from './helpers/console';
import { withoutPromotions } from './helpers/brandDb';
import { signIn } from '../helpers/signIn';
import bnCommon from '../../locales/bn/common.json';
import bnMember from '../../locales/bn/member.json';

// The member's inbox (decision 0258), end to end: an operator sends a broadcast from the console
// while a member's page is open; the avatar's badge appears without a reload, the member reads the
// message in messageV2 (the badge drops) and deletes it.

describe.skipIf(siteAbsent())('the inbox', () => {
  it('brings a broadcast sent in the console to an open page, read and deleted in messageV2', { timeout: 150_000 }, async ({ site }) => {
    // The avatar counts the promotions to take too: none here, so its count is the messages'.
    await withoutPromotions(site, 'bd');
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/'), { sessionStorage: await signIn(site.call, 'player01') });
    const ops = await openPage(site.siteUrl('/console'));
    try {
      page.setDefaultTimeout(15_000);
      ops.page.setDefaultTimeout(15_000);
      const menuButton = page.getByRole('button', { name: bnCommon.accountMenu.replace('{{account}}', 'player01'), exact: true });
      await menuButton.waitFor();

      await ops.page.getByLabel('ভাষা').selectOption('en');
      await signInToConsole(ops.page, 'editor');
      await ops.page.getByRole('link', { name: 'Messages' }).click();
      const form = ops.page.getByRole('form', { name: 'New message' });
      await form.getByRole('group', { name: 'বাংলা' }).getByLabel('Title').fill('সপ্তাহান্তের বোনাস');
      await form.getByRole('group', { name: 'বাংলা' }).getByLabel('Text').fill('শনিবার ফ্রি স্পিন।');
      await form.getByRole('group', { name: 'English' }).getByLabel('Title').fill('Weekend bonus');
      await form.getByRole('group', { name: 'English' }).getByLabel('Text').fill('Free spins on Saturday.');
      await form.getByRole('button', { name: 'Send' }).click();
      await ops.page.getByText('Sent.', { exact: true }).waitFor();
      await ops.page.getByRole('row', { name: /Weekend bonus\s+All members/ }).waitFor();
      await checkAccessibility(ops.page);

      // The live channel: the badge comes without a reload.
      const unreadButton = page.getByRole('button', { name: bnCommon.accountMenuCount.replace('{{account}}', 'player01').replace('{{count}}', '1') });
      await unreadButton.waitFor();
      expect(await unreadButton.getByTestId('avatar-badge').innerText()).toBe('1');
      await unreadButton.click();
      await page.getByRole('button', { name: bnCommon.platformMessages }).click();
      const centre = page.getByRole('dialog', { name: bnCommon.memberCentre });
      await centre.getByRole('heading', { level: 2, name: bnMember.messageV2 }).waitFor();
      const item = centre.getByRole('button', { name: /সপ্তাহান্তের বোনাস/ });
      expect(await item.innerText()).toContain(bnMember.inboxNew);
      await centre.getByText(bnMember.inboxUnread_other.replace('{{count}}', '1')).waitFor();
      await checkAccessibility(page);

      // Opened: read, and every badge drops.
      await item.click();
      await centre.getByText('শনিবার ফ্রি স্পিন।').waitFor();
      await centre.getByText(bnMember.inboxAllRead, { exact: true }).waitFor();
      await menuButton.waitFor();
      expect(await item.innerText()).not.toContain(bnMember.inboxNew);

      await centre.getByRole('button', { name: bnMember.inboxDelete }).click();
      await page.getByRole('button', { name: 'ঠিক আছে' }).click();
      await centre.getByText(bnMember.inboxEmpty).waitFor();
      expectNoConsoleErrors(consoleErrors);
      expectNoConsoleErrors(ops.consoleErrors);
    } finally {
      await context.close();
      await ops.context.close();
    }
  });
});
