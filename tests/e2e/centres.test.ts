import bnCommon from '../../locales/bn/common.json';
import enCommon from '../../locales/en/common.json';
import { describe, expect, it } from './helpers/fixtures';
import type { Page } from 'playwright-core';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { brandHosts, siteAbsent, type SiteServer } from './helpers/siteServer';
import { setModule } from './helpers/brandDb';
import { demoPassword, signIn } from '../helpers/signIn';
import { postChange } from '../../server/modules/wallet/ledger';

/**
 * The logged-in bar and the member and agent centres, for the seeded demo accounts (config/seed/
 * members.json) signed in through the real login call: session storage then holds what the login
 * form leaves there. agent01 has a contract of every kind, player01 is a player, guest01 a trial account.
 */
async function openAccountMenu(page: Page, account: string) {
  await page.getByRole('button', { name: `অ্যাকাউন্ট মেনু: ${account}` }).click();
}

const menuEntries = (page: Page, nav: string) => page.getByRole('navigation', { name: nav }).getByRole('button').allInnerTexts();

describe.skipIf(siteAbsent())('the logged-in bar and the centres', () => {
  const agent = (site: SiteServer) => signIn(site.call, 'agent01');
  const member = (site: SiteServer) => signIn(site.call, 'player01');
  const trial = (site: SiteServer) => signIn(site.call, 'guest01');

  it('opens the agent centre from the account menu on Overview, with every entry for an agent with every contract', async ({ site }) => {
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/'), { sessionStorage: await agent(site) });
    try {
      expect(await page.getByTestId('logged-out-bar').count()).toBe(0);
      expect(await page.getByTestId('signed-in-bar').innerText()).toContain('agent01');
      await openAccountMenu(page, 'agent01');
      // The member info's nickname and club, next to the account.
      await expect.poll(() => page.locator('.account-menu__facts').innerText()).toMatch(/ডাকনাম: Rahim[\s\S]*ক্লাব: Gold/);
      await page.getByRole('button', { name: 'এজেন্ট কেন্দ্র' }).click();
      const centre = page.getByRole('dialog', { name: 'এজেন্ট' });
      await centre.waitFor();
      expect(await menuEntries(page, 'এজেন্ট কেন্দ্রের মেনু')).toEqual([
        'ঘোষণা',
        'সংক্ষিপ্ত বিবরণ',
        'অ্যাকাউন্ট / নিবন্ধন কেন্দ্র',
        'দল ব্যবস্থাপনা',
        'দলের বাজি',
        'ব্যবহারকারীর লাভ-ক্ষতি',
        'আমার আয়',
        'লেনদেনের বিবরণ',
        'লভ্যাংশ',
        'দৈনিক বেতন',
        'ঘণ্টাভিত্তিক বেতন',
        'রিয়েল-টাইম বেতন',
      ]);
      expect(await centre.locator('[aria-current="page"]').innerText()).toBe('সংক্ষিপ্ত বিবরণ');
      await expect.poll(() => centre.getByRole('heading', { level: 2, name: 'সংক্ষিপ্ত বিবরণ' }).count()).toBe(1);
      await checkAccessibility(page);

      // The notices written for agents, newest first; the players' notices are not among them.
      await centre.getByRole('button', { name: 'ঘোষণা' }).click();
      const notice = centre.getByRole('button', { name: /এজেন্টদের জন্য: নতুন দৈনিক বেতন চুক্তি/ });
      await notice.waitFor();
      expect(await centre.getByRole('button', { name: /সিস্টেম রক্ষণাবেক্ষণের নোটিশ/ }).count()).toBe(0);
      await notice.press('Enter');
      await expect.poll(() => centre.getByText('এই মাস থেকে দৈনিক বেতন চুক্তির হার বাড়ানো হয়েছে', { exact: false }).isVisible()).toBe(true);
      await checkAccessibility(page);

      await centre.getByRole('button', { name: 'দল ব্যবস্থাপনা' }).click();
      await expect.poll(() => centre.locator('[aria-current="page"]').innerText()).toBe('দল ব্যবস্থাপনা');
      // The page's own code loads on the first choice of it.
      await expect.poll(() => centre.getByRole('heading', { name: 'দল ব্যবস্থাপনা' }).count()).toBe(1);

      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });

  it('shows the balance, fetches it again on a click, and hides it as *** until shown again, across a reload', async ({ site }) => {
    const session = await member(site);
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/'), { sessionStorage: session });
    try {
      const balance = page.getByTestId('balance');
      await expect.poll(() => balance.innerText()).toBe('৳ 1,250.00');
      // Money moves on the server (the ledger, as a bet would): a click shows the new figure.
      const db = site.database.db;
      const { id } = await db
        .selectFrom('members')
        .select('id')
        .where('brand_id', '=', 'bd')
        .where('account', '=', 'player01')
        .executeTakeFirstOrThrow();
      await postChange(db, {
        brandId: 'bd',
        idempotencyKey: 'e2e-balance-refresh',
        kind: 'bet',
        postings: [
          { memberId: id, amount: -25050n },
          { house: 'bets', amount: 25050n },
        ],
      });
      await balance.click();
      await expect.poll(() => balance.innerText()).toBe('৳ 999.50');

      await page.getByRole('button', { name: 'ব্যালেন্স লুকান', exact: true }).click();
      expect(await balance.innerText()).toBe('***');
      expect(await page.getByRole('button', { name: 'ব্যালেন্স লুকান', exact: true }).getAttribute('aria-pressed')).toBe('true');
      await page.reload({ waitUntil: 'networkidle' });
      expect(await page.getByTestId('balance').innerText()).toBe('***');
      await checkAccessibility(page);
      await page.getByRole('button', { name: 'ব্যালেন্স লুকান', exact: true }).click();
      await expect.poll(() => page.getByTestId('balance').innerText()).toBe('৳ 999.50');
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });

  it('gives a member the deposit button and the member centre, and no agent centre', async ({ site }) => {
    const { page, context } = await openPage(site.siteUrl('/'), { sessionStorage: await member(site) });
    try {
      await openAccountMenu(page, 'player01');
      expect(await page.getByRole('button', { name: 'সদস্য কেন্দ্র' }).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'এজেন্ট কেন্দ্র' }).count()).toBe(0);
      await page.keyboard.press('Escape');

      await page.getByTestId('signed-in-bar').getByRole('button', { name: 'জমা দিন' }).click();
      const centre = page.getByRole('dialog', { name: 'সদস্য কেন্দ্র' });
      await centre.waitFor();
      expect(await centre.locator('[aria-current="page"]').innerText()).toBe('জমা');
      await checkAccessibility(page);
      await centre.getByRole('button', { name: 'বন্ধ করুন' }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it.for([
    ['bd', brandHosts.bd, bnCommon],
    ['lumen', brandHosts.lumen, enCommon],
  ] as const)('copies the member ID the drop-down shows (%s), and says so in the page language', async ([, host, strings], { site }) => {
    const session = await signIn(site.call, 'player01', host);
    const info = (await site.call('/wps/member/info', { host, headers: { Authorization: session.token } })).body as { value: { id: string } };
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/', host), { sessionStorage: session });
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(site.siteUrl('/', host)).origin });
      await page.getByRole('button', { name: strings.accountMenu.replace('{{account}}', 'player01') }).click();
      const shown = strings.memberIdIs.replace('{{id}}', info.value.id);
      await page.locator('.account-menu__facts').getByText(shown, { exact: true }).waitFor();
      await page.getByRole('button', { name: strings.copyMemberId }).click();
      await expect.poll(() => page.locator('.account-menu__facts').getByRole('status').innerText()).toBe(strings.memberIdCopied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(info.value.id);
      await checkAccessibility(page);
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });

  it('keeps a trial account out of both centres', async ({ site }) => {
    const { page, context } = await openPage(site.siteUrl('/'), { sessionStorage: await trial(site) });
    try {
      // Deposit is offered, and answers with the way to a real account instead of the centre.
      await page.getByTestId('signed-in-bar').getByRole('button', { name: 'জমা দিন' }).click();
      await page.getByText(bnCommon.in_need_true_account).waitFor();
      await page.getByRole('button', { name: bnCommon.in_not_now }).click();
      expect(await page.getByRole('dialog', { name: 'সদস্য কেন্দ্র' }).count()).toBe(0);
      await openAccountMenu(page, 'guest01');
      expect(await page.getByRole('button', { name: 'সদস্য কেন্দ্র' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'এজেন্ট কেন্দ্র' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'সাইন আউট' }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('drops a member-centre entry on the next load when its module is switched off (referral, AFFMAN3)', async ({ site }) => {
    const open = async () => {
      const opened = await openPage(site.siteUrl('/'), { sessionStorage: await member(site) });
      await openAccountMenu(opened.page, 'player01');
      await opened.page.getByRole('button', { name: 'সদস্য কেন্দ্র' }).click();
      await opened.page.getByRole('dialog', { name: 'সদস্য কেন্দ্র' }).waitFor();
      return opened;
    };
    const before = await open();
    expect(await menuEntries(before.page, 'সদস্য কেন্দ্রের মেনু')).toContain('বন্ধুদের আমন্ত্রণ');
    await before.context.close();
    await setModule(site, 'bd', 'AFFMAN3', '0');
    const after = await open();
    const entries = await menuEntries(after.page, 'সদস্য কেন্দ্রের মেনু');
    expect(entries).not.toContain('বন্ধুদের আমন্ত্রণ');
    expect(entries).toContain('আমার অ্যাকাউন্ট');
    await after.context.close();
  });

  it('drops an agent-centre entry on the next load when its module is switched off (dividend, SIGNCONDIV3)', async ({ site }) => {
    const session = await agent(site);
    const entries = async () => {
      const opened = await openPage(site.siteUrl('/'), { sessionStorage: session });
      await openAccountMenu(opened.page, 'agent01');
      await opened.page.getByRole('button', { name: 'এজেন্ট কেন্দ্র' }).click();
      await opened.page.getByRole('dialog', { name: 'এজেন্ট' }).waitFor();
      const found = await menuEntries(opened.page, 'এজেন্ট কেন্দ্রের মেনু');
      await opened.context.close();
      return found;
    };
    expect(await entries()).toContain('লভ্যাংশ');
    await setModule(site, 'bd', 'SIGNCONDIV3', '0');
    const after = await entries();
    expect(after).not.toContain('লভ্যাংশ');
    expect(after).toContain('দৈনিক বেতন');
    expect(after).toHaveLength(11);
  });

  it('shows an agent a contract entry only with both the contract and its module (lumen agent01)', async ({ site }) => {
    // lumen: dividend contract but SIGNCONDIV3 off; daily-salary contract with DAILYSALCONT3 on; no real-time contract.
    const session = await signIn(site.call, 'agent01', 'lumen.localhost');
    const { page, context } = await openPage(site.siteUrl('/', 'lumen.localhost'), { sessionStorage: session });
    try {
      await page.getByRole('button', { name: 'Account menu: agent01' }).click();
      await page.getByRole('button', { name: 'Agent centre' }).click();
      await page.getByRole('dialog', { name: 'Agent' }).waitFor();
      const entries = await menuEntries(page, 'Agent centre menu');
      expect(entries).toContain('Daily salary');
      expect(entries).not.toContain('Dividend');
      expect(entries).not.toContain('Real-time salary');
    } finally {
      await context.close();
    }
  });

  it('signs an agent in through the login page, by keyboard', async ({ site }) => {
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/login'));
    try {
      page.setDefaultTimeout(10_000);
      await page.getByLabel(/^ব্যবহারকারীর নাম/).fill('agent01');
      await page.getByLabel(/^পাসওয়ার্ড( \*)?$/).fill(demoPassword);
      await page.keyboard.press('Enter');
      await page.getByTestId('signed-in-bar').waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await page.evaluate(() => [sessionStorage.getItem('isAgent'), sessionStorage.getItem('account')])).toEqual(['1', 'agent01']);
      await openAccountMenu(page, 'agent01');
      expect(await page.getByRole('button', { name: 'এজেন্ট কেন্দ্র' }).count()).toBe(1);
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });

  it('says so when the password is wrong, and signs nobody in', async ({ site }) => {
    const { page, context } = await openPage(site.siteUrl('/login'));
    try {
      page.setDefaultTimeout(10_000);
      await page.getByLabel(/^ব্যবহারকারীর নাম/).fill('player01');
      await page.getByLabel(/^পাসওয়ার্ড( \*)?$/).fill('not-the-password');
      await page.getByRole('button', { name: 'লগ ইন', exact: true }).click();
      await expect.poll(() => page.getByRole('alert').allInnerTexts()).toContain('অ্যাকাউন্টের নাম বা পাসওয়ার্ড ভুল।');
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
      await checkAccessibility(page);
    } finally {
      await context.close();
    }
  });

  it('turns an ended session back into a visitor on the next load', async ({ site }) => {
    const session = await member(site);
    await site.call('/wps/session/logout', { method: 'DELETE', headers: { Authorization: session.token } });
    const { page, context } = await openPage(site.siteUrl('/'), { sessionStorage: session });
    try {
      await page.getByTestId('logged-out-bar').waitFor();
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('signs out only after the confirmation, back to the logged-out bar on home', async ({ site }) => {
    const { page, context } = await openPage(site.siteUrl('/vip'), { sessionStorage: await member(site) });
    try {
      page.setDefaultTimeout(10_000);
      await openAccountMenu(page, 'player01');
      await page.getByRole('button', { name: 'সাইন আউট' }).click();
      const confirm = page.getByRole('dialog', { name: 'সাইন আউট' });
      await confirm.waitFor();
      await confirm.getByRole('button', { name: 'বাতিল' }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      expect(await page.getByTestId('signed-in-bar').count()).toBe(1);

      await openAccountMenu(page, 'player01');
      await page.getByRole('button', { name: 'সাইন আউট' }).click();
      await page.getByRole('dialog', { name: 'সাইন আউট' }).getByRole('button', { name: 'ঠিক আছে' }).click();
      await page.getByTestId('logged-out-bar').waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    } finally {
      await context.close();
    }
  });
});
