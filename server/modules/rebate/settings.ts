import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Rates } from './rates';

export interface RebateSettings {
  minClaim: bigint;
  defaultRates: Rates;
}

/** A brand without a row: no minimum and no default rates. */
const none: RebateSettings = { minClaim: 0n, defaultRates: {} };

export async function settingsOf(db: Kysely<Tables>, brandId: string): Promise<RebateSettings> {
  const row = await db.selectFrom('rebate_settings').select(['min_claim', 'default_rates']).where('brand_id', '=', brandId).executeTakeFirst();
  return row ? { minClaim: BigInt(row.min_claim), defaultRates: row.default_rates } : none;
}

/** Sets a brand's settings, the row made on the first save. Rates of 0 are not kept. */
export async function saveSettings(db: Kysely<Tables>, brandId: string, settings: RebateSettings): Promise<RebateSettings> {
  const values = { min_claim: String(settings.minClaim), default_rates: JSON.stringify(Object.fromEntries(Object.entries(settings.defaultRates).filter(([, r]) => r > 0))) };
  await db
    .insertInto('rebate_settings')
    .values({ brand_id: brandId, ...values })
    .onConflict((oc) => oc.column('brand_id').doUpdateSet({ ...values, updated_at: new Date() }))
    .execute();
  return settingsOf(db, brandId);
}
