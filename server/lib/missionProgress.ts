import { sql, type Kysely } from 'kysely';
import type { Tables } from '../db/tables';
import type { Brand } from '../brands/store';
import { isModuleOn } from '../../src/engine/moduleSwitch';
import { periodStart } from '../db/brandPeriod';

// What moves a member's missions and races on (MISSION3, decision 0263), called where it happens:
// a deposit credited (the payments desk), a sign-in (session). A round's first settlement counts
// its missions and races inside migration 061's settle_round, the same statement in PL/pgSQL.
// It lives below the modules because those three need it and the mission module needs the wallet,
// which needs the member module, which needs the session: a ring if it were the mission module's.
// Each event is one SQL statement for every matching mission (and race) of the brand: an insert …
// select over its switched-on rows, on conflict adding to the period's row, so concurrent events add
// up and a brand with nothing running costs a probe of an index. Nothing runs while MISSION3 is off.

const missionPeriod = sql.ref('m.period');

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

/**
 * A sign-in: the brand's day counts once toward signInDays missions, however often the member signs
 * in on it. A mission this completes tells the member's badges (server/badges.ts keeps them) and
 * open pages (`mission:<member>`), as a settled round does in settle_round: a sign-in moves no money,
 * so no other notice would.
 */
export async function accrueSignIn(db: Kysely<Tables>, brand: Brand, memberId: string): Promise<void> {
  if (!isModuleOn(brand.settings, 'MISSION3')) return;
  const tz = brand.config.timeZone;
  const { rows } = await sql<{ completed: boolean }>`
    with moved as (
      insert into mission_progress (mission_id, member_id, period_start, progress, last_day)
      select m.id, ${memberId}::bigint, ${periodStart(missionPeriod, tz)}, 1, (now() at time zone ${tz})::date
      from missions m
      where m.brand_id = ${brand.id} and m.enabled and m.kind = 'signInDays'
      on conflict (mission_id, member_id, period_start) do update set progress = mission_progress.progress + 1, last_day = excluded.last_day
        where mission_progress.last_day is distinct from excluded.last_day
      returning mission_id, progress)
    select exists (select 1 from moved join missions m on m.id = moved.mission_id where moved.progress = m.target) as completed
  `.execute(db);
  if (rows[0]?.completed) await sql`select pg_notify('marquee_cache', ${`mission:${memberId}`})`.execute(db);
}
