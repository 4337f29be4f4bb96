import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../../db/tables';
import type { Brand } from '../../../brands/store';
import type { AgentIncome, AgentIncomeRequest, ContractFigures, ContractKind, ContractSettlement } from '../../../../src/generated/types';
import { fromMinorUnits } from '../../../../src/engine/money';
import { daysOf } from '../../../../src/engine/teamPresets';
import { dayEnd, dayStart } from '../../../db/brandDay';
import { pageOf } from '../../../db/pageOf';
import { checkTeamPeriod } from '../teamFigures';

const kinds: readonly ContractKind[] = ['dividend', 'daily', 'hourly', 'realtime'];

/** The columns of a settlement its readers show. */
export const settlementColumns = ['id', 'kind', 'period_start', 'period_end', 'figures', 'gross', 'downline_gross', 'amount', 'created_at', 'status', 'reason'] as const;

/** A settlement row as the agent and the console read it. */
export function settlementOf(r: {
  id: string;
  kind: ContractKind;
  period_start: Date;
  period_end: Date;
  figures: ContractFigures | string;
  gross: string;
  downline_gross: string;
  amount: string;
  created_at: Date;
  status: ContractSettlement['status'];
  reason: string | null;
}): ContractSettlement {
  return {
    id: String(r.id),
    kind: r.kind,
    periodStart: new Date(r.period_start).toISOString(),
    periodEnd: new Date(r.period_end).toISOString(),
    figures: (typeof r.figures === 'string' ? JSON.parse(r.figures) : r.figures) as ContractFigures,
    gross: fromMinorUnits(r.gross),
    downlineGross: fromMinorUnits(r.downline_gross),
    amount: fromMinorUnits(r.amount),
    settledAt: new Date(r.created_at).toISOString(),
    status: r.status,
    reason: r.reason,
  };
}

/**
 * My Income (decision 0284): what the agent's contracts paid it for the periods that began on the
 * brand days asked for: totals per kind and per day for the chart, and a page of the settlements,
 * newest period first, each with the figures it was judged on and where it stands (a held or
 * rejected one counts in no total, decision 0292).
 */
export async function agentIncome(db: Kysely<Tables>, brand: Brand, agentId: string, input: AgentIncomeRequest): Promise<AgentIncome> {
  const period = { from: input.from, to: input.to };
  checkTeamPeriod(period);
  const tz = brand.config.timeZone;
  const pageNo = input.pageNo ?? 1;
  const pageSize = input.pageSize ?? 10;
  const inPeriod = db.selectFrom('contract_settlements').where('member_id', '=', agentId).where('period_start', '>=', dayStart(period.from, tz)).where('period_start', '<', dayEnd(period.to, tz));
  // Only what was paid: a held or rejected settlement moved no money.
  const sums = await inPeriod
    .where('status', '=', 'paid')
    .select(['kind', sql<string>`to_char((period_start at time zone ${tz})::date, 'YYYY-MM-DD')`.as('day'), sql<string>`sum(amount)::text`.as('amount')])
    .groupBy(['kind', sql`2`])
    .execute();
  const base = input.kind ? inPeriod.where('kind', '=', input.kind) : inPeriod;
  const page = await pageOf(pageNo, pageSize, base, (limit, offset) => base.select(settlementColumns).orderBy('period_start', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute());
  const byKind = new Map<ContractKind, bigint>(kinds.map((k) => [k, 0n]));
  const byDay = new Map<string, Record<ContractKind, bigint>>();
  let total = 0n;
  for (const s of sums) {
    const amount = BigInt(s.amount);
    total += amount;
    byKind.set(s.kind, byKind.get(s.kind)! + amount);
    const d = byDay.get(s.day) ?? { dividend: 0n, daily: 0n, hourly: 0n, realtime: 0n };
    d[s.kind] += amount;
    byDay.set(s.day, d);
  }
  return {
    from: period.from,
    to: period.to,
    amount: fromMinorUnits(total),
    kinds: kinds.map((kind) => ({ kind, amount: fromMinorUnits(byKind.get(kind)!) })),
    days: daysOf(period).map((day) => {
      const d = byDay.get(day);
      return {
        day,
        dividend: fromMinorUnits(d?.dividend ?? 0n),
        daily: fromMinorUnits(d?.daily ?? 0n),
        hourly: fromMinorUnits(d?.hourly ?? 0n),
        realtime: fromMinorUnits(d?.realtime ?? 0n),
      };
    }),
    pageNo,
    total: page.total,
    totalPages: page.totalPages,
    list: page.rows.map(settlementOf),
  };
}
