import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors } from './helpers/browser';
import { siteAbsent } from './helpers/siteServer';
import { openAgentCentre } from './helpers/agentCentre';

/**
 * The agent centre's Team Betting and Transaction Details: agent01 reads the rounds and movements of
 * its downlines with the account named (the balance after a movement for direct downlines only),
 * finds them by a part of the account, and sees nothing for a name not in its team.
 */
describe.skipIf(siteAbsent())('the team records', () => {
  it("shows an agent its downline's rounds with the account, and finds them by account", async ({ site }) => {
    const db = site.database.db;
    const player = await db.selectFrom('members').select('id').where('brand_id', '=', 'bd').where('account', '=', 'player01').executeTakeFirstOrThrow();
    await db
      .insertInto('bets')
      .values({ brand_id: 'bd', member_id: player.id, vendor: 'JILI', category: 'RNG', round_id: 'team-e2e-1', stake: '20000', payout: '50000', status: 'settled', settled_at: new Date(), settlements: 1 })
      .execute();
    const { page, context, consoleErrors, centre } = await openAgentCentre(site, 'agent01', 'Team betting', { lang: 'en' });
    try {
      const table = centre.locator('.bet-table table');
      await table.getByRole('cell', { name: 'player01', exact: true }).waitFor();
      expect(await table.getByRole('row').nth(1).innerText()).toMatch(/player01[\s\S]*৳ 200\.00[\s\S]*৳ 500\.00[\s\S]*৳ \+300\.00[\s\S]*Won/);
      await checkAccessibility(page);

      await centre.getByLabel('Account', { exact: true }).fill('nobody-here');
      await centre.getByRole('button', { name: 'Search' }).click();
      await centre.getByText('No rounds by your team in this period.').waitFor();
      await centre.getByLabel('Account', { exact: true }).fill('PLAYER0');
      await centre.getByLabel('Account', { exact: true }).press('Enter');
      await table.getByRole('cell', { name: 'player01', exact: true }).waitFor();
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });

  it("shows an agent its downline's movements of money with the account and balance", async ({ site }) => {
    const { page, context, consoleErrors, centre } = await openAgentCentre(site, 'agent01', 'Transaction details', { lang: 'en' });
    try {
      await centre.getByLabel('Type', { exact: true }).selectOption({ label: 'Demo credit' });
      const table = centre.locator('.record-table table');
      // player01's seeded balance, credited from the house's demo account.
      await table.getByRole('cell', { name: 'player01', exact: true }).waitFor();
      expect(await table.getByRole('row', { name: /player01/ }).innerText()).toMatch(/player01[\s\S]*Demo credit[\s\S]*৳ \+1,250\.00[\s\S]*৳ 1,250\.00/);
      // player02 is below agent02: its balance is not agent01's to see.
      expect(await table.getByRole('row', { name: /player02/ }).innerText()).toMatch(/player02[\s\S]*৳ \+600\.00[\s\S]*Not shown for members below your direct downlines/);
      await checkAccessibility(page);
      await centre.getByLabel('Account', { exact: true }).fill('agent01');
      await centre.getByLabel('Account', { exact: true }).press('Enter');
      await centre.getByText('No movements of money by your team in this period.').waitFor();
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });

  it("opens a team member's rounds from Team management's Records", async ({ site }) => {
    const db = site.database.db;
    for (const account of ['player01', 'player02']) {
      const member = await db.selectFrom('members').select('id').where('brand_id', '=', 'bd').where('account', '=', account).executeTakeFirstOrThrow();
      await db
        .insertInto('bets')
        .values({ brand_id: 'bd', member_id: member.id, vendor: 'JILI', category: 'RNG', round_id: `records-${account}`, stake: '10000', payout: '0', status: 'settled', settled_at: new Date(), settlements: 1 })
        .execute();
    }
    const { page, context, consoleErrors, centre } = await openAgentCentre(site, 'agent01', 'Team management', { lang: 'en' });
    try {
      await centre.getByRole('button', { name: 'Betting records of player01' }).click();
      await centre.getByRole('heading', { level: 2, name: 'Team betting' }).waitFor();
      expect(await centre.getByLabel('Account', { exact: true }).inputValue()).toBe('player01');
      const table = centre.locator('.bet-table table');
      await table.getByRole('cell', { name: 'player01', exact: true }).waitFor();
      expect(await table.getByRole('cell', { name: 'player02', exact: true }).count()).toBe(0);
      await checkAccessibility(page);
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });
});
