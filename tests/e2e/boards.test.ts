import type { Page } from 'playwright-core';
import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent, type SiteServer } from './helpers/siteServer';
import { signIn } from '../helpers/signIn';

// The home page's boards (popular games, the jackpot, the winners) and the member's betting
// record, drawn from rounds written straight into `bets`, as the wallet API writes them when a
// vendor reports a bet and its win.

type Round = { vendor: string; game: string; round: string; stake: bigint; payout: bigint; status: 'open' | 'settled' | 'cancelled' };

async function player01(site: SiteServer) {
  return site.database.db.selectFrom('members').select('id').where('brand_id', '=', 'bd').where('account', '=', 'player01').executeTakeFirstOrThrow();
}

/** A bd game of the vendor and category, with its names. */
async function gameOf(site: SiteServer, vendor: string, category: string) {
  return site.database.db
    .selectFrom('games')
    .select(['id', 'name', 'category'])
    .where('brand_id', '=', 'bd')
    .where('vendor', '=', vendor)
    .where('category', '=', category)
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

/** Rounds of player01 on bd, in this order (the record lists the last written first). */
async function playRounds(site: SiteServer, rounds: Round[]) {
  const { id: memberId } = await player01(site);
  for (const r of rounds) {
    const game = await gameOf(site, r.vendor, r.game);
    await site.database.db
      .insertInto('bets')
      .values({
        brand_id: 'bd',
        member_id: memberId,
        vendor: r.vendor,
        game_id: game.id,
        category: game.category,
        round_id: r.round,
        stake: String(r.stake),
        payout: String(r.payout),
        status: r.status,
        settled_at: r.status === 'open' ? null : new Date(),
      })
      .execute();
  }
}

const winners = (page: Page) => page.getByRole('region', { name: 'বিজয়ীরা', exact: true });

describe.skipIf(siteAbsent())('the home boards and the betting record', () => {
  it('shows the 20 popular games and the jackpot, and the winners board empty until a round pays', async ({ site }) => {
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/'));
    try {
      const popular = page.getByRole('region', { name: 'জনপ্রিয় গেম' });
      const tiles = popular.getByRole('listitem').getByRole('link');
      await expect.poll(() => tiles.count()).toBe(20);
      for (const href of await tiles.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) expect(href).toMatch(/^\/game\?nodeId=\d+$/);
      // The jackpot's box is drawn empty until its figure comes.
      await page.getByTestId('jackpot-value').waitFor();
      expect(await page.locator('.jackpot').innerText()).toMatch(/জ্যাকপট\s+৳ [\d,]+\.\d\d/);
      await winners(page).getByText('এই সপ্তাহে এখনো কোনো জয় নেই। পরের বড় জয়টি আপনার হতে পারে।').waitFor();
      // The vendor grids still follow the boards.
      await page.getByRole('heading', { level: 2, name: 'স্লট' }).waitFor();

      await playRounds(site, [{ vendor: 'JILI', game: 'RNG', round: 'E2E-WIN-1', stake: 10000n, payout: 523450n, status: 'settled' }]);
      const { name } = await gameOf(site, 'JILI', 'RNG');
      await page.reload({ waitUntil: 'networkidle' });
      const entry = winners(page).getByRole('listitem');
      await expect.poll(() => entry.count()).toBe(1);
      expect(await entry.innerText()).toContain('pl****1');
      expect(await entry.innerText()).toContain('৳ 5,234.50');
      expect(await entry.innerText()).toContain((name as Record<string, string>).bn);
      await checkAccessibility(page);
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });

  it('moves a long winners board, pauses it on request, and keeps it still for a player who asked for less motion', async ({ site }) => {
    await playRounds(
      site,
      Array.from({ length: 9 }, (_, i) => ({ vendor: 'PG', game: 'RNG', round: `E2E-WIN-${i}`, stake: 1000n, payout: BigInt(100000 + i * 100), status: 'settled' as const })),
    );
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/'), { motion: true });
    try {
      const board = winners(page);
      // One list for screen readers; the copy that follows it round the loop is hidden from them.
      await expect.poll(() => board.getByRole('listitem').count()).toBe(9);
      expect(await board.locator('ol[aria-hidden="true"] li').count()).toBe(9);
      expect(await board.getByRole('listitem').first().innerText()).toContain('৳ 1,008.00');
      await board.getByRole('button', { name: 'থামান' }).click();
      expect(await board.locator('ol[aria-hidden="true"]').count()).toBe(0);
      await board.getByRole('button', { name: 'চালান' }).waitFor();
      await checkAccessibility(page);

      await page.emulateMedia({ reducedMotion: 'reduce' });
      await expect.poll(() => board.getByRole('button').count()).toBe(0);
      expect(await board.locator('ol[aria-hidden="true"]').count()).toBe(0);
      // Still, the list scrolls by hand, from the keyboard too.
      expect(await board.getByRole('region', { name: 'বিজয়ীদের তালিকা' }).getAttribute('tabindex')).toBe('0');
      // The board only: with less motion the footer's vendor slider turns into a scrolling row of its own.
      await checkAccessibility(page, { include: ['.board--winners'] });
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });

  it('lists a signed-in member\'s rounds with stake and payout, by vendor, a page at a time', async ({ site }) => {
    // Eleven lost rounds at PG Soft, then the one that won at JILI: the newest, first in the record.
    await playRounds(site, [
      ...Array.from({ length: 11 }, (_, i) => ({ vendor: 'PG', game: 'RNG', round: `E2E-PG-${i}`, stake: 5000n, payout: 0n, status: 'settled' as const })),
      { vendor: 'JILI', game: 'RNG', round: 'E2E-JILI-1', stake: 12050n, payout: 30000n, status: 'settled' },
    ]);
    const { name } = await gameOf(site, 'JILI', 'RNG');
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/'), { sessionStorage: await signIn(site.call, 'player01') });
    try {
      await page.getByRole('button', { name: 'অ্যাকাউন্ট মেনু: player01' }).click();
      await page.getByRole('button', { name: 'সদস্য কেন্দ্র' }).click();
      const centre = page.getByRole('dialog', { name: 'সদস্য কেন্দ্র' });
      await page.getByRole('navigation', { name: 'সদস্য কেন্দ্রের মেনু' }).getByRole('button', { name: 'বাজির রেকর্ড' }).click();
      await centre.getByRole('heading', { level: 2, name: 'বাজির রেকর্ড' }).waitFor();
      const rows = centre.locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(10);
      const first = (await rows.first().innerText()).replace(/\s+/g, ' ');
      expect(first).toContain(`${(name as Record<string, string>).bn} JILI · রাউন্ড E2E-JILI-1 ৳ 120.50 ৳ 300.00 ৳ +179.50 জয়`);
      expect((await rows.nth(1).innerText()).replace(/\s+/g, ' ')).toMatch(/PG Soft · রাউন্ড E2E-PG-10 ৳ 50\.00 ৳ 0\.00 ৳ -50\.00 হার$/);
      // The page's sums: one win of 179.50 against nine losses of 50.00.
      expect((await centre.locator('.bet-totals').innerText()).replace(/\s+/g, ' ')).toBe('এই পাতার রাউন্ডগুলোর যোগফল বাজির পরিমাণ ৳ 570.50 প্রাপ্তি ৳ 300.00 লাভ বা ক্ষতি ৳ -270.50');
      await checkAccessibility(page);

      const pages = centre.getByRole('navigation', { name: 'বাজির রেকর্ডের পাতা' });
      await pages.getByRole('button', { name: 'পরের পৃষ্ঠা' }).click();
      await expect.poll(() => rows.count()).toBe(2);
      expect(await pages.locator('[aria-current="page"]').innerText()).toBe('2');

      // Another vendor: the win is gone, and the record starts again at its first page.
      await centre.getByLabel('প্রদানকারী').selectOption({ label: 'PG Soft' });
      await expect.poll(() => rows.count()).toBe(10);
      expect(await centre.getByText('E2E-JILI-1').count()).toBe(0);
      expect(await pages.locator('[aria-current="page"]').innerText()).toBe('1');
      await centre.getByLabel('প্রদানকারী').selectOption({ label: 'JILI' });
      await expect.poll(() => rows.count()).toBe(1);
      expect(await pages.count()).toBe(0);
      // A category the vendor has nothing in clears the vendor rather than show an empty record for a hidden reason.
      await centre.getByLabel('গেমের ধরন').selectOption({ label: 'লাইভ ক্যাসিনো' });
      expect(await centre.getByLabel('প্রদানকারী').inputValue()).toBe('');
      await centre.getByText('এই সময়ে কোনো রাউন্ড খেলা হয়নি।').waitFor();
      await checkAccessibility(page);
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });
});
