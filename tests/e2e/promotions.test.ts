import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent } from './helpers/siteServer';
import { signIn } from '../helpers/signIn';
import { checkLedger } from '../../server/modules/wallet/checkLedger';
import { postChange } from '../../server/modules/wallet/ledger';
import bnScreens from '../../locales/bn/screens.json';
import enScreens from '../../locales/en/screens.json';
import bnMember from '../../locales/bn/member.json';
import bnStudio from '../../locales/bn/studio.json';
import type { GameList } from '../../src/generated/types';

// Promotions (decision 0262), as a visitor and a member meet them: the offers read in both
// languages, then a deposit bonus claimed on its page, its turnover shown in bonus details, and a
// studio slot played until the bonus is released to the main wallet.

describe.skipIf(siteAbsent())('promotions', () => {
  it('shows a visitor the offers in Bengali and English, and asks them to sign in on an offer', { timeout: 120_000 }, async ({ site }) => {
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/promotions'));
    try {
      page.setDefaultTimeout(15_000);
      await page.getByRole('heading', { level: 1, name: bnScreens.promotionsTitle }).waitFor();
      const welcome = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'প্রথম ডিপোজিটে 100% বোনাস' }) });
      await welcome.getByRole('link', { name: bnScreens.promoAction_join }).waitFor();
      expect(await page.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(['প্রথম ডিপোজিটে 100% বোনাস', 'সাপ্তাহিক 10% ক্যাশব্যাক', 'সাপ্তাহিক 10% রিলোড বোনাস', 'জালো বোনাস, সর্বোচ্চ ৳131K']);
      await checkAccessibility(page);

      await page.evaluate(() => localStorage.setItem('hisLang', 'en'));
      await page.reload();
      await page.getByRole('heading', { level: 1, name: enScreens.promotionsTitle }).waitFor();
      await page.getByRole('heading', { level: 2, name: '100% first deposit bonus' }).waitFor();
      await page.getByRole('link', { name: enScreens.promoAction_join }).first().click();
      await page.waitForURL((u) => u.pathname === '/promoDetail' && u.searchParams.get('id') === 'bd-welcome');
      await page.getByRole('heading', { level: 2, name: enScreens.promoRules }).waitFor();
      await page.getByText(enScreens.promoSignInFirst).waitFor();
      await checkAccessibility(page);
      await page.getByRole('button', { name: enScreens.promoSignIn, exact: true }).click();
      await page.getByRole('dialog').getByRole('textbox').first().waitFor();
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });

  it('lets a member claim a deposit bonus, follow its turnover in bonus details, and play a slot until it is released', { timeout: 150_000 }, async ({ site }) => {
    const db = site.database.db;
    const { id: memberId } = await db.selectFrom('members').select('id').where('brand_id', '=', 'bd').where('account', '=', 'player01').executeTakeFirstOrThrow();
    // A credited first deposit of ৳300, and a welcome bonus small enough to meet in a few spins: 1% (৳3), turnover × 1.
    const { id: depositId } = await db
      .insertInto('deposits')
      .values({ brand_id: 'bd', member_id: memberId, channel: 'bkash', channel_name: 'bKash', kind: 'sendMoney', amount: '30000', fee: '0', account_label: 'bKash', account_number: '01700000000', status: 'approved', decided_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await postChange(db, { brandId: 'bd', idempotencyKey: `e2e-deposit:${depositId}`, kind: 'deposit', reference: `D${depositId}`, postings: [{ memberId, amount: 30_000n }, { house: 'deposits', amount: -30_000n }] });
    await db.updateTable('promotions').set({ percent: 1, turnover_multiplier: 1, turnover_base: 'bonus', max_stake: null }).where('id', '=', 'bd-welcome').execute();

    const { page, context, consoleErrors } = await openPage(site.siteUrl('/promoDetail?id=bd-welcome'), { sessionStorage: await signIn(site.call, 'player01') });
    try {
      page.setDefaultTimeout(15_000);
      await page.getByRole('button', { name: bnScreens.promoAction_claim }).click();
      await page.getByText(bnScreens.promoClaimed.replace('{{amount}}', '৳ 3.00')).waitFor();
      await checkAccessibility(page);

      await page.getByRole('button', { name: bnScreens.promoSeeBonuses }).click();
      const centre = page.getByRole('dialog', { name: 'সদস্য কেন্দ্র' });
      await centre.getByRole('heading', { level: 2, name: bnMember.bonusDetails }).waitFor();
      const bar = centre.getByRole('progressbar');
      expect(await bar.getAttribute('aria-valuenow')).toBe('0');
      await centre.getByText(bnMember.bonusStatus_active, { exact: true }).waitFor();
      await checkAccessibility(page);

      // The studio's slot, in its frame: spins stake from main first and count in full towards the turnover.
      const list = await site.call<{ value: GameList }>(`/wps/relay/GCSGAME_gameList?${new URLSearchParams({ gameType: 'RNG', vassalage: 'JILI', gameClassify: 'JP', pageSize: '60' })}`);
      const { nodeId } = list.body.value.games.find((g) => g.maintenance === 0)!;
      await page.goto(site.siteUrl(`/game?nodeId=${nodeId}`));
      const game = page.frameLocator('iframe.game-stage__frame');
      await game.getByTestId('play-balance').waitFor();
      const status = () => db.selectFrom('bonus_grants').select('status').where('member_id', '=', memberId).executeTakeFirstOrThrow();
      for (let spin = 0; spin < 6 && (await status()).status === 'active'; spin++) {
        const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/studio/round');
        await game.getByRole('button', { name: bnStudio.action_slot, exact: true }).click();
        await answer;
        await expect.poll(() => game.getByRole('button', { name: bnStudio.action_slot, exact: true }).isEnabled(), { timeout: 40_000 }).toBe(true);
      }
      expect((await status()).status).toBe('released');

      await page.goto(site.siteUrl('/'));
      await page.getByRole('button', { name: 'অ্যাকাউন্ট মেনু: player01' }).click();
      await page.getByRole('button', { name: 'সদস্য কেন্দ্র' }).click();
      await page.getByRole('navigation', { name: 'সদস্য কেন্দ্রের মেনু' }).getByRole('button', { name: bnMember.bonusDetails }).click();
      await centre.getByText(bnMember.bonusStatus_released, { exact: true }).waitFor();
      expect(await centre.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
      expect(await centre.getByTestId('bonus-wallet').innerText()).toBe('৳ 0.00');
      expect(await checkLedger(db)).toEqual([]);
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });
});
