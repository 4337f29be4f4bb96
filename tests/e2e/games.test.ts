import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent, type SiteServer } from './helpers/siteServer';
import { signIn } from '../helpers/signIn';
import type { Game, GameList, HotGames } from '../../src/generated/types';
import bn from '../../locales/bn/games.json';
import bnForms from '../../locales/bn/forms.json';
import bnCommon from '../../locales/bn/common.json';
import bnStudio from '../../locales/bn/studio.json';

// The game lobby, the game frame and the header's vendor launches, in a real Chromium against the
// real catalogue: what a visitor and a member see, checked against what the API answers.

const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)[^}]*\}\}/g, (_m, k: string) => values[k] ?? '');

async function gameList(site: SiteServer, query: Record<string, string>): Promise<GameList> {
  const res = await site.call<{ value: GameList }>(`/wps/relay/GCSGAME_gameList?${new URLSearchParams({ pageSize: '60', ...query })}`);
  return res.body.value;
}

const tiles = (scope: Page | Locator) => scope.locator('.game-grid:not([aria-hidden]) > li.game-tile');
/** The nodeIds the tiles open (of the page, or of a part of it), in order. */
const tileIds = (scope: Page | Locator) =>
  tiles(scope)
    .locator('a.game-tile__open')
    .evaluateAll((links) => links.map((a) => Number(new URL((a as HTMLAnchorElement).href).searchParams.get('nodeId'))));
const resultCount = (page: Page) => page.locator('.game-results__count').innerText();

describe.skipIf(siteAbsent())('the game lobby', () => {
  // A long walk through the lobby with a demo round at its end: a full run's load takes it past a minute.
  it('lets a visitor browse /rng: vendors, arrows, filters, a search, the next page, and a demo', async ({ site }) => {
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/rng'));
    try {
      page.setDefaultTimeout(10_000);
      const listCalls: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('GCSGAME_gameList')) listCalls.push(r.url());
      });
      // 6 across and 2 down on a desktop: a page of 12.
      await expect.poll(() => tiles(page).count()).toBe(12);
      const columns = await page.locator('.game-grid').evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
      expect(columns).toBe(6);

      // Eight slot vendors: the menu scrolls, by arrows a keyboard reaches too.
      const menu = page.getByRole('tablist', { name: bn.vendors });
      const back = page.getByRole('button', { name: bn.vendorsBack });
      const on = page.getByRole('button', { name: bn.vendorsOn });
      expect(await back.isDisabled()).toBe(true);
      await on.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => menu.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      await expect.poll(() => back.isDisabled()).toBe(false);
      await back.click();
      await expect.poll(() => menu.evaluate((el) => el.scrollLeft)).toBe(0);

      // Another vendor: its games only, the address names it.
      await menu.getByRole('tab', { name: /JILI/ }).click();
      await page.waitForURL((u) => u.searchParams.get('vendor') === 'JILI');
      const jili = await gameList(site, { gameType: 'RNG', vassalage: 'JILI', pageSize: '12' });
      await expect.poll(() => tileIds(page)).toEqual(jili.games.map((g) => g.nodeId));
      expect(await menu.getByRole('tab', { name: /JILI/ }).getAttribute('aria-selected')).toBe('true');
      await checkAccessibility(page);

      // Minimum bet, then the table games tab on top of it.
      await page.getByLabel(bn.minBet).selectOption('0.1');
      const cheap = await gameList(site, { gameType: 'RNG', vassalage: 'JILI', minBet: '0.1' });
      expect(cheap.total).toBeGreaterThan(0);
      await expect.poll(() => resultCount(page)).toBe(fill(bn.count, { n: String(cheap.total) }));
      expect(new Set(await tileIds(page))).toEqual(new Set(cheap.games.map((g) => g.nodeId)));
      await page.getByRole('group', { name: bn.classifies }).getByRole('button', { name: bn.classify_TG }).click();
      await page.waitForURL((u) => u.searchParams.get('games') === 'TG');
      const tables = await gameList(site, { gameType: 'RNG', vassalage: 'JILI', minBet: '0.1', gameClassify: 'TG' });
      await expect.poll(async () => new Set(await tileIds(page))).toEqual(new Set(tables.games.map((g) => g.nodeId)));
      expect(tables.games.every((g) => g.classify === 'TG' && Number(g.minBet) <= 0.1)).toBe(true);

      // Choosing another vendor clears the filters (SPEC §4).
      await menu.getByRole('tab', { name: /PG Soft/ }).click();
      await page.waitForURL((u) => u.searchParams.get('vendor') === 'PG' && !u.searchParams.has('games') && !u.searchParams.has('minBet'));
      await expect.poll(() => page.getByLabel(bn.minBet).inputValue()).toBe('');
      await menu.getByRole('tab', { name: /JILI/ }).click();

      // A name: only the games it matches, in either language; the same name again asks nothing.
      const search = page.getByRole('searchbox', { name: bn.searchLabel });
      await search.fill('Tiger');
      await search.press('Enter');
      const tigers = await gameList(site, { gameType: 'RNG', vassalage: 'JILI', gameName: 'Tiger' });
      expect(tigers.total).toBeGreaterThan(0);
      await expect.poll(async () => new Set(await tileIds(page))).toEqual(new Set(tigers.games.map((g) => g.nodeId)));
      const asked = listCalls.length;
      await page.getByRole('button', { name: bn.search, exact: true }).click();
      await page.waitForTimeout(500);
      expect(listCalls.length).toBe(asked);
      await checkAccessibility(page);

      // Cleared, the list loads its next page as its end comes into view: 18 JILI games in all.
      await page.getByRole('button', { name: bn.clearFilters }).first().click();
      await expect.poll(() => tiles(page).count()).toBe(12);
      await page.locator('.game-results__end').scrollIntoViewIfNeeded();
      await expect.poll(() => tiles(page).count()).toBe(18);

      // A demo: a visitor plays with play money, told so, with the way to real play.
      const demo = jili.games.find((g) => g.demo === 1 && g.maintenance === 0)!;
      await page.locator(`a.game-tile__open[href="/game?nodeId=${demo.nodeId}"]`).click();
      await page.waitForURL((u) => u.pathname === '/game' && u.searchParams.get('nodeId') === String(demo.nodeId));
      const frame = page.locator('iframe.game-stage__frame');
      await frame.waitFor();
      expect(await frame.getAttribute('src')).toMatch(/^\/play\/play\.html\?t=.*demo=1/);
      expect(await frame.getAttribute('allowfullscreen')).not.toBeNull();
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(demo.gameName);
      expect(await page.getByRole('note').innerText()).toContain(bn.playMoney);
      expect(await page.locator('.game-stage__demo').innerText()).toBe(bn.demo);
      // The frame is the game studio's page, checked by its own tests.
      await checkAccessibility(page, { exclude: ['.game-stage__frame'] });
      // One round of play money in the frame: answered by the studio, nothing in the ledger.
      const ledgerBefore = await site.database.db
        .selectFrom('ledger_transactions')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      const game = page.frameLocator('iframe.game-stage__frame');
      const play = game.getByRole('button', { name: new RegExp(`^(${[bnStudio.action_slot, bnStudio.action_baccarat, bnStudio.action_crash, bnStudio.action_pick].join('|')})$`) });
      await play.waitFor();
      const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/studio/round');
      await play.click();
      expect(((await (await answer).json()) as { success: boolean }).success).toBe(true);
      const ledgerAfter = await site.database.db
        .selectFrom('ledger_transactions')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      expect(ledgerAfter.n).toBe(ledgerBefore.n);
      await page.getByRole('button', { name: bn.signInForReal }).click();
      await page.getByRole('dialog', { name: bnForms.loginTitle }).waitFor();
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  }, 150_000);

  it('shows hot games only in the hot view, in one page', async ({ site }) => {
    const { page, context } = await openPage(site.siteUrl('/rng?vendor=JILI&games=tg'));
    try {
      page.setDefaultTimeout(10_000);
      // The games parameter, upper-cased, chose the tab.
      await expect.poll(() => page.getByRole('button', { name: bn.classify_TG }).getAttribute('aria-pressed')).toBe('true');
      await page.getByRole('group', { name: bn.views }).getByRole('button', { name: bn.view_hot, exact: true }).click();
      await page.waitForURL((u) => u.searchParams.get('view') === 'hot' && !u.searchParams.has('games'));
      const hot = (await site.call<{ value: HotGames }>('/wps/relay/GCSGAME_hotGamesV2?vassalage=JILI')).body.value;
      const expected = hot.list.find((g) => g.gameType === 'RNG')!.games;
      expect(expected.length).toBeGreaterThan(0);
      await expect.poll(() => tileIds(page)).toEqual(expected.map((g) => g.nodeId));
      expect(await tiles(page).locator('.game-mark--hot').count()).toBe(expected.length);
      await checkAccessibility(page);
    } finally {
      await context.close();
    }
  });

  it('asks a visitor to log in for favourites, and keeps the list shown', async ({ site }) => {
    const { page, context } = await openPage(site.siteUrl('/rng'));
    try {
      const views = page.getByRole('group', { name: bn.views });
      await views.getByRole('button', { name: bn.view_fav, exact: true }).click();
      await page.getByRole('dialog', { name: bnForms.loginTitle }).waitFor({ timeout: 10_000 });
      expect(await views.getByRole('button', { name: bn.view_all, exact: true }).getAttribute('aria-pressed')).toBe('true');
      expect(new URL(page.url()).searchParams.has('view')).toBe(false);
      // A visitor has no stars to press.
      expect(await page.locator('.game-tile__star').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('warns a trial account that favourites and recent games need a real account', async ({ site }) => {
    const { page, context } = await openPage(site.siteUrl('/rng'), { sessionStorage: await signIn(site.call, 'guest01') });
    try {
      await page.getByRole('group', { name: bn.views }).getByRole('button', { name: bn.view_recent, exact: true }).click();
      const warning = page.getByRole('alertdialog').filter({ hasText: bnCommon.in_need_true_account });
      await warning.waitFor({ timeout: 10_000 });
      await warning.getByRole('button', { name: bnCommon.in_increase_submit }).click();
      expect(new URL(page.url()).searchParams.has('view')).toBe(false);
      // A trial account keeps no favourites: no stars.
      expect(await page.locator('.game-tile__star').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('lets a member star a game and find it among the favourites, then take it out', async ({ site }) => {
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/live?vendor=EVO'), { sessionStorage: await signIn(site.call, 'player01') });
    try {
      page.setDefaultTimeout(10_000);
      await expect.poll(() => tiles(page).count()).toBe(6);
      const first = tiles(page).first();
      const name = await first.locator('.game-tile__name').innerText();
      const star = first.getByRole('button', { name: fill(bn.favourite, { game: name }) });
      expect(await star.getAttribute('aria-pressed')).toBe('false');
      await star.click();
      await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
      const id = (await tileIds(page))[0];

      await page.getByRole('group', { name: bn.views }).getByRole('button', { name: bn.view_fav, exact: true }).click();
      await page.waitForURL((u) => u.searchParams.get('view') === 'fav');
      await expect.poll(() => tileIds(page)).toEqual([id]);
      await checkAccessibility(page);
      await tiles(page).first().locator('.game-tile__star').click();
      await page.getByText(bn.noFavourites).waitFor();
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });

  it('offers other games for a game under maintenance, marked so on its tile', async ({ site }) => {
    const closed = (await gameList(site, { gameType: 'RNG', vassalage: 'JILI' })).games.find((g) => g.maintenance === 1)!;
    expect(closed).toBeDefined();
    const { page, context, consoleErrors } = await openPage(site.siteUrl(`/game?nodeId=${closed.nodeId}`));
    try {
      page.setDefaultTimeout(10_000);
      await page.getByRole('heading', { level: 1, name: fill(bn.maintenanceTitle, { game: closed.gameName }) }).waitFor();
      const alternatives = page.getByRole('list', { name: bn.alternatives });
      const ids = await alternatives.locator('a.game-tile__open').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get('nodeId')));
      expect(ids.length).toBeGreaterThan(0);
      expect(ids).not.toContain(String(closed.nodeId));
      expect(await page.locator('iframe').count()).toBe(0);
      await checkAccessibility(page);
      expectNoConsoleErrors(consoleErrors);

      // In the lobby its tile says so, and still opens the prompt.
      await page.goto(site.siteUrl('/rng?vendor=JILI'), { waitUntil: 'networkidle' });
      await page.locator('.game-results__end').scrollIntoViewIfNeeded();
      const tile = page.locator('li.game-tile', { has: page.locator(`a[href="/game?nodeId=${closed.nodeId}"]`) });
      await tile.waitFor();
      expect(await tile.locator('.game-mark--closed').innerText()).toBe(bn.maintenance);
    } finally {
      await context.close();
    }
  });

  it("lists a live vendor's games in the game popup from the header's drop-down, launches one from it by keyboard, and opens cockfight's first game directly", async ({ site }) => {
    const { page, context } = await openPage(site.siteUrl('/'));
    try {
      page.setDefaultTimeout(10_000);
      const live = page.locator('.nav-category', { has: page.locator('a[href="/live"]') });
      await live.hover();
      await page
        .getByTestId('nav-dropdown-LIVE')
        .getByRole('button', { name: /Evolution/ })
        .click();
      // Over the current page: the address stays.
      const popup = page.getByRole('dialog', { name: 'Evolution গেম' });
      await popup.waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      const evo = await gameList(site, { gameType: 'LIVE', vassalage: 'EVO' });
      await expect.poll(() => tileIds(popup)).toEqual(evo.games.map((g) => g.nodeId));
      await checkAccessibility(page);

      // Focus stays in the popup however far Tab goes; Escape closes it and gives focus back to the category.
      const stops = (await popup.locator('a, button').count()) + 2;
      for (let i = 0; i < stops; i++) {
        await page.keyboard.press('Tab');
        expect(await popup.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await popup.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/live');

      // By keyboard alone: the drop-down, the vendor, a game of the popup.
      await page.keyboard.press('ArrowDown');
      await page
        .getByTestId('nav-dropdown-LIVE')
        .getByRole('button', { name: /Evolution/ })
        .press('Enter');
      await popup.waitFor();
      const game = evo.games.find((g) => g.demo === 1 && g.maintenance === 0)!;
      await popup.locator(`a[href="/game?nodeId=${game.nodeId}"]`).press('Enter');
      await page.waitForURL((u) => u.pathname === '/game' && u.searchParams.get('nodeId') === String(game.nodeId));
      await page.locator('iframe.game-stage__frame').waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(game.gameName);

      // Cockfight's entry leads to its lobby; its drop-down's vendor opens the first game at once.
      const cockfight = page.locator('.nav-category', { has: page.locator('a[href="/cockfight"]') });
      await cockfight.hover();
      await page
        .getByTestId('nav-dropdown-COCKFIGHT')
        .getByRole('button', { name: /DS88 Sabong/ })
        .click();
      const first = (await gameList(site, { gameType: 'COCKFIGHT' })).games[0]!;
      await page.waitForURL((u) => u.pathname === '/game' && u.searchParams.get('nodeId') === String(first.nodeId));
      await page.locator('iframe.game-stage__frame').waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
      // Back returns to the page the popup was over.
      await page.goBack();
      await page.waitForURL((u) => u.pathname === '/game' && u.searchParams.get('nodeId') === String(game.nodeId));
    } finally {
      await context.close();
    }
  });

  it('shows fish games on /fish, FB’s games on /fbsports, and a lottery game on /lottery', async ({ site }) => {
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/fish'));
    try {
      page.setDefaultTimeout(10_000);
      const tab = page.getByRole('tab', { selected: true });
      const vendor = (await tab.innerText()).trim();
      await expect.poll(() => tiles(page).count()).toBeGreaterThan(0);
      const ids = await tileIds(page);
      const fish = await gameList(site, { gameType: 'FISH' });
      const fishIds = new Set(fish.games.map((g: Game) => g.nodeId));
      expect(ids.every((id) => fishIds.has(id))).toBe(true);
      expect(new Set(await tiles(page).locator('.game-tile__vendor').allInnerTexts())).toEqual(new Set([vendor]));
      // Fishing has no game types or lines filter: those are the slot page's.
      expect(await page.getByRole('group', { name: bn.classifies }).count()).toBe(0);

      await page.goto(site.siteUrl('/fbsports'), { waitUntil: 'networkidle' });
      const fb = await gameList(site, { gameType: 'SPORTS', vassalage: 'FB' });
      await expect.poll(() => tileIds(page)).toEqual(fb.games.map((g) => g.nodeId));
      await checkAccessibility(page);

      const lott = (await gameList(site, { gameType: 'LOTT', vassalage: 'TCG_SEA' })).games.find((g) => g.demo === 1)!;
      await page.goto(site.siteUrl(`/lottery?${new URLSearchParams({ gameCode: lott.gameCode, vendor: 'TCG_SEA' })}`), { waitUntil: 'networkidle' });
      await page.locator('iframe.game-stage__frame').waitFor();
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(lott.gameName);
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });

  it('asks a visitor to log in for a game without a demo', async ({ site }) => {
    const noDemo = (await gameList(site, { gameType: 'LIVE' })).games.find((g) => g.demo === 0 && g.maintenance === 0)!;
    // The demo call's refusal is an HTTP error the console reports: expected here, not checked.
    const { page, context } = await openPage(site.siteUrl(`/game?nodeId=${noDemo.nodeId}`));
    try {
      await page.getByRole('dialog', { name: bnForms.loginTitle }).waitFor({ timeout: 10_000 });
      expect(await page.locator('#main').innerText()).toContain(bn.noDemo);
    } finally {
      await context.close();
    }
  });
});
