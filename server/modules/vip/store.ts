import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import { apiError } from '../../errors';
import { holdsMarkup, offeredLanguages } from '../../lib/plainText';
import { fromMinorUnits, toMinorUnits } from '../../../src/engine/money';
import { pickTranslation } from '../../../src/engine/pickTranslation';
import type { OpsSaveVipLevelRequest, OpsVipLevels, VipLevels } from '../../../src/generated/types';

export type Basis = 'validBet' | 'deposit';
export interface VipOptions {
  basis: Basis;
  downgrade: boolean;
}

/** A brand without a row of options counts valid bet and never lowers a level. */
const defaultOptions: VipOptions = { basis: 'validBet', downgrade: false };

export async function optionsOf(db: Kysely<Tables>, brandId: string): Promise<VipOptions> {
  const row = await db.selectFrom('vip_options').select(['basis', 'downgrade']).where('brand_id', '=', brandId).executeTakeFirst();
  return row ?? defaultOptions;
}

export const levelsOf = (db: Kysely<Tables>, brandId: string) =>
  db.selectFrom('vip_levels').selectAll().where('brand_id', '=', brandId).orderBy('rank_level').execute();

export type LevelRow = Awaited<ReturnType<typeof levelsOf>>[number];

/** A level's label in a language (else the brand's default, else any). */
export const labelOf = (level: Pick<LevelRow, 'club_label'>, lang: string, brand: Brand) => pickTranslation(level.club_label, lang, brand.config.defaultLang);

/** The rates as the player reads them: products in the brand's category order, the ones with a rate. */
function rebateList(rebates: Record<string, number>, brand: Brand): Array<{ product: string; rate: number }> {
  const order = brand.config.categories as readonly string[];
  return Object.entries(rebates)
    .filter(([, rate]) => rate > 0)
    .sort(([a], [b]) => (order.indexOf(a) >>> 0) - (order.indexOf(b) >>> 0))
    .map(([product, rate]) => ({ product, rate }));
}

/** The ladder a visitor reads: every level with its label in the request's language and its benefits. */
export async function publicLevels(db: Kysely<Tables>, brand: Brand, lang: string): Promise<VipLevels> {
  const [levels, options] = await Promise.all([levelsOf(db, brand.id), optionsOf(db, brand.id)]);
  return {
    basis: options.basis,
    levels: levels.map((l) => ({
      rankLevel: l.rank_level,
      clubLabel: labelOf(l, lang, brand),
      threshold: fromMinorUnits(l.threshold),
      upgradeBonus: fromMinorUnits(l.upgrade_bonus),
      monthlyBonus: fromMinorUnits(l.monthly_bonus),
      rebates: rebateList(l.rebates, brand),
      pointMultiplier: Number(l.point_multiplier),
    })),
  };
}

const monthOf = (d: Date) => d.toISOString().slice(0, 7);

/** The console's view: every language's label, how many members hold each level, options, and what house `vip` paid this month by kind. */
export async function opsLevels(db: Kysely<Tables>, brandId: string, now = new Date()): Promise<OpsVipLevels> {
  const month = monthOf(now);
  const start = `${month}-01T00:00:00Z`;
  const [levels, options, holders, paid] = await Promise.all([
    levelsOf(db, brandId),
    optionsOf(db, brandId),
    // The member rows carry the level (an operator's label before VIP3 too): counted there.
    db
      .selectFrom('members')
      .select(['rank_level', (eb) => eb.fn.countAll<string>().as('n')])
      .where('brand_id', '=', brandId)
      .where('rank_level', 'is not', null)
      .groupBy('rank_level')
      .execute(),
    sql<{ kind: string; paid: string }>`
      select split_part(t.idempotency_key, ':', 1) as kind, coalesce(-sum(e.amount), 0)::text as paid
      from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
      where t.brand_id = ${brandId} and e.house_account = 'vip' and t.created_at >= ${start}::timestamptz
      group by 1`.execute(db),
  ]);
  const held = new Map(holders.map((h) => [h.rank_level ?? 0, Number(h.n)]));
  const cost = new Map(paid.rows.map((r) => [r.kind, r.paid]));
  return {
    basis: options.basis,
    downgrade: options.downgrade,
    levels: levels.map((l) => ({
      rankLevel: l.rank_level,
      clubLabel: l.club_label,
      threshold: fromMinorUnits(l.threshold),
      upgradeBonus: fromMinorUnits(l.upgrade_bonus),
      monthlyBonus: fromMinorUnits(l.monthly_bonus),
      rebates: l.rebates,
      pointMultiplier: Number(l.point_multiplier),
      members: held.get(l.rank_level) ?? 0,
    })),
    cost: { month, upgrade: fromMinorUnits(cost.get('vip-up') ?? '0'), monthly: fromMinorUnits(cost.get('vip-month') ?? '0') },
  };
}

/** The brand's options row, made if missing and locked: an edit of the ladder takes its turn, so two edits never leave it out of order. */
async function lockLadder(trx: Kysely<Tables>, brandId: string): Promise<void> {
  await trx.insertInto('vip_options').values({ brand_id: brandId, basis: 'validBet', downgrade: false }).onConflict((oc) => oc.column('brand_id').doNothing()).execute();
  await trx.selectFrom('vip_options').select('brand_id').where('brand_id', '=', brandId).forUpdate().execute();
}

/**
 * Writes one level: an existing one, or a new one right above the top (400 VIP_LEVEL_GAP). Level 0
 * is where everyone starts, so its threshold is 0; every other threshold lies strictly between its
 * neighbours' (400 VIP_THRESHOLD_ORDER). The label must be in the brand's languages.
 */
export async function saveLevel(trx: Kysely<Tables>, brand: Brand, level: OpsSaveVipLevelRequest['level']): Promise<void> {
  offeredLanguages(brand.config.supportLanguages, level.clubLabel, 'level.clubLabel');
  for (const [lang, text] of Object.entries(level.clubLabel) as Array<[string, string]>)
    if (holdsMarkup(text)) throw apiError('FIELD_INVALID', { reason: 'errors:reason_plain_text' }, `level.clubLabel.${lang}`);
  await lockLadder(trx, brand.id);
  const levels = await levelsOf(trx, brand.id);
  const next = levels.length === 0 ? 0 : levels.at(-1)!.rank_level + 1;
  if (level.rankLevel > next) throw apiError('VIP_LEVEL_GAP', { next: String(next) }, 'level.rankLevel');
  const threshold = toMinorUnits(level.threshold)!;
  const below = levels.find((l) => l.rank_level === level.rankLevel - 1);
  const above = levels.find((l) => l.rank_level === level.rankLevel + 1);
  const ordered =
    (level.rankLevel === 0 ? threshold === 0n : below !== undefined && threshold > BigInt(below.threshold)) && (above === undefined || threshold < BigInt(above.threshold));
  if (!ordered) throw apiError('VIP_THRESHOLD_ORDER', {}, 'level.threshold');
  const row = {
    club_label: JSON.stringify(level.clubLabel),
    threshold: String(threshold),
    upgrade_bonus: String(toMinorUnits(level.upgradeBonus)!),
    monthly_bonus: String(toMinorUnits(level.monthlyBonus)!),
    rebates: JSON.stringify(level.rebates),
    point_multiplier: level.pointMultiplier,
  };
  await trx
    .insertInto('vip_levels')
    .values({ brand_id: brand.id, rank_level: level.rankLevel, ...row })
    .onConflict((oc) => oc.columns(['brand_id', 'rank_level']).doUpdateSet(row))
    .execute();
}

/** Removes the top level (400 VIP_LEVEL_NOT_TOP for any other; level 0 is never removed). */
export async function removeTopLevel(trx: Kysely<Tables>, brandId: string, rankLevel: number): Promise<void> {
  await lockLadder(trx, brandId);
  const top = await trx.selectFrom('vip_levels').select((eb) => eb.fn.max('rank_level').as('top')).where('brand_id', '=', brandId).executeTakeFirst();
  if (top?.top !== rankLevel) throw apiError('VIP_LEVEL_NOT_TOP', {}, 'rankLevel');
  await trx.deleteFrom('vip_levels').where('brand_id', '=', brandId).where('rank_level', '=', rankLevel).execute();
}

export async function saveOptions(trx: Kysely<Tables>, brandId: string, options: VipOptions): Promise<void> {
  await trx
    .insertInto('vip_options')
    .values({ brand_id: brandId, ...options })
    .onConflict((oc) => oc.column('brand_id').doUpdateSet(options))
    .execute();
}
