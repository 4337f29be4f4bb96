import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import type { Category, PromotionDetail } from '../../src/generated/types';
import { categoryLabelKey } from '../../src/engine/categoryLabelKey';
import { applyPromotion, claimPromotion, promotionDetailQuery } from '../../src/api/promo/promotions';
import { failureCode } from '../../src/api/client';
import { moneyMoved } from '../../src/api/wallet/money';
import { useOnceKey } from '../../src/api/useOnceKey';
import { useSession } from '../../src/api/sessionStore';
import { useCentres } from '../../src/contract/centres';
import { useGuardedAction } from '../../src/contract/useGuardedAction';
import { usePermission } from '../../src/contract/contexts';
import { formatDateTime } from '../../src/engine/formatDateTime';
import { Button } from '../../src/ui/Button';
import { EmptyState } from '../parts/EmptyState';
import { QueryState } from '../parts/QueryState';
import { FormOutcome, useFormOutcome } from '../parts/useFormOutcome';
import { PromoStatus } from '../parts/PromoStatus';
import { useMoney } from '../parts/useMoney';
import { OfferDetail, isOfferId } from './promoDetail/OfferDetail';
import './promotions.css';

/** SPEC §5: an application's remark is at most 140 characters. */
const REMARK_MAX = 140;

/** /promoDetail?id=…: one promotion, its terms and rules, and what the reader may do with it now; a red envelope's, a raffle's or the missions' card its own page. */
export default function PromoDetail(_: SlotProps['screen']) {
  const { t, i18n } = useTranslation('screens');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const token = useSession()?.token ?? null;
  const offer = isOfferId(id);
  const query = useQuery({ ...promotionDetailQuery(token, i18n.language, id), enabled: id !== '' && !offer });
  const notFound = id === '' || failureCode(query.error) === 'NOT_FOUND' || failureCode(query.error) === 'VALIDATION_FAILED';
  if (notFound)
    return (
      <div className="screen">
        <h1 className="screen__title">{t('promotionTitle')}</h1>
        <EmptyState title={t('promotionNotFound')}>
          <Link className="mq-button" to="/promotions">
            {t('allPromotions')}
          </Link>
        </EmptyState>
      </div>
    );
  if (offer)
    return (
      <div className="screen">
        <OfferDetail id={id} token={token} />
      </div>
    );
  return (
    <div className="screen">
      <QueryState query={query} isEmpty={() => false} emptyTitle="">
        {(p) => <Detail promotion={p} signedIn={token !== null} />}
      </QueryState>
    </div>
  );
}

function Detail({ promotion: p, signedIn }: { promotion: PromotionDetail; signedIn: boolean }) {
  const { t } = useTranslation('screens');
  const money = useMoney();
  const { timeZone } = usePermission().whitelabel;
  const contributions = Object.entries(p.contributions).sort(([, a], [, b]) => b - a);
  const bonus =
    p.kind === 'fixed' ? money(p.amount ?? '0') : p.kind === 'application' ? t('promoUpTo', { amount: money(p.cap ?? '0') }) : t('promoPercentUpTo', { percent: p.percent ?? 0, amount: money(p.cap ?? '0') });
  return (
    <>
      <h1 className="screen__title">{p.title}</h1>
      <div className="promo-detail">
        <article className="promo-detail__main" aria-labelledby="promo-rules-title">
          {p.image && <img src={p.image} alt="" width={1200} height={320} />}
          <p>{p.summary}</p>
          <dl className="promo-terms">
            <dt>{t('promoBonus')}</dt>
            <dd>{bonus}</dd>
            {(p.kind === 'firstDeposit' || p.kind === 'reloadDeposit') && (
              <>
                <dt>{t('promoMinDeposit')}</dt>
                <dd>{money(p.minDeposit)}</dd>
              </>
            )}
            <dt>{t('promoTurnover')}</dt>
            <dd>{p.turnoverMultiplier === 0 ? t('promoNoTurnover') : t(`promoTurnover_${p.turnoverBase}`, { times: p.turnoverMultiplier })}</dd>
            {contributions.length > 0 && (
              <>
                <dt>{t('promoContributions')}</dt>
                <dd>{contributions.map(([category, percent]) => `${t(categoryLabelKey(category as Category))} ${percent}%`).join(', ')}</dd>
              </>
            )}
            {p.maxStake && (
              <>
                <dt>{t('promoMaxStake')}</dt>
                <dd>{money(p.maxStake)}</dd>
              </>
            )}
            <dt>{t('promoExpiry')}</dt>
            <dd>{t('promoExpiryDays', { count: p.expiryDays })}</dd>
            <dt>{t('promoPeriod')}</dt>
            <dd>{t(`promoPeriod_${p.period}`)}</dd>
            <dt>{t('promoValid')}</dt>
            <dd>{p.endsAt ? t('promoFromTo', { from: formatDateTime(p.startsAt, timeZone), to: formatDateTime(p.endsAt, timeZone) }) : t('promoFrom', { from: formatDateTime(p.startsAt, timeZone) })}</dd>
          </dl>
          <h2 id="promo-rules-title">{t('promoRules')}</h2>
          <p className="promo-detail__rules">{p.rules}</p>
        </article>
        <section className="promo-detail__action" aria-labelledby="promo-action-title">
          <h2 id="promo-action-title">{t('promoYourStatus')}</h2>
          <PromoStatus status={p.status} />
          <Action promotion={p} signedIn={signedIn} />
          <Link to="/promotions">{t('allPromotions')}</Link>
        </section>
      </div>
    </>
  );
}

/** What the reader may do now: sign in, deposit, claim, apply, or read what became of it. */
function Action({ promotion: p, signedIn }: { promotion: PromotionDetail; signedIn: boolean }) {
  const { t } = useTranslation('screens');
  const guarded = useGuardedAction();
  const centres = useCentres();
  const money = useMoney();
  const client = useQueryClient();
  const once = useOnceKey();
  const { outcome, setOutcome, failed } = useFormOutcome();
  const claim = useMutation({
    mutationFn: () => claimPromotion(p.id, once.keyFor({ claim: p.id })),
    onMutate: () => setOutcome(null),
    onSuccess: (g) => {
      once.done();
      setOutcome({ ok: true, text: t('promoClaimed', { amount: money(g.amount) }) });
      void moneyMoved(client);
    },
    onError: failed,
  });
  const bonusLink = (
    <Button variant="secondary" onClick={() => centres.open('member', 'bonusDetails')}>
      {t('promoSeeBonuses')}
    </Button>
  );
  // The claim's answer stays in view after the page has read the new status (process) again.
  const said = <FormOutcome outcome={outcome} />;
  if (p.status === 'comingSoon') return <p>{t('promoNotYet', { from: p.startsAt.slice(0, 10) })}</p>;
  if (p.status === 'close') return <p>{t('promoEnded')}</p>;
  if (!signedIn)
    return (
      <>
        <p>{t('promoSignInFirst')}</p>
        <Button onClick={() => guarded(() => undefined)}>{t('promoSignIn')}</Button>
      </>
    );
  if (p.status === 'claim' && !p.blocked)
    return (
      <>
        <Button busy={claim.isPending} onClick={() => claim.mutate()}>
          {t('promoAction_claim')}
        </Button>
        {said}
      </>
    );
  if (p.status === 'apply' && !p.blocked) return <ApplyForm promotion={p} />;
  if (p.blocked) return <p role="note">{t(`promoBlocked_${p.blocked}`, { days: p.minAccountDays, count: p.minDeposits })}</p>;
  if (p.status === 'join')
    return (
      <>
        <p>{t('promoJoinHint', { amount: money(p.minDeposit) })}</p>
        <Button onClick={() => centres.open('member', 'depositv2')}>{t('promoAction_join')}</Button>
      </>
    );
  return (
    <>
      {said}
      {p.application?.status === 'rejected' && p.application.reason && <p>{t('promoRejectedBecause', { reason: p.application.reason })}</p>}
      {p.application?.status === 'issued' && p.application.amount && <p>{t('promoIssued', { amount: money(p.application.amount) })}</p>}
      {p.status === 'applying' && <p>{t('promoApplyingHint')}</p>}
      {(p.status === 'process' || p.status === 'claimed' || p.status === 'issued') && bonusLink}
    </>
  );
}

/** The application: a remark (SPEC §5: at most 140 characters, counted as typed) and the Zalo or WhatsApp ID the promotion asks for. */
function ApplyForm({ promotion: p }: { promotion: PromotionDetail }) {
  const { t } = useTranslation('screens');
  const client = useQueryClient();
  const once = useOnceKey();
  const ids = useId();
  const [remark, setRemark] = useState('');
  const [contactId, setContactId] = useState('');
  const { problems, setProblems, outcome, setOutcome, failed } = useFormOutcome();
  const contact = p.contact === 'zalo' ? 'Zalo' : 'WhatsApp';
  const apply = useMutation({
    mutationFn: () => {
      const input = { id: p.id, ...(remark.trim() ? { remark: remark.trim() } : {}), ...(p.contact ? { contactId: contactId.trim() } : {}) };
      return applyPromotion(input, once.keyFor(input));
    },
    onSuccess: () => {
      once.done();
      setOutcome({ ok: true, text: t('promoApplied') });
      void moneyMoved(client);
    },
    onError: failed,
  });
  const submit = () => {
    setProblems({});
    setOutcome(null);
    if (p.contact && !contactId.trim()) {
      setProblems({ contactId: t('promoContactRequired', { contact }) });
      return;
    }
    apply.mutate();
  };
  return (
    <form
      className="promo-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {p.contact && (
        <label htmlFor={`${ids}-contact`}>
          {t('promoContactLabel', { contact })}
          <input
            id={`${ids}-contact`}
            value={contactId}
            maxLength={64}
            autoComplete="off"
            aria-invalid={problems.contactId ? true : undefined}
            aria-describedby={problems.contactId ? `${ids}-contact-error` : undefined}
            onChange={(e) => setContactId(e.target.value)}
          />
        </label>
      )}
      {problems.contactId && (
        <p id={`${ids}-contact-error`} className="promo-form__error" role="alert">
          {problems.contactId}
        </p>
      )}
      <label htmlFor={`${ids}-remark`}>
        {t('promoRemarkLabel')}
        <textarea
          id={`${ids}-remark`}
          value={remark}
          maxLength={REMARK_MAX}
          aria-invalid={problems.remark ? true : undefined}
          aria-describedby={`${ids}-count${problems.remark ? ` ${ids}-remark-error` : ''}`}
          onChange={(e) => setRemark(e.target.value)}
        />
        <span id={`${ids}-count`} className="promo-form__count" aria-live="polite">
          {t('promoRemarkCount', { count: remark.length, max: REMARK_MAX })}
        </span>
      </label>
      {problems.remark && (
        <p id={`${ids}-remark-error`} className="promo-form__error" role="alert">
          {problems.remark}
        </p>
      )}
      <Button type="submit" busy={apply.isPending} disabled={apply.isSuccess}>
        {t('promoAction_apply')}
      </Button>
      <FormOutcome outcome={outcome} />
    </form>
  );
}
