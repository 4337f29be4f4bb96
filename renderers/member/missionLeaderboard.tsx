import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { useSession } from '../../src/api/sessionStore';
import { claimMission, leaderboardQuery, missionSummaryQuery } from '../../src/api/mission/missions';
import { moneyMoved } from '../../src/api/wallet/money';
import { failureMessage } from '../../src/api/client';
import { useOnceKey } from '../../src/api/useOnceKey';
import type { MissionLeaderboard, MissionProgress } from '../../src/generated/types';
import { categoryLabelKey } from '../../src/engine/categoryLabelKey';
import { formatNumber } from '../../src/engine/formatNumber';
import { toMinorUnits } from '../../src/engine/money';
import { Button } from '../../src/ui/Button';
import { Skeleton } from '../../src/ui/Skeleton';
import { Tabs } from '../../src/ui/Tabs';
import { QueryState } from '../parts/QueryState';
import { useMoney } from '../parts/useMoney';
import './missionLeaderboard.css';

/**
 * Missions and the leaderboard (MISSION3, decision 0263): the member's daily and weekly missions,
 * each with its progress bar, reward and, once complete, a Claim button; and the race's board, its
 * top places with masked accounts, the member's own row marked and the time left in its period. A
 * claim is a money call: the balance's live event refreshes the header, and the list refreshes here.
 */
export default function MissionLeaderboard({ pageKey }: SlotProps['member']) {
  const { t } = useTranslation('member');
  return (
    <section aria-labelledby={`centre-${pageKey}`} className="missions">
      <h2 id={`centre-${pageKey}`}>{t(pageKey)}</h2>
      <Tabs
        label={t(pageKey)}
        tabs={[
          { id: 'missions', label: t('missionsTab'), panel: <Missions /> },
          { id: 'leaderboard', label: t('leaderboardTab'), panel: <Board /> },
        ]}
      />
    </section>
  );
}

/** Seconds left until `iso`, ticking once a second. */
function useSecondsUntil(iso: string | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return iso ? Math.max(0, Math.floor((Date.parse(iso) - now) / 1000)) : 0;
}

const two = (n: number) => String(n).padStart(2, '0');

/** "2d 04:12:09" in the page's words: days, then hours, minutes and seconds. */
function TimeLeft({ until }: { until: string }) {
  const { t } = useTranslation('member');
  const left = useSecondsUntil(until);
  const days = Math.floor(left / 86_400);
  const clock = `${two(Math.floor((left % 86_400) / 3600))}:${two(Math.floor((left % 3600) / 60))}:${two(left % 60)}`;
  return <time dateTime={until}>{days > 0 ? t('missionTimeLeftDays', { days, clock }) : t('missionTimeLeft', { clock })}</time>;
}

function Missions() {
  const { t, i18n } = useTranslation('member');
  const token = useSession()?.token ?? '';
  const query = useQuery(missionSummaryQuery(token, i18n.language));
  return (
    <QueryState
      query={query}
      isEmpty={(d) => d.list.length === 0}
      emptyTitle={t('missionsEmpty')}
      loading={
        <ul className="missions__list">
          {[0, 1, 2].map((i) => (
            <li key={i} className="mission-card">
              <Skeleton height="1.25em" width="70%" />
              <Skeleton height="0.75em" />
            </li>
          ))}
        </ul>
      }
    >
      {(d) => (
        <ul className="missions__list" aria-busy={query.isFetching}>
          {d.list.map((m) => (
            <MissionCard key={m.id} mission={m} />
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function MissionCard({ mission: m }: { mission: MissionProgress }) {
  const { t } = useTranslation(['member', 'nav']);
  const money = useMoney();
  const client = useQueryClient();
  const once = useOnceKey();
  const [problem, setProblem] = useState<string | null>(null);
  const [paid, setPaid] = useState<string | null>(null);
  const claim = useMutation({
    mutationFn: () => claimMission(m.id, once.keyFor(m.id)),
    onMutate: () => setProblem(null),
    onSuccess: async (answer) => {
      once.done();
      setPaid(t('missionPaid', { amount: money(answer.reward) }));
      await Promise.all([client.invalidateQueries({ queryKey: ['mission'] }), moneyMoved(client)]);
    },
    onError: (err) => setProblem(failureMessage(err, t('common:networkError'))),
  });
  const isMoney = m.kind === 'deposit' || m.kind === 'validBet';
  const shown = (v: string) => (isMoney ? money(v) : formatNumber(v));
  const target = isMoney ? Number(toMinorUnits(m.target) ?? 0n) : Number(m.target);
  const progress = isMoney ? Number(toMinorUnits(m.progress) ?? 0n) : Number(m.progress);
  const percent = target > 0 ? Math.min(100, Math.floor((progress * 100) / target)) : 0;
  const titleId = `mission-${m.id}`;
  return (
    <li className={`mission-card mission-card--${m.status}`} aria-labelledby={titleId}>
      <div className="mission-card__head">
        <h3 id={titleId} className="mission-card__title">
          {m.title}
        </h3>
        <span className="mission-card__period">{t(m.period === 'daily' ? 'missionDaily' : 'missionWeekly')}</span>
      </div>
      <p className="mission-card__what">
        {t(`missionKind_${m.kind}`)}
        {m.product ? ` · ${t(categoryLabelKey(m.product))}` : ''}
      </p>
      <div
        className="mission-card__bar"
        role="progressbar"
        aria-labelledby={titleId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('missionProgressText', { progress: shown(m.progress), target: shown(m.target) })}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <div className="mission-card__foot">
        <span className="mission-card__progress">
          {shown(m.progress)} / {shown(m.target)}
        </span>
        <span className="mission-card__reward">{t('missionReward', { amount: money(m.reward) })}</span>
      </div>
      <div className="mission-card__action">
        {m.status === 'claimed' ? (
          <span className="mission-card__claimed">{t('missionClaimed')}</span>
        ) : m.status === 'claimable' ? (
          <Button size="small" busy={claim.isPending} onClick={() => claim.mutate()}>
            {t('missionClaim')}
          </Button>
        ) : (
          <span className="mission-card__ends">
            <TimeLeft until={m.endsAt} />
          </span>
        )}
      </div>
      <p className="mission-card__said" aria-live="polite">
        {paid}
      </p>
      {problem && (
        <p className="mission-card__problem" role="alert">
          {problem}
        </p>
      )}
    </li>
  );
}

function Board() {
  const { t, i18n } = useTranslation('member');
  const token = useSession()?.token ?? '';
  const query = useQuery(leaderboardQuery(token, i18n.language));
  return (
    <QueryState query={query} isEmpty={(d) => d.race === null} emptyTitle={t('leaderboardNone')} loading={<Skeleton height="12em" />}>
      {(d) => <Standing board={d} />}
    </QueryState>
  );
}

function Standing({ board }: { board: MissionLeaderboard }) {
  const { t } = useTranslation(['member', 'nav']);
  const money = useMoney();
  // A visitor is not told they have no place yet.
  const signedIn = useSession() !== null;
  const race = board.race!;
  return (
    <div className="board">
      <div className="board__head">
        <h3 className="board__title">{race.title}</h3>
        <p className="board__ends">
          {t('leaderboardEnds')} <TimeLeft until={race.endsAt} />
        </p>
        <p className="board__what">
          {t(race.period === 'daily' ? 'missionDaily' : 'missionWeekly')} · {t('missionKind_validBet')}
          {race.product ? ` · ${t(categoryLabelKey(race.product))}` : ''}
        </p>
      </div>
      <p className="board__mine" aria-live="polite">
        {board.me ? t('leaderboardMine', { rank: board.me.rank, amount: money(board.me.amount) }) : signedIn ? t('leaderboardNotYet') : null}
      </p>
      {board.list.length === 0 ? (
        <p className="board__empty">{t('leaderboardEmpty')}</p>
      ) : (
        <div className="board__scroll">
          <table className="board__table">
            <caption className="board__caption">{t('leaderboardCaption', { count: board.list.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('leaderboardRank')}</th>
                <th scope="col">{t('leaderboardAccount')}</th>
                <th scope="col" className="board__num">
                  {t('leaderboardAmount')}
                </th>
                <th scope="col" className="board__num">
                  {t('leaderboardPrize')}
                </th>
              </tr>
            </thead>
            <tbody>
              {board.list.map((r) => (
                <tr key={r.rank} className={r.mine ? 'board__row board__row--mine' : 'board__row'} aria-current={r.mine ? 'true' : undefined}>
                  <td>{r.rank}</td>
                  <td>
                    {r.account}
                    {r.mine && <span className="board__you"> {t('leaderboardYou')}</span>}
                  </td>
                  <td className="board__num">{money(r.amount)}</td>
                  <td className="board__num">{r.prize ? money(r.prize) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
