import { sql } from 'kysely';
import { describe, expect, it } from './helpers/fixtures';
import { checkAccessibility, expectNoConsoleErrors, openPage } from './helpers/browser';
import { siteAbsent } from './helpers/siteServer';
import { signIn } from '../helpers/signIn';
import bnCommon from '../../locales/bn/common.json';
import bnMember from '../../locales/bn/member.json';

// Missions and the leaderboard (decision 0263), end to end: a member whose seeded daily deposit
// mission is complete opens the page from the member centre, claims the reward, and sees the
// header's balance rise and the mission marked claimed; a sign-in elsewhere completing the weekly
// sign-in mission shows on the open page by itself; the leaderboard tab shows their masked row.

describe.skipIf(siteAbsent())('missions and the leaderboard', () => {
  it('claims a complete mission’s reward and shows the member’s own row on the board', { timeout: 120_000 }, async ({ site }) => {
    const db = site.database.db;
    const member = await db.selectFrom('members').select('id').where('brand_id', '=', 'bd').where('account', '=', 'player01').executeTakeFirstOrThrow();
    // The seeded ৳500 deposit of today is done, and this week's race has the member at ৳2,500.
    await sql`
      insert into mission_progress (mission_id, member_id, period_start, progress)
      select m.id, ${member.id}::bigint, date_trunc('day', now() at time zone 'Asia/Dhaka') at time zone 'Asia/Dhaka', m.target
      from missions m where m.brand_id = 'bd' and m.kind = 'deposit'`.execute(db);
    await sql`
      insert into race_standings (race_id, period_start, member_id, amount, reached_at)
      select r.id, date_trunc('week', now() at time zone 'Asia/Dhaka') at time zone 'Asia/Dhaka', ${member.id}::bigint, 250000, now()
      from races r where r.brand_id = 'bd'`.execute(db);

    const { page, context, consoleErrors } = await openPage(site.siteUrl('/'), { sessionStorage: await signIn(site.call, 'player01') });
    try {
      page.setDefaultTimeout(15_000);
      await expect.poll(() => page.getByTestId('balance').innerText()).toBe('৳ 1,250.00');
      await page.getByRole('button', { name: bnCommon.accountMenu.replace('{{account}}', 'player01') }).click();
      await page.getByRole('button', { name: bnCommon.memberCentre }).click();
      const centre = page.getByRole('dialog', { name: bnCommon.memberCentre });
      await centre.getByRole('navigation', { name: 'সদস্য কেন্দ্রের মেনু' }).getByRole('button', { name: new RegExp(bnMember.missionLeaderboard) }).click();
      await centre.getByRole('heading', { level: 2, name: bnMember.missionLeaderboard }).waitFor();

      const card = centre.getByRole('listitem', { name: 'আজ ৳500 জমা দিন' });
      await card.waitFor();
      expect(await card.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
      await checkAccessibility(page);
      await card.getByRole('button', { name: bnMember.missionClaim }).click();
      await card.getByText(bnMember.missionClaimed, { exact: true }).waitFor();
      await card.getByText('৳ 20.00 আপনার মূল ওয়ালেটে যোগ হয়েছে।').waitFor();
      await expect.poll(() => page.getByTestId('balance').innerText()).toBe('৳ 1,270.00');
      expect(await card.getByRole('button', { name: bnMember.missionClaim }).count()).toBe(0);

      // A sign-in elsewhere on a new day completes the weekly sign-in mission: the open page shows
      // it to claim by itself (the sign-in's `mission:` notice, a `badges` event), with no tap.
      const days = centre.getByRole('listitem', { name: 'এই সপ্তাহে 5 দিন সাইন ইন করুন' });
      await days.waitFor();
      expect(await days.getByRole('button', { name: bnMember.missionClaim }).count()).toBe(0);
      await sql`
        update mission_progress p set progress = m.target - 1, last_day = (now() at time zone 'Asia/Dhaka')::date - 1
        from missions m where m.id = p.mission_id and p.member_id = ${member.id}::bigint and m.brand_id = 'bd' and m.kind = 'signInDays'`.execute(db);
      await signIn(site.call, 'player01');
      await days.getByRole('button', { name: bnMember.missionClaim }).waitFor();
      expect(await days.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');

      await centre.getByRole('tab', { name: bnMember.leaderboardTab }).click();
      const mine = centre.getByRole('row', { name: /pl\*\*\*\*1/ });
      await mine.waitFor();
      expect(await mine.getAttribute('aria-current')).toBe('true');
      expect(await mine.innerText()).toContain('৳ 2,500.00');
      await centre.getByText('আপনার স্থান: 1, ৳ 2,500.00 সহ').waitFor();
      await checkAccessibility(page);
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });
});
