import { sql } from 'kysely';
import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { brandHosts, siteAbsent } from './helpers/siteServer';
import { signIn } from '../helpers/signIn';
import bnGames from '../../locales/bn/games.json';

/**
 * The lottery lobby's game tabs (SPEC §2.8) as a player meets them: only the types the vendor has
 * games of, in SPEC's order, bingo (BG) only on a brand that speaks TY, and a tab showing its games
 * alone with the address naming it. The demo's SEA lottery games carry no type; the test gives
 * three of bd's one each, and the catalogue's notice at commit brings them to the site.
 */

const desktop = { width: 1366, height: 768 };
const tiles = (page: import('playwright-core').Page) => page.locator('.game-grid .game-tile__name').allTextContents();

describe.skipIf(siteAbsent())('the lottery lobby’s game tabs', () => {
  it('shows the vendor’s types that have games, no bingo on a brand without TY, and filters by the one chosen', { timeout: 120_000 }, async ({ site }) => {
    const db = site.database.db;
    await sql`update games set classify = case code when 'TCG_SEA-LOTT-1' then 'SC' when 'TCG_SEA-LOTT-2' then 'VP' when 'TCG_SEA-LOTT-3' then 'BG' end
      where brand_id = 'bd' and vendor = 'TCG_SEA' and code in ('TCG_SEA-LOTT-1', 'TCG_SEA-LOTT-2', 'TCG_SEA-LOTT-3')`.execute(db);
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/lottery?vendor=TCG_SEA'), { viewport: desktop, axe: false });
    try {
      const types = page.getByRole('group', { name: bnGames.classifies });
      await expect.poll(() => types.getByRole('button').allTextContents()).toEqual([bnGames.classify_all, bnGames.classify_SC, bnGames.classify_VP]);
      await expect.poll(async () => (await tiles(page)).length).toBe(4);
      await checkAccessibility(page);

      await types.getByRole('button', { name: bnGames.classify_SC }).click();
      await page.waitForURL((u) => u.searchParams.get('games') === 'SC');
      await expect.poll(() => tiles(page)).toEqual(['লাকি সংখ্যা']);
      expect(await types.getByRole('button', { name: bnGames.classify_SC }).getAttribute('aria-pressed')).toBe('true');

      await types.getByRole('button', { name: bnGames.classify_all }).click();
      await page.waitForURL((u) => !u.searchParams.has('games'));
      await expect.poll(async () => (await tiles(page)).length).toBe(4);
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }

    // Lumen's SEA games have no type: no tabs at all, the games still listed (its lobbies are for players signed in).
    const session = await signIn(site.call, 'player01', brandHosts.lumen);
    const lumen = await openPage(site.siteUrl('/lottery?vendor=TCG_SEA', brandHosts.lumen), { viewport: desktop, axe: false, sessionStorage: session });
    try {
      await expect.poll(async () => (await tiles(lumen.page)).length).toBe(4);
      // The page opened once the network was quiet: the types' answer has come, and drew no tab.
      expect(await lumen.page.getByRole('group', { name: 'Game type' }).count()).toBe(0);
      expect(await lumen.page.getByRole('group', { name: bnGames.classifies }).count()).toBe(0);
      expectNoConsoleErrors(lumen.consoleErrors);
    } finally {
      await lumen.context.close();
    }
  });
});
