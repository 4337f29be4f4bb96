import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LotteryGameMenu } from '../../../src/generated/types';
import { drawCountdown } from '../../../src/engine/lotteryCountdown';
import { useLotteryGameName, resultsHref } from './lotteryNames';

/** The betting screen of a game, with the vendor the brand's Vietnam role names (SPEC §2.8). */
export const playHref = (menu: Pick<LotteryGameMenu, 'gameCode' | 'accountTypeName'>) => `/lottery?${new URLSearchParams({ gameCode: menu.gameCode, vendor: menu.accountTypeName })}`;

/** A time zone as people name it: its city, `Asia/Ho_Chi_Minh` → Ho Chi Minh. */
const zoneCity = (zone: string) => (zone.split('/').pop() ?? zone).replaceAll('_', ' ');

/** One game of the Vietnam lottery's lobby: its name and schedule, the countdown to its next draw, its links and its favourite star. */
export function LotteryCard({ menu, now, favourite, onFavourite }: { menu: LotteryGameMenu; now: number; favourite: boolean; onFavourite: () => void }) {
  const { t } = useTranslation('screens');
  const name = useLotteryGameName()(menu);
  const schedule = menu.dailyAt ? t('lotteryDailyAt', { time: menu.dailyAt, zone: zoneCity(menu.timeZone) }) : t('lotteryEvery', { minutes: (menu.intervalSeconds ?? 0) / 60 });
  return (
    <li className="lotto-card">
      <div className="lotto-card__head">
        <h3 className="lotto-card__name">{name}</h3>
        <button type="button" className="lotto-card__star" aria-pressed={favourite} aria-label={t('lotteryFavourite', { name })} onClick={onFavourite}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              fill={favourite ? 'currentColor' : 'none'}
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
              d="m12 3 2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z"
            />
          </svg>
        </button>
      </div>
      <p className="lotto-card__schedule">{schedule}</p>
      {menu.nextDrawAt ? (
        <p className="lotto-card__next">
          <span>{t('lotteryNextDraw', { issue: menu.nextIssue })}</span>
          <time className="lotto-card__countdown" role="timer" dateTime={menu.nextDrawAt}>
            {drawCountdown(menu.nextDrawAt, now)}
          </time>
        </p>
      ) : (
        <p className="lotto-card__next">{t('lotteryNoDrawAhead')}</p>
      )}
      <div className="lotto-card__actions">
        <Link className="mq-button mq-button--primary mq-button--small" to={playHref(menu)} aria-label={t('lotteryPlayGame', { name })}>
          {t('lotteryPlay')}
        </Link>
        <Link className="mq-button mq-button--secondary mq-button--small" to={resultsHref(menu.gameCode)} aria-label={t('lotteryResultsOf', { name })}>
          {t('lotteryResults')}
        </Link>
      </div>
    </li>
  );
}
