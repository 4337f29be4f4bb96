import { sql, type Kysely } from 'kysely';
import type { Tables } from '../db/tables';
import type { Brand } from '../brands/store';
import { isModuleOn } from '../../src/engine/moduleSwitch';
import { periodStart } from '../db/brandPeriod';

// What moves a member's missions and races on (MISSION3, decision 0263), called where it happens:
// a round's first settlement (vendor), a deposit credited (the payments desk), a sign-in (session).
// It lives below the modules because those three need it and the mission module needs the wallet,
// which needs the member module, which needs the session: a ring if it were the mission module's.
// Each event is one SQL statement for every matching mission (and race) of the brand: an insert …
// select over its switched-on rows, on conflict adding to the period's row, so concurrent events add
// up and a brand with nothing running costs a probe of an index. Nothing runs while MISSION3 is off.

/** A round's first settlement, as `payRound` tells it (server/modules/vendor/rounds.ts). */
export interface SettledRound {
  memberId: string;
  /**
   * The settled valid bet. Bonus-funded stakes earn no race standing or mission progress: once the
   * bets row keeps the bonus-funded part of its stake, the caller passes the stake less that part.
   */
  stake: bigint;
  category: string;
}

const missionPeriod = sql.ref('m.period');
const racePeriod = sql.ref('r.period');

/**
 * A round settled for the first time: its stake counts toward validBet missions and races of its
 * product (or of every product), the round toward rounds missions; a race's `reached_at` moves when
 * the member's amount grows, so of two equal amounts the one reached first ranks higher.
 */
export async function accrueRound(trx: Kysely<Tables>, brand: Brand, round: SettledRound): Promise<void> {
  if (!isModuleOn(brand.settings, 'MISSION3') || round.stake <= 0n) return;
  const tz = brand.config.timeZone;
  const stake = String(round.stake);
  await sql`
    with missions_moved as (
      insert into mission_progress (mission_id, member_id, period_start, progress)
      select m.id, ${round.memberId}::bigint, ${periodStart(missionPeriod, tz)},
             case when m.kind = 'validBet' then ${stake}::bigint else 1 end
      from missions m
      where m.brand_id = ${brand.id} and m.enabled and m.kind in ('validBet', 'rounds')
        and (m.product is null or m.product = ${round.category})
      on conflict (mission_id, member_id, period_start) do update set progress = mission_progress.progress + excluded.progress
      returning 1
    )
    insert into race_standings (race_id, period_start, member_id, amount, reached_at)
    select r.id, ${periodStart(racePeriod, tz)}, ${round.memberId}::bigint, ${stake}::bigint, clock_timestamp()
    from races r
    where r.brand_id = ${brand.id} and r.enabled and (r.product is null or r.product = ${round.category})
    on conflict (race_id, period_start, member_id) do update set amount = race_standings.amount + excluded.amount, reached_at = excluded.reached_at
  `.execute(trx);
}

/** A deposit credited to the member's main wallet: its amount counts toward deposit missions. */
export async function accrueDeposit(trx: Kysely<Tables>, brand: Brand, memberId: string, amount: bigint): Promise<void> {
  if (!isModuleOn(brand.settings, 'MISSION3') || amount <= 0n) return;
  await sql`
    insert into mission_progress (mission_id, member_id, period_start, progress)
    select m.id, ${memberId}::bigint, ${periodStart(missionPeriod, brand.config.timeZone)}, ${String(amount)}::bigint
    from missions m
    where m.brand_id = ${brand.id} and m.enabled and m.kind = 'deposit'
    on conflict (mission_id, member_id, period_start) do update set progress = mission_progress.progress + excluded.progress
  `.execute(trx);
}

/** A sign-in: the brand's day counts once toward signInDays missions, however often the member signs in on it. */
export async function accrueSignIn(db: Kysely<Tables>, brand: Brand, memberId: string): Promise<void> {
  if (!isModuleOn(brand.settings, 'MISSION3')) return;
  const tz = brand.config.timeZone;
  await sql`
    insert into mission_progress (mission_id, member_id, period_start, progress, last_day)
    select m.id, ${memberId}::bigint, ${periodStart(missionPeriod, tz)}, 1, (now() at time zone ${tz})::date
    from missions m
    where m.brand_id = ${brand.id} and m.enabled and m.kind = 'signInDays'
    on conflict (mission_id, member_id, period_start) do update set progress = mission_progress.progress + 1, last_day = excluded.last_day
      where mission_progress.last_day is distinct from excluded.last_day
  `.execute(db);
}
