import bnAgent from '../../locales/bn/agent.json';
import bnMember from '../../locales/bn/member.json';
import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent } from './helpers/siteServer';
import { demoPassword } from '../helpers/signIn';
import { hashPassword } from '../../server/lib/password';

/**
 * Team management (decision 0273), as an agent uses it: agent01 signs in through the agent portal,
 * opens its team, drills from agent02 to player02 and sends player02 money with the payment
 * password; the header's balance follows.
 */
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');

describe.skipIf(siteAbsent())('team management', () => {
  // The first test of a worker also starts the shared site, which a loaded machine takes a while over.
  it('drills from agent02 to player02 and sends player02 money; the header balance drops', { timeout: 120_000 }, async ({ site }) => {
    const db = site.database.db;
    await db
      .updateTable('members')
      .set({ payment_password_hash: await hashPassword('135790') })
      .where('brand_id', '=', 'bd')
      .where('account', '=', 'agent01')
      .execute();
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/login?portal=agent'));
    try {
      page.setDefaultTimeout(10_000);
      await page.getByLabel(/^ব্যবহারকারীর নাম/).fill('agent01');
      await page.getByLabel(/^পাসওয়ার্ড( \*)?$/).fill(demoPassword);
      await page.keyboard.press('Enter');
      const centre = page.getByRole('dialog', { name: bnAgent.title });
      await centre.waitFor();
      await expect.poll(() => page.getByTestId('balance').innerText()).toBe('৳ 50,000.00');

      await centre.getByRole('button', { name: bnAgent.downlineManagmentView }).click();
      await centre.getByRole('heading', { level: 2, name: bnAgent.downlineManagmentView }).waitFor();
      const agent02 = centre.getByRole('listitem').filter({ hasText: 'agent02' });
      await agent02.waitFor();
      expect(await agent02.innerText()).toContain(bnAgent.teamKindAgent);
      // A direct downline's balance shows; the seeded 8,000.00.
      expect(await agent02.innerText()).toContain('৳ 8,000.00');
      await checkAccessibility(page);

      await centre.getByRole('button', { name: fill(bnAgent.teamOpenOf, { account: 'agent02' }) }).click();
      const player02 = centre.getByRole('listitem').filter({ hasText: 'player02' });
      await player02.waitFor();
      // Two levels down: no balance, and the way back up names agent02.
      expect(await player02.innerText()).not.toContain(bnAgent.teamBalance);
      const path = centre.getByRole('navigation', { name: bnAgent.teamPath });
      expect(await path.innerText()).toContain('agent02');

      await centre.getByRole('button', { name: fill(bnAgent.teamTransferTo, { account: 'player02' }) }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: fill(bnAgent.transferTitle, { account: 'player02' }) });
      await dialog.waitFor();
      await dialog.getByLabel(new RegExp(`^${bnMember.amount}`)).fill('100');
      await dialog.getByLabel(new RegExp(`^${bnMember.paymentPassword}`)).fill('135790');
      await checkAccessibility(page);
      await dialog.getByRole('button', { name: bnAgent.transferSubmit }).click();
      await dialog.getByText(fill(bnAgent.transferSent, { amount: '৳ 100.00', account: 'player02' })).waitFor();
      await expect.poll(() => page.getByTestId('balance').innerText()).toBe('৳ 49,900.00');

      // Escape closes the transfer and leaves the team where it was.
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      await path.getByRole('button', { name: bnAgent.teamMine }).click();
      await agent02.waitFor();
      const player = await db.selectFrom('members as m').innerJoin('wallets as w', 'w.member_id', 'm.id').select('w.balance').where('m.account', '=', 'player02').where('w.wallet', '=', 'main').executeTakeFirstOrThrow();
      expect(player.balance).toBe('70000');
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });
});
