import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent } from './helpers/siteServer';
import { signIn } from '../helpers/signIn';
import { checkLedger } from '../../server/modules/wallet/checkLedger';
import { postChange } from '../../server/modules/wallet/ledger';
import { operatorApi } from '../helpers/operatorApi';
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
      // The promotions, then the seeded red envelopes, the raffle and the missions (decision 0279).
      expect(await page.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual([
        'প্রথম ডিপোজিটে 100% বোনাস',
        'সাপ্তাহিক 10% ক্যাশব্যাক',
        'সাপ্তাহিক 10% রিলোড বোনাস',
        'জালো বোনাস, সর্বোচ্চ ৳131K',
        'সন্ধ্যার লাল খাম',
        'শুক্রবারের বড় লাল খাম',
        'সোনার ডিম ভাঙুন',
        bnScreens.offerMissions_daily,
        bnScreens.offerMissions_weekly,
      ]);
      const envelope = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'সন্ধ্যার লাল খাম' }) });
      await envelope.getByText(bnScreens.offerEnvelopeSummary.replace('{{min}}', '৳ 5.00').replace('{{max}}', '৳ 88.00')).waitFor();
      await envelope.getByRole('link', { name: bnScreens.offerAction_redEnvelope }).waitFor();
      const egg = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'সোনার ডিম ভাঙুন' }) });
      await egg.getByText(bnScreens.offerRaffleSummary_goldenEgg).waitFor();
      await egg.getByRole('link', { name: bnScreens.promoAction_join }).waitFor();
      await checkAccessibility(page);

      await page.evaluate(() => localStorage.setItem('hisLang', 'en'));
      await page.reload();
      await page.getByRole('heading', { level: 1, name: enScreens.promotionsTitle }).waitFor();
      await page.getByRole('heading', { level: 2, name: '100% first deposit bonus' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Evening red envelope' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Crack the golden egg' }).waitFor();
      await page.getByText(enScreens.promoStatus_comingSoon, { exact: true }).waitFor();
      // An envelope's page, for a visitor: its terms, and a sign-in instead of the action.
      await page.getByRole('link', { name: enScreens.offerAction_redEnvelope }).first().click();
      await page.waitForURL((u) => u.pathname === '/promoDetail' && (u.searchParams.get('id') ?? '').startsWith('envelope.'));
      await page.getByRole('heading', { level: 1, name: 'Evening red envelope' }).waitFor();
      await page.getByText(enScreens.offerSignInFirst).waitFor();
      await checkAccessibility(page);
      await page.getByRole('link', { name: enScreens.allPromotions }).click();
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

  it('turns a promotion’s card on an open page by itself at its start and its end, with no reload', { timeout: 120_000 }, async ({ site }) => {
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/promotions'));
    const ops = operatorApi(site);
    const editor = await ops.tokenOf('editor');
    try {
      page.setDefaultTimeout(20_000);
      await page.getByRole('heading', { level: 1, name: bnScreens.promotionsTitle }).waitFor();
      let loads = 0;
      page.on('load', () => loads++);
      const title = { en: 'Starts in a moment', bn: 'এই মুহূর্তে শুরু হবে' };
      const startsAt = new Date(Date.now() + 8_000);
      const endsAt = new Date(startsAt.getTime() + 8_000);
      const saved = await ops.call(editor, '/ops/promotions', 'POST', { brandId: 'bd', id: `e2e-turns-${Date.now().toString(36)}`, kind: 'fixed', amount: '10', title, summary: title, rules: title, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() });
      expect(saved.body).toMatchObject({ success: true });
      // Saved: the card comes, still to start; at its start it opens to a claim, at its end it closes, each told by the live channel.
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title.bn }) });
      await card.getByText(bnScreens.promoStatus_comingSoon, { exact: true }).waitFor();
      await card.getByRole('link', { name: bnScreens.promoAction_claim }).waitFor();
      expect(Date.now()).toBeGreaterThanOrEqual(startsAt.getTime());
      await checkAccessibility(page);
      await card.getByText(bnScreens.promoStatus_close, { exact: true }).waitFor();
      expect(await card.getByRole('link', { name: bnScreens.promoAction_claim }).count()).toBe(0);
      expect(Date.now()).toBeGreaterThanOrEqual(endsAt.getTime());
      expect(loads).toBe(0);
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
  it('lets a member open a red envelope from its card through the reward centre, and the card then says claimed', { timeout: 120_000 }, async ({ site }) => {
    const db = site.database.db;
    const title = { bn: 'পরীক্ষার লাল খাম', en: 'Card red envelope' };
    const { id } = await db
      .insertInto('red_envelopes')
      .values({ brand_id: 'bd', title: JSON.stringify(title), opens_at: new Date(Date.now() - 3_600_000), closes_at: new Date(Date.now() + 3_600_000), pool: '100000', remaining: '100000', min_amount: '700', max_amount: '700', min_deposit_today: '0' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/promotions'), { sessionStorage: await signIn(site.call, 'player01') });
    try {
      page.setDefaultTimeout(15_000);
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title.bn }) });
      await card.getByRole('link', { name: bnScreens.offerAction_redEnvelope }).click();
      await page.waitForURL((u) => u.pathname === '/promoDetail' && u.searchParams.get('id') === `envelope.${id}`);
      await page.getByRole('heading', { level: 1, name: title.bn }).waitFor();
      await checkAccessibility(page);
      // The card's action is the reward centre's own take.
      await page.getByRole('button', { name: bnScreens.offerAction_redEnvelope }).click();
      const centre = page.getByRole('dialog', { name: 'সদস্য কেন্দ্র' });
      await centre.getByRole('heading', { level: 2, name: bnMember.rewardCenter }).waitFor();
      await centre.getByRole('button', { name: bnMember.rewardsOpenOne.replace('{{title}}', title.bn) }).click();
      await centre.getByText('আপনি পেয়েছেন ৳ 7.00').waitFor();
      await page.keyboard.press('Escape');
      await centre.waitFor({ state: 'detached' });
      await page.getByText(bnScreens.offerEnvelopeTaken.replace('{{amount}}', '৳ 7.00'), { exact: false }).waitFor();
      await page.getByRole('region', { name: bnScreens.promoYourStatus }).getByText(bnScreens.promoStatus_claimed, { exact: true }).waitFor();
      await page.getByRole('link', { name: bnScreens.allPromotions }).click();
      await card.getByText(bnScreens.promoStatus_claimed, { exact: true }).waitFor();
      await card.getByRole('link', { name: bnScreens.promoDetails }).waitFor();
      await checkAccessibility(page);
      expect(await checkLedger(db)).toEqual([]);
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });
});
