import { useTranslation } from 'react-i18next';
import type { PromotionCard } from '../../src/generated/types';

/** A status the member can act on from the promotion's page (join by depositing, claim, apply). */
export const actionable = (status: PromotionCard['status']): boolean => status === 'join' || status === 'claim' || status === 'apply';

/**
 * The words of an actionable card's button (locales/<lang>/screens.json): a bonus's by its status;
 * an envelope is opened, a raffle played and a mission's reward claimed; the missions are joined by
 * playing, not by a deposit.
 */
export function actionKey(p: Pick<PromotionCard, 'kind' | 'status'>): string {
  if (p.kind === 'missions') return p.status === 'claim' ? 'offerAction_missions' : 'offerAction_missionsJoin';
  if ((p.kind === 'redEnvelope' || p.kind === 'raffle') && p.status === 'claim') return `offerAction_${p.kind}`;
  return `promoAction_${p.status}`;
}

/** SPEC §4's activity status as a badge, in words: the member's own, or a visitor's view of the offer. */
export function PromoStatus({ status }: { status: PromotionCard['status'] }) {
  const { t } = useTranslation('screens');
  return <span className={`promo-status promo-status--${status}`}>{t(`promoStatus_${status}`)}</span>;
}
