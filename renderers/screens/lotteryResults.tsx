import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { SlotProps } from '../../src/contract/slotProps';
import { usePermission } from '../../src/contract/contexts';
import { lotteryResultsQuery } from '../../src/api/games/lottery';
import { formatDateTime } from '../../src/engine/formatDateTime';
import { Pagination } from '../../src/ui/Pagination';
import { QueryState } from '../parts/QueryState';
import { DrawResult } from '../parts/lottery/DrawResult';
import { useLotteryGames, verifyHref } from '../parts/lottery/lotteryNames';
import './lotteryResults.css';

/**
 * /lottery/results: a Vietnam lottery game's drawn issues, the latest first, a page at a time, each
 * with its prizes, its đầu and đuôi tables and the way to check it. The game and page are the
 * address's `gameCode` and `page`; without a game, the lobby's first.
 */
export default function LotteryResults(_: SlotProps['screen']) {
  const { t, i18n } = useTranslation('screens');
  const { timeZone } = usePermission().whitelabel;
  const [params, setParams] = useSearchParams();
  const { games, nameOf, query: menu } = useLotteryGames();
  const selectId = useId();
  const gameCode = params.get('gameCode') ?? games[0]?.gameCode ?? null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const results = useQuery({ ...lotteryResultsQuery(i18n.language, gameCode ?? '', page), enabled: gameCode !== null });
  const choose = (next: { gameCode?: string; page?: number }) => {
    const code = next.gameCode ?? gameCode;
    setParams({ ...(code ? { gameCode: code } : {}), ...(next.page && next.page > 1 ? { page: String(next.page) } : {}) });
  };

  return (
    <div className="screen screen--lottery-results">
      <h1 className="screen__title">{t('lotteryResultsTitle')}</h1>
      <QueryState query={menu} isEmpty={(d) => d.groups.length === 0 && !gameCode} emptyTitle={t('lotteryNoGames')}>
        {() => (
          <>
            <label className="lotto-results__pick" htmlFor={selectId}>
              <span>{t('lotteryPickGame')}</span>
              <select id={selectId} value={gameCode ?? ''} onChange={(e) => choose({ gameCode: e.target.value, page: 1 })}>
                {gameCode && !games.some((g) => g.gameCode === gameCode) && <option value={gameCode}>{gameCode}</option>}
                {games.map((g) => (
                  <option key={g.gameCode} value={g.gameCode}>
                    {nameOf(g.gameCode, g.gameName)}
                  </option>
                ))}
              </select>
            </label>
            {gameCode && (
              <QueryState query={results} isEmpty={(d) => d.list.length === 0} emptyTitle={t('lotteryNoResults')}>
                {(d) => (
                  <>
                    <ol className="lotto-results">
                      {d.list.map((r) => (
                        <li key={r.issue} className="lotto-results__issue">
                          <h2 className="lotto-results__title">{t('lotteryIssueOf', { name: nameOf(r.gameCode, r.gameName), issue: r.issue })}</h2>
                          <p className="lotto-results__meta">
                            <time dateTime={r.drawnAt}>{t('lotteryDrawnAt', { at: formatDateTime(r.drawnAt, timeZone) })}</time>
                            <Link to={verifyHref(r.gameCode, r.issue)} aria-label={t('lotteryVerifyIssue', { issue: r.issue })}>
                              {t('lotteryVerify')}
                            </Link>
                          </p>
                          <DrawResult numbers={r.numbers} title={t('lotteryResultOf', { issue: r.issue })} />
                        </li>
                      ))}
                    </ol>
                    <Pagination page={d.pageNo} totalPages={d.totalPages} onChange={(p) => choose({ page: p })} label={t('lotteryResultsPages')} />
                  </>
                )}
              </QueryState>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}
