import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../../db/tables';
import type { ContractKind, ContractTerms, RealTimeTerms } from '../../../../src/generated/types';
import { toMinorUnits } from '../../../../src/engine/money';
import { contractPeriodEnd, contractPeriodStart, type ContractPeriod } from '../../../db/contractPeriod';
import { carriedFrom, realtimeEarning, tieredEarning, treeShares, type Earned } from './settle';
import { fromMinorUnits } from '../../../../src/engine/money';

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
  upline_id: string | null;
  downline_id: string;
  terms: ContractTerms;
}

export interface DueSettlement extends Omit<Earned, 'treeCap'> {
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
    .select(['id', 'kind', 'upline_id', 'downline_id', 'terms'])
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

/** Each contract's team figures over the period, keyed by contract id: one statement for all, none for a contract whose team did nothing. */
type Figures = Map<string, { bets: number; stake: bigint; lost: bigint; validBet: bigint; payout: bigint; bonus: bigint; active: bigint }>;

/**
 * A real-time salary's or an hourly wage's teams' bets first settled in the period, with a stake of
 * at least the contract's minimum (none for a wage): how many, and their stakes won and lost. The
 * period's bets are read once and each is counted for every contracted agent above its member.
 */
async function teamBets(db: Kysely<Tables>, brandId: string, contracts: InForce[], p: Period): Promise<Figures> {
  const ids = contracts.map((c) => c.id);
  const agents = contracts.map((c) => c.downline_id);
  const minBets = contracts.map((c) => String(c.kind === 'realtime' ? (toMinorUnits((c.terms as RealTimeTerms).minBet) ?? 0n) : 0n));
  const { rows } = await sql<{ id: string; bets: number | string; stake: string; lost: string }>`
    with c (id, agent, min_bet) as (select * from unnest(${ids}::bigint[], ${agents}::bigint[], ${minBets}::bigint[]))
    select c.id::text as id, count(*) as bets, sum(b.stake)::text as stake, coalesce(sum(b.stake) filter (where b.payout < b.stake), 0)::text as lost
    from bets b
    join member_tree t on t.descendant = b.member_id and t.depth > 0
    join c on c.agent = t.ancestor and b.stake >= c.min_bet
    where b.brand_id = ${brandId} and b.status = 'settled'
      and b.first_settled_at >= ${at(p.start)} and b.first_settled_at < ${at(p.end)}
    group by c.id`.execute(db);
  return new Map(rows.map((r) => [r.id, { bets: Number(r.bets), stake: BigInt(r.stake), lost: BigInt(r.lost), validBet: 0n, payout: 0n, bonus: 0n, active: 0n }]));
}

/** A daily wage's or a dividend's teams' daily figures over the brand days the period covers; active members are counted once each. */
async function teamDays(db: Kysely<Tables>, brandId: string, timeZone: string, contracts: InForce[], p: Period): Promise<Figures> {
  const ids = contracts.map((c) => c.id);
  const agents = contracts.map((c) => c.downline_id);
  const { rows } = await sql<{ id: string; valid_bet: string; payout: string; bonus: string; active: number | string }>`
    with c (id, agent) as (select * from unnest(${ids}::bigint[], ${agents}::bigint[]))
    select c.id::text as id, sum(s.valid_bet)::text as valid_bet, sum(s.payout)::text as payout, sum(s.bonus)::text as bonus,
           count(distinct s.member_id) filter (where s.valid_bet > 0) as active
    from member_daily_stats s
    join member_tree t on t.descendant = s.member_id and t.depth > 0
    join c on c.agent = t.ancestor
    where s.brand_id = ${brandId}
      and s.day >= (${at(p.start)} at time zone ${timeZone})::date and s.day < (${at(p.end)} at time zone ${timeZone})::date
    group by c.id`.execute(db);
  return new Map(rows.map((r) => [r.id, { bets: 0, stake: 0n, lost: 0n, validBet: BigInt(r.valid_bet), payout: BigInt(r.payout), bonus: BigInt(r.bonus), active: BigInt(r.active) }]));
}

const noFigures = (): Figures => new Map();

/**
 * What each dividend carries into the period (decision 0312): its last settlement's loss before
 * it, carried and all, when below 0. A period the team did nothing in has no settlement, and
 * carries on what the one before it carried.
 */
async function carriedLosses(db: Kysely<Tables>, dividends: InForce[], p: Period): Promise<Map<string, bigint>> {
  if (dividends.length === 0) return new Map();
  const { rows } = await sql<{ id: string; team_loss: string | null }>`
    select distinct on (contract_id) contract_id::text as id, figures ->> 'teamLoss' as team_loss
    from contract_settlements
    where contract_id = any(${dividends.map((c) => c.id)}::bigint[]) and period_start < ${at(p.start)}
    order by contract_id, period_start desc`.execute(db);
  return new Map(rows.map((r) => [r.id, carriedFrom(toMinorUnits(r.team_loss ?? '0') ?? 0n)]));
}

const none = { bets: 0, stake: 0n, lost: 0n, validBet: 0n, payout: 0n, bonus: 0n, active: 0n };

/** What a contract's own terms earn on its holder's team's figures; `idle` when the team did nothing in the period. */
function earnedOn(c: InForce, f: typeof none, carried: bigint): Earned & { idle: boolean } {
  if (c.kind === 'realtime') return { ...realtimeEarning(c.terms, { bets: f.bets, wonStake: f.stake - f.lost, lostStake: f.lost }), idle: f.bets === 0 };
  if (c.kind === 'hourly') return { ...tieredEarning('hourly', c.terms, { validBet: f.stake, payout: 0n, bonus: 0n, activeMembers: 0n }), idle: f.bets === 0 };
  return {
    ...tieredEarning(c.kind, c.terms, { validBet: f.validBet, payout: f.payout, bonus: f.bonus, activeMembers: f.active, ...(c.kind === 'dividend' && carried < 0n ? { carried } : {}) }),
    idle: f.validBet === 0n && f.payout === 0n && f.bonus === 0n,
  };
}

/**
 * Every contract in force over the period and not yet settled for it, with its figures, its gross,
 * its direct contracted downlines' gross (their own terms on their own teams, the same kind) and
 * the level difference it is owed. A contract whose team did nothing in the period is left out: it
 * earns nothing, and a row per idle five minutes would bury the ones that paid. The figures of all
 * the period's contracts are read in one statement per kind of figures, not contract by contract:
 * a five minutes' run over a large team would otherwise make thousands of round trips.
 * `settledToo`: those already settled as well, as the console's re-run reads them (decision 0292).
 */
export async function dueSettlements(db: Kysely<Tables>, brandId: string, timeZone: string, p: Period, { settledToo = false, carryOver = false } = {}): Promise<DueSettlement[]> {
  const inForce = await contractsInForce(db, brandId, p);
  if (inForce.length === 0) return [];
  const onBets = inForce.filter((c) => c.kind === 'realtime' || c.kind === 'hourly');
  const onDays = inForce.filter((c) => c.kind === 'daily' || c.kind === 'dividend');
  // One after another: `db` is the settling job's transaction, one connection.
  const betFigures: Figures = onBets.length ? await teamBets(db, brandId, onBets, p) : noFigures();
  const dayFigures: Figures = onDays.length ? await teamDays(db, brandId, timeZone, onDays, p) : noFigures();
  const settledRows = await db
    .selectFrom('contract_settlements')
    .select('contract_id')
    .where('period_start', '=', p.start)
    .where(
      'contract_id',
      'in',
      inForce.map((c) => c.id),
    )
    .execute();
  const settled = new Set(settledRows.map((r) => String(r.contract_id)));
  const carried = carryOver
    ? await carriedLosses(
        db,
        onDays.filter((c) => c.kind === 'dividend'),
        p,
      )
    : new Map<string, bigint>();
  const earned = new Map(inForce.map((c) => [c.id, earnedOn(c, betFigures.get(String(c.id)) ?? dayFigures.get(String(c.id)) ?? none, carried.get(String(c.id)) ?? 0n)]));
  // A contract's upline's contract of its kind is in force over the same period: it is among these.
  const holding = new Map(inForce.map((c) => [`${c.downline_id}:${c.kind}`, c.id]));
  const shares = treeShares(inForce.map((c) => ({ id: c.id, parentId: c.upline_id === null ? null : (holding.get(`${c.upline_id}:${c.kind}`) ?? null), gross: earned.get(c.id)!.gross, treeCap: earned.get(c.id)!.treeCap })));
  const due: DueSettlement[] = [];
  for (const c of inForce) {
    if (!settledToo && settled.has(String(c.id))) continue;
    const own = earned.get(c.id)!;
    if (own.idle) continue;
    const { downlineGross, amount, cappedTo } = shares.get(c.id)!;
    const figures = cappedTo === undefined ? own.figures : { ...own.figures, branchCap: fromMinorUnits(cappedTo) };
    due.push({ contractId: c.id, memberId: c.downline_id, kind: c.kind, gross: own.gross, figures, downlineGross, amount });
  }
  return due;
}
