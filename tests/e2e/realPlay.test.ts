import type { Page } from 'playwright-core';
import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent, type SiteServer } from './helpers/siteServer';
import { signIn } from '../helpers/signIn';
import { checkLedger } from '../../server/modules/wallet/checkLedger';
import { formatAmount } from '../../src/engine/formatAmount';
import { fromMinorUnits, toMinorUnits } from '../../src/engine/money';
import type { GameList, StudioRound } from '../../src/generated/types';
import bnStudio from '../../locales/bn/studio.json';
import bnMember from '../../locales/bn/member.json';

// A member plays a studio slot for real money from the header, as a player would: the drop-down
// opens the vendor's slots, a tile opens the game in its frame, a spin stakes through the
// seamless-wallet API, the header's balance follows, and the round shows in the betting record and
// the account record, with the books sound.

const money = (minor: bigint) => `৳ ${formatAmount(fromMinorUnits(minor))}`;

async function firstSlot(site: SiteServer) {
  const res = await site.call<{ value: GameList }>(`/wps/relay/GCSGAME_gameList?${new URLSearchParams({ gameType: 'RNG', vassalage: 'JILI', gameClassify: 'JP', pageSize: '60' })}`);
  return res.body.value.games.find((g) => g.maintenance === 0)!;
}

async function openCentrePage(page: Page, entry: string) {
  await page.getByRole('button', { name: 'অ্যাকাউন্ট মেনু: player01' }).click();
  await page.getByRole('button', { name: 'সদস্য কেন্দ্র' }).click();
  const centre = page.getByRole('dialog', { name: 'সদস্য কেন্দ্র' });
  await centre.waitFor();
  await page.getByRole('navigation', { name: 'সদস্য কেন্দ্রের মেনু' }).getByRole('button', { name: entry }).click();
  return centre;
}

describe.skipIf(siteAbsent())('a real-money round of a studio game', () => {
  it('stakes and pays through the wallet, moves the header balance, and shows in both records', { timeout: 150_000 }, async ({ site }) => {
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/'), { sessionStorage: await signIn(site.call, 'player01') });
    try {
      page.setDefaultTimeout(15_000);
      await expect.poll(() => page.getByTestId('balance').innerText()).toBe('৳ 1,250.00');
      const slot = await firstSlot(site);

      // The slots' drop-down switches the slot page to the vendor; its first slot opens in the frame.
      await page.locator('.nav-category', { has: page.locator('a[href="/rng"]') }).hover();
      await page.getByTestId('nav-dropdown-RNG').getByRole('button', { name: /JILI/ }).click();
      await page.waitForURL((u) => u.pathname === '/rng' && u.searchParams.get('vendor') === 'JILI');
      await page.locator(`a.game-tile__open[href*="nodeId=${slot.nodeId}"]`).first().click();
      await page.waitForURL((u) => u.pathname === '/game' && u.searchParams.get('nodeId') === String(slot.nodeId));
      const game = page.frameLocator('iframe.game-stage__frame');
      await game.getByTestId('play-balance').waitFor();
      await expect.poll(() => game.getByTestId('play-balance').innerText()).toContain('1,250.00');
      await checkAccessibility(page);

      const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/studio/round');
      await game.getByRole('button', { name: bnStudio.action_slot, exact: true }).click();
      const round = ((await (await answer).json()) as { value: StudioRound }).value;
      const after = 125_000n - toMinorUnits(round.stake)! + toMinorUnits(round.payout)!;
      expect(round.balance).toBe(fromMinorUnits(after));
      // The frame tells the site; the header reads the balance again.
      // The frame says so once the reels have stopped (the brand's shortest round and the reveal), which a loaded machine draws late.
      await expect.poll(() => page.getByTestId('balance').innerText(), { timeout: 40_000 }).toBe(money(after));

      const { id: memberId } = await site.database.db.selectFrom('members').select('id').where('brand_id', '=', 'bd').where('account', '=', 'player01').executeTakeFirstOrThrow();
      const bet = await site.database.db.selectFrom('bets').select(['round_id', 'stake', 'payout', 'status']).where('member_id', '=', memberId).executeTakeFirstOrThrow();
      expect(bet).toEqual({ round_id: round.roundId, stake: String(toMinorUnits(round.stake)), payout: String(toMinorUnits(round.payout)), status: 'settled' });

      // The betting record: the round, its game, stake and payout.
      await page.goto(site.siteUrl('/'));
      const record = await openCentrePage(page, bnMember.personalHistoryCopy);
      const row = record.getByText(slot.gameName).first();
      await row.waitFor();
      const text = (await record.innerText()).replace(/\s+/g, ' ');
      expect(text).toContain(money(toMinorUnits(round.stake)!));
      await checkAccessibility(page);

      // The account record: the stake as a bet from the main wallet, the balance after it.
      await page.getByRole('navigation', { name: 'সদস্য কেন্দ্রের মেনু' }).getByRole('button', { name: bnMember.transactionHistory }).click();
      const rows = record.locator('tbody tr');
      await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(2);
      const lines = (await rows.allInnerTexts()).map((r) => r.replace(/\s+/g, ' ').trim());
      // Each in words, the category played and its vendor, with no code of the books as a reference.
      const of = (kind: string) => lines.find((l) => l.includes(` ${kind} · `));
      expect(of(bnMember.kind_bet)).toContain(`${bnMember.kind_bet} · স্লট · JILI প্রধান ওয়ালেট ${money(-toMinorUnits(round.stake)!)} ${money(125_000n - toMinorUnits(round.stake)!)} —`);
      if (toMinorUnits(round.payout)! > 0n) expect(of(bnMember.kind_win)).toContain(`${bnMember.kind_win} · স্লট · JILI প্রধান ওয়ালেট ৳ +${formatAmount(round.payout)} ${money(after)} —`);
      expect(lines.join(' ')).not.toContain('RNG/JILI');
      expect(await checkLedger(site.database.db)).toEqual([]);
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });
});
