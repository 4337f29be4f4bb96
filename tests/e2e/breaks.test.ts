import { randomBytes } from 'node:crypto';
import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent, type SiteServer } from './helpers/siteServer';
import { demoPassword, signIn } from '../helpers/signIn';
import { newKey } from '../helpers/memberApi';
import bnMember from '../../locales/bn/member.json';
import bnUi from '../../locales/bn/ui.json';

// Responsible play (RG3, decisions 0323 and 0324): the reality check shows over any page at the
// member's interval, with the server's figures of the session, and signs out on request; a member
// takes a time-out from the Take a break page and is signed out with the page saying until when.

describe.skipIf(siteAbsent())('taking a break', () => {
  /** A member of bd with the demo password, signed in: what the page keeps in session storage. */
  async function member(site: SiteServer) {
    const db = site.database.db;
    const account = `tb${randomBytes(4).toString('hex')}`;
    const { id } = await db
      .insertInto('members')
      .values((eb) => ({ brand_id: 'bd', account, password_hash: eb.selectFrom('members').select('password_hash').where('brand_id', '=', 'bd').where('account', '=', 'player01') }))
      .returning('id')
      .executeTakeFirstOrThrow();
    const signedIn = await signIn(site.call, account);
    return { id, account, signedIn };
  }

  it('shows the reality check at the chosen interval with the session’s figures, and signs out on request', { timeout: 120_000 }, async ({ site }) => {
    const m = await member(site);
    // Every 15 minutes, chosen as the Take a break page saves it; one bet of ৳100 that won ৳40 this session.
    const saved = await site.call('/wps/relay/RG_savePlaySettings', { method: 'POST', headers: { Authorization: m.signedIn.token, 'Idempotency-Key': newKey() }, body: { sessionMinutes: null, realityMinutes: 15 } });
    expect(saved.status).toBe(200);
    await site.database.db
      .insertInto('bets')
      .values({ brand_id: 'bd', member_id: m.id, vendor: 'MQTEST', category: 'RNG', round_id: `tb-${m.account}`, stake: '10000', payout: '4000', status: 'settled', settlements: 1, settled_at: new Date() })
      .execute();
    const { page, consoleErrors } = await openPage(site.siteUrl('/'), { sessionStorage: m.signedIn });
    try {
      page.setDefaultTimeout(15_000);
      // The page's clock is the test's from its next load: fifteen minutes pass in a moment.
      await page.clock.install();
      await page.reload();
      await page.getByRole('button', { name: `অ্যাকাউন্ট মেনু: ${m.account}` }).waitFor();
      await page.clock.fastForward('15:00');
      const check = page.getByRole('dialog', { name: bnMember.realityTitle });
      await check.waitFor();
      await expect.poll(() => check.innerText()).toContain('৳ 100.00');
      const text = await check.innerText();
      expect(text).toContain(bnMember.realityStaked);
      expect(text).toContain('৳ 40.00');
      expect(text).toMatch(/-\s*৳?\s*60\.00|৳\s*-60\.00/);
      await checkAccessibility(page);
      // Keyboard: the default button is focused; Tab reaches sign-out, Enter presses it.
      await page.keyboard.press('Tab');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(bnMember.realitySignOut);
      await page.keyboard.press('Enter');
      await page.getByTestId('logged-out-bar').waitFor();
      const after = await site.call('/wps/member/info', { headers: { Authorization: m.signedIn.token } });
      expect(after.status).toBe(401);
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await page.context().close();
    }
  });

  it('takes a time-out from the member centre with the password, and is signed out with the page saying until when', { timeout: 120_000 }, async ({ site }) => {
    const m = await member(site);
    const { page, consoleErrors } = await openPage(site.siteUrl('/'), { sessionStorage: m.signedIn });
    try {
      page.setDefaultTimeout(15_000);
      await page.getByRole('button', { name: `অ্যাকাউন্ট মেনু: ${m.account}` }).click();
      await page.getByRole('button', { name: 'সদস্য কেন্দ্র' }).click();
      const centre = page.getByRole('dialog', { name: 'সদস্য কেন্দ্র' });
      await centre.getByRole('navigation', { name: 'সদস্য কেন্দ্রের মেনু' }).getByRole('button', { name: bnMember.takeABreak }).click();
      await centre.getByRole('heading', { level: 2, name: bnMember.takeABreak }).waitFor();
      await centre.getByText(bnMember.breaksNet).waitFor();
      await checkAccessibility(page);

      await centre.getByRole('radio', { name: bnMember.breakTimeOut }).check();
      await centre.getByLabel(bnMember.breakPeriod).selectOption({ label: bnMember.breakPeriod_1d });
      await centre.getByLabel(bnMember.breakPassword).fill(demoPassword);
      await centre.getByRole('button', { name: bnMember.breakTake }).click();
      const confirm = page.getByRole('dialog', { name: bnMember.breakConfirmTitle });
      await confirm.getByRole('button', { name: bnUi.OK }).click();

      const notice = page.getByRole('dialog', { name: bnMember.playSignedOutTitle });
      await notice.waitFor();
      const said = await notice.innerText();
      expect(said).toContain(bnMember.breakSignedOutTimeOut.split('{{until}}')[0]!.trim());
      // Until when: a day from now, on the brand's clock, to the minute.
      expect(said).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
      await page.getByTestId('logged-out-bar').waitFor();
      expect((await site.call('/wps/member/info', { headers: { Authorization: m.signedIn.token } })).status).toBe(401);
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await page.context().close();
    }
  });
});
