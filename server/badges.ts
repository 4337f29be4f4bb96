import type { Kysely } from 'kysely';
import type { Tables } from './db/tables';
import type { Brand } from './brands/store';
import type { OtherBadges } from './modules/inbox/index';
import { countClaimableMissions } from './modules/mission/index';
import { countClaimable } from './modules/reward/index';
import { countAvailable } from './modules/promo/index';
import { FreshCache } from './http/FreshCache';
import { isModuleOn } from '../src/engine/moduleSwitch';

type Counts = Awaited<ReturnType<OtherBadges>>;

/**
 * The badges `CSP_unreadCount` answers beside the unread messages (decision 0268), composed here as
 * the inbox knows no other module: missions to claim, rewards to take (envelopes, raffle tickets
 * counted over the window's deposits and rounds, the manual rebate's sum) and promotions to take. A
 * module switched off counts 0 and costs nothing. Counted afresh they cost several statements (the
 * inbox bench's CSP_unreadCount fell from 8,571 to 167 a second), and every open page asks after each
 * change of its member's money: they are kept in memory until a notice says they may have changed
 * (server/http/cacheNotices.ts): `wallet:<member>` (a bet, a win, a take, a claim: raffle tickets and
 * the rebate move with money), `mission:<member>` (a settled round or a sign-in completed a mission), `inbox:<member>`
 * (every grant, release, forfeit and expiry tells the member by a message), `deposit:<member>:…`,
 * `offers:<brand>` (a promotion saved, an envelope or raffle made, withdrawn or opening) and a lost
 * listening connection; and thirty seconds at most, for a promotion's or a mission's period passing.
 */
export class BadgeCounts {
  private readonly counts = new FreshCache<string, Counts & { brandId: string }>(30_000, 100_000);

  constructor(private readonly db: Kysely<Tables>) {}

  /** The counts of one member, as `OtherBadges` answers them. */
  readonly of: OtherBadges = async (brand, memberId) => {
    const { brandId: _brand, ...counts } = await this.counts.get(memberId, async () => ({ brandId: brand.id, ...(await this.count(brand, memberId)) }));
    return counts;
  };

  private async count(brand: Brand, memberId: string): Promise<Counts> {
    const on = (id: 'MISSION3' | 'REWCEN3' | 'PROMO3') => isModuleOn(brand.settings, id);
    const [missionCount, rewardCount, promotionCount] = await Promise.all([
      on('MISSION3') ? countClaimableMissions(this.db, brand, memberId) : 0,
      on('REWCEN3') ? countClaimable(this.db, brand, memberId) : 0,
      on('PROMO3') ? countAvailable(this.db, brand, memberId) : 0,
    ]);
    return { missionCount, rewardCount, promotionCount };
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
