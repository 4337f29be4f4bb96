import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables';
import type { Brand } from './store';

/**
 * Brands as the database holds them, in memory: a request's brand is a map lookup, no query.
 * `reload` is called by the config watch (server/db/watchConfig.ts) when the brands table changes.
 */
export class BrandDirectory {
  private byHost = new Map<string, Brand>();
  private fallback: Brand | null = null;
  private list: Brand[] = [];

  constructor(private readonly db: Kysely<Tables>) {}

  /** The brand whose domains list the host, else the default brand. */
  forHost(host: string): Brand {
    const brand = this.byHost.get(host) ?? this.fallback;
    if (!brand) throw new Error('no default brand in the database: the server starts only after brands are loaded');
    return brand;
  }

  /** Every brand, the default first, then by id. */
  all(): readonly Brand[] {
    return this.list;
  }

  async reload(): Promise<void> {
    const rows = await this.db
      .selectFrom('brands')
      .select(['id', 'domains', 'is_default', 'config', 'settings', 'register_rules', 'maintenance'])
      .execute();
    const byHost = new Map<string, Brand>();
    let fallback: Brand | null = null;
    const list: Brand[] = [];
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
      list.push(brand);
    }
    list.sort((a, b) => Number(b === fallback) - Number(a === fallback) || a.id.localeCompare(b.id));
    this.byHost = byHost;
    this.list = list;
    this.fallback = fallback;
  }
}
