import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { brandHosts, siteAbsent, type SiteServer } from './helpers/siteServer';
import { setBrandField } from './helpers/brandDb';
import { signIn } from '../helpers/signIn';
import { motifOf, motifSymbols, vendorPalette } from '../../src/engine/slotTheme';

/**
 * Games that look like themselves (decisions 0304 and 0305): each slot's tile and reels are drawn
 * from its own theme (its title's motif in its vendor's palette), and the jackpot is the brand's
 * own pool, in its currency, the same in the lobby and in the game.
 */

type Answer<T> = { success: true; value: T };
type ListedGame = { nodeId: number; gameName: string; vassalage: string; image: string };

/** The slot tiles of one vendor's lobby, all of them: their pictures' addresses, in order. */
async function slotTilePictures(page: Page, site: SiteServer, vendor: string): Promise<string[]> {
  await page.goto(site.siteUrl(`/rng?vendor=${vendor}&games=JP`));
  const tiles = page.locator('.game-tile');
  await tiles.first().waitFor();
  // The list loads its next page as its end comes into view.
  for (let seen = -1; seen !== (await tiles.count());) {
    seen = await tiles.count();
    await page.locator('.game-results__end').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
  }
  return tiles.locator('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
}

/** A demo launch of a game: its page's address. */
async function demoUrl(site: SiteServer, nodeId: number, host: string) {
  const launch = await site.call<Answer<{ gameUrl: string }>>(`/wps/game/launchDemo?nodeId=${nodeId}`, { host });
  return site.siteUrl(launch.body.value.gameUrl, host);
}

/** The brand's slots in English, as the artwork script reads their titles. */
async function slots(site: SiteServer, host: string): Promise<ListedGame[]> {
  const list = await site.call<Answer<{ games: ListedGame[] }>>(`/wps/relay/GCSGAME_gameList?gameType=RNG&gameClassify=JP&pageSize=60&language=en`, { host });
  return list.body.value.games;
}

const digits = (text: string) => text.replace(/[^\d.]/g, '');

describe.skipIf(siteAbsent())('games that look like themselves', () => {
  it("draws no two of the lobby's first 24 slot tiles alike", async ({ site }) => {
    const { page, consoleErrors } = await openPage(site.siteUrl('/rng'));
    const pictures = [...(await slotTilePictures(page, site, 'PP')), ...(await slotTilePictures(page, site, 'JILI'))].slice(0, 24);
    expect(pictures).toHaveLength(24);
    expect(new Set(pictures).size).toBe(24);
    const drawings = await Promise.all(pictures.map(async (src) => (await page.request.get(src)).text()));
    expect(new Set(drawings.map((svg) => createHash('sha256').update(svg).digest('hex'))).size).toBe(24);
    // Not only the names: the reels above the name band differ too.
    expect(new Set(drawings.map((svg) => svg.slice(0, svg.indexOf('<path d="M0 182')))).size).toBe(24);
    await checkAccessibility(page);
    expectNoConsoleErrors(consoleErrors);
  });

  it("spins a slot's reels in its own theme, the one its tile is drawn in", async ({ site }) => {
    const games = await slots(site, brandHosts.bd);
    const dragon = games.find((g) => /Dragon/.test(g.gameName))!;
    const moon = games.find((g) => /Moon/.test(g.gameName))!;
    const symbolsOf = async (game: ListedGame) => {
      const { page, consoleErrors } = await openPage(await demoUrl(site, game.nodeId, brandHosts.bd));
      await page.getByRole('group', { name: 'রিল' }).waitFor();
      const motif = motifOf(game.gameName, '');
      const hrefs = await page.locator('.play-reels use').evaluateAll((uses) => uses.map((u) => u.getAttribute('href')!));
      expect(hrefs.length).toBeGreaterThan(0);
      expect(hrefs.every((h) => h.startsWith(`/seed/themes/${motif}.svg#`))).toBe(true);
      const drawn = new Set(await page.locator('.play-reels [data-symbol]').evaluateAll((els) => els.map((e) => e.getAttribute('data-symbol')!)));
      for (const key of drawn) expect(Object.values(motifSymbols[motif])).toContain(key);
      // The sprite is there to draw from, and the cabinet is the vendor's, as on the tile.
      expect((await page.request.get(site.siteUrl(`/seed/themes/${motif}.svg`))).ok()).toBe(true);
      const frame = await page.locator('.play').evaluate((el) => getComputedStyle(el).getPropertyValue('--sym-frame').trim());
      expect(frame).toBe(vendorPalette(game.vassalage).frame);
      expect(await (await page.request.get(site.siteUrl(game.image))).text()).toContain(frame);
      await checkAccessibility(page);
      expectNoConsoleErrors(consoleErrors);
      return drawn;
    };
    const [a, b] = [await symbolsOf(dragon), await symbolsOf(moon)];
    expect(a.has('dragon') || b.has('moon') || [...a].some((k) => !b.has(k))).toBe(true);
  });

  it("shows each brand's own jackpot in its currency, the same figure in the lobby and in a jackpot game", async ({ site }) => {
    const seen: Record<string, string> = {};
    // Lumen sends a visitor to sign in first; here its lobby is open to visitors, as bd's is.
    await setBrandField(site, 'lumen', 'loginedToHomePage', false);
    for (const [brand, symbol] of [
      ['bd', '৳'],
      ['lumen', '₹'],
    ] as const) {
      const host = brandHosts[brand];
      const { page, consoleErrors } = await openPage(site.siteUrl('/rng', host));
      const lobby = page.getByTestId('jackpot-value');
      await lobby.waitFor();
      const figure = await lobby.innerText();
      expect(figure.startsWith(symbol)).toBe(true);
      const [game] = await slots(site, host);
      await page.goto(await demoUrl(site, game!.nodeId, host));
      const inGame = await page.getByTestId('play-jackpot').innerText();
      expect(inGame.startsWith(symbol)).toBe(true);
      expect(digits(inGame)).toBe(digits(figure));
      seen[brand] = digits(figure);
      expectNoConsoleErrors(consoleErrors);
    }
    expect(seen.bd).not.toBe(seen.lumen);
    // Figures of a brand's own money, not of the clock: below a hundred million.
    for (const f of Object.values(seen)) expect(Number(f)).toBeLessThan(100_000_000);
  });

  it('moves the figure on an open lobby and an open jackpot game when a real stake grows it, over the live channel', async ({ site }) => {
    const lobby = await openPage(site.siteUrl('/rng'));
    const figure = lobby.page.getByTestId('jackpot-value');
    await figure.waitFor();
    const before = digits(await figure.innerText());
    const [game] = await slots(site, brandHosts.bd);
    const watching = await openPage(await demoUrl(site, game!.nodeId, brandHosts.bd));
    await watching.page.getByTestId('play-jackpot').waitFor();
    expect(digits(await watching.page.getByTestId('play-jackpot').innerText())).toBe(before);

    // A member stakes a real round on a jackpot slot, as the game page would.
    const { token } = await signIn(site.call, 'player01');
    const launch = await site.call<Answer<{ gameUrl: string }>>(`/wps/game/launchGame?nodeId=${game!.nodeId}`, { headers: { Authorization: token } });
    const t = new URL(launch.body.value.gameUrl, site.siteUrl()).searchParams.get('t')!;
    const session = await site.call<Answer<{ stakes: string[] }>>(`/studio/session?t=${t}`);
    // The largest stake the member's ৳ 1,250 covers many times over.
    const stake = session.body.value.stakes.filter((s) => Number(s) <= 100).at(-1)!;
    const round = await site.call<Answer<unknown>>('/studio/round', { method: 'POST', body: { t, stake } });
    expect(round.body).toMatchObject({ success: true });
    const share = (await site.database.db.selectFrom('jackpots').select('share_bp').where('brand_id', '=', 'bd').executeTakeFirstOrThrow()).share_bp;
    const after = ((Math.round(Number(before) * 100) + Math.floor((Math.round(Number(stake) * 100) * share) / 10_000)) / 100).toFixed(2);

    // Neither page is reloaded: both hear of it and ask again.
    await expect.poll(async () => digits(await figure.innerText()), { timeout: 15_000 }).toBe(after);
    await expect.poll(async () => digits(await watching.page.getByTestId('play-jackpot').innerText()), { timeout: 15_000 }).toBe(after);
    expectNoConsoleErrors(lobby.consoleErrors);
    expectNoConsoleErrors(watching.consoleErrors);
  });
});
