import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { brandHosts, siteAbsent, useSiteServer, type SiteServer } from './helpers/siteServer';
import { setBrandField } from './helpers/brandDb';
import { formatAmount } from '../../src/engine/formatAmount';
import { fromMinorUnits, toMinorUnits } from '../../src/engine/money';
import type { StudioRound } from '../../src/generated/types';

/**
 * The studio's game page (play.html) as a player meets it: opened straight from a demo launch's
 * address, a round played by keyboard, mouse or finger against the real server, the balance moved
 * by exactly the stake and the payout once the result is shown, the result read out, and a past
 * round checked from its revealed seeds.
 */

type Answer<T> = { success: true; value: T };

/** The first game of a list, launched as a demo: its page's address. */
async function demoGame(site: SiteServer, list: string, host: string = brandHosts.bd) {
  const games = await site.call<Answer<{ games: { nodeId: number; gameName: string }[] }>>(`/wps/relay/GCSGAME_gameList?${list}`, { host });
  const game = games.body.value.games[0]!;
  const launch = await site.call<Answer<{ gameUrl: string }>>(`/wps/game/launchDemo?nodeId=${game.nodeId}`, { host });
  return { name: game.gameName, url: site.siteUrl(launch.body.value.gameUrl, host) };
}

/** The balance in the top bar, in minor units. */
const balanceOf = async (page: Page) => toMinorUnits((await page.getByTestId('play-balance').innerText()).replace(/[^\d.-]/g, ''))!;

/** Starts a round with `start` and returns the server's answer to it. */
async function playRound(page: Page, start: () => Promise<void>): Promise<StudioRound> {
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/studio/round');
  await start();
  const body = (await (await answer).json()) as Answer<StudioRound>;
  expect(body.success).toBe(true);
  return body.value;
}

/** What the live region says once the round has been shown. */
const announced = (page: Page) => expect.poll(() => page.getByTestId('play-result').innerText(), { timeout: 20_000 }).not.toBe('');

const money = (symbol: string, minor: bigint) => `${symbol} ${formatAmount(fromMinorUnits(minor))}`;

describe.skipIf(siteAbsent())('the studio\'s game page', () => {
  it('plays a demo slot by keyboard, moves the balance by the stake and the payout, and verifies the round once its seed is revealed', async ({ site }) => {
    const slot = await demoGame(site, 'gameType=RNG&gameClassify=JP');
    const { page, context, consoleErrors } = await openPage(slot.url, { motion: true });
    try {
      await page.getByRole('heading', { level: 1, name: slot.name }).waitFor();
      expect(await page.getByText('খেলার টাকা').isVisible()).toBe(true);
      // No autoplay where the brand does not allow it.
      expect(await page.getByRole('button', { name: 'অটোপ্লে শুরু করুন' }).count()).toBe(0);
      const hashBefore = await page.getByTestId('fair-line-hash').innerText();
      const before = await balanceOf(page);

      const round = await playRound(page, () => page.keyboard.press('Space'));
      expect(round.serverHash.startsWith(hashBefore.replace('…', ''))).toBe(true);
      // The reels are still turning: nothing tells the result before they stop.
      expect(await page.getByRole('button', { name: 'ঘুরছে…' }).isDisabled()).toBe(true);
      expect(await balanceOf(page)).toBe(before);

      await announced(page);
      const stake = toMinorUnits(round.stake)!;
      const payout = toMinorUnits(round.payout)!;
      expect(await balanceOf(page)).toBe(before - stake + payout);
      const said = await page.getByTestId('play-result').innerText();
      expect(said).toContain(payout > 0n ? `আপনি ${money('৳', payout)} জিতেছেন।` : 'এই রাউন্ডে কোনো জয় নেই।');
      await checkAccessibility(page);

      // Fair play: the hash shown before play, the next nonce, the round with its seed still secret.
      await page.getByRole('button', { name: 'ন্যায্য খেলা' }).click();
      const fair = page.getByRole('dialog', { name: 'ন্যায্য খেলা' });
      expect(await fair.getByTestId('fair-hash').innerText()).toBe(round.serverHash);
      expect(await fair.getByTestId('fair-nonce').innerText()).toBe(String(round.nonce + 1));
      const item = fair.getByRole('listitem').filter({ hasText: `রাউন্ড ${round.roundId}` });
      await item.getByText('এর সার্ভার সিড এখনো গোপন: প্রকাশ করতে সিড বদলান।').waitFor();
      await checkAccessibility(page);

      // A new client seed retires the server seed, which the page hashes itself against the hash shown before.
      await fair.getByLabel('আপনার ক্লায়েন্ট সিড').fill('not a seed!');
      await fair.getByRole('button', { name: 'সিড বদলান' }).click();
      await fair.getByText('1 থেকে 64টি অক্ষর, অঙ্ক, - বা _ ব্যবহার করুন।').waitFor();
      await fair.getByLabel('আপনার ক্লায়েন্ট সিড').fill('e2e_seed-1');
      await fair.getByRole('button', { name: 'সিড বদলান' }).click();
      const revealed = await fair.getByTestId('revealed-seed').innerText();
      expect(createHash('sha256').update(revealed).digest('hex')).toBe(round.serverHash);
      await fair.locator('.play-fair__revealed').getByText('খেলার আগে দেখানো হ্যাশের সঙ্গে মিলেছে।').waitFor();
      expect(await fair.getByTestId('fair-hash').innerText()).not.toBe(round.serverHash);
      expect(await fair.getByTestId('fair-nonce').innerText()).toBe('0');

      await item.getByRole('button', { name: `রাউন্ড ${round.roundId} যাচাই করুন` }).click();
      await item.getByText(`আবার হিসাব করা পেআউট: ${money('৳', payout)}।`).waitFor();
      await item.getByText('যা দেওয়া হয়েছিল, তা-ই।').waitFor();
      await item.getByText('খেলার আগে দেখানো হ্যাশের সঙ্গে মিলেছে।').waitFor();
      expect(await item.locator('.play-verdict--bad').count()).toBe(0);
      await checkAccessibility(page);

      await fair.getByRole('button', { name: 'বন্ধ করুন' }).click();
      await fair.waitFor({ state: 'hidden' });
      expect(await page.getByTestId('fair-line-hash').innerText()).not.toBe(hashBefore);
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });

  it('flies a demo crash round to a target of 2 in English, on a brand of its own colours', async ({ site }) => {
    const crash = await demoGame(site, 'gameType=RNG&gameClassify=AC', brandHosts.lumen);
    const { page, context, consoleErrors } = await openPage(crash.url, { colorScheme: 'dark', motion: true });
    try {
      await page.getByRole('heading', { level: 1, name: crash.name }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      const target = page.getByLabel('Cash out at');
      await target.fill('0.5');
      await page.getByText('Enter a multiplier from 1.01× to 1,000.00× with at most two decimals.').waitFor();
      await page.getByRole('button', { name: '2×' }).click();
      expect(await target.inputValue()).toBe('2.00');
      // Sound is off until the player turns it on.
      const sound = page.getByRole('button', { name: 'Sound' });
      expect(await sound.getAttribute('aria-pressed')).toBe('false');
      await sound.click();
      expect(await sound.getAttribute('aria-pressed')).toBe('true');
      const before = await balanceOf(page);

      const round = await playRound(page, () => page.getByRole('button', { name: 'Launch' }).click());
      expect(round.outcome).toMatchObject({ kind: 'crash', target: 2 });
      await announced(page);
      const crashPoint = round.outcome.crashPoint as number;
      const said = await page.getByTestId('play-result').innerText();
      expect(said).toContain(crashPoint >= 2 ? 'Cashed out at 2.00×' : `The flight ended at ${crashPoint.toFixed(2)}×, short of 2.00×.`);
      expect(await balanceOf(page)).toBe(before - toMinorUnits(round.stake)! + toMinorUnits(round.payout)!);
      await checkAccessibility(page);
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });

  it('deals a baccarat hand on a phone in English: a bet on Banker, the cards, the totals and the outcome', async ({ site }) => {
    const table = await demoGame(site, 'gameType=RNG&gameClassify=TG');
    const { page, context, consoleErrors } = await openPage(table.url.replace('lang=bn', 'lang=en'), { viewport: { width: 390, height: 844 }, motion: true });
    try {
      await page.getByRole('group', { name: 'Bet on' }).waitFor();
      await page.getByRole('radio', { name: 'Banker pays 0.95:1' }).check();
      const before = await balanceOf(page);
      const round = await playRound(page, () => page.getByRole('button', { name: 'Deal' }).click());
      expect(round.outcome).toMatchObject({ kind: 'baccarat', choice: 'banker' });
      await announced(page);
      const hand = round.outcome as { playerCards: string[]; bankerCards: string[]; playerTotal: number; bankerTotal: number; outcome: string };
      expect(await page.getByRole('list', { name: 'Player cards' }).getByRole('listitem').count()).toBe(hand.playerCards.length);
      expect(await page.getByRole('list', { name: 'Banker cards' }).getByRole('listitem').count()).toBe(hand.bankerCards.length);
      const said = await page.getByTestId('play-result').innerText();
      expect(said).toContain(
        hand.outcome === 'tie' ? `A tie at ${hand.playerTotal}.` : hand.outcome === 'banker' ? `Banker wins, ${hand.bankerTotal} to ${hand.playerTotal}.` : `Player wins, ${hand.playerTotal} to ${hand.bankerTotal}.`,
      );
      expect(await balanceOf(page)).toBe(before - toMinorUnits(round.stake)! + toMinorUnits(round.payout)!);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await checkAccessibility(page);
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });

  it('plays a sports pick on a phone by touch, revealing the result', async ({ site }) => {
    const match = await demoGame(site, 'gameType=SPORTS');
    const { page, context, consoleErrors } = await openPage(match.url, { viewport: { width: 390, height: 844 }, touch: true, motion: true });
    try {
      await page.getByRole('group', { name: 'ম্যাচে কে জিতবে?' }).waitFor();
      await page.getByRole('radio', { name: /অতিথি/ }).tap();
      expect(await page.getByRole('radio', { name: /অতিথি/ }).isChecked()).toBe(true);
      await page.getByRole('button', { name: 'বাজি বাড়ান' }).tap();
      const stake = await page.getByLabel('বাজি', { exact: true }).inputValue();
      const before = await balanceOf(page);

      const round = await playRound(page, () => page.getByRole('button', { name: 'খেলুন' }).tap());
      expect(round.stake).toBe(stake);
      expect(round.outcome).toMatchObject({ kind: 'pick', choice: 'away' });
      await announced(page);
      const result = { home: 'স্বাগতিক', draw: 'ড্র', away: 'অতিথি' }[round.outcome.result as 'home' | 'draw' | 'away'];
      expect(await page.getByTestId('play-result').innerText()).toContain(`ফলাফল: ${result}।`);
      expect(await page.locator('.play-outcome--result').innerText()).toContain(result);
      expect(await balanceOf(page)).toBe(before - toMinorUnits(round.stake)! + toMinorUnits(round.payout)!);
      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await checkAccessibility(page);
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });

  it('in a 1100 × 650 frame, tells the page around it, on its own origin, that the balance changed', async ({ site }) => {
    const cockfight = await demoGame(site, 'gameType=COCKFIGHT');
    // Any page of the site's origin will do as the page around the game.
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/robots.txt'), { viewport: { width: 1200, height: 800 }, axe: false });
    try {
      await page.evaluate((src) => {
        const heard: unknown[] = [];
        Object.assign(window, { heard });
        addEventListener('message', (e: MessageEvent<unknown>) => heard.push({ data: e.data, origin: e.origin }));
        const frame = Object.assign(document.createElement('iframe'), { src, width: '1100', height: '650', title: 'game' });
        document.body.append(frame);
      }, cockfight.url);
      const game = page.frameLocator('iframe');
      await game.getByRole('radio', { name: /ওয়ালা/ }).check();
      const round = await playRound(page, () => game.getByRole('button', { name: 'খেলুন' }).click());
      expect(round.outcome).toMatchObject({ kind: 'pick', choice: 'wala' });
      await expect.poll(() => game.getByTestId('play-result').innerText(), { timeout: 20_000 }).not.toBe('');
      expect(await page.evaluate(() => (window as unknown as { heard: unknown[] }).heard)).toEqual([{ data: { type: 'marquee:balance' }, origin: new URL(site.siteUrl('/')).origin }]);
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });

  it('tells the player to open the game again when its launch is gone', async ({ site }) => {
    const { page, context, consoleErrors } = await openPage(site.siteUrl(`/play/play.html?t=${'A'.repeat(43)}&lang=bn&demo=1`));
    try {
      await page.getByRole('heading', { name: 'এই গেমটি বন্ধ হয়ে গেছে' }).waitFor();
      await page.getByText('এটি খোলার মেয়াদ শেষ হয়েছে। গেমটি বন্ধ করে সাইট থেকে আবার খুলুন।').waitFor();
      expect(await page.locator('.play-action').count()).toBe(0);
      // The refused launch is the page's answer, not an error of the page's own.
      expectNoConsoleErrors(consoleErrors.filter((e) => !e.includes('401')));
    } finally {
      await context.close();
    }
  });
});

// A server of this file's own: the brand edit that allows autoplay stays away from the shared one.
describe.skipIf(siteAbsent())('the studio\'s game page where the brand allows autoplay', () => {
  const ownSite = useSiteServer();

  it('autoplays only where the brand allows it, and a click stops it', async ({ browser: _browser }) => {
    const site = ownSite();
    await setBrandField(site, 'bd', 'studio', { minSpinMs: 300, autoplay: true });
    const slot = await demoGame(site, 'gameType=RNG&gameClassify=JP');
    const { page, context, consoleErrors } = await openPage(slot.url, { motion: true });
    try {
      let rounds = 0;
      page.on('response', (r) => new URL(r.url()).pathname === '/studio/round' && rounds++);
      // The most rounds there are: a quick machine must not play them all before the click that stops them.
      await page.getByLabel('অটোপ্লে রাউন্ড').selectOption('100');
      await page.getByRole('button', { name: 'অটোপ্লে শুরু করুন' }).click();
      // A second round proves the play goes on by itself; how soon is not the claim. Each round draws its
      // reels in software here, and on a machine busy with other tests two of them have taken over 20 s.
      await expect.poll(() => rounds, { timeout: 40_000 }).toBeGreaterThanOrEqual(2);
      await page.getByRole('heading', { level: 1 }).click();
      await page.getByRole('button', { name: 'অটোপ্লে শুরু করুন' }).waitFor();
      const stoppedAt = rounds;
      await page.waitForTimeout(1500);
      expect(rounds).toBeLessThanOrEqual(stoppedAt + 1);
      expect(rounds).toBeLessThan(100);
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });
});
