import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import type { OpsCreateEnvelopeRequest, OpsEnvelopes } from '../../../src/generated/types';
import { apiError } from '../../errors';
import { plainTexts } from '../../lib/plainText';
import { fromMinorUnits, toMinorUnits } from '../../../src/engine/money';
import type { NewJob } from '../../jobs/jobs';
import { offersChanged } from '../../lib/offersNotice';
import { opensJob } from './opensJob';

/**
 * A new envelope, checked: a plain title in each of the brand's languages, a window that ends after
 * it starts, and takes the pool can pay. The brand's open pages are told when it opens (at once, or
 * by a job at its opening) and by a job when it closes.
 */
export async function createEnvelope(db: Kysely<Tables>, jobs: { send(db: Kysely<Tables>, job: NewJob): Promise<boolean> }, brand: Brand, operatorId: string, input: OpsCreateEnvelopeRequest): Promise<string> {
  const title = plainTexts(brand.config.supportLanguages, input.title, 'title');
  if (Date.parse(input.closesAt) <= Date.parse(input.opensAt)) throw apiError('FIELD_INVALID', { reason: 'errors:reason_end_before_start' }, 'closesAt');
  const [pool, min, max, deposit] = [input.pool, input.minAmount, input.maxAmount, input.minDepositToday].map((a) => toMinorUnits(a)!) as [bigint, bigint, bigint, bigint];
  if (pool <= 0n) throw apiError('FIELD_INVALID', { reason: 'errors:reason_range' }, 'pool');
  if (min <= 0n) throw apiError('FIELD_INVALID', { reason: 'errors:reason_range' }, 'minAmount');
  if (max < min) throw apiError('FIELD_INVALID', { reason: 'errors:reason_min_above_max' }, 'maxAmount');
  if (max > pool) throw apiError('FIELD_INVALID', { reason: 'errors:reason_take_above_pool' }, 'maxAmount');
  const { id } = await db
    .insertInto('red_envelopes')
    .values({
      brand_id: brand.id,
      title: JSON.stringify(title),
      opens_at: new Date(input.opensAt),
      closes_at: new Date(input.closesAt),
      pool: String(pool),
      remaining: String(pool),
      min_amount: String(min),
      max_amount: String(max),
      min_deposit_today: String(deposit),
      created_by: operatorId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const opensAt = new Date(input.opensAt);
  for (const job of opensJob.envelope({ id, opensAt, closesAt: new Date(input.closesAt) })) await jobs.send(db, job);
  if (opensAt.getTime() <= Date.now()) await offersChanged(db, brand.id);
  return id;
}

/** Closes an envelope at once; false when it is not the brand's or was withdrawn already. */
export async function withdrawEnvelope(db: Kysely<Tables>, brandId: string, id: string): Promise<boolean> {
  const r = await db.updateTable('red_envelopes').set({ withdrawn_at: sql<Date>`now()` }).where('id', '=', id).where('brand_id', '=', brandId).where('withdrawn_at', 'is', null).executeTakeFirst();
  if (r.numUpdatedRows === 0n) return false;
  await offersChanged(db, brandId);
  return true;
}

/** A brand's envelopes for the console, the latest window first, with how many members took one. */
export async function brandEnvelopes(db: Kysely<Tables>, brandId: string, pageNo: number, pageSize: number): Promise<OpsEnvelopes> {
  const { rows: count } = await sql<{ n: number }>`select count(*)::int as n from red_envelopes where brand_id = ${brandId}`.execute(db);
  const rows = await db
    .selectFrom('red_envelopes as e')
    .select(['e.id', 'e.title', 'e.opens_at', 'e.closes_at', 'e.pool', 'e.remaining', 'e.min_amount', 'e.max_amount', 'e.min_deposit_today', 'e.withdrawn_at'])
    .select(sql<number>`(select count(*) from red_envelope_claims c where c.envelope_id = e.id)::int`.as('claims'))
    .where('e.brand_id', '=', brandId)
    .orderBy('e.opens_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize)
    .execute();
  const total = count[0]!.n;
  return {
    pageNo,
    total,
    totalPages: Math.ceil(total / pageSize),
    list: rows.map((e) => ({
      id: e.id,
      title: e.title,
      opensAt: new Date(e.opens_at).toISOString(),
      closesAt: new Date(e.closes_at).toISOString(),
      pool: fromMinorUnits(e.pool),
      remaining: fromMinorUnits(e.remaining),
      minAmount: fromMinorUnits(e.min_amount),
      maxAmount: fromMinorUnits(e.max_amount),
      minDepositToday: fromMinorUnits(e.min_deposit_today),
      claims: e.claims,
      withdrawnAt: e.withdrawn_at ? new Date(e.withdrawn_at).toISOString() : null,
    })),
  };
}
