import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables';
import { GeoIndex } from './GeoIndex';

/** The operator's IP ranges (geo_ip_ranges) in memory; `reload` is called by the config watch when they change. */
export class GeoDirectory {
  private index = new GeoIndex([]);

  constructor(private readonly db: Kysely<Tables>) {}

  countryOf(ip: string): string | null {
    return this.index.countryOf(ip);
  }

  async reload(): Promise<void> {
    const rows = await this.db.selectFrom('geo_ip_ranges').select(['cidr', 'country_code']).orderBy('id').execute();
    this.index = new GeoIndex(rows.map((r) => ({ cidr: r.cidr, countryCode: r.country_code })));
  }
}
