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

/**
 * A bet rolled back after its round's first settlement counted it (`vendor/uncount.ts`): what it added to
 * the member's missions and races in the periods of that settlement is taken back, never below
 * nothing. A valid-bet mission and a race lose the bet's own money; a rounds mission loses the round
 * only when no own stake is left in it. A mission already claimed keeps its claim and its progress.
 * One statement each, under the rows' locks, like the settlement that added them.
 */
export async function uncountRound(
  trx: Kysely<Tables>,
  brand: Brand,
  memberId: string,
  round: { category: string; own: bigint; ownLeft: bigint; settledAt: Date },
): Promise<void> {
  if (!isModuleOn(brand.settings, 'MISSION3') || round.own <= 0n) return;
  const tz = brand.config.timeZone;
  const own = String(round.own);
  await sql`
    update mission_progress p set progress = greatest(p.progress - case when m.kind = 'validBet' then ${own}::bigint else 1 end, 0)
    from missions m
    where m.id = p.mission_id and p.member_id = ${memberId}::bigint and m.brand_id = ${brand.id} and p.claimed_at is null
      and (m.kind = 'validBet' or (m.kind = 'rounds' and ${String(round.ownLeft)}::bigint <= 0))
      and (m.product is null or m.product = ${round.category})
      and p.period_start = date_trunc(case when m.period = 'weekly' then 'week' else 'day' end, ${round.settledAt}::timestamptz at time zone ${tz}) at time zone ${tz}
  `.execute(trx);
  await sql`
    update race_standings s set amount = greatest(s.amount - ${own}::bigint, 0)
    from races r
    where r.id = s.race_id and s.member_id = ${memberId}::bigint and r.brand_id = ${brand.id}
      and (r.product is null or r.product = ${round.category})
      and s.period_start = date_trunc(case when r.period = 'weekly' then 'week' else 'day' end, ${round.settledAt}::timestamptz at time zone ${tz}) at time zone ${tz}
  `.execute(trx);
}
