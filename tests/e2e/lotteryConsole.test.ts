import { randomBytes } from 'node:crypto';
import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent } from './helpers/siteServer';
import { signInToConsole } from './helpers/console';
import { daysAhead, makeDayIssues } from '../../server/modules/games/lottery/issues';
import { placeLotteryBet } from '../../server/modules/games/lottery/placeBet';
import { lotteryWallet } from '../helpers/lotteryWallet';
import { oddsOf } from '../../server/modules/games/index';
import { postChange, walletBalance } from '../../server/modules/wallet/index';

/**
 * The console's Lottery page (decision 0317), end to end: an admin edits the odds and sees each
 * type's return follow the figures, with its warning; sees the liability of a bet a player placed
 * (through the server's own bet function); and cancels the issue with a reason, the player's stake
 * back in their wallet once.
 */
describe.skipIf(siteAbsent())('the lottery console', () => {
  it('edits odds with their return shown, shows a bet’s liability and cancels its issue', { timeout: 300_000 }, async ({ site }) => {
    const db = site.database.db;
    const game = await db
      .insertInto('lottery_games')
      .values({ brand_id: 'bd', code: 'E2E_FAST', interval_seconds: 300, time_zone: 'Asia/Ho_Chi_Minh', close_seconds: 30 })
      .returningAll()
      .executeTakeFirstOrThrow();
    // Its game in the in-house vendor's catalogue, which a stake is taken under (decision 0333).
    await db
      .insertInto('games')
      .values({ brand_id: 'bd', vendor: 'MQ_LOTTO', category: 'LOTT', code: 'E2E_FAST', name: JSON.stringify({ en: 'E2E fast', bn: 'E2E fast' }), image: '', min_bet: '100', engine: 'lottery:vn' })
      .execute();
    // Tomorrow's first issue, open for the whole test.
    const [, tomorrow] = daysAhead(game.time_zone, new Date());
    await makeDayIssues(db, game, tomorrow!);
    const issue = await db.selectFrom('lottery_issues').select(['id', 'issue']).where('game_id', '=', game.id).orderBy('draws_at').executeTakeFirstOrThrow();
    const player = await db.selectFrom('members').select('id').where('brand_id', '=', 'bd').where('account', '=', 'player01').executeTakeFirstOrThrow();
    await postChange(db, {
      brandId: 'bd',
      idempotencyKey: `e2e-lottery:${randomBytes(4).toString('hex')}`,
      kind: 'adjustment',
      postings: [
        { memberId: player.id, amount: 100_000n },
        { house: 'adjustments', amount: -100_000n },
      ],
    });
    const before = await walletBalance(db, player.id);
    const { odds, cap } = await oddsOf(db, 'bd', 'LOTT');
    // Two points of lô 2 số on 45: ৳54 that pays ৳198 each time 45 comes.
    const betOn45 = (idempotencyKey: string) =>
      placeLotteryBet(db, lotteryWallet(db, 'bd'), { brandId: 'bd', memberId: player.id, issueId: issue.id, type: 'lo2', numbers: ['45'], stake: 5_400n, idempotencyKey }, odds, cap);
    await betOn45('e2e-lottery-bet');

    const { page, consoleErrors } = await openPage(site.siteUrl('/console'));
    try {
      page.setDefaultTimeout(20_000);
      await page.getByLabel('ভাষা').selectOption('en');
      await signInToConsole(page, 'admin');
      await page.getByRole('link', { name: 'Lottery' }).click();
      await page.getByRole('heading', { level: 1, name: 'Lottery' }).waitFor();

      // The odds at the defaults: lô 2 số returns 99 %, xiên 2 about 93 %, xiên 4 about 67 %.
      const oddsForm = page.getByRole('form', { name: 'Odds of Lottery (LOTT)' });
      await expect.poll(() => page.getByTestId('rtp-lo2').innerText()).toBe('99.0%');
      expect(await page.getByTestId('rtp-xien2').innerText()).toBe('93.3%');
      expect(await page.getByTestId('rtp-xien4').innerText()).toBe('66.7%');
      await checkAccessibility(page);
      await oddsForm.getByLabel('Lô 2 số: pays').fill('110');
      await expect.poll(() => page.getByTestId('rtp-lo2').innerText()).toContain('110.0%');
      expect(await page.getByTestId('rtp-lo2').innerText()).toContain('Above 100 %');
      await oddsForm.getByLabel('Lô 2 số: pays').fill('98');
      await oddsForm.getByLabel('Xiên 4: pays').fill('200');
      await expect.poll(() => page.getByTestId('rtp-xien4').innerText()).toContain('53.4%');
      expect(await page.getByTestId('rtp-xien4').innerText()).toContain('Below 60 %');
      expect(await page.getByTestId('rtp-lo2').innerText()).toBe('98.0%');
      await oddsForm.getByRole('button', { name: 'Save odds' }).click();
      await oddsForm.getByRole('status').filter({ hasText: 'Odds saved.' }).waitFor();
      const saved = await db.selectFrom('lottery_odds').select('odds').where('brand_id', '=', 'bd').where('prize_mode', '=', 'LOTT').executeTakeFirstOrThrow();
      expect(saved.odds).toMatchObject({ lo2: { cost: 27, pays: 98 }, xien4: { pays: 200 } });

      // The bet's liability, at the odds it was taken at (99, not the 98 saved since).
      const liability = page.getByRole('region', { name: 'Liability' });
      await liability.getByLabel('Game').selectOption({ label: 'E2E_FAST' });
      const issueBox = liability.getByRole('article', { name: `Draw ${issue.issue}` });
      await issueBox.waitFor();
      expect(await issueBox.innerText()).toContain('৳54.00 staked in 1 bet');
      const row = issueBox.getByRole('row').nth(1);
      expect((await row.innerText()).split(/\s+/).join(' ')).toBe('Lô 2 số 45 ৳54.00 ৳198.00');
      await checkAccessibility(page);

      // Another bet reaches the open page by itself, over the live channel: nobody presses refresh.
      await betOn45('e2e-lottery-bet-2');
      await issueBox.getByText('৳108.00 staked in 2 bets').waitFor();
      expect((await row.innerText()).split(/\s+/).join(' ')).toBe('Lô 2 số 45 ৳108.00 ৳396.00');

      // Cancelled with a reason, after a confirmation.
      await issueBox.getByRole('button', { name: `Cancel draw ${issue.issue}` }).click();
      const cancelForm = issueBox.getByRole('form', { name: `Cancel draw ${issue.issue}` });
      await cancelForm.getByLabel(/^Reason/).fill('Studio power cut');
      await cancelForm.getByRole('button', { name: `Cancel draw ${issue.issue}` }).click();
      const confirm = cancelForm.getByRole('group', { name: `Cancel draw ${issue.issue}` });
      expect(await confirm.innerText()).toContain('2 bets of ৳108.00 in all are refunded');
      await checkAccessibility(page);
      await confirm.getByRole('button', { name: `Cancel draw ${issue.issue}` }).click();
      await liability
        .getByRole('status')
        .filter({ hasText: `Draw ${issue.issue} cancelled: 2 bets refunded.` })
        .waitFor();
      await liability.getByText('No open draw of this game holds bets.').waitFor();
      expect(await walletBalance(db, player.id)).toBe(before);
      const audit = await db.selectFrom('audit_log').select(['operator_name', 'detail']).where('action', '=', 'lottery.issue.cancel').where('target', '=', issue.issue).execute();
      expect(audit).toMatchObject([{ operator_name: 'admin', detail: { reason: 'Studio power cut', refunded: 2 } }]);
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await page.context().close();
    }
  });
});
