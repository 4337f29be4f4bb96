import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { lotteryBetsQuery } from '../../../../src/api/games/lottery';
import { usePermission } from '../../../../src/contract/contexts';
import { formatDateTime } from '../../../../src/engine/formatDateTime';
import { Pagination } from '../../../../src/ui/Pagination';
import { Skeleton } from '../../../../src/ui/Skeleton';
import { QueryState } from '../../QueryState';
import { useMoney } from '../../useMoney';

/** The member's bets of this game, newest first: each with its issue, type, numbers, cost, status and payout. */
export function LotteryMyBets({ token, gameCode }: { token: string; gameCode: string }) {
  const { t } = useTranslation('games');
  const [page, setPage] = useState(1);
  const query = useQuery(lotteryBetsQuery(token, gameCode, page));
  const money = useMoney();
  const { timeZone } = usePermission().whitelabel;
  return (
    <section className="lotto__card lotto__mine" aria-labelledby="lotto-mine">
      <h2 id="lotto-mine">{t('lottoMine')}</h2>
      <QueryState query={query} isEmpty={(p) => p.list.length === 0} emptyTitle={t('lottoMineNone')} loading={<Skeleton height="5em" />}>
        {(p) => (
          <>
            <ul className="lotto__bets">
              {p.list.map((b) => (
                <li key={b.id} className={`lotto__bet lotto__bet--${b.status}`}>
                  <p className="lotto__betHead">
                    <strong>{t(`lottoType_${b.type}`)}</strong> <span className="lotto__betNumbers">{b.numbers.join(' · ')}</span>
                    <span className={`lotto__status lotto__status--${b.status}`}>{t(`lottoStatus_${b.status}`)}</span>
                  </p>
                  <p className="lotto__betLine">
                    {t('lottoBetIssue', { issue: b.issue })} · {b.points !== null ? t('lottoBetPoints', { count: b.points, cost: money(b.stake) }) : money(b.stake)}
                    {b.payout !== null && b.status !== 'lost' && <> · {t('lottoBetPaid', { amount: money(b.payout) })}</>}
                  </p>
                  <p className="lotto__betTime">{formatDateTime(b.placedAt, timeZone)}</p>
                </li>
              ))}
            </ul>
            <Pagination page={p.pageNo} totalPages={p.totalPages} onChange={setPage} label={t('lottoMine')} />
          </>
        )}
      </QueryState>
    </section>
  );
}
