import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent } from './helpers/siteServer';
import { signIn } from '../helpers/signIn';
import { drawPastIssues, lotteryGame, makeIssuesAhead } from '../helpers/lotteryDraws';
import bn from '../../locales/bn/screens.json';
import seedGames from '../../config/seed/games.json';

/**
 * The Vietnam lottery's pages as a player meets them on Marquee BD (in Bengali, its default): the
 * lobby's games with their countdowns on a phone and a wide screen, a favourite kept across a
 * reload, a game's drawn issue on its results page, and the check of that draw in the browser.
 * Issues are made and drawn by the same functions the jobs run, so no test waits for a draw.
 */

const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 768 };
// Each page is scanned by axe once its games or draw have come, not at its first paint (axe: false on opening).
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');
// The games' names are the catalogue's, as the demo seed gives them (config/seed/games.json).
const seeded = (code: string) => (seedGames.bd as Array<{ vendor: string; code: string; name: { bn: string } }>).find((g) => g.vendor === 'MQ_LOTTO' && g.code === code)!.name.bn;
const names = { VN_NORTH: seeded('VN_NORTH'), VN_FAST1: seeded('VN_FAST1'), VN_FAST5: seeded('VN_FAST5') };

describe.skipIf(siteAbsent())('the Vietnam lottery', () => {
  it.for([
    ['phone', phone],
    ['desktop', desktop],
  ] as const)('lists bd’s games in their groups with the countdown to each next draw, on a %s', { timeout: 120_000 }, async ([, viewport], { site }) => {
    for (const code of Object.keys(names)) await makeIssuesAhead(site.database.db, 'bd', code);
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/vnlottery'), { viewport, axe: false });
    try {
      const daily = page.getByRole('region', { name: bn.lotteryGroup_daily });
      const fast = page.getByRole('region', { name: bn.lotteryGroup_fast });
      await expect.poll(() => daily.getByRole('heading', { level: 3 }).allTextContents()).toEqual([names.VN_NORTH]);
      expect(await fast.getByRole('heading', { level: 3 }).allTextContents()).toEqual([names.VN_FAST1, names.VN_FAST5]);
      expect(await page.getByRole('timer').count()).toBe(3);
      expect(await page.getByRole('timer').first().textContent()).toMatch(/^\d{2}:\d{2}:\d{2}$/);
      // Each game opens with the brand's Vietnam-role vendor.
      expect(await page.getByRole('link', { name: fill(bn.lotteryPlayGame, { name: names.VN_FAST5 }) }).getAttribute('href')).toBe('/lottery?gameCode=VN_FAST5&vendor=MQ_LOTTO');
      await checkAccessibility(page);
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });

  it('keeps a favourite across a reload, per username in LOTTFAV, and lists it under Favourites', async ({ site }) => {
    const session = await signIn(site.call, 'player01');
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/vnlottery'), { viewport: phone, sessionStorage: session, axe: false });
    try {
      const star = page.getByRole('button', { name: fill(bn.lotteryFavourite, { name: names.VN_FAST5 }) });
      await expect.poll(() => star.getAttribute('aria-pressed')).toBe('false');
      await star.click();
      expect(await star.getAttribute('aria-pressed')).toBe('true');
      await page.reload({ waitUntil: 'networkidle' });
      await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('LOTTFAV')))!)).toEqual({ player01: ['VN_FAST5'] });

      await page.getByRole('tab', { name: bn.lotteryTab_fav }).click();
      const panel = page.getByRole('tabpanel');
      await expect.poll(() => panel.getByRole('heading', { level: 3 }).allTextContents()).toEqual([names.VN_FAST5]);
      // A signed-in member has the recent tab too; no bet yet, it says so.
      await page.getByRole('tab', { name: bn.lotteryTab_recent }).click();
      await panel.getByText(bn.lotteryNoRecent).waitFor();
      await checkAccessibility(page);
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });

  it('shows a drawn issue on the game’s results page, and its check says the draw matches', async ({ site }) => {
    const db = site.database.db;
    const [latest] = await drawPastIssues(db, 'bd', 'VN_FAST5', { count: 2 });
    const game = await lotteryGame(db, 'bd', 'VN_FAST5');
    const drawn = await db.selectFrom('lottery_issues').select('numbers').where('game_id', '=', game.id).where('issue', '=', latest!).executeTakeFirstOrThrow();
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/lottery/results?gameCode=VN_FAST5'), { viewport: desktop, axe: false });
    try {
      const issue = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: fill(bn.lotteryIssueOf, { name: names.VN_FAST5, issue: latest! }) }) });
      const prizes = issue.getByRole('table', { name: fill(bn.lotteryResultOf, { issue: latest! }) });
      await prizes.waitFor();
      expect(
        await prizes
          .getByRole('row', { name: new RegExp(`^${bn.lotteryPrize_0}`) })
          .getByRole('listitem')
          .allTextContents(),
      ).toEqual([drawn.numbers![0]]);
      expect(
        await prizes
          .getByRole('row', { name: new RegExp(`^${bn.lotteryPrize_7}`) })
          .getByRole('listitem')
          .allTextContents(),
      ).toEqual(drawn.numbers!.slice(23));
      await checkAccessibility(page);

      await issue.getByRole('link', { name: fill(bn.lotteryVerifyIssue, { issue: latest! }) }).click();
      await expect.poll(() => page.getByRole('status').filter({ hasText: bn.lotteryMatches }).count(), { timeout: 10_000 }).toBe(1);
      expect(new URL(page.url()).searchParams.get('issue')).toBe(latest);
      await checkAccessibility(page);
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });

  it('says a draw does not match when the numbers announced are not the seed’s', async ({ site }) => {
    const db = site.database.db;
    const [latest] = await drawPastIssues(db, 'bd', 'VN_FAST5');
    const game = await lotteryGame(db, 'bd', 'VN_FAST5');
    const { numbers } = await db.selectFrom('lottery_issues').select('numbers').where('game_id', '=', game.id).where('issue', '=', latest!).executeTakeFirstOrThrow();
    const altered = [...numbers!];
    altered[26] = altered[26] === '00' ? '01' : '00';
    await db.updateTable('lottery_issues').set({ numbers: altered }).where('game_id', '=', game.id).where('issue', '=', latest!).execute();
    const { page, context } = await openPage(site.siteUrl(`/lottery/verify?gameCode=VN_FAST5&issue=${latest}`), { viewport: phone, axe: false });
    try {
      await expect.poll(() => page.getByRole('status').filter({ hasText: bn.lotteryMismatch }).count(), { timeout: 10_000 }).toBe(1);
      expect(await page.getByRole('table', { name: bn.lotteryRecomputed }).count()).toBe(1);
      await checkAccessibility(page);
    } finally {
      await context.close();
    }
  });
});
