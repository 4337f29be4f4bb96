import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { lotteryStateQuery } from '../../../../src/api/games/lottery';
import { useSession } from '../../../../src/api/sessionStore';
import { usePermission } from '../../../../src/contract/contexts';
import { formatDateTime } from '../../../../src/engine/formatDateTime';
import type { LotteryState } from '../../../../src/generated/types';
import { Skeleton } from '../../../../src/ui/Skeleton';
import { QueryState } from '../../QueryState';
import { LotteryDraw } from './LotteryDraw';
import { LotterySlip } from './LotterySlip';
import { LotteryMyBets } from './LotteryMyBets';
import './lottery.css';

/** Seconds as the countdown shows them: m:ss, or h:mm:ss for a daily draw. */
function clock(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(h ? 2 : 1, '0');
  const ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** The time by the server's clock, a second at a time: the countdown's, whatever the device's clock says. */
function useServerNow(state: LotteryState | undefined, answeredAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  const offset = state ? Date.parse(state.serverTime) - answeredAt : 0;
  return now + offset;
}

/**
 * The in-house Vietnam lottery's page (decision 0313): the game, its open issue with the seed's
 * hash and a countdown to its close, the last draw, the bet slip (a visitor is asked to sign in)
 * and the member's bets of the game. A draw or a cancel reaches it over the live channel
 * (src/app/LiveFollower.tsx); at an issue's close it asks once for the next.
 */
export function InHouseLottery({ gameCode, playType = null }: { gameCode: string; playType?: string | null }) {
  const { t, i18n } = useTranslation(['games', 'screens']);
  const token = useSession()?.token ?? null;
  const client = useQueryClient();
  const query = useQuery(lotteryStateQuery(i18n.language, gameCode));
  const now = useServerNow(query.data, query.dataUpdatedAt);
  const { timeZone } = usePermission().whitelabel;
  const closesAt = query.data?.issue ? Date.parse(query.data.issue.closesAt) : null;
  const closed = closesAt !== null && now >= closesAt;

  // The open issue just closed: the next one is made already, and this one waits for its draw.
  useEffect(() => {
    if (closed) void client.invalidateQueries({ queryKey: ['lottery', 'state', gameCode] });
  }, [closed, client, gameCode]);

  return (
    <div className="screen lotto">
      {!query.data && <h1 className="screen__title">{t('screens:lotteryTitle')}</h1>}
      <QueryState
        query={query}
        isEmpty={() => false}
        emptyTitle={t('lottoNoIssue')}
        loading={
          <div className="lotto__card">
            <Skeleton height="2em" width="50%" />
            <Skeleton height="6em" />
          </div>
        }
      >
        {(s) => (
          <>
            <h1 className="screen__title">{s.game.name}</h1>
            <p className="lotto__schedule">{s.game.dailyAt ? t('lottoDaily', { time: s.game.dailyAt }) : t('lottoEvery', { count: (s.game.intervalSeconds ?? 60) / 60 })}</p>
            <div className="lotto__layout">
              <div className="lotto__main">
                <section className="lotto__card lotto__issue" aria-labelledby="lotto-issue">
                  <h2 id="lotto-issue">{s.issue ? t('lottoIssue', { issue: s.issue.issue }) : t('lottoNoIssue')}</h2>
                  {s.issue && (
                    <>
                      <p className="lotto__countdown">
                        {closed ? (
                          <span>{t('lottoClosedWait')}</span>
                        ) : (
                          <>
                            <span>{t('lottoClosesIn')}</span> <strong className="lotto__clock">{clock((closesAt! - now) / 1000)}</strong>
                          </>
                        )}
                      </p>
                      <p className="lotto__drawsAt">{t('lottoDrawsAt', { time: formatDateTime(s.issue.drawsAt, timeZone) })}</p>
                      <p className="lotto__hash">
                        <span>{t('lottoSeedHash')}</span> <code>{s.issue.seedHash}</code>
                      </p>
                    </>
                  )}
                  {s.closing && (
                    <p className="lotto__drawing" role="status">
                      {now >= Date.parse(s.closing.drawsAt)
                        ? t('lottoDrawing', { issue: s.closing.issue })
                        : t('lottoDrawingAt', { issue: s.closing.issue, time: clock((Date.parse(s.closing.drawsAt) - now) / 1000) })}
                    </p>
                  )}
                </section>
                <LotteryDraw last={s.last} />
              </div>
              <div className="lotto__side">
                {token ? (
                  s.issue && !closed ? (
                    <LotterySlip key={s.issue.issue} gameCode={s.game.code} issue={s.issue.issue} odds={s.odds} playType={playType} />
                  ) : (
                    <section className="lotto__card" aria-labelledby="lotto-slip">
                      <h2 id="lotto-slip">{t('lottoSlip')}</h2>
                      <p>{t('lottoNoIssue')}</p>
                    </section>
                  )
                ) : (
                  <section className="lotto__card" aria-labelledby="lotto-slip">
                    <h2 id="lotto-slip">{t('lottoSlip')}</h2>
                    <p>{t('lottoSignIn')}</p>
                    <Link className="mq-button mq-button--primary" to="/login">
                      {t('lottoSignInAction')}
                    </Link>
                  </section>
                )}
                {token && <LotteryMyBets token={token} gameCode={s.game.code} />}
              </div>
            </div>
          </>
        )}
      </QueryState>
    </div>
  );
}
