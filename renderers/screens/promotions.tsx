import { useId } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import type { PromotionCard } from '../../src/generated/types';
import { promotionListQuery } from '../../src/api/promo/promotions';
import { useSession } from '../../src/api/sessionStore';
import { QueryState } from '../parts/QueryState';
import { Skeleton } from '../../src/ui/Skeleton';
import { PromoStatus, actionKey, actionable } from '../parts/PromoStatus';
import { OfferSummary } from '../parts/OfferSummary';
import './promotions.css';

/**
 * /promotions: the brand's running promotions, then its red envelopes, raffles and missions
 * (decision 0279), each with its status for the one reading (SPEC §4), opening its page.
 */
export default function Promotions(_: SlotProps['screen']) {
  const { t, i18n } = useTranslation('screens');
  const token = useSession()?.token ?? null;
  const query = useQuery(promotionListQuery(token, i18n.language));
  return (
    <div className="screen">
      <h1 className="screen__title">{t('promotionsTitle')}</h1>
      <QueryState query={query} isEmpty={(d) => d.list.length === 0} emptyTitle={t('noPromotions')} loading={<CardsLoading />}>
        {(d) => (
          <ul className="promo-list">
            {d.list.map((p) => (
              <Card key={p.id} promotion={p} />
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}

function Card({ promotion: p }: { promotion: PromotionCard }) {
  const { t } = useTranslation('screens');
  const titleId = useId();
  const isOffer = p.kind === 'redEnvelope' || p.kind === 'raffle' || p.kind === 'missions';
  return (
    <li className={`promo-card promo-card--${p.kind}`}>
      {p.image && <img className="promo-card__image" src={p.image} alt="" width={1200} height={320} loading="lazy" decoding="async" />}
      <div className="promo-card__body">
        {isOffer && <p className="promo-card__kind">{t(`offerKind_${p.kind}`)}</p>}
        <h2 id={titleId} className="promo-card__title">
          {p.title}
        </h2>
        <p className="promo-card__summary">
          <OfferSummary card={p} />
        </p>
        <div className="promo-card__foot">
          {/* An offer's status is its button; any other is said beside a link to the details. */}
          {!actionable(p.status) && <PromoStatus status={p.status} />}
          <Link className={actionable(p.status) ? 'mq-button mq-button--primary' : 'mq-button mq-button--secondary'} to={`/promoDetail?id=${encodeURIComponent(p.id)}`} aria-describedby={titleId}>
            {actionable(p.status) ? t(actionKey(p)) : t('promoDetails')}
          </Link>
        </div>
      </div>
    </li>
  );
}

function CardsLoading() {
  return (
    <ul className="promo-list">
      {[0, 1, 2].map((i) => (
        <li key={i} className="promo-card">
          <Skeleton aspectRatio="1200 / 320" />
          <div className="promo-card__body">
            <Skeleton shape="text" width="60%" />
            <Skeleton shape="text" />
          </div>
        </li>
      ))}
    </ul>
  );
}
