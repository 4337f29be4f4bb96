import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { profitQuery } from '../../src/api/wallet/money';
import { useSession } from '../../src/api/sessionStore';
import { categoryLabelKey } from '../../src/engine/categoryLabelKey';
import { QueryState } from '../parts/QueryState';
import { useMoney } from '../parts/useMoney';
import { PeriodPicker } from './record/PeriodPicker';
import { usePeriod } from './record/usePeriod';
import './money.css';

/** Personal profit and loss: bets, wins and their difference per product over a period, from the ledger. */
export default function PersonalProfit({ pageKey }: SlotProps['member']) {
  const { t } = useTranslation(['member', 'nav']);
  const token = useSession()?.token ?? '';
  const [period, choosePeriod] = usePeriod();
  const query = useQuery(profitQuery(token, period.from, period.to));
  const money = useMoney();
  const signed = (v: string) => `money-table__amount${v.startsWith('-') ? ' money-table__out' : ''}`;
  return (
    <section aria-labelledby={`centre-${pageKey}`} className="money-page">
      <h2 id={`centre-${pageKey}`}>{t(pageKey)}</h2>
      <form className="money-filters" onSubmit={(e) => e.preventDefault()} aria-label={t('recordFilters')}>
        <PeriodPicker id="profit-period" period={period} onChange={choosePeriod} />
      </form>
      <QueryState query={query} isEmpty={(d) => d.products.length === 0} emptyTitle={t('profitEmpty')}>
        {(d) => (
          <div className="money-table-wrap" tabIndex={0} role="region" aria-labelledby={`centre-${pageKey}`}>
            <table className="money-table" aria-busy={query.isFetching}>
              <thead>
                <tr>
                  <th scope="col">{t('profitProduct')}</th>
                  <th scope="col" className="money-table__amount">
                    {t('profitBets')}
                  </th>
                  <th scope="col" className="money-table__amount">
                    {t('profitWins')}
                  </th>
                  <th scope="col" className="money-table__amount">
                    {t('profitResult')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {d.products.map((p) => (
                  <tr key={p.category}>
                    <th scope="row">{t(categoryLabelKey(p.category))}</th>
                    <td className="money-table__amount">{money(p.bets)}</td>
                    <td className="money-table__amount">{money(p.wins)}</td>
                    <td className={signed(p.profit)}>{money(p.profit)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t('profitTotal')}</th>
                  <td className="money-table__amount">{money(d.total.bets)}</td>
                  <td className="money-table__amount">{money(d.total.wins)}</td>
                  <td className={signed(d.total.profit)}>{money(d.total.profit)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        )}
      </QueryState>
    </section>
  );
}
