import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Category, PointConfig, PointRatios } from '../../../src/generated/types';
import { earnRatios } from './earnRatios';

/** The products a ratio is set for (SPEC §3), besides deposit and redeem. */
export type Product = 'live' | 'lottery' | 'pvp' | 'slots' | 'sports';

/**
 * The product a game category earns as (decision 0260): live casino is live; sports, e-sports and
 * cockfight are sports; slots and fishing are slots; PvP cards are PvP; e-lottery and lottery are lottery.
 */
export const productOfCategory: Record<Category, Product> = {
  LIVE: 'live',
  SPORTS: 'sports',
  ESPORTS: 'sports',
  COCKFIGHT: 'sports',
  RNG: 'slots',
  FISH: 'slots',
  PVP: 'pvp',
  ELOTT: 'lottery',
  LOTT: 'lottery',
};

export const ratioNames = ['live', 'lottery', 'pvp', 'slots', 'sports', 'deposit', 'redeem'] as const;

/** A ratio as stored ("0.5000") in ten-thousandths: 5000n. */
export function ratioE4(text: string): bigint {
  const [whole, frac = ''] = text.split('.');
  return BigInt(whole!) * 10_000n + BigInt(frac.padEnd(4, '0').slice(0, 4));
}

/** A ratio in ten-thousandths as the wire states it: without trailing zeros ("0.5", "100"). */
export function ratioText(e4: bigint): string {
  const whole = e4 / 10_000n;
  const frac = String(e4 % 10_000n).padStart(4, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : String(whole);
}

/** Whole points for an amount of money (minor units) at `ratio` points per 1 currency unit: rounded down. */
export const pointsFor = (minor: bigint, ratio: string): bigint => (minor * ratioE4(ratio)) / 1_000_000n;

/** The money (minor units) points convert to at `redeem` points per 1 currency unit: rounded down; 0 when the brand converts none. */
export function cashFor(points: bigint, redeem: string): bigint {
  const e4 = ratioE4(redeem);
  return e4 === 0n ? 0n : (points * 1_000_000n) / e4;
}

export interface PointSettings {
  ratios: PointRatios;
  minConvert: bigint;
}

const none: PointSettings = { ratios: { live: '0', lottery: '0', pvp: '0', slots: '0', sports: '0', deposit: '0', redeem: '0' }, minConvert: 0n };

/** A brand's ratios; every one 0 for a brand without a row. */
export async function settingsOf(db: Kysely<Tables>, brandId: string): Promise<PointSettings> {
  const row = await db.selectFrom('point_settings').selectAll().where('brand_id', '=', brandId).executeTakeFirst();
  if (!row) return none;
  const ratios = Object.fromEntries(ratioNames.map((n) => [n, ratioText(ratioE4(String(row[n])))])) as unknown as PointRatios;
  return { ratios, minConvert: BigInt(row.min_convert) };
}

export async function pointConfig(db: Kysely<Tables>, brand: { id: string; config: { currency: { code: string } } }): Promise<PointConfig> {
  const s = await settingsOf(db, brand.id);
  return { ratios: s.ratios, minConvert: String(s.minConvert), currency: brand.config.currency.code };
}

/** Sets a brand's ratios, the row made on the first save. */
export async function saveSettings(db: Kysely<Tables>, brandId: string, ratios: PointRatios, minConvert: string): Promise<PointSettings> {
  const values = { ...Object.fromEntries(ratioNames.map((n) => [n, ratios[n]])), min_convert: minConvert };
  await db
    .insertInto('point_settings')
    .values({ brand_id: brandId, ...values })
    .onConflict((oc) => oc.column('brand_id').doUpdateSet({ ...values, updated_at: new Date() }))
    .execute();
  earnRatios.evict(brandId);
  return settingsOf(db, brandId);
}
