import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { usePermission } from '../../src/contract/contexts';
import { useSession } from '../../src/api/sessionStore';
import { claimRedEnvelope, rewardCenterQuery } from '../../src/api/reward/rewards';
import { failureMessage } from '../../src/api/client';
import { useOnceKey } from '../../src/api/useOnceKey';
import type { RedEnvelope } from '../../src/generated/types';
import { formatDateTime } from '../../src/engine/formatDateTime';
import { Button } from '../../src/ui/Button';
import { Skeleton } from '../../src/ui/Skeleton';
import { QueryState } from '../parts/QueryState';
import { useMoney } from '../parts/useMoney';
import { RebateEntry } from './rewardCenter/RebateEntry';
import { RaffleCard } from './rewardCenter/RaffleCard';
import './rewardCenter.css';

/** Seconds until `iso`, ticking once a second while any envelope waits to open: a clock, not a request. */
function useSecondsUntil(iso: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!iso) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [iso]);
  return iso ? Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000)) : null;
}

const clock = (s: number) => [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60].map((n) => String(n).padStart(2, '0')).join(':');

/**
 * The reward centre (REWCEN3, decisions 0265 and 0266): everything the member can take, in one
 * list: the brand's raffles, a play for each ticket the member earned (./rewardCenter/RaffleCard.tsx), and its red
 * envelopes, one take each per window; the server draws each prize and amount, and the page's
 * opening shows that and nothing else. A take is a balance change, so the live
 * channel refreshes the list on every page the member has open.
 */
export default function RewardCenter({ pageKey }: SlotProps['member']) {
  const { t, i18n } = useTranslation('member');
  const token = useSession()?.token ?? '';
  const query = useQuery(rewardCenterQuery(token, i18n.language));
  return (
    <section aria-labelledby={`centre-${pageKey}`} className="rewards">
      <h2 id={`centre-${pageKey}`}>{t(pageKey)}</h2>
      <p className="rewards__count" aria-live="polite">
        {query.data ? t('rewardsClaimable', { count: query.data.claimable }) : null}
      </p>
      <QueryState
        query={query}
        isEmpty={(d) => d.envelopes.length === 0 && d.raffles.length === 0 && !d.rebate}
        emptyTitle={t('rewardsEmpty')}
        loading={
          <ul className="rewards__list">
            {[0, 1].map((i) => (
              <li key={i} className="envelope">
                <Skeleton height="1.25em" width="50%" />
                <Skeleton height="0.9em" width="70%" />
              </li>
            ))}
          </ul>
        }
      >
        {(d) => (
          <ul className="rewards__list">
            {d.rebate && <RebateEntry rebate={d.rebate} />}
            {d.raffles.map((r) => (
              <RaffleCard key={`raffle-${r.id}`} raffle={r} />
            ))}
            {d.envelopes.map((e) => (
              <EnvelopeCard key={e.id} envelope={e} onOpened={() => void query.refetch()} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function EnvelopeCard({ envelope: e, onOpened }: { envelope: RedEnvelope; onOpened: () => void }) {
  const { t } = useTranslation('member');
  const { timeZone } = usePermission().whitelabel;
  const money = useMoney();
  const client = useQueryClient();
  const once = useOnceKey();
  const [revealed, setRevealed] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const untilOpen = useSecondsUntil(e.state === 'upcoming' ? e.opensAt : null);
  // The window opened while the page was open: ask once for where it stands now.
  useEffect(() => {
    if (untilOpen === 0) onOpened();
  }, [untilOpen, onOpened]);
  const claim = useMutation({
    mutationFn: () => claimRedEnvelope(e.id, once.keyFor(e.id)),
    onSuccess: async (taken) => {
      once.done();
      setRevealed(taken.amount);
      await client.invalidateQueries({ queryKey: ['wallet'] });
    },
    onError: async (err) => {
      setProblem(failureMessage(err, t('rewardsFailed')));
      await client.invalidateQueries({ queryKey: ['wallet', 'rewards'] });
    },
  });
  const amount = revealed ?? e.claimedAmount;
  return (
    <li className={`envelope envelope--${revealed ? 'claimed' : e.state}`}>
      <div className="envelope__art" aria-hidden="true">
        <span className={revealed ? 'envelope__seal envelope__seal--open' : 'envelope__seal'} />
      </div>
      <div className="envelope__body">
        <h3 className="envelope__title">{e.title}</h3>
        <p className="envelope__range">{t('rewardsRange', { min: money(e.minAmount), max: money(e.maxAmount) })}</p>
        <p className="envelope__window">
          {t('rewardsWindow', { from: formatDateTime(e.opensAt, timeZone), to: formatDateTime(e.closesAt, timeZone) })}
        </p>
        {Number(e.minDepositToday) > 0 && e.state !== 'claimed' && !revealed && <p className="envelope__window">{t('rewardsNeedsDeposit', { amount: money(e.minDepositToday) })}</p>}
        {(e.state === 'open' || e.state === 'depositFirst') && !revealed && (
          <div className="envelope__pool" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={e.poolLeft} aria-label={t('rewardsPoolLeft')}>
            <span style={{ width: `${e.poolLeft}%` }} />
          </div>
        )}
        <div className="envelope__action" aria-live="polite">
          {amount ? (
            <p className="envelope__won">{t('rewardsYouGot', { amount: money(amount) })}</p>
          ) : e.state === 'open' ? (
            <Button onClick={() => claim.mutate()} disabled={claim.isPending} aria-label={t('rewardsOpenOne', { title: e.title })}>
              {claim.isPending ? t('rewardsOpening') : t('rewardsOpen')}
            </Button>
          ) : e.state === 'upcoming' ? (
            <p>{t('rewardsOpensIn', { time: clock(untilOpen ?? 0) })}</p>
          ) : e.state === 'depositFirst' ? (
            <p>{t('rewardsDepositFirst', { amount: money(e.minDepositToday) })}</p>
          ) : (
            <p>{t(e.state === 'empty' ? 'rewardsEmptyPool' : 'rewardsClosed')}</p>
          )}
          {problem && (
            <p className="envelope__problem" role="alert">
              {problem}
            </p>
          )}
        </div>
      </div>
    </li>
  );
}
