import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import type { Category, OpsMissions, OpsSaveMissionRequest, OpsSaveRaceRequest, Texts } from '../../../src/generated/types';
import { fromMinorUnits, toMinorUnits } from '../../../src/engine/money';
import { apiError } from '../../errors';
import { holdsMarkup, offeredLanguages } from '../../lib/plainText';
import { countsMoney } from './service';
import { periodStart } from '../../db/brandPeriod';

/** A brand's missions and races for the console, and what they paid from the house account `missions` in its current day and week. */
export async function brandMissions(db: Kysely<Tables>, brand: Brand): Promise<OpsMissions> {
  const [missions, races, cost] = await Promise.all([
    db.selectFrom('missions').selectAll().where('brand_id', '=', brand.id).orderBy('sort').orderBy('id').execute(),
    db.selectFrom('races').selectAll().where('brand_id', '=', brand.id).orderBy('id').execute(),
    paidFrom(db, brand),
  ]);
  return {
    missions: missions.map((m) => ({
      id: m.id,
      period: m.period,
      kind: m.kind,
      product: m.product as Category | null,
      target: countsMoney(m.kind) ? fromMinorUnits(m.target) : m.target,
      reward: fromMinorUnits(m.reward),
      title: m.title,
      enabled: m.enabled,
      sort: m.sort,
    })),
    races: races.map((r) => ({ id: r.id, period: r.period, product: r.product as Category | null, prizes: r.prizes.map((p) => fromMinorUnits(p)), title: r.title, enabled: r.enabled })),
    cost,
  };
}

async function paidFrom(db: Kysely<Tables>, brand: Brand): Promise<OpsMissions['cost']> {
  const tz = brand.config.timeZone;
  const row = await sql<{ today: string | null; week: string | null }>`
    select -sum(e.amount) filter (where t.created_at >= ${periodStart(sql.lit('daily'), tz)}) as today,
           -sum(e.amount) as week
    from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
    where t.brand_id = ${brand.id} and e.house_account = 'missions' and t.created_at >= ${periodStart(sql.lit('weekly'), tz)}`.execute(db);
  const r = row.rows[0];
  return { today: fromMinorUnits(r?.today ?? '0'), week: fromMinorUnits(r?.week ?? '0') };
}

/** A title in languages the brand offers, plain text (400 FIELD_INVALID on `title.<lang>` otherwise). */
function checkTitle(brand: Brand, title: Texts): void {
  offeredLanguages(brand.config.supportLanguages, title, 'title');
  for (const [lang, text] of Object.entries(title) as Array<[string, string]>) if (holdsMarkup(text)) throw apiError('FIELD_INVALID', { reason: 'errors:reason_title_markup' }, `title.${lang}`);
}

/** A whole count for rounds and days, an amount for money: 400 FIELD_INVALID on `target` otherwise. */
function targetOf(input: OpsSaveMissionRequest): bigint {
  if (countsMoney(input.kind)) return toMinorUnits(input.target)!;
  if (!/^[0-9]+$/.test(input.target)) throw apiError('FIELD_INVALID', { reason: 'errors:reason_whole_count' }, 'target');
  return BigInt(input.target);
}

/** Creates or changes a mission of the brand; resolves to its id (404 for another brand's). */
export async function saveMission(db: Kysely<Tables>, brand: Brand, input: OpsSaveMissionRequest): Promise<{ id: string }> {
  checkTitle(brand, input.title);
  if (input.kind === 'signInDays' && input.period !== 'weekly') throw apiError('FIELD_INVALID', { reason: 'errors:reason_weekly_only' }, 'period');
  if (input.product && input.kind !== 'validBet' && input.kind !== 'rounds') throw apiError('FIELD_INVALID', { reason: 'errors:reason_no_product' }, 'product');
  const target = targetOf(input);
  const reward = toMinorUnits(input.reward)!;
  if (target <= 0n) throw apiError('FIELD_INVALID', { reason: 'errors:reason_above_zero' }, 'target');
  if (reward <= 0n) throw apiError('FIELD_INVALID', { reason: 'errors:reason_above_zero' }, 'reward');
  const values = {
    period: input.period,
    kind: input.kind,
    product: input.product ?? null,
    target: String(target),
    reward: String(reward),
    title: JSON.stringify(input.title),
    enabled: input.enabled,
    sort: input.sort ?? 0,
  };
  const row = input.id
    ? await db.updateTable('missions').set(values).where('id', '=', input.id).where('brand_id', '=', brand.id).returning('id').executeTakeFirst()
    : await db.insertInto('missions').values({ brand_id: brand.id, ...values }).returning('id').executeTakeFirstOrThrow();
  if (!row) throw apiError('NOT_FOUND');
  return { id: row.id };
}

/** Creates or changes a race of the brand; resolves to its id (404 for another brand's). */
export async function saveRace(db: Kysely<Tables>, brand: Brand, input: OpsSaveRaceRequest): Promise<{ id: string }> {
  checkTitle(brand, input.title);
  const prizes = input.prizes.map((p) => toMinorUnits(p)!);
  if (prizes.some((p) => p <= 0n)) throw apiError('FIELD_INVALID', { reason: 'errors:reason_above_zero' }, 'prizes');
  const values = { period: input.period, product: input.product ?? null, prizes: JSON.stringify(prizes.map(String)), title: JSON.stringify(input.title), enabled: input.enabled };
  const row = input.id
    ? await db.updateTable('races').set(values).where('id', '=', input.id).where('brand_id', '=', brand.id).returning('id').executeTakeFirst()
    : await db.insertInto('races').values({ brand_id: brand.id, ...values }).returning('id').executeTakeFirstOrThrow();
  if (!row) throw apiError('NOT_FOUND');
  return { id: row.id };
}
