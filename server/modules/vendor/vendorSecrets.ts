import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { VendorWalletKind } from '../../../src/generated/types';
import { FreshCache } from '../../http/FreshCache';
import { stakeWalletOf } from '../wallet/index';

interface Connection {
  brandId: string;
  secret: string;
  wallet: VendorWalletKind;
}

/**
 * Vendors' connections, from memory: every call a vendor's server makes needs its secret and the
 * wallet its money moves in, and both change about never. Any change to a brand's connections, in
 * any process, drops that brand's copies at commit (NOTIFY `connection:<brand id>`, migration 031);
 * the age bounds what a missed notice could cost. A vendor found not connected is not kept, so
 * connecting one needs no notice, and a caller trying codes at random fills nothing.
 */
export class VendorSecrets {
  private readonly cache = new FreshCache<string, Connection | null>(60_000, 10_000);

  constructor(private readonly db: Kysely<Tables>) {}

  private async connection(brandId: string, code: string): Promise<Connection | null> {
    const key = `${brandId}\n${code}`;
    const found = await this.cache.get(key, async () => {
      const row = await this.db.selectFrom('vendor_connections').select(['secret', 'wallet']).where('brand_id', '=', brandId).where('code', '=', code).executeTakeFirst();
      return row ? { brandId, ...row } : null;
    });
    if (!found) this.cache.evict(key);
    return found;
  }

  /** The secret of a vendor connected to the brand; null for one that is not. */
  async of(brandId: string, code: string): Promise<string | null> {
    return (await this.connection(brandId, code))?.secret ?? null;
  }

  /** The member wallet a connected vendor's stakes come from and its wins go to: main, or the vendor's own. */
  async walletOf(brandId: string, code: string): Promise<string> {
    const found = await this.connection(brandId, code);
    return stakeWalletOf(code, found?.wallet ?? 'seamless');
  }

  forgetBrand(brandId: string): void {
    this.cache.evictWhere((v) => v?.brandId === brandId);
  }

  forgetAll(): void {
    this.cache.clear();
  }
}
