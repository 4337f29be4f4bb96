import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import { retriedQueue, type JobHandler } from '../../jobs/jobs';
import type { ContractPeriod } from '../../db/contractPeriod';
import { fromMinorUnits, toMinorUnits } from '../../../src/engine/money';
import { dueSettlements, periodAt, periodText, type DueSettlement, type Period } from '../agent/index';
import { sendSystemMessage } from '../inbox/index';
import { postChange } from './ledger';
import { postPayouts } from './payouts';

// Agents' contracts settled and paid (decision 0284). The figures and sums are the agent module's
// (agent/contracts/); here each due (contract, period) is claimed by its row and paid from the house
// in the same transaction, so it is paid once whatever runs it: a retry, a second process, a rerun.

/** Where contract pay comes from. */
export const CONTRACT_HOUSE = 'agent-commission';

/** The ledger key of a contract's period: the same period twice is the same change. */
export const contractKey = (contractId: string, periodStart: Date) => `contract:${contractId}:${periodStart.toISOString()}`;

/** The most periods one run settles per brand and length: a long outage is caught up over a few runs. */
const maxPeriodsPerRun = 300;

/** The most a dividend pays without the payments role's approval, in minor units; null: the brand asks none (decision 0292). */
export function dividendApprovalAbove(brand: Brand): bigint | null {
  const above = brand.config.payments?.contractApproval?.dividendAbove;
  return above === undefined ? null : toMinorUnits(above);
}

/** Whether a team's win is carried into its dividend's next periods (decision 0312); default off. */
export const carriesDividendLoss = (brand: Brand): boolean => brand.config.payments?.dividendCarryOver === true;

/** Whether a settlement waits for approval: a dividend above the brand's threshold. */
export function heldForApproval(brand: Brand, s: Pick<DueSettlement, 'kind' | 'amount'>): boolean {
  const above = dividendApprovalAbove(brand);
  return s.kind === 'dividend' && above !== null && s.amount > above;
}

/**
 * A paid dividend or daily wage tells its agent, and so does a dividend held for approval (its
 * payment, later, is told by the console's decision); an hourly or real-time one would fill the
 * inbox, and shows in My Income.
 */
async function tell(trx: Kysely<Tables>, brand: Brand, p: Period, s: DueSettlement, held = false): Promise<void> {
  if (s.kind !== 'dividend' && s.kind !== 'daily') return;
  const money = (text: string | undefined) => `${brand.config.currency.symbol}${text ?? '0.00'}`;
  await sendSystemMessage(trx, brand, s.memberId, held ? 'dividendHeld' : s.kind === 'dividend' ? 'dividendPaid' : 'dailyWagePaid', {
    period: periodText(brand, p.start, p.end),
    amount: money(fromMinorUnits(s.amount)),
    validBet: money(s.figures.validBet),
    teamLoss: money(s.figures.teamLoss),
    rate: s.figures.rate ?? '0',
  });
}

/** Pays a settlement's amount from the house to its agent, or takes it back when negative, under `key`. */
export async function payContract(trx: Kysely<Tables>, brandId: string, memberId: string, kind: DueSettlement['kind'], key: string, amount: bigint) {
  return postChange(trx, {
    brandId,
    idempotencyKey: key,
    kind: 'contract',
    reference: kind,
    postings: [
      { house: CONTRACT_HOUSE, amount: -amount },
      { memberId, amount },
    ],
  });
}

/**
 * Claims and pays these settlements of a period: each a row, `on conflict do nothing` (a run that
 * lost the race finds it taken and pays nothing), paid its level difference from house
 * `agent-commission` under `contract:{id}:{start}`, or written held (figures, no money) when it is
 * a dividend above the brand's threshold (decision 0292). Resolves to those this call claimed.
 */
export async function claimSettlements(trx: Kysely<Tables>, brand: Brand, p: Period, due: DueSettlement[]): Promise<DueSettlement[]> {
  if (due.length === 0) return [];
  const claimed = await trx
    .insertInto('contract_settlements')
    .values(
      due.map((s) => {
        const held = heldForApproval(brand, s);
        return {
          brand_id: brand.id,
          contract_id: s.contractId,
          member_id: s.memberId,
          kind: s.kind,
          period_start: p.start,
          period_end: p.end,
          figures: JSON.stringify(s.figures),
          gross: String(s.gross),
          downline_gross: String(s.downlineGross),
          amount: String(s.amount),
          status: held ? 'held' : 'paid',
          ledger_key: s.amount > 0n && !held ? contractKey(s.contractId, p.start) : null,
        } as const;
      }),
    )
    .onConflict((oc) => oc.columns(['contract_id', 'period_start']).doNothing())
    .returning(['contract_id', 'status'])
    .execute();
  const ours = new Map(claimed.map((r) => [String(r.contract_id), r.status]));
  const made = due.filter((s) => ours.has(String(s.contractId)));
  const toPay = made.filter((s) => ours.get(String(s.contractId)) === 'paid' && s.amount > 0n);
  // A period's pay in one statement per kind (the change's reference), each under its own key.
  const posted = new Set<string>();
  for (const kind of new Set(toPay.map((s) => s.kind))) {
    const payouts = toPay.filter((s) => s.kind === kind).map((s) => ({ memberId: s.memberId, idempotencyKey: contractKey(s.contractId, p.start), amount: s.amount }));
    for (const key of await postPayouts(trx, { brandId: brand.id, kind: 'contract', reference: kind, house: CONTRACT_HOUSE, payouts })) posted.add(key);
  }
  for (const s of toPay) if (posted.has(contractKey(s.contractId, p.start))) await tell(trx, brand, p, s);
  for (const s of made) if (ours.get(String(s.contractId)) === 'held') await tell(trx, brand, p, s, true);
  return made;
}

/**
 * Settles one period of a brand: each contract in force over it and not yet settled is claimed and
 * paid (or held) by `claimSettlements`. The period's rows are claimed in one statement and paid in
 * one a kind: a round trip per contract would cost a five minutes' run more than its figures.
 * Resolves to the settlements this run made.
 */
export async function settlePeriod(trx: Kysely<Tables>, brand: Brand, p: Period): Promise<DueSettlement[]> {
  return claimSettlements(trx, brand, p, await dueSettlements(trx, brand.id, brand.config.timeZone, p, { carryOver: carriesDividendLoss(brand) }));
}

/**
 * Every closed period of this length since the brand's mark, each settled in turn, up to the last
 * one that ended `graceMs` before `now` (a bet's transaction that began before a period's end may
 * commit just after it). With no mark yet, the last closed period only. The mark moves on in the
 * same transaction.
 */
export async function settleDue(trx: Kysely<Tables>, brand: Brand, period: ContractPeriod, now: Date, graceMs: number): Promise<DueSettlement[]> {
  const tz = brand.config.timeZone;
  const cutoff = new Date(now.getTime() - graceMs);
  const mark = await trx.selectFrom('contract_settlement_marks').select('settled_to').where('brand_id', '=', brand.id).where('period', '=', period).executeTakeFirst();
  let from = mark ? new Date(mark.settled_to) : (await periodAt(trx, period, tz, new Date((await periodAt(trx, period, tz, cutoff)).start.getTime() - 1))).start;
  const made: DueSettlement[] = [];
  for (let i = 0; i < maxPeriodsPerRun; i++) {
    const p = await periodAt(trx, period, tz, from);
    if (p.end > cutoff) break;
    made.push(...(await settlePeriod(trx, brand, p)));
    from = p.end;
  }
  await trx
    .insertInto('contract_settlement_marks')
    .values({ brand_id: brand.id, period, settled_to: from })
    .onConflict((oc) => oc.columns(['brand_id', 'period']).doUpdateSet({ settled_to: sql<Date>`greatest(contract_settlement_marks.settled_to, excluded.settled_to)` }))
    .execute();
  return made;
}

async function brandsOf(trx: Kysely<Tables>): Promise<Brand[]> {
  const rows = await trx.selectFrom('brands').select(['id', 'domains', 'config', 'settings', 'register_rules', 'maintenance']).orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, domains: r.domains, config: r.config, settings: r.settings, registerRules: r.register_rules, maintenance: r.maintenance }));
}

/**
 * A settlement job: on its schedule (UTC), every brand's closed periods of its lengths, each brand
 * in its own time zone. `now` in the payload settles as of that moment (a test, a catch-up by hand).
 */
function settlementJob(kind: string, cron: string, periods: ContractPeriod[], graceMinutes: number) {
  return {
    kind,
    cron,
    // The next run catches up from the mark, so a failed one is tried again a few times, then kept for an operator.
    queue: retriedQueue(kind, 3, 60),
    handle: (async (payload, trx) => {
      const now = payload.now ? new Date(payload.now) : new Date();
      for (const brand of await brandsOf(trx)) for (const period of periods) await settleDue(trx, brand, period, now, graceMinutes * 60_000);
    }) as JobHandler<{ now?: string }>,
  };
}

/** Real-time salaries: each five minutes' slot, a minute after it closes. */
export const realtimeSettlementJob = settlementJob('agent.contracts.realtime', '1-56/5 * * * *', ['fiveMinutes'], 1);
/** Hourly wages: each hour, at five past. */
export const hourlySettlementJob = settlementJob('agent.contracts.hourly', '5 * * * *', ['hour'], 5);
/**
 * Daily wages and dividends: hourly at :20 UTC, so a brand's day (and the week, half month or month
 * it closes) is settled within the hour after its midnight, whatever its time zone; the hours
 * between find nothing closed since the mark.
 */
export const periodSettlementJob = settlementJob('agent.contracts.period', '20 * * * *', ['daily', 'weekly', 'semimonthly', 'monthly'], 5);
