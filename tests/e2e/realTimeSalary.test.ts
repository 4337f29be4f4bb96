import { sql } from 'kysely';
import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent, type SiteServer } from './helpers/siteServer';
import { label } from './helpers/registrationForm';
import { openAgentCentre } from './helpers/agentCentre';
import { checkLedger, postChange, settleDue } from '../../server/modules/wallet/index';
import { formatAmount } from '../../src/engine/formatAmount';
import { fromMinorUnits, toMinorUnits } from '../../src/engine/money';
import type { Brand } from '../../server/brands/store';
import type { GameList, StudioRound } from '../../src/generated/types';
import bnAgent from '../../locales/bn/agent.json';
import bnForms from '../../locales/bn/forms.json';
import bnStudio from '../../locales/bn/studio.json';

/**
 * A real-time salary earned on real play, end to end: agent01 opens a downline player in the
 * registration centre; the player changes the one-time password at the first sign-in and spins a
 * slot; the five-minute settlement runs with its clock moved past the slot's end; agent01's
 * header balance moves by itself and My Income lists the pay.
 */

const money = (minor: bigint) => `৳ ${formatAmount(fromMinorUnits(minor))}`;

async function bdBrand(site: SiteServer): Promise<Brand> {
  const r = await site.database.db.selectFrom('brands').select(['id', 'domains', 'config', 'settings', 'register_rules', 'maintenance']).where('id', '=', 'bd').executeTakeFirstOrThrow();
  return { id: r.id, domains: r.domains, config: r.config, settings: r.settings, registerRules: r.register_rules, maintenance: r.maintenance };
}

describe.skipIf(siteAbsent())('a real-time salary on real play', () => {
  it("pays agent01 on its new downline's slot round, in its header balance and in My Income", { timeout: 240_000 }, async ({ site }) => {
    const db = site.database.db;
    const account = `wage${Date.now() % 100000}`;
    // The house's terms for agent01, as an operator would set them for a demo: every stake from
    // ৳ 0.10 counts, so the slot's small stake earns a visible share.
    await db
      .updateTable('contracts')
      .set({ terms: JSON.stringify({ profitRate: '5', lossRate: '10', minBet: '0.10' }) })
      .where('kind', '=', 'realtime')
      .where('upline_id', 'is', null)
      .where('downline_id', '=', db.selectFrom('members').select('id').where('brand_id', '=', 'bd').where('account', '=', 'agent01'))
      .execute();

    // agent01 opens the player; its one-time password is shown once.
    const agent = await openAgentCentre(site, 'agent01', bnAgent.registerCenter);
    agent.page.setDefaultTimeout(15_000);
    await agent.centre.getByLabel(bnAgent.downlineAccount).fill(account);
    await agent.centre.getByRole('button', { name: bnAgent.downlineOpen }).click();
    const made = agent.centre.locator('.register-centre__made');
    await made.waitFor();
    const temporary = await made.locator('.copy-value__text').innerText();
    await expect.poll(() => agent.page.getByTestId('balance').innerText()).toBe('৳ 50,000.00');

    // The player chooses its own password at the first sign-in.
    const player = await openPage(site.siteUrl('/login'));
    try {
      const { page } = player;
      page.setDefaultTimeout(15_000);
      await page.getByLabel(label(bnForms.label_username)).fill(account);
      await page.getByLabel(label(bnForms.label_password)).fill(temporary);
      await page.getByRole('button', { name: bnForms.login, exact: true }).click();
      const forced = page.getByRole('dialog', { name: bnForms.changePasswordTitle });
      await forced.getByLabel(label(bnForms.label_oldPassword)).fill(temporary);
      await forced.getByLabel(label(bnForms.label_newPassword)).fill('Fresh-lemon-77');
      await forced.getByLabel(label(bnForms.label_confirmNewPassword)).fill('Fresh-lemon-77');
      await forced.getByRole('button', { name: bnForms.changePasswordSubmit }).click();
      await forced.waitFor({ state: 'detached' });
      await page.getByTestId('signed-in-bar').waitFor();

      // Money to play with, as a deposit the desk approved would give it.
      const { id: playerId } = await db.selectFrom('members').select('id').where('brand_id', '=', 'bd').where('account', '=', account).executeTakeFirstOrThrow();
      await postChange(db, { brandId: 'bd', idempotencyKey: `wage-credit:${account}`, kind: 'demoCredit', postings: [{ memberId: playerId, amount: 50_000n }, { house: 'demo-credit', amount: -50_000n }] });
      await expect.poll(() => page.getByTestId('balance').innerText()).toBe('৳ 500.00');

      // A spin of the first open JILI slot.
      const list = await site.call<{ value: GameList }>(`/wps/relay/GCSGAME_gameList?${new URLSearchParams({ gameType: 'RNG', vassalage: 'JILI', gameClassify: 'JP', pageSize: '60' })}`);
      const slot = list.body.value.games.find((g) => g.maintenance === 0)!;
      await page.goto(site.siteUrl(`/rng?vendor=JILI`));
      await page.locator(`a.game-tile__open[href*="nodeId=${slot.nodeId}"]`).first().click();
      const game = page.frameLocator('iframe.game-stage__frame');
      await game.getByTestId('play-balance').waitFor();
      const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/studio/round');
      await game.getByRole('button', { name: bnStudio.action_slot, exact: true }).click();
      const round = ((await (await answer).json()) as { value: StudioRound }).value;
      const stake = toMinorUnits(round.stake)!;
      const lost = toMinorUnits(round.payout)! < stake;
      const pay = (stake * (lost ? 1000n : 500n)) / 10_000n;
      expect(pay).toBeGreaterThan(0n);

      // The job clock moves past the end of the five minutes holding the round, and the run settles them.
      const { settled } = (await sql<{ settled: Date }>`select first_settled_at as settled from bets where member_id = ${playerId}`.execute(db)).rows[0]!;
      const slotEnd = Math.floor(new Date(settled).getTime() / 300_000) * 300_000 + 300_000;
      const brand = await bdBrand(site);
      const made = await db.transaction().execute((trx) => settleDue(trx, brand, 'fiveMinutes', new Date(slotEnd + 61_000), 60_000));
      expect(made.map((m) => m.amount)).toContain(pay);

      // agent01's open page hears of it: the header balance, then My Income.
      await expect.poll(() => agent.page.getByTestId('balance').innerText(), { timeout: 20_000 }).toBe(money(5_000_000n + pay));
      await agent.centre.getByRole('button', { name: bnAgent.agentRevenueReport }).click();
      await agent.centre.getByRole('heading', { level: 2, name: bnAgent.agentRevenueReport }).waitFor();
      const figure = (text: string) => agent.centre.locator('.team-figures__item', { has: agent.page.locator('dt', { hasText: text }) }).locator('dd').first();
      await expect.poll(() => figure(bnAgent.income_kind_realtime).innerText()).toBe(money(pay));
      await checkAccessibility(agent.page);
      expect(await checkLedger(db)).toEqual([]);
      expectNoConsoleErrors(player.consoleErrors);
      expectNoConsoleErrors(agent.consoleErrors);
    } finally {
      await player.context.close();
      await agent.context.close();
    }
  });
});
