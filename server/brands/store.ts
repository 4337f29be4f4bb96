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

/**
 * Brands as the database holds them, kept in memory and reloaded whenever the brand revision moves
 * (a trigger bumps it on any change to the brands table). Each request costs one single-row read,
 * and an operator's change (a module switched off, maintenance on) is seen on the next request.
 */
export class BrandDirectory {
  private rev: string | null = null;
  private byHost = new Map<string, Brand>();
  private fallback: Brand | null = null;
  private loading: Promise<void> | null = null;

  constructor(private readonly db: Kysely<Tables>) {}

  /** The brand whose domains list the host, else the default brand. */
  async forHost(host: string): Promise<Brand> {
    const { rev } = await this.db.selectFrom('brand_revision').select('rev').executeTakeFirstOrThrow();
    if (rev !== this.rev) await this.reload(rev);
    const brand = this.byHost.get(host) ?? this.fallback;
    if (!brand) throw new Error('no default brand in the database: the server starts only after brands are loaded');
    return brand;
  }

  private reload(rev: string): Promise<void> {
    // Concurrent requests that see the same new revision share one reload.
    this.loading ??= (async () => {
      const rows = await this.db
        .selectFrom('brands')
        .select(['id', 'domains', 'is_default', 'config', 'settings', 'register_rules', 'maintenance'])
        .execute();
      const byHost = new Map<string, Brand>();
      let fallback: Brand | null = null;
      for (const row of rows) {
        const brand: Brand = {
          id: row.id,
          domains: row.domains,
          config: row.config,
          settings: row.settings,
          registerRules: row.register_rules,
          maintenance: row.maintenance,
        };
        for (const d of row.domains) byHost.set(d, brand);
        if (row.is_default) fallback = brand;
      }
      this.byHost = byHost;
      this.fallback = fallback;
      this.rev = rev;
    })().finally(() => (this.loading = null));
    return this.loading;
  }
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
