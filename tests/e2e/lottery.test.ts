import { sql } from 'kysely';
import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent, type SiteServer } from './helpers/siteServer';
import { signIn } from '../helpers/signIn';
import { drawIssue } from '../../server/modules/games/lottery/drawIssue';
import { hashSeed, drawNumbers } from '../../server/games/lottery/draw';
import { betReturn, defaultOdds, takenOdds } from '../../server/games/lottery/betTypes';
import { todayOf, addDays } from '../../src/engine/dayRange';
import { formatMoney } from '../../src/engine/formatAmount';
import bnGames from '../../locales/bn/games.json';

/**
 * The in-house lottery as a player uses it (decision 0313): a fast game of a test-only schedule
 * whose one open issue closes in ten minutes, its seed chosen by the test so the result is known;
 * the player bets lô and xiên 2 on the page, sees the countdown, the draw is run as its job runs
 * it, and the page shows the result and the bets' outcome, the header's balance follows over the
 * live channel, and the bets are lines of the member centre's betting record.
 */

const CODE = 'VN_E2E';
const seed = 'e2e0'.repeat(16);
const zone = 'Asia/Ho_Chi_Minh';

async function testSchedule(site: SiteServer) {
  const db = site.database.db;
  const game = await db.insertInto('lottery_games').values({ brand_id: 'bd', code: CODE, interval_seconds: 60, time_zone: zone, close_seconds: 10 }).returning('id').executeTakeFirstOrThrow();
  await db
    .insertInto('games')
    .values({
      brand_id: 'bd',
      vendor: 'MQ_LOTTO',
      category: 'LOTT',
      code: CODE,
      name: JSON.stringify({ en: 'Fast Test', bn: 'দ্রুত পরীক্ষা' }),
      image: '/seed/games/bd/vn_fast1.svg',
      min_bet: '100',
      engine: 'lottery:vn',
    })
    .execute();
  // Today's and tomorrow's chains are the test's: the schedule's job makes no other issue of the game.
  const today = todayOf(new Date(), zone);
  const [chain] = await Promise.all(
    [today, addDays(today, 1)].map((day) =>
      db
        .insertInto('lottery_chains')
        .values({ game_id: game.id, day, published_hash: hashSeed(seed) })
        .returning('id')
        .executeTakeFirstOrThrow(),
    ),
  );
  const closes = new Date(Date.now() + 600_000);
  const issue = `${today.replaceAll('-', '')}-0001`;
  return db
    .insertInto('lottery_issues')
    .values({ brand_id: 'bd', game_id: game.id, chain_id: chain!.id, position: 0, issue, seed, seed_hash: hashSeed(seed), closes_at: closes, draws_at: new Date(closes.getTime() + 10_000) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const money = (minor: bigint) => formatMoney('৳', (Number(minor) / 100).toFixed(2));

describe.skipIf(siteAbsent())('the in-house lottery', () => {
  for (const [name, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1366, height: 900 }],
  ] as const)
    it(`takes a lô and a xiên 2 bet, counts down, shows the draw and what it paid, and lists the bets in the betting record (${name})`, { timeout: 180_000 }, async ({ site }) => {
      const issue = await testSchedule(site);
      const drawn = drawNumbers(seed, issue.issue);
      const tails = new Set(drawn.map((n) => n.slice(-2)));
      // Lô on the special prize's last two digits wins; xiên 2 with one number that never comes loses.
      const lo = drawn[0]!.slice(-2);
      const absent = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')).find((n) => !tails.has(n))!;
      const xien = [lo, absent].sort();
      const won = betReturn('lo2', [lo], 2700n, takenOdds('lo2', defaultOdds), drawn);
      const { rows } = await sql<{
        balance: string;
      }>`select balance::text from wallets w join members m on m.id = w.member_id where m.account = 'player01' and m.brand_id = 'bd' and w.wallet = 'main'`.execute(site.database.db);
      const start = BigInt(rows[0]!.balance);

      const { page, consoleErrors } = await openPage(site.siteUrl(`/lottery?gameCode=${CODE}&vendor=MQ_LOTTO`), { viewport, sessionStorage: await signIn(site.call, 'player01') });
      await page.getByRole('heading', { level: 1, name: 'দ্রুত পরীক্ষা' }).waitFor();
      await page.getByRole('heading', { name: bnGames.lottoIssue.replace('{{issue}}', issue.issue) }).waitFor();
      expect(await page.locator('.lotto__hash code').first().innerText()).toBe(issue.seed_hash);
      const clock = page.locator('.lotto__clock');
      expect(await clock.innerText()).toMatch(/^(9|10):[0-5][0-9]$/);
      await expect.poll(() => page.getByText(bnGames.lottoNothingDrawn).count()).toBe(1);
      await checkAccessibility(page);

      // Lô 2 số, the first tab: one number from the grid, one point.
      const slip = page.getByRole('region', { name: bnGames.lottoSlip });
      await slip.getByRole('group', { name: 'একটি সংখ্যা বাছুন' }).getByRole('button', { name: lo, exact: true }).click();
      expect(await slip.locator('.lotto__figures').innerText()).toContain('৳ 27.00');
      await slip.getByRole('button', { name: bnGames.lottoPlace }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'ঠিক আছে' }).click();
      await slip.getByText(`ড্র ${issue.issue}-এ বাজি ধরা হয়েছে: ${lo}।`).waitFor();

      // Xiên 2 by the keyboard: the tab by arrows, two numbers, the stake typed.
      await slip.getByRole('tab', { name: 'Lô 2 số' }).focus();
      for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
      expect(await slip.getByRole('tab', { selected: true }).innerText()).toBe('Xiên 2');
      const grid = slip.getByRole('group', { name: '2টি সংখ্যা বাছুন' });
      for (const n of xien) await grid.getByRole('button', { name: n, exact: true }).click();
      await slip.getByLabel(bnGames.lottoStake).fill('10');
      expect(await slip.locator('.lotto__figures').innerText()).toContain('৳ 170.00');
      await slip.getByRole('button', { name: bnGames.lottoPlace }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('dialog').getByRole('button', { name: 'ঠিক আছে' }).click();
      await slip.getByText(`ড্র ${issue.issue}-এ বাজি ধরা হয়েছে: ${xien.join(', ')}।`).waitFor();

      const mine = page.getByRole('region', { name: bnGames.lottoMine }).locator('.lotto__bet');
      await expect.poll(() => mine.count()).toBe(2);
      expect(await mine.allInnerTexts()).toEqual([expect.stringContaining(bnGames.lottoStatus_open), expect.stringContaining(bnGames.lottoStatus_open)]);
      const balance = page.getByTestId('balance');
      await expect.poll(() => balance.innerText()).toBe(money(start - 3700n));
      await checkAccessibility(page);

      // The draw, as its job runs it at its time: the page hears of it and of the payout.
      await site.database.db.transaction().execute((trx) => drawIssue(trx, issue.id, issue.draws_at));
      await page.getByRole('heading', { name: bnGames.lottoLast.replace('{{issue}}', issue.issue) }).waitFor();
      expect(await page.locator('.lotto__draw .draw-result__special td').innerText()).toBe(drawn[0]);
      await expect.poll(() => mine.allInnerTexts()).toEqual([expect.stringContaining(bnGames.lottoStatus_lost), expect.stringContaining(bnGames.lottoStatus_won)]);
      expect(await mine.nth(1).innerText()).toContain(money(won));
      await expect.poll(() => balance.innerText()).toBe(money(start - 3700n + won));
      await checkAccessibility(page);

      // The member centre's betting record lists both, settled, under the game's name.
      await page.goto(site.siteUrl('/'));
      await page.getByRole('button', { name: 'অ্যাকাউন্ট মেনু: player01' }).click();
      await page.getByRole('button', { name: 'সদস্য কেন্দ্র' }).click();
      const centre = page.getByRole('dialog', { name: 'সদস্য কেন্দ্র' });
      await page.getByRole('navigation', { name: 'সদস্য কেন্দ্রের মেনু' }).getByRole('button', { name: 'বাজির রেকর্ড' }).click();
      await centre.getByRole('heading', { level: 2, name: 'বাজির রেকর্ড' }).waitFor();
      const lines = centre.locator('tbody tr', { hasText: 'দ্রুত পরীক্ষা' });
      await expect.poll(() => lines.count()).toBe(2);
      // The cells' texts, spaces dropped: stake, payout, profit.
      const cells = async (row: number) => (await lines.nth(row).innerText()).replace(/\s+/g, '');
      expect(await cells(0)).toContain('৳10.00৳0.00৳-10.00');
      expect(await cells(1)).toContain(`৳27.00${money(won).replace(' ', '')}`);
      expectNoConsoleErrors(consoleErrors);
    });
});
