import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TransactionKind } from '../../../src/generated/types';
import { transactionKinds as kinds, transactionsQuery } from '../../../src/api/wallet/money';
import { useSession } from '../../../src/api/sessionStore';
import { usePermission } from '../../../src/contract/contexts';
import { formatDateTime } from '../../../src/engine/formatDateTime';
import { Pagination } from '../../../src/ui/Pagination';
import { QueryState } from '../../parts/QueryState';
import { useMoney } from '../../parts/useMoney';
import { PeriodPicker } from './PeriodPicker';
import { RecordSelect } from './RecordSelect';
import { usePeriod } from './usePeriod';
import '../money.css';

/**
 * A member's movements of money from the ledger, newest first, each with the balance of its wallet
 * after it, by period (the brand's days) and kind — or of one kind only (bonus details) — ten a page.
 */
export function LedgerRecord({ pageKey, only, emptyTitle }: { pageKey: string; only?: TransactionKind; emptyTitle: string }) {
  const { t } = useTranslation('member');
  const { whitelabel } = usePermission();
  const token = useSession()?.token ?? '';
  const [kind, setKind] = useState<TransactionKind | ''>(only ?? '');
  const [period, choosePeriod] = usePeriod();
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery(transactionsQuery(token, { pageNo, pageSize: 10, from: period.from, to: period.to, ...(kind ? { kind } : {}) }));
  const money = useMoney();
  const walletName = (w: string) => (w === 'main' ? t('mainWallet') : w === 'hold' ? t('heldWallet') : w);

  return (
    <section aria-labelledby={`centre-${pageKey}`} className="money-page">
      <h2 id={`centre-${pageKey}`}>{t(pageKey)}</h2>
      <form className="money-filters" onSubmit={(e) => e.preventDefault()} aria-label={t('recordFilters')}>
        {!only && (
          <RecordSelect
            id="record-kind"
            label={t('recordKind')}
            value={kind}
            all={t('recordKindAll')}
            options={kinds.map((k) => ({ value: k, label: t(`kind_${k}`) }))}
            onChange={(k) => {
              setKind(k as TransactionKind | '');
              setPageNo(1);
            }}
          />
        )}
        <PeriodPicker
          id="record-period"
          period={period}
          onChange={(p) => {
            choosePeriod(p);
            setPageNo(1);
          }}
        />
      </form>
      <QueryState query={query} isEmpty={(d) => d.list.length === 0} emptyTitle={emptyTitle}>
        {(d) => (
          <>
            <div className="money-table-wrap" tabIndex={0} role="region" aria-labelledby={`centre-${pageKey}`}>
              <table className="money-table" aria-busy={query.isFetching}>
                <thead>
                  <tr>
                    <th scope="col">{t('recordAt')}</th>
                    <th scope="col">{t('recordKind')}</th>
                    <th scope="col">{t('recordWallet')}</th>
                    <th scope="col" className="money-table__amount">
                      {t('amount')}
                    </th>
                    <th scope="col" className="money-table__amount">
                      {t('recordBalanceAfter')}
                    </th>
                    <th scope="col">{t('recordReference')}</th>
                  </tr>
                </thead>
                <tbody>
                  {d.list.map((e) => (
                    <tr key={e.id}>
                      <td>{formatDateTime(e.at, whitelabel.timeZone)}</td>
                      <td>{t(`kind_${e.kind}`)}</td>
                      <td>{walletName(e.wallet)}</td>
                      <td className={`money-table__amount${e.amount.startsWith('-') ? ' money-table__out' : ''}`}>{money(e.amount)}</td>
                      <td className="money-table__amount">{money(e.balanceAfter)}</td>
                      <td>{e.reference ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination page={pageNo} totalPages={d.totalPages} onChange={setPageNo} label={t('recordPages')} />
          </>
        )}
      </QueryState>
    </section>
  );
}
