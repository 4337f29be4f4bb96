import { useId, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { SlotProps } from '../../src/contract/slotProps';
import { usePermission } from '../../src/contract/contexts';
import { lotteryVerifyQuery } from '../../src/api/games/lottery';
import { failureMessage } from '../../src/api/client';
import { formatDateTime } from '../../src/engine/formatDateTime';
import { chainSteps } from '../../src/engine/lotteryDraw';
import { Spinner } from '../../src/ui/Spinner';
import { DrawResult } from '../parts/lottery/DrawResult';
import { resultsHref, useLotteryGames } from '../parts/lottery/lotteryNames';
import { canRecompute, recomputeDraw } from '../parts/lottery/recomputeDraw';
import './lotteryVerify.css';

/**
 * /lottery/verify: a drawn issue recomputed in this browser (decision 0310). The server gives the
 * revealed seed, its hash, the day's published hash and the numbers it announced; the page hashes
 * the seed up its chain and draws the 27 numbers again with WebCrypto, and says whether all agree.
 */
export default function LotteryVerify(_: SlotProps['screen']) {
  const { t } = useTranslation(['screens', 'common']);
  const [params, setParams] = useSearchParams();
  const gameCode = params.get('gameCode');
  const issue = params.get('issue');
  const ask = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value.trim() : '';
    };
    setParams({ gameCode: text('gameCode'), issue: text('issue') });
  };
  return (
    <div className="screen screen--lottery-verify">
      <h1 className="screen__title">{t('lotteryVerifyTitle')}</h1>
      <p className="screen__subtitle">{t('lotteryVerifyIntro')}</p>
      <IssueForm gameCode={gameCode} issue={issue} onSubmit={ask} />
      {gameCode && issue && <Check key={`${gameCode}:${issue}`} gameCode={gameCode} issue={issue} />}
    </div>
  );
}

function IssueForm({ gameCode, issue, onSubmit }: { gameCode: string | null; issue: string | null; onSubmit: (e: FormEvent<HTMLFormElement>) => void }) {
  const { t } = useTranslation('screens');
  const { games, nameOf } = useLotteryGames();
  const ids = useId();
  return (
    <form className="lotto-verify__form" onSubmit={onSubmit} aria-label={t('lotteryVerifyForm')}>
      <label htmlFor={`${ids}-game`}>{t('lotteryPickGame')}</label>
      <select id={`${ids}-game`} name="gameCode" defaultValue={gameCode ?? games[0]?.gameCode} key={`${gameCode}:${games.length}`}>
        {gameCode && !games.some((g) => g.gameCode === gameCode) && <option value={gameCode}>{gameCode}</option>}
        {games.map((g) => (
          <option key={g.gameCode} value={g.gameCode}>
            {nameOf(g.gameCode, g.gameName)}
          </option>
        ))}
      </select>
      <label htmlFor={`${ids}-issue`}>{t('lotteryIssue')}</label>
      <input id={`${ids}-issue`} name="issue" defaultValue={issue ?? ''} key={issue} required pattern="[0-9]{8}-[0-9]{4}" placeholder="20261130-0001" autoComplete="off" inputMode="numeric" />
      <button type="submit" className="mq-button mq-button--primary">
        {t('lotteryVerify')}
      </button>
    </form>
  );
}

function Check({ gameCode, issue }: { gameCode: string; issue: string }) {
  const { t } = useTranslation(['screens', 'common']);
  const { timeZone } = usePermission().whitelabel;
  const { nameOf } = useLotteryGames();
  const given = useQuery(lotteryVerifyQuery(gameCode, issue));
  const supported = canRecompute();
  const check = useQuery({
    queryKey: ['lottery', 'recompute', gameCode, issue, given.data],
    queryFn: () => recomputeDraw(given.data!),
    enabled: given.data !== undefined && supported,
    staleTime: Infinity,
  });
  if (given.isPending) return <Spinner label={t('lotteryChecking')} />;
  if (given.isError)
    return (
      <div className="empty-state" role="alert">
        <p className="empty-state__title">{failureMessage(given.error, t('common:networkError'))}</p>
        <button type="button" className="mq-button" onClick={() => void given.refetch()}>
          {t('common:retry')}
        </button>
      </div>
    );
  const v = given.data;
  const yes = (ok: boolean) => (ok ? t('lotteryCheckYes') : t('lotteryCheckNo'));
  return (
    <section className="lotto-verify" aria-labelledby="lotto-verify-title">
      <h2 id="lotto-verify-title" className="lotto-verify__title">
        {t('lotteryIssueOf', { name: nameOf(v.gameCode), issue: v.issue })}
      </h2>
      <p className="lotto-verify__meta">
        <time dateTime={v.drawnAt}>{t('lotteryDrawnAt', { at: formatDateTime(v.drawnAt, timeZone) })}</time> <Link to={resultsHref(v.gameCode)}>{t('lotteryAllResults')}</Link>
      </p>
      {!supported ? (
        <p className="lotto-verify__verdict lotto-verify__verdict--bad" role="alert">
          {t('lotteryCannotCheck')}
        </p>
      ) : check.isPending ? (
        <Spinner label={t('lotteryChecking')} />
      ) : check.isError ? (
        <p className="lotto-verify__verdict lotto-verify__verdict--bad" role="alert">
          {t('lotteryCannotCheck')}
        </p>
      ) : (
        <p className={check.data.matches ? 'lotto-verify__verdict lotto-verify__verdict--good' : 'lotto-verify__verdict lotto-verify__verdict--bad'} role="status">
          <span aria-hidden="true">{check.data.matches ? '✓ ' : '✗ '}</span>
          {check.data.matches ? t('lotteryMatches') : t('lotteryMismatch')}
        </p>
      )}
      <dl className="lotto-verify__facts">
        <dt>{t('lotterySeed')}</dt>
        <dd>
          <code>{v.seed}</code>
        </dd>
        <dt>{t('lotterySeedHash')}</dt>
        <dd>
          <code>{v.seedHash}</code>
          {check.data && <span className="lotto-verify__step">{t('lotterySeedHashStep', { answer: yes(check.data.seedHashMatches) })}</span>}
        </dd>
        <dt>{t('lotteryPublishedHash', { day: v.day })}</dt>
        <dd>
          <code>{v.publishedHash}</code>
          {check.data && <span className="lotto-verify__step">{t('lotteryChainStep', { steps: chainSteps(v.position), answer: yes(check.data.chainMatches) })}</span>}
        </dd>
        <dt>{t('lotteryNumbersStep')}</dt>
        <dd>{check.data && <span className="lotto-verify__step">{yes(check.data.mismatched.size === 0)}</span>}</dd>
      </dl>
      <DrawResult numbers={v.numbers} title={t('lotteryAnnounced')} mismatched={check.data?.mismatched} />
      {check.data && check.data.mismatched.size > 0 && <DrawResult numbers={check.data.numbers} title={t('lotteryRecomputed')} />}
      <details className="lotto-verify__how">
        <summary>{t('lotteryHowTitle')}</summary>
        <p>{t('lotteryHowChain')}</p>
        <p>{t('lotteryHowNumbers')}</p>
      </details>
    </section>
  );
}
