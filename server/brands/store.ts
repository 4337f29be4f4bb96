import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables';
import type { RegistrationRules, SettingsTree } from '../../src/generated/types';
import type { BrandDocument, CompleteBrandConfig } from './loadBrandFiles';

/** A brand as the database holds it now: what every request is answered for. */
export interface Brand {
  id: string;
  domains: string[];
  config: CompleteBrandConfig;
  settings: SettingsTree;
  registerRules: RegistrationRules;
  maintenance: boolean;
}

/** A brand as its row stands now, inside the caller's transaction (a job's, where the request's brand is not at hand). */
export async function readBrand(db: Kysely<Tables>, id: string): Promise<Brand> {
  const row = await db.selectFrom('brands').select(['id', 'domains', 'config', 'settings', 'register_rules', 'maintenance']).where('id', '=', id).executeTakeFirstOrThrow();
  return { id: row.id, domains: row.domains, config: row.config, settings: row.settings, registerRules: row.register_rules, maintenance: row.maintenance };
}

/**
 * Puts brands from config/brands into the database when it does not hold them yet. A brand already
 * there is the operator's: its file is not applied over it.
 */
export async function insertMissingBrands(db: Kysely<Tables>, brands: BrandDocument[]): Promise<string[]> {
  const inserted: string[] = [];
  await db.transaction().execute(async (trx) => {
    const existing = new Set((await trx.selectFrom('brands').select('id').execute()).map((r) => r.id));
    const hasDefault = Boolean(await trx.selectFrom('brands').select('id').where('is_default', '=', true).executeTakeFirst());
    for (const b of brands) {
      if (existing.has(b.config.id)) continue;
      await trx
        .insertInto('brands')
        .values({
          id: b.config.id,
          domains: b.config.domains,
          is_default: Boolean(b.config.default) && !hasDefault,
          config: JSON.stringify(b.config),
          settings: JSON.stringify(b.settings),
          register_rules: JSON.stringify(b.registerRules),
        })
        .execute();
      inserted.push(b.config.id);
    }
  });
  return inserted;
}
