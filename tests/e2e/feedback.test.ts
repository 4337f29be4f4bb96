import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent } from './helpers/siteServer';
import { signInToConsole } from './helpers/console';
import { withoutPromotions } from './helpers/brandDb';
import { signIn } from '../helpers/signIn';
import { projectRoot } from '../../server/config';
import bnScreens from '../../locales/bn/screens.json';
import bnCommon from '../../locales/bn/common.json';
import bnInbox from '../../locales/bn/inbox.json';

// Feedback and complaints end to end (decision 0321): a visitor sends one with a picture from the
// help centre; support reads it, picture and contact, in the console's Support page and answers it;
// a member's answered feedback arrives in their open page and in their inbox.

const png = readFileSync(join(projectRoot, 'public', 'brand', 'bd', 'icon-192.png'));

describe.skipIf(siteAbsent())('feedback and complaints', () => {
  it('goes from a visitor and a member to the support desk, and the answer back to the member', { timeout: 180_000 }, async ({ site }) => {
    await withoutPromotions(site, 'bd');
    const stamp = Date.now() % 100000;
    const visitorText = `জমা দিতে অনেক সময় লাগছে, নম্বর ${stamp}।`;
    const memberText = `গেমটি বারবার বন্ধ হয়ে যাচ্ছে, নম্বর ${stamp}।`;
    const answer = `We fixed the game, thank you ${stamp}.`;

    // A visitor, from the help centre.
    const visitor = await openPage(site.siteUrl('/help'));
    try {
      const { page } = visitor;
      page.setDefaultTimeout(15_000);
      await page.getByRole('link', { name: bnScreens.feedbackLink }).click();
      await page.getByRole('heading', { level: 1, name: bnScreens.feedbackTitle }).waitFor();
      const form = page.getByRole('form', { name: bnScreens.feedbackTitle });
      // Sent empty, each field says what it lacks.
      await form.getByRole('button', { name: bnScreens.feedbackSend }).click();
      await form.getByText(bnScreens.feedbackChooseType).waitFor();
      await form.getByText(bnScreens.feedbackLength.replace('{{min}}', '10').replace('{{max}}', '500')).waitFor();
      await checkAccessibility(page);
      await form.getByLabel(bnScreens.feedbackType).selectOption('deposit');
      await form.getByLabel(bnScreens.feedbackContent).fill(visitorText);
      await form.getByLabel(bnScreens.feedbackContact).fill('rahim@example.com');
      await form.locator('input[type=file]').setInputFiles({ name: 'screenshot.png', mimeType: 'image/png', buffer: png });
      await form.getByText('screenshot.png').waitFor();
      await form.getByRole('button', { name: bnScreens.feedbackSend }).click();
      await page.getByRole('heading', { name: bnScreens.feedbackSent }).waitFor();
      await checkAccessibility(page);
      expectNoConsoleErrors(visitor.consoleErrors);
    } finally {
      await visitor.context.close();
    }

    // A member, whose page stays open.
    const member = await openPage(site.siteUrl('/feedback'), { sessionStorage: await signIn(site.call, 'player01') });
    const ops = await openPage(site.siteUrl('/console'));
    try {
      const { page } = member;
      page.setDefaultTimeout(15_000);
      ops.page.setDefaultTimeout(15_000);
      const form = page.getByRole('form', { name: bnScreens.feedbackTitle });
      await form.getByLabel(bnScreens.feedbackType).selectOption('games');
      await form.getByLabel(bnScreens.feedbackContent).fill(memberText);
      expect(await form.getByLabel(bnScreens.feedbackContact).count()).toBe(0);
      await form.getByRole('button', { name: bnScreens.feedbackSend }).click();
      await page.getByRole('heading', { name: bnScreens.feedbackSent }).waitFor();
      const mine = page.getByRole('region', { name: bnScreens.feedbackMine }).getByRole('listitem').filter({ hasText: memberText });
      await mine.getByText(bnScreens.feedbackStatus_open).waitFor();

      // Support reads both in the console.
      await ops.page.getByLabel('ভাষা').selectOption('en');
      await signInToConsole(ops.page, 'helpdesk');
      await ops.page.getByRole('link', { name: 'Support' }).click();
      await ops.page.getByRole('heading', { level: 1, name: 'Support' }).waitFor();
      const visitorCard = ops.page.getByRole('listitem').filter({ hasText: visitorText });
      await visitorCard.getByRole('heading', { level: 2, name: 'Deposits — A visitor' }).waitFor();
      expect(await visitorCard.innerText()).toContain('rahim@example.com');
      await visitorCard.getByRole('button', { name: 'Picture 1' }).click();
      await visitorCard.getByRole('img', { name: 'Picture 1 sent by A visitor' }).waitFor();
      await checkAccessibility(ops.page);
      await visitorCard.getByRole('button', { name: 'Assign to me' }).click();
      await ops.page.getByText(/is yours now\.$/).waitFor();
      await ops.page.getByLabel('Status').selectOption('assigned');
      const taken = ops.page.getByRole('listitem').filter({ hasText: visitorText });
      await taken.getByText('helpdesk').waitFor();
      await taken.getByRole('form', { name: 'Answer the feedback of A visitor' }).getByLabel('Answer').fill('We wrote to you by e-mail.');
      await taken.getByRole('button', { name: 'Send answer' }).click();
      await ops.page.getByText(/was answered\.$/).waitFor();

      await ops.page.getByLabel('Status').selectOption('open');
      const memberCard = ops.page.getByRole('listitem').filter({ hasText: memberText });
      await memberCard.getByRole('heading', { level: 2, name: 'Games — player01' }).waitFor();
      await memberCard.getByRole('textbox', { name: 'Answer' }).fill(answer);
      await memberCard.getByRole('button', { name: 'Send answer' }).click();
      await ops.page.getByText(/was answered\.$/).waitFor();

      // Feedback sent while the desk's queue is open reaches it by itself, over the live channel.
      const laterText = `টাকা তোলা আটকে আছে, নম্বর ${stamp}।`;
      const later = await site.call('/wps/feedback', { method: 'PUT', body: { topic: 'withdrawal', content: laterText, contact: 'karim@example.com' }, headers: { Language: 'EN' } });
      expect(later.status).toBe(200);
      await ops.page.getByRole('listitem').filter({ hasText: laterText }).getByRole('heading', { level: 2, name: 'Withdrawals — A visitor' }).waitFor();
      expectNoConsoleErrors(ops.consoleErrors, 'the console');

      // The member's open page reads the answer when it arrives, without a reload.
      await mine.getByText(answer).waitFor();
      await mine.getByText(bnScreens.feedbackStatus_answered).waitFor();
      // And it is in the inbox.
      await page.getByRole('button', { name: bnCommon.accountMenuCount.replace('{{account}}', 'player01').replace('{{count}}', '1') }).click();
      await page.getByRole('button', { name: bnCommon.platformMessages }).click();
      const centre = page.getByRole('dialog', { name: bnCommon.memberCentre });
      await centre.getByRole('button', { name: new RegExp(bnInbox.feedbackAnswered_title.replace('{{type}}', bnScreens.feedbackType_games)) }).click();
      await centre.getByText(answer, { exact: false }).waitFor();
      await checkAccessibility(page);
      expectNoConsoleErrors(member.consoleErrors);
    } finally {
      await member.context.close();
      await ops.context.close();
    }
  });

  it('searches the help centre in the page’s language, and says when nothing matches', async ({ site }) => {
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/help'));
    try {
      page.setDefaultTimeout(15_000);
      const search = page.getByRole('searchbox', { name: bnScreens.helpSearch });
      await search.fill('zzzz-nothing');
      await page.getByText(bnScreens.helpSearchNone.replace('{{query}}', 'zzzz-nothing')).waitFor();
      expect(await page.locator('.help-article').count()).toBe(0);
      await search.fill('');
      await page.locator('.help-article').first().waitFor();
      await checkAccessibility(page);
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });
});
