import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../../db/tables';
import type { ContractKind, ContractTerms, RealTimeTerms } from '../../../../src/generated/types';
import { toMinorUnits } from '../../../../src/engine/money';
import { contractPeriodEnd, contractPeriodStart, type ContractPeriod } from '../../../db/contractPeriod';
import { levelDifference, realtimeEarning, tieredEarning, type Earned } from './settle';

// What each contract in force over a closed period has earned and is owed (decision 0284), read
// from the database: the team (the agent's subtree below it, member_tree depth >= 1), its bets by
// their first settlement for a real-time salary and an hourly wage, its members' daily figures for
// a daily wage and a dividend. The wallet claims and pays what this finds.

export interface Period {
  period: ContractPeriod;
  start: Date;
  /** The first moment after it. */
  end: Date;
}

interface InForce {
  id: string;
  kind: ContractKind;
  downline_id: string;
  terms: ContractTerms;
}

export interface DueSettlement extends Earned {
  contractId: string;
  memberId: string;
  kind: ContractKind;
  downlineGross: bigint;
  amount: bigint;
}

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** The period of this length holding `moment`, in the brand's time zone. */
export async function periodAt(db: Kysely<Tables>, period: ContractPeriod, timeZone: string, moment: Date): Promise<Period> {
  const { rows } = await sql<{ start: Date | string; end: Date | string }>`
    select ${contractPeriodStart(period, timeZone, at(moment))} as start, ${contractPeriodEnd(period, timeZone, at(moment))} as "end"`.execute(db);
  return { period, start: new Date(rows[0]!.start), end: new Date(rows[0]!.end) };
}

/**
 * The contracts settled by this period that are in force over the whole of it (accepted, started
 * by its start, not ended before its end), of one upline's downlines when given, by id.
 */
export async function contractsInForce(db: Kysely<Tables>, brandId: string, p: Period, uplineId?: string): Promise<InForce[]> {
  let q = db
    .selectFrom('contracts')
    .select(['id', 'kind', 'downline_id', 'terms'])
    .where('brand_id', '=', brandId)
    .where('status', '=', 'accepted')
    .where('starts_at', '<=', p.start)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>=', p.end)]));
  if (uplineId !== undefined) q = q.where('upline_id', '=', uplineId);
  const dividendOf = sql<boolean>`kind = 'dividend' and terms ->> 'period' = ${p.period}`;
  if (p.period === 'fiveMinutes') q = q.where('kind', '=', 'realtime');
  else if (p.period === 'hour') q = q.where('kind', '=', 'hourly');
  else if (p.period === 'daily') q = q.where((eb) => eb.or([eb('kind', '=', 'daily'), dividendOf]));
  else q = q.where(dividendOf);
  const rows = await q.orderBy('id').execute();
  return rows.map((r) => ({ ...r, terms: (typeof r.terms === 'string' ? JSON.parse(r.terms) : r.terms) as ContractTerms }));
}

/** The team's bets first settled in the period, with a stake of at least `minBet`: how many, and their stakes won and lost. */
async function teamBets(db: Kysely<Tables>, brandId: string, agentId: string, p: Period, minBet: bigint) {
  const { rows } = await sql<{ bets: number | string; stake: string; lost: string }>`
    select count(*) as bets, coalesce(sum(b.stake), 0)::text as stake, coalesce(sum(b.stake) filter (where b.payout < b.stake), 0)::text as lost
    from bets b
    join member_tree t on t.descendant = b.member_id and t.ancestor = ${agentId} and t.depth > 0
    where b.brand_id = ${brandId} and b.status = 'settled'
      and b.first_settled_at >= ${at(p.start)} and b.first_settled_at < ${at(p.end)} and b.stake >= ${String(minBet)}::bigint`.execute(db);
  const r = rows[0]!;
  const stake = BigInt(r.stake);
  const lost = BigInt(r.lost);
  return { bets: Number(r.bets), stake, wonStake: stake - lost, lostStake: lost };
}

/** The team's daily figures over the brand days the period covers; active members are counted once each. */
async function teamDays(db: Kysely<Tables>, brandId: string, timeZone: string, agentId: string, p: Period) {
  const { rows } = await sql<{ valid_bet: string; payout: string; bonus: string; active: number | string }>`
    select coalesce(sum(s.valid_bet), 0)::text as valid_bet, coalesce(sum(s.payout), 0)::text as payout, coalesce(sum(s.bonus), 0)::text as bonus,
           count(distinct s.member_id) filter (where s.valid_bet > 0) as active
    from member_daily_stats s
    join member_tree t on t.descendant = s.member_id and t.ancestor = ${agentId} and t.depth > 0
    where s.brand_id = ${brandId}
      and s.day >= (${at(p.start)} at time zone ${timeZone})::date and s.day < (${at(p.end)} at time zone ${timeZone})::date`.execute(db);
  const r = rows[0]!;
  return { validBet: BigInt(r.valid_bet), payout: BigInt(r.payout), bonus: BigInt(r.bonus), activeMembers: BigInt(r.active) };
}

/** What a contract's own terms earn on its holder's team over the period; `idle` when the team did nothing in it. */
export async function earnedOver(db: Kysely<Tables>, brandId: string, timeZone: string, c: InForce, p: Period): Promise<Earned & { idle: boolean }> {
  if (c.kind === 'realtime') {
    const b = await teamBets(db, brandId, c.downline_id, p, toMinorUnits((c.terms as RealTimeTerms).minBet) ?? 0n);
    return { ...realtimeEarning(c.terms, b), idle: b.bets === 0 };
  }
  if (c.kind === 'hourly') {
    const b = await teamBets(db, brandId, c.downline_id, p, 0n);
    return { ...tieredEarning('hourly', c.terms, { validBet: b.stake, payout: 0n, bonus: 0n, activeMembers: 0n }), idle: b.bets === 0 };
  }
  const f = await teamDays(db, brandId, timeZone, c.downline_id, p);
  return { ...tieredEarning(c.kind, c.terms, f), idle: f.validBet === 0n && f.payout === 0n && f.bonus === 0n };
}

/**
 * Every contract in force over the period and not yet settled for it, with its figures, its gross,
 * its direct contracted downlines' gross (their own terms on their own teams, the same kind) and
 * the level difference it is owed. A contract whose team did nothing in the period is left out: it
 * earns nothing, and a row per idle five minutes would bury the ones that paid.
 */
export async function dueSettlements(db: Kysely<Tables>, brandId: string, timeZone: string, p: Period): Promise<DueSettlement[]> {
  const due: DueSettlement[] = [];
  for (const c of await contractsInForce(db, brandId, p)) {
    const settled = await db.selectFrom('contract_settlements').select('id').where('contract_id', '=', c.id).where('period_start', '=', p.start).executeTakeFirst();
    if (settled) continue;
    const own = await earnedOver(db, brandId, timeZone, c, p);
    if (own.idle) continue;
    const below: bigint[] = [];
    for (const d of await contractsInForce(db, brandId, p, c.downline_id)) if (d.kind === c.kind) below.push((await earnedOver(db, brandId, timeZone, d, p)).gross);
    const { downlineGross, amount } = levelDifference(own.gross, below);
    due.push({ contractId: c.id, memberId: c.downline_id, kind: c.kind, gross: own.gross, figures: own.figures, downlineGross, amount });
  }
  return due;
}
