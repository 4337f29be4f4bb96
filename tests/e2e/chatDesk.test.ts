import { randomUUID } from 'node:crypto';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent, type SiteServer } from './helpers/siteServer';
import { shoot } from './helpers/shots';
import { signInToConsole } from './helpers/console';
import { setBrandField } from './helpers/brandDb';
import { signIn } from '../helpers/signIn';
import type { ChatCurrent, ChatMessage, ChatStarted, ChatThread } from '../../src/generated/types';

// Live chat at the support desk (decision 0329): a member writes from the site; the desk's Live chat
// page, already open, shows the chat in its queue by itself; the operator reads who the member is,
// takes the chat, answers by keyboard; the member's next line arrives in the open chat; the chat ends.

const phone = { width: 390, height: 844 };

type Envelope<T> = { success: boolean; value: T };

/** The member's side, through the site's own calls, with the token a sign-in gave. */
function memberChat(site: SiteServer, token: string) {
  const headers = { Authorization: token, Language: 'EN' };
  return {
    start: async (body: string) => {
      const res = await site.call('/wps/chat', { method: 'PUT', body: { body, key: randomUUID() }, headers });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const started = (res.body as Envelope<ChatStarted>).value;
      expect(started.outcome).toBe('chat');
      return started.conversation!.id;
    },
    send: async (conversationId: string, body: string) => {
      const res = await site.call('/wps/chat/send', { method: 'POST', body: { conversationId, body, key: randomUUID() }, headers });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    },
    messages: async (conversationId: string): Promise<ChatMessage[]> => {
      const res = await site.call(`/wps/chat/messages?conversationId=${conversationId}`, { headers });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body as Envelope<ChatThread>).value.messages;
    },
    current: async () => ((await site.call('/wps/chat/current', { headers })).body as Envelope<ChatCurrent>).value.conversation ?? null,
  };
}

/** The console in English, signed in as `username`, on its Live chat page. */
async function openDesk(site: SiteServer, username: string) {
  const ops = await openPage(site.siteUrl('/console'));
  const { page } = ops;
  page.setDefaultTimeout(15_000);
  await page.getByLabel('ভাষা').selectOption('en');
  await signInToConsole(page, username);
  await page.getByRole('link', { name: 'Live chat' }).click();
  await page.getByRole('heading', { level: 1, name: 'Live chat' }).waitFor();
  return ops;
}

/** What a fact of the player's beside the chat says. */
const fact = (thread: Locator, term: string) =>
  thread
    .locator('dl > div')
    .filter({ has: thread.page().locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd')
    .innerText();

describe.skipIf(siteAbsent())('live chat at the support desk', () => {
  it('reaches the open desk by itself, is taken and answered by keyboard, hears the member again and ends', { timeout: 180_000 }, async ({ site }) => {
    const stamp = Date.now() % 100000;
    const first = `My deposit of 500 taka has not arrived, ref ${stamp}.`;
    const second = `I sent it at noon from bKash, ref ${stamp}.`;
    const member = memberChat(site, (await signIn(site.call, 'player01')).token);
    expect(await member.current()).toBeNull();

    const ops = await openDesk(site, 'helpdesk');
    try {
      const { page } = ops;
      await page.getByRole('tab', { name: 'Waiting (0)' }).waitFor();
      await page.getByText('No one is waiting.').waitFor();

      // The member writes while the page is open: the chat comes into the queue by itself.
      const id = await member.start(first);
      const row = page.getByRole('row').filter({ hasText: first });
      await row.getByRole('button', { name: 'player01' }).waitFor();
      await page.getByRole('tab', { name: 'Waiting (1)', selected: true }).waitFor();
      await checkAccessibility(page);
      await shoot(page, 'chat-desk-queue');

      // Opened: who the member is, beside what they wrote.
      await row.getByRole('button', { name: 'player01' }).click();
      const thread = page.getByRole('region', { name: 'Chat with player01' });
      await thread.getByRole('heading', { level: 2, name: 'Chat with player01' }).waitFor();
      expect(await fact(thread, 'Account')).toBe('player01');
      expect(await fact(thread, 'VIP rank')).toMatch(/^\d+$/);
      expect(await fact(thread, 'Balance')).toMatch(/\d/);
      expect(await fact(thread, 'Open feedback')).toBe('0');
      const log = thread.getByRole('log', { name: 'Messages' });
      await log.getByText(first).waitFor();
      await thread.getByText('Waiting', { exact: true }).waitFor();

      // Taken, then answered from the keyboard alone: Shift+Enter a new line, Enter sends.
      await thread.getByRole('button', { name: 'Accept' }).click();
      await log.getByText('helpdesk took the chat').waitFor();
      await thread.getByText('Open — helpdesk').waitFor();
      await page.getByRole('tab', { name: 'Waiting (0)' }).waitFor();
      const box = thread.getByRole('textbox', { name: 'Reply' });
      await box.focus();
      await page.keyboard.type('Hello player01,');
      await page.keyboard.press('Shift+Enter');
      await page.keyboard.type('we are looking at your deposit.');
      await page.keyboard.press('Enter');
      await log.getByText('we are looking at your deposit.').waitFor();
      expect(await box.inputValue()).toBe('');
      const operatorLines = (await member.messages(id)).filter((m) => m.from === 'operator');
      expect(operatorLines.map((m) => [m.body, m.name])).toEqual([['Hello player01,\nwe are looking at your deposit.', 'helpdesk']]);

      // The member's next line reaches the chat open on the desk, without a reload: the desk reads
      // only what came after the last message it holds, and shows every line once.
      const threadReads: string[] = [];
      page.on('request', (r) => {
        if (/\/ops\/chat\?/.test(r.url())) threadReads.push(r.url());
      });
      await member.send(id, second);
      await log.getByText(second).waitFor();
      expect(threadReads.length).toBeGreaterThan(0);
      expect(threadReads.filter((u) => !new URL(u).searchParams.has('after')), 'reads of the whole thread').toEqual([]);
      expect(await log.getByText(first).count()).toBe(1);
      await checkAccessibility(page);
      await shoot(page, 'chat-desk');
      await page.setViewportSize(phone);
      await thread.getByRole('heading', { level: 2, name: 'Chat with player01' }).scrollIntoViewIfNeeded();
      await shoot(page, 'chat-desk-phone');
      await checkAccessibility(page);

      // Closed: the desk says so, the member has no chat open, and it is among the closed ones.
      await thread.getByRole('button', { name: 'Close chat' }).click();
      await log.getByText('helpdesk closed the chat').waitFor();
      await thread.getByText('This chat is closed.').waitFor();
      expect(await thread.getByRole('textbox', { name: 'Reply' }).count()).toBe(0);
      expect(await member.current()).toBeNull();
      await page.getByRole('tab', { name: 'Closed' }).click();
      await page.getByRole('row').filter({ hasText: second }).getByRole('button', { name: 'player01' }).waitFor();
      await page.getByLabel('Language').selectOption('bn');
      await page.getByRole('heading', { level: 1, name: 'লাইভ চ্যাট' }).waitFor();
      await shoot(page, 'chat-desk-phone-bn');
      expectNoConsoleErrors(ops.consoleErrors, 'the console');
    } finally {
      await ops.context.close();
    }
  });

  it('fills the reply box with one of the brand’s canned replies', { timeout: 120_000 }, async ({ site }) => {
    const greeting = 'Thank you for waiting, I am checking now.';
    const canned = [greeting, 'Is there anything else I can help with?'];
    await setBrandField(site, 'bd', 'customerService', { cannedReplies: canned });
    const member = memberChat(site, (await signIn(site.call, 'player01')).token);
    const id = await member.start('Where is my withdrawal?');
    // A VIP member (rank above 4) who writes later waits first, marked in words.
    const { id: vipId } = await site.database.db.selectFrom('members').select('id').where('account', '=', 'player02').executeTakeFirstOrThrow();
    await site.database.db
      .insertInto('vip_progress')
      .values({ member_id: vipId, brand_id: 'bd', rank_level: 5 })
      .onConflict((oc) => oc.columns(['member_id']).doUpdateSet({ rank_level: 5 }))
      .execute();
    await memberChat(site, (await signIn(site.call, 'player02')).token).start('I cannot withdraw my winnings.');

    // The support desk's own operator gets the brand's canned replies with the conversation.
    const ops = await openDesk(site, 'helpdesk');
    try {
      const { page } = ops;
      const rows = page.getByRole('row');
      await page.getByRole('tab', { name: 'Waiting (2)' }).waitFor();
      expect(await rows.nth(1).innerText()).toMatch(/^player02\s+VIP\s/);
      expect(await rows.nth(2).innerText()).toMatch(/^player01\s/);
      expect(await rows.nth(2).getByText('VIP', { exact: true }).count()).toBe(0);
      await shoot(page, 'chat-desk-vip');
      await page.getByRole('row').filter({ hasText: 'Where is my withdrawal?' }).getByRole('button', { name: 'player01' }).click();
      const thread = page.getByRole('region', { name: 'Chat with player01' });
      const replies = thread.getByRole('group', { name: 'Canned replies' });
      await replies.getByRole('button', { name: greeting }).click();
      const box = thread.getByRole('textbox', { name: 'Reply' });
      expect(await box.inputValue()).toBe(greeting);
      // The reply box has the focus: Enter sends it, and a waiting chat is the sender's by it.
      await page.keyboard.press('Enter');
      await thread.getByRole('log', { name: 'Messages' }).getByText(greeting).waitFor();
      await thread.getByText('Open — helpdesk').waitFor();
      expect((await member.messages(id)).map((m) => [m.from, m.body])).toEqual([
        ['player', 'Where is my withdrawal?'],
        ['system', 'chat_sys_accepted'],
        ['operator', greeting],
      ]);
      await checkAccessibility(page);
      expectNoConsoleErrors(ops.consoleErrors, 'the console');
    } finally {
      await ops.context.close();
    }
  });
});
