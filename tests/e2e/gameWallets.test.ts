import { randomBytes } from 'node:crypto';
import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { brandHosts, siteAbsent, type SiteServer } from './helpers/siteServer';
import { signInToConsole } from './helpers/console';
import { signIn } from '../helpers/signIn';
import { checkLedger } from '../../server/modules/wallet/checkLedger';
import type { GameList, StudioRound, VendorWallets } from '../../src/generated/types';
import bnStudio from '../../locales/bn/studio.json';

// A vendor that keeps its own wallet, as a player meets it (decision 0255): its game says where the
// stakes come from and offers to move money in, the game page plays from that wallet; a brand that
// transfers automatically moves everything in at launch and back on leaving; and an admin making a
// vendor seamless brings its players' money back to main.

const newKey = () => randomBytes(18).toString('base64url');

async function gameOf(site: SiteServer, vendor: string, gameType: string, host?: string) {
  const res = await site.call<{ value: GameList }>(`/wps/relay/GCSGAME_gameList?${new URLSearchParams({ gameType, vassalage: vendor, pageSize: '60' })}`, host ? { host } : {});
  return res.body.value.games.find((g) => g.maintenance === 0)!;
}

const walletsOf = async (site: SiteServer, token: string, host?: string) =>
  (await site.call<{ value: VendorWallets }>('/wps/relay/GCS_merchantWallet', { headers: { Authorization: token }, ...(host ? { host } : {}) })).body.value;

describe.skipIf(siteAbsent())("a game whose vendor keeps its own wallet", () => {
  it('offers to move money in, and the game then stakes from that wallet', { timeout: 120_000 }, async ({ site }) => {
    const session = await signIn(site.call, 'player01');
    const slot = await gameOf(site, 'PG', 'RNG');
    const { page, context, consoleErrors } = await openPage(site.siteUrl(`/game?nodeId=${slot.nodeId}`), { sessionStorage: session, viewport: { width: 390, height: 844 } });
    try {
      page.setDefaultTimeout(15_000);
      const wallet = page.getByRole('region', { name: 'বাজি যাবে আপনার PG Soft ওয়ালেট থেকে' });
      await wallet.waitFor();
      await expect.poll(() => wallet.getByTestId('game-wallet-balance').innerText()).toBe('৳ 0.00');
      const offer = wallet.getByRole('form', { name: 'আপনার PG Soft ওয়ালেটে টাকা আনুন' });
      // The brand's amount, prefilled.
      expect(await offer.getByRole('textbox').inputValue()).toBe('500.00');
      await checkAccessibility(page);
      const game = page.frameLocator('iframe.game-stage__frame');
      await expect.poll(() => game.getByTestId('play-balance').innerText()).toContain('0.00');
      expect(await game.locator('.play-top__label').innerText()).toBe('PG Soft ওয়ালেট');

      await offer.getByRole('button', { name: 'টাকা আনুন' }).click();
      await wallet.getByRole('status').filter({ hasText: '৳ 500.00 PG Soft-এ সরানো হয়েছে।' }).waitFor();
      // Filled to the brand's amount, the offer closes.
      await offer.waitFor({ state: 'detached' });
      await expect.poll(() => wallet.getByTestId('game-wallet-balance').innerText()).toBe('৳ 500.00');
      // The game page hears of it over the live channel and shows the wallet it stakes from.
      await expect.poll(() => game.getByTestId('play-balance').innerText()).toContain('500.00');

      const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/studio/round');
      await game.getByRole('button', { name: bnStudio.action_slot, exact: true }).click();
      const round = ((await (await answer).json()) as { value: StudioRound }).value;
      const after = await walletsOf(site, session.token);
      expect(after.main).toBe('750.00');
      expect(after.wallets.find((w) => w.vendor === 'PG')!.balance).toBe(round.balance);
      expect(await checkLedger(site.database.db)).toEqual([]);
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });

  it('moves everything in at launch where the brand transfers automatically, and back to main on leaving', { timeout: 120_000 }, async ({ site }) => {
    const host = brandHosts.lumen;
    // The demo brand lumen transfers automatically (config/brands/lumen.json).
    const session = await signIn(site.call, 'player01', host);
    const slot = await gameOf(site, 'PG', 'RNG', host);
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/', host), { sessionStorage: session });
    try {
      page.setDefaultTimeout(15_000);
      await page.goto(site.siteUrl(`/game?nodeId=${slot.nodeId}`, host));
      await page.getByRole('status').filter({ hasText: '₹ 750.00 was moved into your PG Soft wallet for this game.' }).waitFor();
      expect((await walletsOf(site, session.token, host)).main).toBe('0.00');
      await checkAccessibility(page);
      const back = page.waitForResponse((r) => r.url().includes('GCS_walletTransfer'));
      await page.getByRole('button', { name: 'Back' }).click();
      expect((await back).ok()).toBe(true);
      const wallets = await walletsOf(site, session.token, host);
      expect(wallets.main).toBe('750.00');
      expect(wallets.wallets.every((w) => w.balance === '0.00')).toBe(true);
      expect(await checkLedger(site.database.db)).toEqual([]);
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });
});

describe.skipIf(siteAbsent())("a vendor made seamless in the console", () => {
  it("brings every player's money in its wallet back to main, asked once more first", { timeout: 120_000 }, async ({ site }) => {
    const player = await signIn(site.call, 'player01');
    await site.call('/wps/relay/GCS_walletTransfer', { method: 'POST', headers: { Authorization: player.token, 'Idempotency-Key': newKey() }, body: { mode: 'toVendor', vendor: 'EVO', amount: '40' } });
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/console'));
    try {
      await page.getByLabel('ভাষা').selectOption('en');
      await signInToConsole(page, 'admin');
      await page.goto(site.siteUrl('/console/games'));
      const table = page.getByRole('table', { name: "Vendors' wallets" });
      const evo = table.getByRole('row', { name: /Evolution/ });
      await expect.poll(() => evo.innerText()).toContain('৳ 40.00 of 1 player');
      await evo.getByRole('button', { name: 'Make seamless' }).click();
      await evo.getByRole('group', { name: 'Make seamless' }).getByText('৳ 40.00 goes back to the main wallet of 1 player. Go on?').waitFor();
      await checkAccessibility(page);
      await evo.getByRole('group', { name: 'Make seamless' }).getByRole('button', { name: 'Make seamless' }).click();
      await evo.getByRole('status').filter({ hasText: 'Saved: ৳ 40.00 moved back to the main wallet of 1 player.' }).waitFor();
      expect(await evo.innerText()).toContain('Seamless (main wallet)');
      const wallets = await walletsOf(site, player.token);
      expect(wallets.main).toBe('1250.00');
      expect(wallets.wallets.map((w) => w.vendor)).toEqual(['SBO', 'PG']);
      expect(await checkLedger(site.database.db)).toEqual([]);
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });
});
