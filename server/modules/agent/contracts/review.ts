import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../../db/tables';
import type { Brand } from '../../../brands/store';
import type { OpsContractSettlement, OpsContractSettlements, OpsContractSettlementsRequest } from '../../../../src/generated/types';
import { dayEnd, dayStart } from '../../../db/brandDay';
import { pageOf } from '../../../db/pageOf';
import { accountKey } from '../../../lib/tokens';
import { checkTeamPeriod } from '../teamFigures';
import { settlementOf } from './income';

// What the console's Contract settlements page reads (decision 0292): a brand's settlements with
// their agent, contract and upline, and who decided them. What changes them is the wallet's.

function from(db: Kysely<Tables>, brandId: string) {
  return db
    .selectFrom('contract_settlements as s')
    .innerJoin('contracts as c', 'c.id', 's.contract_id')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .leftJoin('members as up', 'up.id', 'c.upline_id')
    .where('s.brand_id', '=', brandId);
}

function withColumns(q: ReturnType<typeof from>) {
  return q.select([
    's.id',
    's.kind',
    's.period_start',
    's.period_end',
    's.figures',
    's.gross',
    's.downline_gross',
    's.amount',
    's.created_at',
    's.status',
    's.reason',
    's.decided_by',
    's.decided_at',
    's.revision',
    's.contract_id',
    'm.account as agent',
    'up.account as upline',
  ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof withColumns>['executeTakeFirstOrThrow']>>;

const consoleOf = (r: Row): OpsContractSettlement => ({
  settlement: settlementOf(r),
  contractId: String(r.contract_id),
  agent: r.agent,
  upline: r.upline,
  decidedBy: r.decided_by,
  decidedAt: r.decided_at === null ? null : new Date(r.decided_at).toISOString(),
  revision: r.revision,
});

/** One settlement of the brand as the console reads it; undefined when the brand has none of that id. */
export async function consoleSettlement(db: Kysely<Tables>, brandId: string, id: string): Promise<OpsContractSettlement | undefined> {
  const r = await withColumns(from(db, brandId).where('s.id', '=', id)).executeTakeFirst();
  return r && consoleOf(r);
}

/** The brand's settlements whose period began on the days asked for, of a kind, status and agent when given, newest period first. */
export async function consoleSettlements(db: Kysely<Tables>, brand: Brand, input: OpsContractSettlementsRequest): Promise<OpsContractSettlements> {
  checkTeamPeriod({ from: input.from, to: input.to });
  const tz = brand.config.timeZone;
  const pageNo = input.pageNo ?? 1;
  let q = from(db, brand.id).where('s.period_start', '>=', dayStart(input.from, tz)).where('s.period_start', '<', dayEnd(input.to, tz));
  if (input.kind) q = q.where('s.kind', '=', input.kind);
  if (input.status) q = q.where('s.status', '=', input.status);
  if (input.account) q = q.where(sql<string>`lower(m.account)`, '=', accountKey(input.account));
  const page = await pageOf(pageNo, input.pageSize ?? 10, q, (limit, offset) => withColumns(q).orderBy('s.period_start', 'desc').orderBy('s.id', 'desc').limit(limit).offset(offset).execute());
  return { pageNo, total: page.total, totalPages: page.totalPages, list: page.rows.map(consoleOf) };
}
