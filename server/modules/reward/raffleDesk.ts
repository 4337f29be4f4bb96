import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import type { OpsCreateRaffleRequest, OpsRaffles } from '../../../src/generated/types';
import { apiError } from '../../errors';
import { plainTexts } from '../../lib/plainText';
import { fromMinorUnits, toMinorUnits } from '../../../src/engine/money';
import type { NewJob } from '../../jobs/jobs';
import { offersChanged } from '../../lib/offersNotice';
import { opensJob } from './opensJob';

/** The smallest turnover a ticket may ask: one unit of the currency (100 minor units). */
const minTurnoverStep = 100n;

/** A prize's amount as kept: minor units for cash, whole points, 0 for nothing; refused with the field it came from. */
function prizeAmount(p: OpsCreateRaffleRequest['prizes'][number], field: string): bigint {
  const minor = toMinorUnits(p.amount)!;
  if (p.kind === 'nothing') {
    if (minor !== 0n) throw apiError('FIELD_INVALID', { reason: 'errors:reason_prize_amount' }, field);
    return 0n;
  }
  if (minor <= 0n) throw apiError('FIELD_INVALID', { reason: 'errors:reason_prize_amount' }, field);
  if (p.kind === 'cash') return minor;
  if (minor % 100n !== 0n) throw apiError('FIELD_INVALID', { reason: 'errors:reason_prize_points_whole' }, field);
  return minor / 100n;
}

/**
 * A new raffle with its prize table, checked: a plain title in each of the brand's languages, a
 * window that ends after it starts, at least one way to earn a ticket, and prizes whose amounts fit
 * their kind. The brand's open pages are told when it opens (at once, or by a job at its opening)
 * and by a job when it closes (decision 0289).
 */
export async function createRaffle(db: Kysely<Tables>, jobs: { send(db: Kysely<Tables>, job: NewJob): Promise<boolean> }, brand: Brand, operatorId: string, input: OpsCreateRaffleRequest): Promise<string> {
  const title = plainTexts(brand.config.supportLanguages, input.title, 'title');
  if (Date.parse(input.closesAt) <= Date.parse(input.opensAt)) throw apiError('FIELD_INVALID', { reason: 'errors:reason_end_before_start' }, 'closesAt');
  const depositMin = input.depositMin === null ? null : toMinorUnits(input.depositMin)!;
  const turnoverStep = input.turnoverStep === null ? null : toMinorUnits(input.turnoverStep)!;
  if (depositMin === null && turnoverStep === null) throw apiError('FIELD_INVALID', { reason: 'errors:reason_raffle_no_earning' }, 'depositMin');
  if (depositMin !== null && depositMin <= 0n) throw apiError('FIELD_INVALID', { reason: 'errors:reason_range' }, 'depositMin');
  if (turnoverStep !== null && turnoverStep < minTurnoverStep) throw apiError('FIELD_INVALID', { reason: 'errors:reason_turnover_step_small' }, 'turnoverStep');
  const prizes = input.prizes.map((p, i) => ({ kind: p.kind, amount: prizeAmount(p, `prizes.${i}.amount`), weight: p.weight, stock: p.stock }));
  const { id } = await db
    .insertInto('raffles')
    .values({
      brand_id: brand.id,
      kind: input.kind,
      title: JSON.stringify(title),
      opens_at: new Date(input.opensAt),
      closes_at: new Date(input.closesAt),
      deposit_min: depositMin === null ? null : String(depositMin),
      turnover_step: turnoverStep === null ? null : String(turnoverStep),
      daily_max: input.dailyMax,
      created_by: operatorId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('raffle_prizes')
    .values(prizes.map((p, i) => ({ raffle_id: id, sort: i, weight: p.weight, kind: p.kind, amount: String(p.amount), stock: p.stock, stock_left: p.stock })))
    .execute();
  const opensAt = new Date(input.opensAt);
  for (const job of opensJob.raffle({ id, opensAt, closesAt: new Date(input.closesAt) })) await jobs.send(db, job);
  if (opensAt.getTime() <= Date.now()) await offersChanged(db, brand.id);
  return id;
}

/** Closes a raffle at once; false when it is not the brand's or was withdrawn already. */
export async function withdrawRaffle(db: Kysely<Tables>, brandId: string, id: string): Promise<boolean> {
  const r = await db.updateTable('raffles').set({ withdrawn_at: sql<Date>`now()` }).where('id', '=', id).where('brand_id', '=', brandId).where('withdrawn_at', 'is', null).executeTakeFirst();
  if (r.numUpdatedRows === 0n) return false;
  await offersChanged(db, brandId);
  return true;
}

/** A brand's raffles for the console, the latest window first, with each prize's stock left and draws. */
export async function brandRaffles(db: Kysely<Tables>, brandId: string, pageNo: number, pageSize: number): Promise<OpsRaffles> {
  const { rows: count } = await sql<{ n: number }>`select count(*)::int as n from raffles where brand_id = ${brandId}`.execute(db);
  const rows = await db
    .selectFrom('raffles as r')
    .select(['r.id', 'r.kind', 'r.title', 'r.opens_at', 'r.closes_at', 'r.deposit_min', 'r.turnover_step', 'r.daily_max', 'r.withdrawn_at'])
    .select(sql<number>`(select coalesce(sum(t.earned), 0) from raffle_tickets t where t.raffle_id = r.id)::int`.as('earned'))
    .where('r.brand_id', '=', brandId)
    .orderBy('r.opens_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize)
    .execute();
  const prizes = rows.length
    ? await db
        .selectFrom('raffle_prizes as p')
        .select(['p.id', 'p.raffle_id', 'p.kind', 'p.amount', 'p.weight', 'p.stock', 'p.stock_left'])
        .select(sql<number>`(select count(*) from raffle_draws d where d.raffle_id = p.raffle_id and d.prize_id = p.id)::int`.as('draws'))
        .where(
          'p.raffle_id',
          'in',
          rows.map((r) => r.id),
        )
        .orderBy('p.raffle_id')
        .orderBy('p.sort')
        .execute()
    : [];
  const total = count[0]!.n;
  return {
    pageNo,
    total,
    totalPages: Math.ceil(total / pageSize),
    list: rows.map((r) => {
      const table = prizes.filter((p) => p.raffle_id === r.id);
      return {
        id: r.id,
        kind: r.kind,
        title: r.title,
        opensAt: new Date(r.opens_at).toISOString(),
        closesAt: new Date(r.closes_at).toISOString(),
        depositMin: r.deposit_min === null ? null : fromMinorUnits(r.deposit_min),
        turnoverStep: r.turnover_step === null ? null : fromMinorUnits(r.turnover_step),
        dailyMax: r.daily_max,
        ticketsEarned: r.earned,
        draws: table.reduce((n, p) => n + p.draws, 0),
        withdrawnAt: r.withdrawn_at ? new Date(r.withdrawn_at).toISOString() : null,
        prizes: table.map((p) => ({
          id: p.id,
          kind: p.kind,
          amount: p.kind === 'cash' ? fromMinorUnits(p.amount) : String(p.amount),
          weight: p.weight,
          stock: p.stock,
          stockLeft: p.stock_left,
          draws: p.draws,
        })),
      };
    }),
  };
}
