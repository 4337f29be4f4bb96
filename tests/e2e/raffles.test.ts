import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent } from './helpers/siteServer';
import { signIn } from '../helpers/signIn';
import { signInToConsole } from './helpers/console';
import bnMember from '../../locales/bn/member.json';

// Raffles (decision 0266): a content operator makes a raffle with its prize table in the console; a
// member whose deposit earned a ticket plays it in the reward centre, the page tells the prize the
// server drew (in a live region), the header's balance rises by it, and the ticket is spent.

const taka = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

describe.skipIf(siteAbsent())('raffles', () => {
  it('a raffle made in the console is played with a ticket a deposit earned: the prize is told and reaches the balance', { timeout: 150_000 }, async ({ site }) => {
    const ops = await openPage(site.siteUrl('/console'));
    const { page, context, consoleErrors } = await openPage(site.siteUrl('/'), { sessionStorage: await signIn(site.call, 'player01') });
    try {
      page.setDefaultTimeout(15_000);
      ops.page.setDefaultTimeout(15_000);
      await ops.page.getByLabel('ভাষা').selectOption('en');
      await signInToConsole(ops.page, 'editor');
      await ops.page.getByRole('link', { name: 'Raffles' }).click();
      const form = ops.page.getByRole('form', { name: 'New raffle' });
      await form.getByLabel('Kind of raffle').selectOption('goldenEgg');
      await form.getByLabel('Title in বাংলা').fill('রাতের সোনার ডিম');
      await form.getByLabel('Title in English').fill('Night golden egg');
      // The console's clock is Bangladesh's: an hour ago to an hour from now.
      const dhaka = (ms: number) => new Date(Date.now() + ms + 6 * 3_600_000).toISOString().slice(0, 16);
      await form.getByLabel('Opens (Bangladesh time)').fill(dhaka(-3_600_000));
      await form.getByLabel('Closes (Bangladesh time)').fill(dhaka(3_600_000));
      await form.getByLabel('A ticket per deposit of at least (৳; blank: none)').fill('1');
      await form.getByLabel('Prize 1: kind').selectOption('cash');
      await form.getByLabel('Prize 1: amount').fill('9');
      await form.getByLabel('Prize 1: weight').fill('5');
      await form.getByLabel('Prize 1: stock').fill('10');
      await form.getByRole('button', { name: 'Make raffle' }).click();
      await ops.page.getByText('Raffle made.', { exact: true }).waitFor();
      await ops.page.getByRole('row', { name: /Night golden egg/ }).waitFor();
      await checkAccessibility(ops.page);

      // A deposit credited in the window: one ticket in each open raffle whose minimum it reaches.
      const { id: memberId } = await site.database.db.selectFrom('members').select('id').where('brand_id', '=', 'bd').where('account', '=', 'player01').executeTakeFirstOrThrow();
      await site.database.db
        .insertInto('deposits')
        .values({ brand_id: 'bd', member_id: memberId, channel: 'bkash', channel_name: 'bKash', kind: 'upi', amount: '100', fee: '0', account_label: 'bKash', account_number: '01700000000', status: 'approved', decided_at: new Date() })
        .execute();

      const before = taka(await page.getByTestId('balance').innerText());
      await page.getByRole('button', { name: 'অ্যাকাউন্ট মেনু: player01' }).click();
      await page.getByRole('button', { name: 'সদস্য কেন্দ্র' }).click();
      const centre = page.getByRole('dialog', { name: 'সদস্য কেন্দ্র' });
      await centre.getByRole('navigation', { name: 'সদস্য কেন্দ্রের মেনু' }).getByRole('button', { name: bnMember.rewardCenter }).click();
      await centre.getByRole('heading', { level: 2, name: bnMember.rewardCenter }).waitFor();
      const egg = centre.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'রাতের সোনার ডিম' }) });
      await egg.getByText(bnMember.raffleTickets_other.replace('{{count}}', '1')).waitFor();
      await checkAccessibility(page);

      const play = egg.getByRole('button', { name: bnMember.rafflePlayOne.replace('{{action}}', bnMember.rafflePlay_goldenEgg).replace('{{title}}', 'রাতের সোনার ডিম') });
      await play.focus();
      await page.keyboard.press('Enter');
      await egg.getByRole('status').getByText('আপনি জিতেছেন ৳ 9.00!').waitFor();
      await checkAccessibility(page);
      await expect.poll(async () => taka(await page.getByTestId('balance').innerText())).toBeCloseTo(before + 9, 2);
      await egg.getByText(bnMember.raffleNoTickets).waitFor();
      expect(await play.count()).toBe(0);

      await ops.page.reload();
      await ops.page.getByRole('row', { name: /Night golden egg.*৳ 9\.00, weight 5, 9 of 10 left, drawn 1/ }).waitFor();
      expectNoConsoleErrors(consoleErrors);
      expectNoConsoleErrors(ops.consoleErrors);
    } finally {
      await context.close();
      await ops.context.close();
    }
  });
});
