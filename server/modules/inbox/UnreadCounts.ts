import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables';
import { FreshCache } from '../../http/FreshCache';
import { unreadCountOf, type Reader } from './store';

/**
 * Each member's unread count (the avatar's badge, asked for after every change the live channel
 * tells of), kept in memory until a notice says it changed: `inbox:<member>` (a receipt written, a
 * message to them) drops one member's, `inboxBrand:<brand>` (a broadcast sent, published or
 * withdrawn) the brand's, a lost listening connection all (server/http/cacheNotices.ts). Counting
 * reads every broadcast the member may see against their receipts; a brand with a thousand
 * broadcasts made it the dearest read of a page. Thirty seconds at most, should a scheduled
 * broadcast's job run late.
 */
export class UnreadCounts {
  private readonly counts = new FreshCache<string, { brandId: string; unread: number }>(30_000, 100_000);

  constructor(private readonly db: Kysely<Tables>) {}

  async of(me: Reader): Promise<number> {
    const { unread } = await this.counts.get(me.id, async () => ({ brandId: me.brandId, unread: await unreadCountOf(this.db, me) }));
    return unread;
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
