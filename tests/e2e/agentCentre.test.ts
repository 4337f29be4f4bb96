import { randomBytes } from 'node:crypto';
import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent, type SiteServer } from './helpers/siteServer';
import { demoPassword } from '../helpers/signIn';
import { settleRound } from '../../server/modules/vendor/rounds';

/**
 * The agent centre's Overview and User P&L (decision 0275) with real figures: a downline's rounds
 * settled through the database's own settlement, then agent01 signs in through the agent portal,
 * which opens the centre on Overview.
 */
async function downlineRound(site: SiteServer, stake: bigint, payout: bigint) {
  const db = site.database.db;
  const { id } = await db.selectFrom('members').select('id').where('brand_id', '=', 'bd').where('account', '=', 'player01').executeTakeFirstOrThrow();
  const round = {
    brandId: 'bd',
    vendor: 'E2EAGT',
    roundId: `r-${randomBytes(6).toString('hex')}`,
    memberId: id,
  };
  await db
    .insertInto('bets')
    .values({
      brand_id: 'bd',
      member_id: id,
      vendor: round.vendor,
      category: 'RNG',
      round_id: round.roundId,
      stake: String(stake),
    })
    .execute();
  await db.transaction().execute((trx) =>
    settleRound(trx, round, payout, {
      wallet: 'main',
      timeZone: 'Asia/Dhaka',
      missions: false,
      vip: false,
    }),
  );
}

describe.skipIf(siteAbsent())('the agent centre’s figures', () => {
  it('signs agent01 in through the agent portal onto Overview with its team’s figures, by preset, chart and table; User P&L lists player01', async ({ site }) => {
    await downlineRound(site, 10_000n, 4_000n);
    await downlineRound(site, 2_550n, 0n);
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/login?portal=agent'));
    try {
      await page.getByLabel(/^ব্যবহারকারীর নাম/).fill('agent01');
      await page.getByLabel(/^পাসওয়ার্ড( \*)?$/).fill(demoPassword);
      await page.keyboard.press('Enter');
      const centre = page.getByRole('dialog', { name: 'এজেন্ট' });
      await centre.waitFor();
      expect(await centre.locator('[aria-current="page"]').innerText()).toBe('সংক্ষিপ্ত বিবরণ');
      const figure = (label: string) =>
        centre
          .locator('.team-figures__item', {
            has: page.locator('dt', { hasText: label }),
          })
          .locator('dd')
          .first();
      await expect.poll(() => figure('বৈধ বাজি').innerText()).toBe('৳ 125.50');
      expect(await figure('দলের লাভ/ক্ষতি').innerText()).toBe('৳ -85.50');
      expect(await figure('সক্রিয় সদস্য').innerText()).toBe('1');
      expect(await centre.getByRole('button', { name: 'আজ' }).getAttribute('aria-pressed')).toBe('true');
      await checkAccessibility(page);

      // Yesterday: nothing yet.
      await centre.getByRole('button', { name: 'গতকাল' }).click();
      await expect.poll(() => figure('বৈধ বাজি').innerText()).toBe('৳ 0.00');
      expect(await centre.getByRole('button', { name: 'গতকাল' }).getAttribute('aria-pressed')).toBe('true');
      // This month: a bar per day, and the same figures as a table on demand.
      await centre.getByRole('button', { name: 'এই মাস' }).click();
      await expect.poll(() => figure('বৈধ বাজি').innerText()).toBe('৳ 125.50');
      expect(await centre.getByRole('img', { name: 'প্রতিদিনের বৈধ বাজি ও দলের লাভ/ক্ষতি' }).count()).toBe(1);
      const toggle = centre.getByRole('button', { name: 'সারণি হিসেবে দেখুন' });
      await toggle.focus();
      await page.keyboard.press('Enter');
      const table = centre.getByRole('table', {
        name: 'প্রতিদিনের বৈধ বাজি ও দলের লাভ/ক্ষতি',
      });
      await table.waitFor();
      expect(await table.getByRole('row').last().innerText()).toMatch(/৳ 125\.50\s+৳ -85\.50/);
      expect(await centre.getByRole('button', { name: 'সারণি লুকান' }).getAttribute('aria-expanded')).toBe('true');
      await checkAccessibility(page);

      await centre.getByRole('button', { name: 'ব্যবহারকারীর লাভ-ক্ষতি' }).click();
      const members = centre.getByRole('table', {
        name: 'এই সময়কালে সদস্যদের হিসাব',
      });
      const row = members.getByRole('row').filter({ hasText: 'player01' });
      await expect.poll(() => row.innerText()).toMatch(/player01\s+1\s+৳ 125\.50\s+৳ 40\.00\s+৳ 0\.00\s+৳ -85\.50/);
      await centre.getByRole('searchbox', { name: 'অ্যাকাউন্ট' }).fill('player01');
      await page.keyboard.press('Enter');
      await expect.poll(() => members.getByRole('row').count()).toBe(2);
      await checkAccessibility(page);
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  }, 180_000);
});
