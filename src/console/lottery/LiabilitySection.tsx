import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OpsBrand, OpsLotteryGame, OpsLotteryIssueCancelled, OpsLotteryIssueLiability } from '../../generated/types';
import { formatDateTime } from '../../engine/formatDateTime';
import { Button } from '../../ui/Button';
import { ConfirmGroup } from '../ConfirmGroup';
import { ListState } from '../ListState';
import { RowError } from '../RowError';
import { consoleTimeZone } from '../consoleTimeZone';
import { lotteryChanged, lotteryMutations, lotteryQueries } from '../queries/lottery';

/**
 * A game's open issues holding bets: what each number of each type could cost the house at the odds
 * its bets were taken at, the largest first, read again on the operator's asking; and an issue's
 * cancel, with a reason and a confirmation, refunding every stake once.
 */
export function LiabilitySection({ brand, games }: { brand: OpsBrand; games: OpsLotteryGame[] }) {
  const { t, i18n } = useTranslation();
  const [gameId, setGameId] = useState(games[0]?.id ?? '');
  const [cancelled, setCancelled] = useState<{ issue: string; answer: OpsLotteryIssueCancelled } | null>(null);
  const liability = useQuery({ ...lotteryQueries.liability(brand.id, gameId, i18n.language), enabled: gameId !== '' });
  return (
    <section aria-labelledby="lottery-liability">
      <h2 id="lottery-liability">{t('lotteryLiability')}</h2>
      <p className="console-muted">{t('lotteryLiabilityHelp')}</p>
      {games.length === 0 ? (
        <p role="status">{t('lotteryNoGames')}</p>
      ) : (
        <>
          <div className="console-filters lottery-bar">
            <label className="console-field">
              <span>{t('lotteryGame')}</span>
              <select value={gameId} onChange={(e) => setGameId(e.target.value)}>
                {games.map((g) => (
                  <option key={g.id} value={g.id}>
                    {g.code}
                  </option>
                ))}
              </select>
            </label>
            <Button variant="secondary" onClick={() => void liability.refetch()} disabled={liability.isFetching} aria-busy={liability.isFetching || undefined}>
              {t('lotteryRefresh')}
            </Button>
          </div>
          {cancelled && (
            <p role="status" className="console-ok">
              {t('lotteryCancelled', { issue: cancelled.issue, count: cancelled.answer.refunded })}
            </p>
          )}
          <ListState query={liability} empty={liability.data?.issues.length === 0} emptyText={t('lotteryNoOpenBets')}>
            {() => liability.data!.issues.map((issue) => <IssueLiability key={issue.id} brand={brand} issue={issue} onCancelled={(answer) => setCancelled({ issue: issue.issue, answer })} />)}
          </ListState>
        </>
      )}
    </section>
  );
}

function IssueLiability({ brand, issue, onCancelled }: { brand: OpsBrand; issue: OpsLotteryIssueLiability; onCancelled: (answer: OpsLotteryIssueCancelled) => void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation({
    ...lotteryMutations.cancel(brand.id, i18n.language),
    onSuccess: (answer) => {
      onCancelled(answer);
      return lotteryChanged(client, brand.id);
    },
  });
  const money = (amount: string) => `${brand.currencySymbol}${amount}`;
  const headingId = `lottery-issue-${issue.id}`;
  const action = t('lotteryCancelIssue', { issue: issue.issue });
  return (
    <article className="lottery-issue" aria-labelledby={headingId}>
      <div className="lottery-issue__head">
        <h3 id={headingId}>{t('lotteryIssue', { issue: issue.issue })}</h3>
        <span>{t('lotteryIssueTimes', { closes: formatDateTime(issue.closesAt, consoleTimeZone), draws: formatDateTime(issue.drawsAt, consoleTimeZone) })}</span>
        <strong>{t('lotteryIssueStaked', { amount: money(issue.staked), count: issue.bets })}</strong>
        {!asking && (
          <Button size="small" variant="secondary" onClick={() => setAsking(true)} aria-label={action}>
            {t('lotteryCancel')}
          </Button>
        )}
      </div>
      {asking && (
        <form
          className="lottery-cancel"
          aria-label={action}
          onSubmit={(e) => {
            e.preventDefault();
            if (reason.trim()) setConfirming(true);
          }}
        >
          <label className="console-field">
            <span>{t('lotteryCancelReason')}</span>
            <input value={reason} maxLength={200} required onChange={(e) => setReason(e.target.value)} />
          </label>
          {confirming ? (
            <ConfirmGroup
              action={action}
              question={t('lotteryCancelQuestion', { count: issue.bets, amount: money(issue.staked) })}
              pending={cancel.isPending}
              onConfirm={() => cancel.mutate({ issueId: issue.id, reason: reason.trim() })}
              onCancel={() => setConfirming(false)}
            />
          ) : (
            <>
              <Button type="submit" size="small">
                {action}
              </Button>
              <Button
                size="small"
                variant="secondary"
                onClick={() => {
                  setAsking(false);
                  setReason('');
                }}
              >
                {t('cancel')}
              </Button>
            </>
          )}
          <RowError error={cancel.error} />
        </form>
      )}
      <div className="console-table-wrap">
        <table className="console-table">
          <caption className="mq-visually-hidden">{t('lotteryIssue', { issue: issue.issue })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('lotteryBetType')}</th>
              <th scope="col">{t('lotteryNumber')}</th>
              <th scope="col">{t('lotteryStaked')}</th>
              <th scope="col">{t('lotteryWorstCase')}</th>
            </tr>
          </thead>
          <tbody>
            {issue.numbers.map((n) => (
              <tr key={`${n.betType}:${n.number}`}>
                <td>{t(`lotteryType_${n.betType}`)}</td>
                <td>{n.number}</td>
                <td>{money(n.staked)}</td>
                <td>{money(n.pays)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </article>
  );
}
