import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import type { ContractTerms, OpsContractSettlement } from '../../../src/generated/types';
import { periodOf } from '../../db/contractPeriod';
import { apiError } from '../../errors';
import { consoleSettlement, dueSettlements, periodAt, tellSettlementParties } from '../agent/index';
import { carriesDividendLoss, claimSettlements, contractKey, payContract } from './contractSettlement';

// The console's review of agents' contract settlements (decision 0292): a held dividend approved
// (paid under its period's key, once) or rejected with a reason; a paid one corrected (reversed and
// paid again at the corrected amount) or its period run again (the difference paid). Each change
// is one transaction that locks the settlement's row, so two operators at once change it once;
// each records what it did in `contract_settlement_changes`, and both parties are messaged.

export interface Operator {
  id: string;
  username: string;
}

export interface Changed {
  settlement: OpsContractSettlement;
  changed: boolean;
}

interface Locked {
  id: string;
  contract_id: string;
  member_id: string;
  kind: 'dividend' | 'daily' | 'hourly' | 'realtime';
  period_start: Date;
  amount: string;
  status: 'paid' | 'held' | 'rejected';
  revision: number;
  figures: unknown;
}

const lockColumns = ['id', 'contract_id', 'member_id', 'kind', 'period_start', 'amount', 'status', 'revision', 'figures'] as const;

async function answer(trx: Kysely<Tables>, brandId: string, id: string, changed: boolean): Promise<Changed> {
  return { settlement: (await consoleSettlement(trx, brandId, id))!, changed };
}

async function record(
  trx: Kysely<Tables>,
  s: Pick<Locked, 'id'>,
  operator: Operator,
  change: { cause: 'approve' | 'reject' | 'adjust' | 'rerun'; before: bigint; after: bigint; reason?: string | undefined; keys: string[] },
): Promise<void> {
  await trx
    .insertInto('contract_settlement_changes')
    .values({
      settlement_id: s.id,
      cause: change.cause,
      amount_before: String(change.before),
      amount_after: String(change.after),
      reason: change.reason ?? null,
      ledger_keys: JSON.stringify(change.keys),
      operator_id: operator.id,
      operator_name: operator.username,
    })
    .execute();
}

/**
 * Approves a held settlement (pays its amount under `contract:{id}:{period start}`, the key it would
 * have been paid under at once) or rejects it with a reason. The row moves from held in one
 * statement: of twenty operators at once, one moves it and pays; the others find it decided.
 */
export async function decideSettlement(trx: Kysely<Tables>, brand: Brand, operator: Operator, id: string, decision: 'approve' | 'reject', reason?: string): Promise<Changed> {
  const status = decision === 'approve' ? 'paid' : 'rejected';
  const moved = await trx
    .updateTable('contract_settlements')
    .set({ status, reason: reason ?? null, decided_by: operator.username, decided_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('brand_id', '=', brand.id)
    .where('status', '=', 'held')
    .returning(lockColumns)
    .executeTakeFirst();
  if (!moved) {
    const now = await trx.selectFrom('contract_settlements').select('status').where('id', '=', id).where('brand_id', '=', brand.id).executeTakeFirst();
    if (!now) throw apiError('NOT_FOUND');
    if (now.status === status) return answer(trx, brand.id, id, false);
    throw apiError('SETTLEMENT_NOT_HELD');
  }
  const amount = BigInt(moved.amount);
  const key = contractKey(moved.contract_id, new Date(moved.period_start));
  const keys: string[] = [];
  if (decision === 'approve' && amount > 0n) {
    await trx.updateTable('contract_settlements').set({ ledger_key: key }).where('id', '=', id).execute();
    await payContract(trx, brand.id, moved.member_id, moved.kind, key, amount);
    keys.push(key);
  }
  await record(trx, moved, operator, { cause: decision, before: amount, after: amount, reason, keys });
  await tellSettlementParties(trx, brand, id, decision === 'approve' ? 'settlementApproved' : 'settlementRejected', { amount, ...(reason === undefined ? {} : { reason }) });
  return answer(trx, brand.id, id, true);
}

async function lock(trx: Kysely<Tables>, brandId: string, where: { id: string } | { contractId: string; periodStart: Date }): Promise<Locked | undefined> {
  let q = trx.selectFrom('contract_settlements').select(lockColumns).where('brand_id', '=', brandId);
  q = 'id' in where ? q.where('id', '=', where.id) : q.where('contract_id', '=', where.contractId).where('period_start', '=', where.periodStart);
  return q.forUpdate().executeTakeFirst();
}

/**
 * Corrects a paid settlement to `amount`: the correction is paid and what it paid taken back, two
 * ledger changes under `contract:{id}:{start}:adjust:{revision}:correction` and `…:reversal`, in
 * this transaction (the correction first, so only a net take-back can find the agent's wallet
 * short). The revision moves on under the row's lock, so one correction is posted once.
 */
export async function adjustSettlement(trx: Kysely<Tables>, brand: Brand, operator: Operator, id: string, amount: bigint, reason: string): Promise<Changed> {
  const s = await lock(trx, brand.id, { id });
  if (!s) throw apiError('NOT_FOUND');
  if (s.status !== 'paid') throw apiError('SETTLEMENT_NOT_PAID');
  const before = BigInt(s.amount);
  if (before === amount) return answer(trx, brand.id, id, false);
  const revision = s.revision + 1;
  const base = `${contractKey(s.contract_id, new Date(s.period_start))}:adjust:${revision}`;
  const keys: string[] = [];
  if (amount > 0n) {
    await payContract(trx, brand.id, s.member_id, s.kind, `${base}:correction`, amount);
    keys.push(`${base}:correction`);
  }
  if (before > 0n) {
    await payContract(trx, brand.id, s.member_id, s.kind, `${base}:reversal`, -before);
    keys.push(`${base}:reversal`);
  }
  await trx
    .updateTable('contract_settlements')
    .set({ amount: String(amount), revision, reason, decided_by: operator.username, decided_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
  await record(trx, s, operator, { cause: 'adjust', before, after: amount, reason, keys });
  await tellSettlementParties(trx, brand, id, 'settlementAdjusted', { amount, before, reason });
  return answer(trx, brand.id, id, true);
}

/**
 * Settles a closed period of a contract again from today's figures. Never settled: claimed as the
 * job would. Paid: the difference paid (or taken back) under `contract:{id}:{start}:rerun:{revision}`,
 * nothing when the amount is unchanged. Held or rejected: the figures are renewed, no money moves.
 */
export async function rerunSettlement(trx: Kysely<Tables>, brand: Brand, operator: Operator, contractId: string, moment: Date, reason: string, now = new Date()): Promise<Changed> {
  const contract = await trx.selectFrom('contracts').select(['id', 'kind', 'terms']).where('id', '=', contractId).where('brand_id', '=', brand.id).executeTakeFirst();
  if (!contract) throw apiError('NOT_FOUND');
  const terms = (typeof contract.terms === 'string' ? JSON.parse(contract.terms) : contract.terms) as ContractTerms;
  const p = await periodAt(trx, periodOf(contract.kind, terms), brand.config.timeZone, moment);
  if (p.end > now) throw apiError('PERIOD_NOT_CLOSED');
  const due = (await dueSettlements(trx, brand.id, brand.config.timeZone, p, { settledToo: true, carryOver: carriesDividendLoss(brand) })).find((d) => String(d.contractId) === String(contractId));
  let s = await lock(trx, brand.id, { contractId, periodStart: p.start });
  if (!s) {
    // Not in force over the period, or its team did nothing then: nothing to settle.
    if (!due) throw apiError('NOT_FOUND');
    await claimSettlements(trx, brand, p, [due]);
    s = await lock(trx, brand.id, { contractId, periodStart: p.start });
    if (!s) throw apiError('NOT_FOUND');
    await record(trx, s, operator, { cause: 'rerun', before: 0n, after: BigInt(s.amount), reason, keys: s.status === 'paid' && BigInt(s.amount) > 0n ? [contractKey(contractId, p.start)] : [] });
    return answer(trx, brand.id, s.id, true);
  }
  // A team with nothing in the period now (a figure corrected away) earns nothing.
  const figures = due?.figures ?? {};
  const after = due?.amount ?? 0n;
  const before = BigInt(s.amount);
  // jsonb keeps its keys in an order of its own: compared key by key.
  const stored = (typeof s.figures === 'string' ? JSON.parse(s.figures) : s.figures) as Record<string, unknown>;
  const sameFigures = Object.keys(stored).length === Object.keys(figures).length && Object.entries(figures).every(([k, v]) => stored[k] === v);
  if (after === before && sameFigures) return answer(trx, brand.id, s.id, false);
  const keys: string[] = [];
  const moves = s.status === 'paid' && after !== before;
  const revision = moves ? s.revision + 1 : s.revision;
  if (moves) {
    const key = `${contractKey(contractId, p.start)}:rerun:${revision}`;
    await payContract(trx, brand.id, s.member_id, s.kind, key, after - before);
    keys.push(key);
  }
  await trx
    .updateTable('contract_settlements')
    .set({ figures: JSON.stringify(figures), gross: String(due?.gross ?? 0n), downline_gross: String(due?.downlineGross ?? 0n), amount: String(after), revision })
    .where('id', '=', s.id)
    .execute();
  await record(trx, s, operator, { cause: 'rerun', before, after, reason, keys });
  if (moves) await tellSettlementParties(trx, brand, s.id, 'settlementAdjusted', { amount: after, before, reason });
  return answer(trx, brand.id, s.id, true);
}
