import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent } from './helpers/siteServer';
import { signIn } from '../helpers/signIn';
import { memberApi } from '../helpers/memberApi';
import { operatorApi } from '../helpers/operatorApi';
import type { UnreadCount } from '../../src/generated/types';
import bnCommon from '../../locales/bn/common.json';
import bnMember from '../../locales/bn/member.json';

// The badges (decision 0268) on an open page: the member menu's reward centre badge and the
// avatar's count follow an operator's envelope and message and the member's own read and take,
// each told by the live channel, with no reload and no polling.

const texts = (en: string, bn: string) => ({ en, bn });

describe.skipIf(siteAbsent())('the badges of an open page', () => {
  it('rise when an envelope opens or a message comes, and drop after the take and the read, without a reload', { timeout: 120_000 }, async ({ site }) => {
    const { token } = await signIn(site.call, 'player01');
    const me = memberApi(site, token);
    const start = ((await me('/wps/relay/CSP_unreadCount')).body as { value: UnreadCount }).value;
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/'), { sessionStorage: { token, isAgent: '0', account: 'player01' } });
    const ops = operatorApi(site);
    const editor = await ops.tokenOf('editor');
    try {
      page.setDefaultTimeout(15_000);
      let loads = 0;
      page.on('load', () => loads++);
      const avatar = (count: number) => page.getByRole('button', { name: count > 0 ? bnCommon.accountMenuCount.replace('{{account}}', 'player01').replace('{{count}}', String(count)) : bnCommon.accountMenu.replace('{{account}}', 'player01'), exact: true });
      const shown = start.promotionCount + start.messageCount;
      await avatar(shown).click();
      await page.getByRole('button', { name: bnCommon.memberCentre }).click();
      const centre = page.getByRole('dialog', { name: bnCommon.memberCentre });
      const menu = centre.getByRole('navigation', { name: 'সদস্য কেন্দ্রের মেনু' });
      // The badge's number is drawn, and said as "N new" (common:newCount).
      const said = (count: number) => bnCommon.newCount.replace('{{count, number}}', String(count));
      const rewards = (count: number) => menu.getByRole('button', { name: count > 0 ? new RegExp(`^${bnMember.rewardCenter}\\s*${said(count)}$`) : new RegExp(`^${bnMember.rewardCenter}$`) });
      await rewards(start.rewardCount).waitFor();
      await checkAccessibility(page);

      // An operator's envelope, open now: the reward centre's badge rises.
      const made = await ops.call<{ id: string }>(editor, '/ops/engagement/envelopes', 'POST', {
        brandId: 'bd',
        title: texts('Badge envelope', 'ব্যাজের লাল খাম'),
        opensAt: new Date(Date.now() - 60_000).toISOString(),
        closesAt: new Date(Date.now() + 3_600_000).toISOString(),
        pool: '100.00',
        minAmount: '3.00',
        maxAmount: '3.00',
        minDepositToday: '0.00',
      });
      expect(made.body.success).toBe(true);
      await rewards(start.rewardCount + 1).waitFor();

      // A message to the member: the avatar's count rises.
      const sent = await ops.call(editor, '/ops/content/messages', 'POST', { brandId: 'bd', audience: 'member', member: 'player01', title: texts('Hello', 'হ্যালো'), body: texts('Body', 'লেখা') });
      expect(sent.body.success).toBe(true);
      await avatar(shown + 1).waitFor();

      // Read on another device of the member: the count drops here too.
      expect((await me('/wps/relay/CSP_readMessage', 'POST', { all: true })).body.success).toBe(true);
      await avatar(start.promotionCount).waitFor();

      // Taken on this page: the reward centre's badge drops.
      await rewards(start.rewardCount + 1).click();
      await centre.getByRole('heading', { level: 2, name: bnMember.rewardCenter }).waitFor();
      await centre.getByRole('button', { name: bnMember.rewardsOpenOne.replace('{{title}}', 'ব্যাজের লাল খাম') }).click();
      await centre.getByText('আপনি পেয়েছেন ৳ 3.00').waitFor();
      await checkAccessibility(page);
      await rewards(start.rewardCount).waitFor();
      expect(loads).toBe(0);
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });
});
