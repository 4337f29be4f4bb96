import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Brand } from '../../brands/store';
import { FreshCache } from '../../http/FreshCache';
import { countAvailable } from './service';

/**
 * Each member's count of promotions they may take now (the avatar's, with unread messages), kept in
 * memory until a notice says it may have changed: `inbox:<member>` (every grant, claim, release,
 * forfeit and expiry tells the member by a message), `deposit:<member>:…` (a credited deposit opens
 * a deposit bonus), `offers:<brand>` (a promotion saved) and a lost listening connection
 * (server/http/cacheNotices.ts). Counting reads the brand's promotions and the member's deposits,
 * grants and applications; the live channel asks for the badges after every balance change, which a
 * playing member makes each round. Thirty seconds at most, for a promotion's start or end passing.
 */
export class PromotionCounts {
  private readonly counts = new FreshCache<string, { brandId: string; count: number }>(30_000, 100_000);

  constructor(private readonly db: Kysely<Tables>) {}

  async of(brand: Brand, memberId: string): Promise<number> {
    const { count } = await this.counts.get(memberId, async () => ({ brandId: brand.id, count: await countAvailable(this.db, brand, memberId) }));
    return count;
  }

  forget(memberId: string): void {
    this.counts.evict(memberId);
  }

  forgetBrand(brandId: string): void {
    this.counts.evictWhere((c) => c.brandId === brandId);
  }

  forgetAll(): void {
    this.counts.clear();
  }
}
