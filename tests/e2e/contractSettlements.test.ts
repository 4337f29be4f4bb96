import { sql } from 'kysely';
import bnAgent from '../../locales/bn/agent.json';
import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent } from './helpers/siteServer';
import { signInToConsole } from './helpers/console';
import { demoPassword } from '../helpers/signIn';

/**
 * A held dividend (decisions 0292-0294), end to end: agent01's dividend for the week that began
 * today was held above the brand's threshold (the row as the settlement runner writes it); agent01's
 * dividend page shows it awaiting approval; a cashier approves it in the console's Contract
 * settlements; the agent's open page hears of it on the live channel and shows it paid.
 */
describe.skipIf(siteAbsent())('contract settlements', () => {
  it('has the console approve a held dividend and the agent see it paid', { timeout: 180_000 }, async ({ site }) => {
    const db = site.database.db;
    const agent = await db.selectFrom('members').select('id').where('brand_id', '=', 'bd').where('account', '=', 'agent01').executeTakeFirstOrThrow();
    const contract = await db.selectFrom('contracts').select('id').where('downline_id', '=', agent.id).where('kind', '=', 'dividend').where('status', '=', 'accepted').executeTakeFirstOrThrow();
    const { start } = (await sql<{ start: Date }>`select date_trunc('day', now() at time zone 'Asia/Dhaka') at time zone 'Asia/Dhaka' as start`.execute(db)).rows[0]!;
    const periodStart = new Date(start);
    await db
      .insertInto('contract_settlements')
      .values({
        brand_id: 'bd',
        contract_id: contract.id,
        member_id: agent.id,
        kind: 'dividend',
        period_start: periodStart,
        period_end: new Date(periodStart.getTime() + 7 * 86_400_000),
        figures: JSON.stringify({ validBet: '120000.00', teamLoss: '10000.00', activeMembers: 6, rate: '20' }),
        gross: '200000',
        downline_gross: '0',
        amount: '200000',
        status: 'held',
        ledger_key: null,
      })
      .execute();

    const agentPage = await openPage(site.siteUrl('/login?portal=agent'));
    const ops = await openPage(site.siteUrl('/console'));
    try {
      const { page } = agentPage;
      page.setDefaultTimeout(20_000);
      ops.page.setDefaultTimeout(20_000);
      await page.getByLabel(/^ব্যবহারকারীর নাম/).fill('agent01');
      await page.getByLabel(/^পাসওয়ার্ড( \*)?$/).fill(demoPassword);
      await page.keyboard.press('Enter');
      const centre = page.getByRole('dialog', { name: bnAgent.title });
      await centre.getByRole('button', { name: bnAgent.agentDividendRecordCopy2 }).click();
      await centre.getByRole('heading', { level: 2, name: bnAgent.agentDividendRecordCopy2 }).waitFor();
      const settlements = centre.getByRole('table', { name: bnAgent.settlementsRecent });
      const row = settlements.getByRole('row').nth(1);
      await expect.poll(() => row.innerText()).toContain(bnAgent.settlementStatus_held);
      expect(await row.innerText()).toContain('৳ 2,000.00');
      await checkAccessibility(page);

      await ops.page.getByLabel('ভাষা').selectOption('en');
      await signInToConsole(ops.page, 'cashier');
      await ops.page.getByRole('link', { name: 'Contract settlements' }).click();
      const held = ops.page.getByRole('row', { name: /agent01/ });
      await held.waitFor();
      expect(await held.innerText()).toContain('Awaiting approval');
      expect(await held.innerText()).toContain('Team loss ৳ 10,000.00');
      await checkAccessibility(ops.page);
      await held.getByRole('button', { name: 'Approve the settlement of agent01' }).click();
      await ops.page.getByText('Approved and paid.', { exact: true }).waitFor();
      await ops.page.getByText('No settlement matches.').waitFor();

      // The approval is told to the agent by a message: its open page asks again, no reload.
      await expect.poll(() => row.innerText()).toContain(bnAgent.settlementStatus_paid);
      const paid = await db.selectFrom('ledger_transactions').select('idempotency_key').where('idempotency_key', '=', `contract:${contract.id}:${periodStart.toISOString()}`).execute();
      expect(paid).toHaveLength(1);
      expectNoConsoleErrors(agentPage.consoleErrors);
      expectNoConsoleErrors(ops.consoleErrors);
    } finally {
      await agentPage.context.close();
      await ops.context.close();
    }
  });
});
