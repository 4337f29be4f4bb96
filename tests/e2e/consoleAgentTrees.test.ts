import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent } from './helpers/siteServer';
import { signInToConsole } from './helpers/console';

// The agent trees page as an admin uses it: agent01 found with its downlines, walked down to
// agent02 and player02 by keyboard, and player02 moved under agent01, where it is then listed.

describe.skipIf(siteAbsent())('agent trees in the console', () => {
  it('walks a tree down and up and moves a member under another agent', async ({ site }) => {
    const ops = await openPage(site.siteUrl('/console'));
    const { page } = ops;
    try {
      page.setDefaultTimeout(10_000);
      await page.getByLabel('ভাষা').selectOption('en');
      await signInToConsole(page, 'admin');
      await page.getByRole('link', { name: 'Agent trees' }).click();
      await page.getByRole('heading', { level: 1, name: 'Agent trees' }).waitFor();

      await page.getByRole('searchbox', { name: 'Account' }).fill('agent01');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 2, name: 'agent01' }).waitFor();
      const rows = () => page.getByRole('table', { name: 'Direct downlines of agent01' }).getByRole('row');
      await expect.poll(async () => (await rows().allInnerTexts()).slice(1).map((r) => r.replace(/\s+/g, ' ').trim())).toEqual(['agent02 Agent 1 yes', 'player01 Player 0 no']);
      await checkAccessibility(page);

      // Down by keyboard: the focus lands on the member walked to.
      await page.getByRole('button', { name: 'agent02', exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('agent02');
      await page.getByRole('navigation', { name: 'Uplines' }).getByRole('button', { name: 'agent01' }).waitFor();
      await page.getByRole('button', { name: 'player02', exact: true }).click();
      await page.getByRole('heading', { level: 2, name: 'player02' }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Uplines' }).getByRole('listitem').allInnerTexts()).toEqual(['agent01', 'agent02', 'player02']);

      await page.getByLabel("New upline's account").fill('agent01');
      await page.getByLabel('Reason (kept in the audit log)').fill('Asked to join agent01 directly');
      await page.getByRole('button', { name: 'Move', exact: true }).click();
      await page.getByText('player02 is now under agent01; 0 contracts with the old upline ended.').waitFor();
      await expect.poll(() => page.getByRole('navigation', { name: 'Uplines' }).getByRole('listitem').allInnerTexts()).toEqual(['agent01', 'player02']);

      await page.getByRole('button', { name: 'Up to agent01' }).click();
      await page.getByRole('heading', { level: 2, name: 'agent01' }).waitFor();
      await expect.poll(async () => (await rows().allInnerTexts()).slice(1).map((r) => r.split(/\s/)[0])).toEqual(['agent02', 'player01', 'player02']);
      await checkAccessibility(page);
      expectNoConsoleErrors(ops.consoleErrors, 'the console');
    } finally {
      await ops.context.close();
    }
  });
});

describe.skipIf(siteAbsent())("a top agent's contracts with the house in the console", () => {
  it('lists them, offers a new one, and withdraws it before the agent answers', async ({ site }) => {
    const ops = await openPage(site.siteUrl('/console'));
    const { page } = ops;
    try {
      page.setDefaultTimeout(10_000);
      await page.getByLabel('ভাষা').selectOption('en');
      await signInToConsole(page, 'admin');
      await page.getByRole('link', { name: 'Agent trees' }).click();
      await page.getByRole('searchbox', { name: 'Account' }).fill('agent01');
      await page.keyboard.press('Enter');
      const table = page.getByRole('table', { name: "agent01's contracts with the house" });
      const rows = () => table.getByRole('row');
      await expect.poll(() => rows().count()).toBe(5);
      expect((await rows().filter({ hasText: 'Real-time salary' }).innerText()).replace(/\s+/g, ' ')).toContain('Real-time salary 0.2% of a won stake, 0.5% of a lost stake, from a bet of ৳ 10.00 Accepted');
      await checkAccessibility(page);

      const form = page.getByRole('form', { name: 'Offer agent01 a contract' });
      await form.getByLabel('Rate on a won bet (%)').fill('0.3');
      await form.getByLabel('Rate on a lost bet (%)').fill('0.6');
      await form.getByLabel('Smallest bet that counts').fill('20');
      await form.getByRole('button', { name: 'Send the offer' }).click();
      await page.getByText('The offer was sent to agent01. It takes effect once the agent accepts it.').waitFor();
      await expect.poll(() => rows().count()).toBe(6);
      const offered = rows().filter({ hasText: "Offered, awaiting the agent's answer" });
      expect((await offered.innerText()).replace(/\s+/g, ' ')).toContain('0.3% of a won stake, 0.6% of a lost stake, from a bet of ৳ 20.00');
      await offered.getByRole('button', { name: 'Withdraw the offer' }).click();
      await expect.poll(() => rows().filter({ hasText: "Offered, awaiting the agent's answer" }).count()).toBe(0);
      await checkAccessibility(page);
      expectNoConsoleErrors(ops.consoleErrors, 'the console');
    } finally {
      await ops.context.close();
    }
  });
});
