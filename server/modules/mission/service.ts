import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import type { Category, MissionClaimed, MissionSummary } from '../../../src/generated/types';
import { fromMinorUnits } from '../../../src/engine/money';
import { pickTranslation } from '../../../src/engine/pickTranslation';
import { apiError } from '../../errors';
import { postChange } from '../wallet/index';
import { periodDay, periodEnd, periodStart } from '../../db/brandPeriod';

const missionPeriod = sql.ref('m.period');

/** Amounts are money; rounds and days are counts. */
export const countsMoney = (kind: string) => kind === 'deposit' || kind === 'validBet';
const shown = (kind: string, value: bigint) => (countsMoney(kind) ? fromMinorUnits(value) : String(value));

/** The brand's missions switched on, with the member's progress in each one's current period. */
export async function missionSummary(db: Kysely<Tables>, brand: Brand, memberId: string, lang: string): Promise<MissionSummary> {
  const tz = brand.config.timeZone;
  const rows = await db
    .selectFrom('missions as m')
    .leftJoin('mission_progress as p', (j) =>
      j
        .onRef('p.mission_id', '=', 'm.id')
        .on('p.member_id', '=', memberId)
        .on('p.period_start', '=', periodStart(missionPeriod, tz)),
    )
    .select(['m.id', 'm.period', 'm.kind', 'm.product', 'm.target', 'm.reward', 'm.title', 'p.progress', 'p.claimed_at'])
    .select(periodEnd(missionPeriod, tz).as('ends_at'))
    .where('m.brand_id', '=', brand.id)
    .where('m.enabled', '=', true)
    .orderBy('m.sort')
    .orderBy('m.id')
    .execute();
  const list = rows.map((r) => {
    const target = BigInt(r.target);
    const progress = BigInt(r.progress ?? 0);
    const status = r.claimed_at ? ('claimed' as const) : progress >= target ? ('claimable' as const) : ('inProgress' as const);
    return {
      id: r.id,
      period: r.period,
      kind: r.kind,
      product: r.product as Category | null,
      title: pickTranslation(r.title, lang, brand.config.defaultLang),
      target: shown(r.kind, target),
      progress: shown(r.kind, progress < target ? progress : target),
      reward: fromMinorUnits(r.reward),
      status,
      endsAt: new Date(r.ends_at).toISOString(),
    };
  });
  return { claimable: list.filter((m) => m.status === 'claimable').length, list };
}

/** A period's missions as the promotions page offers them (decision 0279). */
export interface MissionPeriodOffer {
  period: 'daily' | 'weekly';
  total: number;
  /** Complete this period, claimed or not. */
  done: number;
  claimable: number;
  startsAt: string;
  endsAt: string;
}

/**
 * The brand's missions switched on, counted per period with the member's standing in its current
 * one (a visitor's: none done). One statement.
 */
export async function missionPeriods(db: Kysely<Tables>, brand: Brand, memberId: string | null): Promise<MissionPeriodOffer[]> {
  const tz = brand.config.timeZone;
  const member = memberId === null ? sql`null::bigint` : sql`${memberId}::bigint`;
  const { rows } = await sql<{ period: 'daily' | 'weekly'; total: number; done: number; claimable: number; starts_at: Date; ends_at: Date }>`
    select m.period, count(*)::int as total,
      (count(*) filter (where p.progress >= m.target))::int as done,
      (count(*) filter (where p.progress >= m.target and p.claimed_at is null))::int as claimable,
      min(${periodStart(missionPeriod, tz)}) as starts_at, min(${periodEnd(missionPeriod, tz)}) as ends_at
    from missions m
    left join mission_progress p on p.mission_id = m.id and p.member_id = ${member} and p.period_start = ${periodStart(missionPeriod, tz)}
    where m.brand_id = ${brand.id} and m.enabled
    group by m.period
    order by m.period`.execute(db);
  return rows.map((r) => ({ period: r.period, total: r.total, done: r.done, claimable: r.claimable, startsAt: new Date(r.starts_at).toISOString(), endsAt: new Date(r.ends_at).toISOString() }));
}

/**
 * How many of the member's missions are complete and not claimed in their current period: the
 * member menu's missionLeaderboard badge. One statement over the member's progress rows of the
 * brand's missions switched on, asked at each page.
 */
export async function countClaimableMissions(db: Kysely<Tables>, brand: Brand, memberId: string): Promise<number> {
  const row = await db
    .selectFrom('mission_progress as p')
    .innerJoin('missions as m', 'm.id', 'p.mission_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('p.member_id', '=', memberId)
    .where('m.brand_id', '=', brand.id)
    .where('m.enabled', '=', true)
    .where('p.claimed_at', 'is', null)
    .whereRef('p.progress', '>=', 'm.target')
    .where('p.period_start', '=', periodStart(missionPeriod, brand.config.timeZone))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Pays a complete mission's reward for its current period, once. The period's row is marked
 * claimed by one update that only an unclaimed, complete row passes, so of concurrent claims one
 * pays and the others find it claimed; the ledger change's key (`mission:{id}:{member}:{period's
 * first day}`) is the last guard. Runs in the call's transaction.
 */
export async function claimMission(db: Kysely<Tables>, brand: Brand, memberId: string, missionId: string): Promise<MissionClaimed> {
  const tz = brand.config.timeZone;
  const claimed = await db
    .updateTable('mission_progress as p')
    .from('missions as m')
    .set({ claimed_at: sql`now()` })
    .whereRef('m.id', '=', 'p.mission_id')
    .where('m.id', '=', missionId)
    .where('m.brand_id', '=', brand.id)
    .where('m.enabled', '=', true)
    .where('p.member_id', '=', memberId)
    .where('p.period_start', '=', periodStart(missionPeriod, tz))
    .where('p.claimed_at', 'is', null)
    .whereRef('p.progress', '>=', 'm.target')
    .returning(['m.reward'])
    .returning(periodDay(sql.ref('p.period_start'), tz).as('day'))
    .executeTakeFirst();
  if (!claimed) throw await whyNotClaimed(db, brand, memberId, missionId);
  const reward = BigInt(claimed.reward);
  const posted = await postChange(db, {
    brandId: brand.id,
    idempotencyKey: `mission:${missionId}:${memberId}:${claimed.day}`,
    kind: 'missionReward',
    reference: `M${missionId}`,
    postings: [
      { house: 'missions', amount: -reward },
      { memberId, amount: reward },
    ],
  });
  const balance = posted.balances[0]?.balance ?? 0n;
  return { reward: fromMinorUnits(reward), balance: fromMinorUnits(balance) };
}

async function whyNotClaimed(db: Kysely<Tables>, brand: Brand, memberId: string, missionId: string) {
  const row = await db
    .selectFrom('missions as m')
    .leftJoin('mission_progress as p', (j) =>
      j
        .onRef('p.mission_id', '=', 'm.id')
        .on('p.member_id', '=', memberId)
        .on('p.period_start', '=', periodStart(missionPeriod, brand.config.timeZone)),
    )
    .select(['p.claimed_at'])
    .where('m.id', '=', missionId)
    .where('m.brand_id', '=', brand.id)
    .where('m.enabled', '=', true)
    .executeTakeFirst();
  if (!row) return apiError('NOT_FOUND');
  return apiError(row.claimed_at ? 'MISSION_CLAIMED' : 'MISSION_NOT_COMPLETE');
}
