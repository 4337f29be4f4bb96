import type { Kysely } from 'kysely';
import type { Tables } from './db/tables';
import type { OtherBadges } from './modules/inbox/index';
import { countClaimableMissions } from './modules/mission/index';
import { countClaimable } from './modules/reward/index';
import type { PromotionCounts } from './modules/promo/index';
import { isModuleOn } from '../src/engine/moduleSwitch';

/**
 * The badges `CSP_unreadCount` answers beside the unread messages (decision 0268), composed here as
 * the inbox knows no other module: missions to claim and rewards to take (one small statement each,
 * asked every time), promotions to take (kept by `promotions` until a notice drops them). A module
 * switched off counts 0 and costs nothing.
 */
export function otherBadges(db: Kysely<Tables>, promotions: PromotionCounts): OtherBadges {
  return async (brand, memberId) => {
    const on = (id: 'MISSION3' | 'REWCEN3' | 'PROMO3') => isModuleOn(brand.settings, id);
    const [missionCount, rewardCount, promotionCount] = await Promise.all([
      on('MISSION3') ? countClaimableMissions(db, brand, memberId) : 0,
      on('REWCEN3') ? countClaimable(db, brand, memberId) : 0,
      on('PROMO3') ? promotions.of(brand, memberId) : 0,
    ]);
    return { missionCount, rewardCount, promotionCount };
  };
}
