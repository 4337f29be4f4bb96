import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../../db/tables';
import { readBrand } from '../../../brands/store';
import { isModuleOn } from '../../../../src/engine/moduleSwitch';
import { releaseGrant } from '../../promo/index';
import { raiseLevel } from '../../vip/index';
import { earnOnSettlement } from '../../points/index';

/** A member's lottery stakes of one drawn issue: every bet of theirs settled in its draw. */
export interface IssueStakes {
  memberId: string;
  stake: bigint;
  /** What of it the member's own money paid: the rest an active bonus did (decision 0333). */
  ownStake: bigint;
  bets: number;
}

/**
 * What a drawn issue's settled bets count beside the money (decision 0320), as a round's first
 * settlement counts them (migration 061's `settle_round`), a member at a time rather than a bet at a
 * time: their valid bet and bets towards missions and races of the lottery or of every product, the
 * whole stake towards an active bonus's turnover, their VIP progress, and points by the lottery's
 * ratio times their level's multiplier on what their own money staked (an active bonus may pay part
 * of a stake, as it does a game's, decision 0333). In the draw's transaction, so it counts once with the draw. Members in id order:
 * the rows are locked in the order every other writer takes them.
 */
export async function countIssueStakes(trx: Kysely<Tables>, brandId: string, issueId: string, category: string, stakes: IssueStakes[]): Promise<void> {
  if (stakes.length === 0) return;
  const brand = await readBrand(trx, brandId);
  const sorted = [...stakes].sort((a, b) => (BigInt(a.memberId) < BigInt(b.memberId) ? -1 : 1));
  const members = sorted.map((s) => s.memberId);
  const amounts = sorted.map((s) => String(s.stake));
  const counts = sorted.map((s) => s.bets);
  const zone = brand.config.timeZone;
  if (isModuleOn(brand.settings, 'MISSION3')) {
    // A mission this issue completes tells the member's badges and open pages, as settle_round does.
    await sql`
      with r as (select * from unnest(${members}::bigint[], ${amounts}::bigint[], ${counts}::int[]) as r(member_id, stake, bets)),
      missions_moved as (
        insert into mission_progress (mission_id, member_id, period_start, progress)
        select m.id, r.member_id,
               date_trunc(case when m.period = 'weekly' then 'week' else 'day' end, now() at time zone ${zone}) at time zone ${zone},
               case when m.kind = 'validBet' then r.stake else r.bets end
        from r cross join missions m
        where m.brand_id = ${brandId} and m.enabled and m.kind in ('validBet', 'rounds') and (m.product is null or m.product = ${category})
        order by r.member_id, m.id
        on conflict (mission_id, member_id, period_start) do update set progress = mission_progress.progress + excluded.progress
        returning mission_id, member_id, progress
      ),
      -- Run whether or not the statement reads it, as every data-modifying part of a statement is.
      races_moved as (
        insert into race_standings (race_id, period_start, member_id, amount, reached_at)
        select x.id, date_trunc(case when x.period = 'weekly' then 'week' else 'day' end, now() at time zone ${zone}) at time zone ${zone}, r.member_id, r.stake, clock_timestamp()
        from r cross join races x
        where x.brand_id = ${brandId} and x.enabled and (x.product is null or x.product = ${category})
        order by r.member_id, x.id
        on conflict (race_id, period_start, member_id) do update set amount = race_standings.amount + excluded.amount, reached_at = excluded.reached_at
        returning 1
      )
      select pg_notify('marquee_cache', 'mission:' || done.member_id)
      from (select distinct mm.member_id from missions_moved mm join missions m on m.id = mm.mission_id join r on r.member_id = mm.member_id
            where mm.progress >= m.target and mm.progress - case when m.kind = 'validBet' then r.stake else r.bets end < m.target) done`.execute(trx);
  }
  // The whole stake counts towards the member's active bonus, by the product's contribution.
  const { rows: released } = await sql<{ id: string; status: string }>`
    update bonus_grants g
      set progress = least(g.required, g.progress + r.stake * coalesce((g.contributions ->> ${category})::int, 0) / 100),
          status = case when g.progress + r.stake * coalesce((g.contributions ->> ${category})::int, 0) / 100 >= g.required then 'released' else g.status end,
          ended_at = case when g.progress + r.stake * coalesce((g.contributions ->> ${category})::int, 0) / 100 >= g.required then now() else g.ended_at end
      from unnest(${members}::bigint[], ${amounts}::bigint[]) as r(member_id, stake)
      where g.member_id = r.member_id and g.status = 'active' and g.expires_at > now()
      returning g.id, g.status`.execute(trx);
  for (const grant of released) if (grant.status === 'released') await releaseGrant(trx, brand, String(grant.id));
  // The VIP ladder, and the multiplier of the level held for the points.
  const percent = new Map<string, number>();
  if (isModuleOn(brand.settings, 'VIP3')) {
    const { rows } = await sql<{ member_id: string; held: number; reached: number; point_percent: number | null }>`
      select r.member_id, a.held, a.reached,
             (select (l.point_multiplier * 100)::integer from vip_levels l where l.brand_id = ${brandId} and l.rank_level = greatest(a.held, a.reached)) as point_percent
      from unnest(${members}::bigint[], ${amounts}::bigint[]) with ordinality as r(member_id, stake, n)
      cross join lateral vip_accrue(r.member_id, ${brandId}, r.stake, 0) a
      order by r.n`.execute(trx);
    for (const v of rows) {
      percent.set(String(v.member_id), v.point_percent ?? 100);
      if (v.reached > v.held) await raiseLevel(trx, brand, String(v.member_id), v.held, v.reached);
    }
  }
  for (const s of sorted)
    await earnOnSettlement(trx, brand, s.memberId, { betId: `lotto:${issueId}:${s.memberId}`, first: true, stake: s.ownStake, category, pointPercent: percent.get(s.memberId) ?? 100 });
}
