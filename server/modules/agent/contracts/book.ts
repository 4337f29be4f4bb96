import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../../db/tables';
import type { Contract, ContractKind, ContractTerms, DividendContracts } from '../../../../src/generated/types';
import { pageOf } from '../../../db/pageOf';
import { settlementColumns, settlementOf } from './income';

/** A contract row with both parties' accounts, as the book and the actions read it. */
export interface ContractRow {
  id: string;
  kind: ContractKind;
  upline_id: string | null;
  upline_account: string | null;
  downline_id: string;
  downline_account: string;
  terms: ContractTerms;
  status: Contract['status'];
  termination_by: 'upline' | 'downline' | null;
  starts_at: Date | null;
  ends_at: Date | null;
  end_cause: Contract['endCause'];
  created_at: Date;
  decided_at: Date | null;
  /** Whether an accepted contract's end has passed (the database's clock). */
  over: boolean;
}

/** Every contract with its parties' accounts; callers add the conditions. */
export function contractRows(db: Kysely<Tables>) {
  return db
    .selectFrom('contracts as c')
    .leftJoin('members as up', 'up.id', 'c.upline_id')
    .innerJoin('members as down', 'down.id', 'c.downline_id')
    .select([
      'c.id',
      'c.kind',
      'c.upline_id',
      'up.account as upline_account',
      'c.downline_id',
      'down.account as downline_account',
      'c.terms',
      'c.status',
      'c.termination_by',
      'c.starts_at',
      'c.ends_at',
      'c.end_cause',
      'c.created_at',
      'c.decided_at',
      sql<boolean>`c.status = 'accepted' and c.ends_at is not null and c.ends_at <= now()`.as('over'),
    ]);
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** A row as the agent reads it: an accepted contract whose end has passed shows how it ended. */
export function contractOf(r: ContractRow): Contract {
  const status: Contract['status'] = r.over ? (r.end_cause === 'replaced' ? 'completed' : 'terminated') : r.status;
  return {
    id: String(r.id),
    kind: r.kind,
    upline: r.upline_id === null ? null : { id: String(r.upline_id), account: r.upline_account! },
    downline: { id: String(r.downline_id), account: r.downline_account },
    terms: r.terms,
    status,
    terminationBy: status === 'accepted' ? r.termination_by : null,
    startsAt: iso(r.starts_at),
    endsAt: iso(r.ends_at),
    createdAt: iso(r.created_at)!,
    decidedAt: iso(r.decided_at),
    endCause: r.end_cause,
  };
}

/** Open first (an offer, or a contract in force or about to be), then the newest. */
const openFirst = sql`case when c.status = 'pending' or (c.status = 'accepted' and (c.ends_at is null or c.ends_at > now())) then 0 else 1 end`;

/** The terms of the member's open accepted contract of this kind (in force, or replacing one at the period's end): the most it may offer below. */
export async function ceilingOf(db: Kysely<Tables>, memberId: string, kind: ContractKind): Promise<ContractTerms | null> {
  const row = await db
    .selectFrom('contracts')
    .select('terms')
    .where('downline_id', '=', memberId)
    .where('kind', '=', kind)
    .where('status', '=', 'accepted')
    .where('ends_at', 'is', null)
    .executeTakeFirst();
  return row?.terms ?? null;
}

/** How many of the agent's own ended contracts the book still shows. */
const OWN_HISTORY = 10;
/** How many of the agent's last settlements of the kind the book shows (My Income has them all). */
const SETTLEMENTS_SHOWN = 10;

/**
 * The agent's contracts of one kind (decision 0283): those with its upline (offers awaiting it and
 * those in force first, then the last ones ended), its ceiling, a page of those it gave, and its
 * last settlements of the kind, held and rejected ones too (decision 0292).
 */
export async function contractBook(db: Kysely<Tables>, memberId: string, kind: ContractKind, paging: { pageNo?: number | undefined; pageSize?: number | undefined }): Promise<DividendContracts> {
  const given = contractRows(db).where('c.upline_id', '=', memberId).where('c.kind', '=', kind);
  const [own, ceiling, page, settlements] = await Promise.all([
    contractRows(db).where('c.downline_id', '=', memberId).where('c.kind', '=', kind).orderBy(openFirst).orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').limit(OWN_HISTORY).execute(),
    ceilingOf(db, memberId, kind),
    pageOf(paging.pageNo ?? 1, paging.pageSize ?? 10, db.selectFrom('contracts as c').where('c.upline_id', '=', memberId).where('c.kind', '=', kind), (limit, offset) =>
      given.orderBy(openFirst).orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').limit(limit).offset(offset).execute(),
    ),
    db
      .selectFrom('contract_settlements')
      .select(settlementColumns)
      .where('member_id', '=', memberId)
      .where('kind', '=', kind)
      .orderBy('period_start', 'desc')
      .orderBy('id', 'desc')
      .limit(SETTLEMENTS_SHOWN)
      .execute(),
  ]);
  return {
    own: own.map(contractOf),
    ceiling,
    given: { pageNo: page.pageNo, totalPages: page.totalPages, total: page.total, list: page.rows.map(contractOf) },
    settlements: settlements.map(settlementOf),
    breaks: [],
    changed: false,
  };
}

/** A top agent's contracts with the house, newest first: what the console shows of it. */
export async function houseContracts(db: Kysely<Tables>, memberId: string): Promise<Contract[]> {
  const rows = await contractRows(db)
    .where('c.downline_id', '=', memberId)
    .where('c.upline_id', 'is', null)
    .orderBy(openFirst)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(50)
    .execute();
  return rows.map(contractOf);
}
