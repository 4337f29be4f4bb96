import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent } from './helpers/siteServer';
import { signInToConsole } from './helpers/console';
import { signIn } from '../helpers/signIn';
import { registerAs } from '../helpers/register';
import { qualifyPending } from '../../server/modules/referral/index';
import type { Brand } from '../../server/brands/store';
import bnMember from '../../locales/bn/member.json';

// Referral (decision 0264), end to end: a member opens "Invite friends" and finds their code, link
// and QR code; a friend registers with the link from the member's own address, deposits and plays;
// the scheduled pass holds the pair for review, a cashier pays it in the console, and the member's
// page shows the friend paid and the reward earned.

describe.skipIf(siteAbsent())('referral', () => {
  it('shows a member their code and friends, and pays a held reward from the console', { timeout: 150_000 }, async ({ site }) => {
    const session = await signIn(site.call, 'player01');
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/'), { sessionStorage: session });
    const ops = await openPage(site.siteUrl('/console'));
    try {
      page.setDefaultTimeout(15_000);
      ops.page.setDefaultTimeout(15_000);
      await page.getByRole('button', { name: 'অ্যাকাউন্ট মেনু: player01' }).click();
      await page.getByRole('button', { name: 'সদস্য কেন্দ্র' }).click();
      const centre = page.getByRole('dialog', { name: 'সদস্য কেন্দ্র' });
      await centre.getByRole('navigation', { name: 'সদস্য কেন্দ্রের মেনু' }).getByRole('button', { name: bnMember.referral }).click();
      await centre.getByRole('heading', { level: 2, name: bnMember.referral }).waitFor();
      const code = (await centre.locator('.referral__code').innerText()).trim();
      expect(code).toMatch(/^[A-Z0-9]{8}$/);
      expect(await centre.locator('.referral__link').innerText()).toBe(site.siteUrl(`/register?referralCode=${code}`));
      await centre.getByRole('img', { name: bnMember.referralQr }).waitFor();
      await centre.getByText('আপনার লিংক শেয়ার করুন।', { exact: false }).waitFor();
      expect(await centre.getByText('৳ 200.00', { exact: false }).count()).toBeGreaterThan(0);
      await centre.getByText(bnMember.referralNoInvitees).waitFor();
      await checkAccessibility(page);

      // A friend registers with the link from this machine (the member's address), deposits and plays.
      const made = await registerAs(site, '74', 'bondhu2291', 'Kite-River-2291', 'BN', { referralCode: code });
      expect(made.status).toBe(200);
      const db = site.database.db;
      const friend = await db.selectFrom('members').select('id').where('brand_id', '=', 'bd').where('account', '=', 'bondhu2291').executeTakeFirstOrThrow();
      await db.insertInto('deposits').values({ brand_id: 'bd', member_id: friend.id, channel: 'bkash', channel_name: 'bKash', kind: 'upi', amount: '60000', fee: '0', account_label: 'bKash', account_number: '01700000000', status: 'approved', decided_at: new Date() }).execute();
      await db.insertInto('bets').values({ brand_id: 'bd', member_id: friend.id, vendor: 'JILI', category: 'RNG', round_id: 'e2e-referral', stake: '250000', status: 'settled', settled_at: new Date() }).execute();
      const r = await db.selectFrom('brands').selectAll().where('id', '=', 'bd').executeTakeFirstOrThrow();
      const brand: Brand = { id: r.id, domains: r.domains, config: r.config, settings: r.settings, registerRules: r.register_rules, maintenance: r.maintenance };
      expect(await db.transaction().execute((trx) => qualifyPending(trx, brand))).toEqual({ paid: 0, held: 1 });

      await ops.page.getByLabel('ভাষা').selectOption('en');
      await signInToConsole(ops.page, 'cashier');
      await ops.page.getByRole('link', { name: 'Referral' }).click();
      const row = ops.page.getByRole('row', { name: /bondhu2291\s+player01/ });
      await row.waitFor();
      expect(await row.innerText()).toContain('address');
      await checkAccessibility(ops.page);
      await row.getByRole('button', { name: 'Pay the reward for bondhu2291' }).click();
      await ops.page.getByText('Paid to the referrer.', { exact: true }).waitFor();
      await ops.page.getByText('No invitee here.').waitFor();

      // The reward is a balance change: the open page hears of it and asks again.
      await centre.getByRole('cell', { name: 'bo****1' }).waitFor();
      await centre.getByText(bnMember.referralStatus_paid, { exact: true }).waitFor();
      await centre.getByText('৳ 200.00').last().waitFor();
      expectNoConsoleErrors(consoleErrors);
      expectNoConsoleErrors(ops.consoleErrors);
    } finally {
      await context.close();
      await ops.context.close();
    }
  });
});
