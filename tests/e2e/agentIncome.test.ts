import { sql } from 'kysely';
import bnAgent from '../../locales/bn/agent.json';
import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent } from './helpers/siteServer';
import { demoPassword } from '../helpers/signIn';

/**
 * My Income (decision 0284) as an agent reads it: two of agent01's contracts were settled for
 * periods of today (rows as the settlement runner writes them; the money is not what is shown
 * here), and the page adds them up, per kind, per day, and lists them, one kind at a time on demand.
 */
describe.skipIf(siteAbsent())('My Income', () => {
  it('shows what agent01’s contracts paid this week, by kind, and the settlements with their figures', async ({ site }) => {
    const db = site.database.db;
    const agent = await db.selectFrom('members').select('id').where('brand_id', '=', 'bd').where('account', '=', 'agent01').executeTakeFirstOrThrow();
    const contracts = new Map((await db.selectFrom('contracts').select(['id', 'kind']).where('downline_id', '=', agent.id).execute()).map((c) => [c.kind, c.id]));
    const { start } = (await sql<{ start: Date }>`select date_trunc('day', now() at time zone 'Asia/Dhaka') at time zone 'Asia/Dhaka' as start`.execute(db)).rows[0]!;
    const dayStart = new Date(start);
    const row = (kind: 'daily' | 'realtime', end: Date, figures: object, gross: number, below: number) => ({
      brand_id: 'bd',
      contract_id: contracts.get(kind)!,
      member_id: agent.id,
      kind,
      period_start: dayStart,
      period_end: end,
      figures: JSON.stringify(figures),
      gross: String(gross),
      downline_gross: String(below),
      amount: String(gross - below),
      ledger_key: null,
    });
    await db
      .insertInto('contract_settlements')
      .values([
        row('daily', new Date(dayStart.getTime() + 86_400_000), { validBet: '60000.00', activeMembers: 3, rate: '0.5' }, 30_000, 6_000),
        row('realtime', new Date(dayStart.getTime() + 300_000), { bets: 4, wonStake: '50.00', lostStake: '320.00' }, 170, 35),
      ])
      .execute();

    const { page, context, consoleErrors } = await openPage(site.siteUrl('/login?portal=agent'));
    try {
      await page.getByLabel(/^ব্যবহারকারীর নাম/).fill('agent01');
      await page.getByLabel(/^পাসওয়ার্ড( \*)?$/).fill(demoPassword);
      await page.keyboard.press('Enter');
      const centre = page.getByRole('dialog', { name: bnAgent.title });
      await centre.waitFor();
      await centre.getByRole('button', { name: bnAgent.agentRevenueReport }).click();
      await centre.getByRole('heading', { level: 2, name: bnAgent.agentRevenueReport }).waitFor();
      const figure = (label: string) => centre.locator('.team-figures__item', { has: page.locator('dt', { hasText: label }) }).locator('dd').first();
      await expect.poll(() => figure(bnAgent.income_total).innerText()).toBe('৳ 241.35');
      expect(await figure(bnAgent.income_kind_daily).innerText()).toBe('৳ 240.00');
      expect(await figure(bnAgent.income_kind_realtime).innerText()).toBe('৳ 1.35');
      expect(await figure(bnAgent.income_kind_dividend).innerText()).toBe('৳ 0.00');
      expect(await centre.getByRole('img', { name: bnAgent.income_chartCaption }).count()).toBe(1);
      const table = centre.getByRole('table', { name: bnAgent.income_table });
      await expect.poll(() => table.getByRole('row').count()).toBe(3);
      const daily = table.getByRole('row').filter({ hasText: bnAgent.income_kind_daily });
      expect(await daily.innerText()).toMatch(/৳ 300\.00\s+৳ 60\.00\s+৳ 240\.00/);
      expect(await daily.innerText()).toContain(bnAgent.income_figureRate.replace('{{value}}', '0.5'));
      await checkAccessibility(page);

      await centre.getByRole('combobox', { name: bnAgent.income_kind }).selectOption('realtime');
      await expect.poll(() => table.getByRole('row').count()).toBe(2);
      expect(await table.getByRole('row').last().innerText()).toMatch(/৳ 1\.70\s+৳ 0\.35\s+৳ 1\.35/);
      // The totals are the period's, whatever the list shows.
      expect(await figure(bnAgent.income_total).innerText()).toBe('৳ 241.35');
      await checkAccessibility(page);
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  }, 180_000);
});
