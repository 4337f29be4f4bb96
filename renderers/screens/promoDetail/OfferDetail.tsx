import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PromotionCard } from '../../../src/generated/types';
import { promotionListQuery } from '../../../src/api/promo/promotions';
import { useCentres } from '../../../src/contract/centres';
import { useGuardedAction } from '../../../src/contract/useGuardedAction';
import { usePermission } from '../../../src/contract/contexts';
import { formatDateTime } from '../../../src/engine/formatDateTime';
import { toMinorUnits } from '../../../src/engine/money';
import { Button } from '../../../src/ui/Button';
import { QueryState } from '../../parts/QueryState';
import { OfferSummary } from '../../parts/OfferSummary';
import { PromoStatus } from '../../parts/PromoStatus';
import { useMoney } from '../../parts/useMoney';

/** A red envelope's, a raffle's or the missions' id (decision 0279): a promotion's never holds a dot. */
export const isOfferId = (id: string): boolean => id.includes('.');

/**
 * /promoDetail?id=envelope.12 (raffle.3, missions.daily): the card's page. Everything it says is on
 * the list's card, so it reads the list (the same query, shared with /promotions); its action is the
 * reward centre's or the missions page's own, never a second way to take a reward.
 */
export function OfferDetail({ id, token }: { id: string; token: string | null }) {
  const { t, i18n } = useTranslation('screens');
  const query = useQuery(promotionListQuery(token, i18n.language));
  return (
    <QueryState query={query} isEmpty={(d) => !d.list.some((p) => p.id === id)} emptyTitle={t('promotionNotFound')}>
      {(d) => <Detail card={d.list.find((p) => p.id === id)!} signedIn={token !== null} />}
    </QueryState>
  );
}

function Detail({ card: p, signedIn }: { card: PromotionCard; signedIn: boolean }) {
  const { t } = useTranslation('screens');
  const money = useMoney();
  const { timeZone } = usePermission().whitelabel;
  const raffle = p.raffle;
  return (
    <>
      <h1 className="screen__title">{p.title}</h1>
      <div className="promo-detail">
        <article className="promo-detail__main" aria-labelledby="offer-terms-title">
          <p className="promo-card__kind">{t(`offerKind_${p.kind}`)}</p>
          <p>
            <OfferSummary card={p} />
          </p>
          <h2 id="offer-terms-title" className="promo-detail__subtitle">
            {t('promoRules')}
          </h2>
          <dl className="promo-terms">
            {p.envelope && (
              <>
                <dt>{t('offerReward')}</dt>
                <dd>{t('promoFromTo', { from: money(p.envelope.minAmount), to: money(p.envelope.maxAmount) })}</dd>
                {toMinorUnits(p.envelope.minDepositToday) !== 0n && (
                  <>
                    <dt>{t('offerDepositToday')}</dt>
                    <dd>{money(p.envelope.minDepositToday)}</dd>
                  </>
                )}
              </>
            )}
            {raffle && (
              <>
                <dt>{t('offerHowToEarn')}</dt>
                <dd>
                  <ul className="promo-detail__ways">
                    {raffle.depositMin && <li>{t('offerRaffleByDeposit', { amount: money(raffle.depositMin) })}</li>}
                    {raffle.turnoverStep && <li>{t('offerRaffleByTurnover', { amount: money(raffle.turnoverStep) })}</li>}
                    {raffle.dailyMax !== null && <li>{t('offerRaffleDailyMax', { count: raffle.dailyMax })}</li>}
                  </ul>
                </dd>
              </>
            )}
            {p.missions && signedIn && (
              <>
                <dt>{t('offerProgress')}</dt>
                <dd>{t('offerMissionsDone', { done: p.missions.done, total: p.missions.total })}</dd>
              </>
            )}
            <dt>{t('promoValid')}</dt>
            <dd>{p.endsAt ? t('promoFromTo', { from: formatDateTime(p.startsAt, timeZone), to: formatDateTime(p.endsAt, timeZone) }) : t('promoFrom', { from: formatDateTime(p.startsAt, timeZone) })}</dd>
          </dl>
        </article>
        <section className="promo-detail__action" aria-labelledby="promo-action-title">
          <h2 id="promo-action-title">{t('promoYourStatus')}</h2>
          <PromoStatus status={p.status} />
          <Action card={p} signedIn={signedIn} />
          <Link to="/promotions">{t('allPromotions')}</Link>
        </section>
      </div>
    </>
  );
}

/** What the reader may do now: sign in, deposit, or go where the reward is taken (the reward centre, the missions page). */
function Action({ card: p, signedIn }: { card: PromotionCard; signedIn: boolean }) {
  const { t } = useTranslation('screens');
  const guarded = useGuardedAction();
  const centres = useCentres();
  const { timeZone } = usePermission().whitelabel;
  if (p.status === 'comingSoon') return <p>{t('offerOpensAt', { at: formatDateTime(p.startsAt, timeZone) })}</p>;
  if (p.status === 'close') return <p>{t('offerEnded')}</p>;
  if (!signedIn)
    return (
      <>
        <p>{t('offerSignInFirst')}</p>
        <Button onClick={() => guarded(() => undefined)}>{t('promoSignIn')}</Button>
      </>
    );
  if (p.kind === 'missions')
    return (
      <Button variant={p.status === 'claim' ? 'primary' : 'secondary'} onClick={() => centres.open('member', 'missionLeaderboard')}>
        {t('offerOpenMissions')}
      </Button>
    );
  if (p.status === 'join') return <Button onClick={() => centres.open('member', 'depositv2')}>{t('promoAction_join')}</Button>;
  return (
    <Button variant={p.status === 'claim' ? 'primary' : 'secondary'} onClick={() => centres.open('member', 'rewardCenter')}>
      {p.status === 'claim' ? t(`offerAction_${p.kind === 'raffle' ? 'raffle' : 'redEnvelope'}`) : t('offerOpenRewards')}
    </Button>
  );
}
