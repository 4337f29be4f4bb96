import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables';
import type { Translations } from '../../src/engine/pickTranslation';
import { toMinorUnits } from '../../src/engine/money';

interface SeedPromotion {
  id: string;
  kind: 'firstDeposit' | 'reloadDeposit' | 'fixed' | 'application';
  percent?: number;
  cap?: string;
  minDeposit?: string;
  amount?: string;
  contact?: 'zalo' | 'whatsapp';
  title: Translations;
  summary: Translations;
  rules: Translations;
  image: string | null;
  turnoverMultiplier: number;
  turnoverBase: 'bonus' | 'bonusDeposit';
  contributions: Record<string, number>;
  maxStake?: string;
  expiryDays: number;
  minDeposits?: number;
  period: 'once' | 'day' | 'week' | 'month';
  sort: number;
}

const minor = (text: string | undefined) => (text === undefined ? null : String(toMinorUnits(text)));

/**
 * The demo promotions of config/seed/promotions.json, once per database (their own marker, so a
 * database seeded before promotions existed gets them too), each under its stable id: the seeded
 * banners link to them. Never called in production.
 */
export async function seedDemoPromotions(db: Kysely<Tables>, configDir: string): Promise<boolean> {
  const file = JSON.parse(readFileSync(join(configDir, 'seed', 'promotions.json'), 'utf8')) as { startsAt: string; brands: Record<string, SeedPromotion[]> };
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('meta')
      .values({ key: 'demo_promotions_seeded_at', value: new Date().toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) return false;
    const brandIds = new Set((await trx.selectFrom('brands').select('id').execute()).map((r) => r.id));
    for (const [brand, list] of Object.entries(file.brands)) {
      if (!brandIds.has(brand) || !list.length) continue;
      await trx
        .insertInto('promotions')
        .values(
          list.map((p) => ({
            id: p.id,
            brand_id: brand,
            kind: p.kind,
            percent: p.percent ?? null,
            cap: minor(p.cap),
            min_deposit: minor(p.minDeposit) ?? '0',
            amount: minor(p.amount),
            contact: p.contact ?? null,
            title: JSON.stringify(p.title),
            summary: JSON.stringify(p.summary),
            rules: JSON.stringify(p.rules),
            image: p.image,
            starts_at: file.startsAt,
            turnover_multiplier: p.turnoverMultiplier,
            turnover_base: p.turnoverBase,
            contributions: JSON.stringify(p.contributions),
            max_stake: minor(p.maxStake),
            expiry_days: p.expiryDays,
            min_deposits: p.minDeposits ?? 0,
            period: p.period,
            sort: p.sort,
          })),
        )
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }
    return true;
  });
}
