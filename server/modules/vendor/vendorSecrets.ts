import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { FreshCache } from '../../http/FreshCache';

/**
 * Vendors' signing secrets, from memory: every call a vendor's server makes needs its secret, and
 * secrets change about never. Any change to a brand's connections, in any process, drops that
 * brand's copies at commit (NOTIFY `connection:<brand id>`, migration 031); the age bounds what a
 * missed notice could cost. A vendor found not connected is not kept, so connecting one needs no
 * notice, and a caller trying codes at random fills nothing.
 */
export class VendorSecrets {
  private readonly cache = new FreshCache<string, { brandId: string; secret: string } | null>(60_000, 10_000);

  constructor(private readonly db: Kysely<Tables>) {}

  /** The secret of a vendor connected to the brand; null for one that is not. */
  async of(brandId: string, code: string): Promise<string | null> {
    const key = `${brandId}\n${code}`;
    const found = await this.cache.get(key, async () => {
      const row = await this.db.selectFrom('vendor_connections').select('secret').where('brand_id', '=', brandId).where('code', '=', code).executeTakeFirst();
      return row ? { brandId, secret: row.secret } : null;
    });
    if (!found) this.cache.evict(key);
    return found?.secret ?? null;
  }

  forgetBrand(brandId: string): void {
    this.cache.evictWhere((v) => v?.brandId === brandId);
  }

  forgetAll(): void {
    this.cache.clear();
  }
}
