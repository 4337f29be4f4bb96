import { useTranslation } from 'react-i18next';
import type { PromotionCard } from '../../src/generated/types';

/** A status the member can act on from the promotion's page (join by depositing, claim, apply). */
export const actionable = (status: PromotionCard['status']): boolean => status === 'join' || status === 'claim' || status === 'apply';

/** SPEC §4's activity status as a badge, in words: the member's own, or a visitor's view of the offer. */
export function PromoStatus({ status }: { status: PromotionCard['status'] }) {
  const { t } = useTranslation('screens');
  return <span className={`promo-status promo-status--${status}`}>{t(`promoStatus_${status}`)}</span>;
}
