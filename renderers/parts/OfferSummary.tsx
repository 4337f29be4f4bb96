import { useTranslation } from 'react-i18next';
import type { PromotionCard } from '../../src/generated/types';
import { toMinorUnits } from '../../src/engine/money';
import { useMoney } from './useMoney';

/**
 * What a red envelope's, a raffle's or the missions' card offers, in words (decision 0279): the
 * server sends their figures, not a summary, so it reads in the page's language and money format;
 * with where the reader stands when it says something (their take, their tickets, missions done).
 */
export function OfferSummary({ card: p }: { card: PromotionCard }) {
  const { t } = useTranslation('screens');
  const money = useMoney();
  if (p.envelope) {
    const e = p.envelope;
    return (
      <>
        {t('offerEnvelopeSummary', { min: money(e.minAmount), max: money(e.maxAmount) })}
        {e.claimedAmount ? ` ${t('offerEnvelopeTaken', { amount: money(e.claimedAmount) })}` : toMinorUnits(e.minDepositToday) !== 0n && p.status !== 'close' ? ` ${t('offerEnvelopeDeposit', { amount: money(e.minDepositToday) })}` : null}
      </>
    );
  }
  if (p.raffle) {
    const { tickets } = p.raffle;
    return (
      <>
        {t(`offerRaffleSummary_${p.raffle.game}`)}
        {tickets !== null && tickets > 0 && p.status === 'claim' ? ` ${t('offerRaffleTickets', { count: tickets })}` : null}
      </>
    );
  }
  if (p.missions) {
    return (
      <>
        {t('offerMissionsSummary')}
        {p.status !== 'join' ? ` ${t('offerMissionsDone', { done: p.missions.done, total: p.missions.total })}` : null}
      </>
    );
  }
  return <>{p.summary}</>;
}
