import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { withdrawalsQuery } from '../../../src/api/wallet/money';
import { formatDateTime } from '../../../src/engine/formatDateTime';
import { Pagination } from '../../../src/ui/Pagination';
import { QueryState } from '../../parts/QueryState';
import { ReceiptForm } from './ReceiptForm';
import { Payout } from './Payout';

/** The member's withdrawals with their statuses; a paid one asks whether it arrived. */
export function WithdrawalList({ token, money, timeZone }: { token: string; money: (v: string) => string; timeZone: string }) {
  const { t } = useTranslation('member');
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery(withdrawalsQuery(token, pageNo));
  return (
    <section aria-labelledby="my-withdrawals-title">
      <h3 id="my-withdrawals-title">{t('myWithdrawals')}</h3>
      <QueryState query={query} isEmpty={(d) => d.list.length === 0} emptyTitle={t('noWithdrawals')}>
        {(d) => (
          <>
            <ul className="deposit-list">
              {d.list.map((w) => {
                const shown = w.receipt ?? w.status;
                return (
                  <li key={w.id} className="deposit-list__item">
                    <div className="deposit-list__main">
                      <strong>{money(w.amount)}</strong> · {w.reference}
                      <span className={`status-badge status-badge--${shown}`}>{t(`withdrawalStatus_${shown}`)}</span>
                    </div>
                    <div className="deposit-list__meta">
                      {formatDateTime(w.createdAt, timeZone)} · {w.account}
                    </div>
                    <Payout token={token} withdrawal={w} />
                    {w.rejectReason && <p className="deposit-list__reason">{t('withdrawalRejectedBecause', { reason: w.rejectReason })}</p>}
                    {w.autoReceiveAt && <p className="deposit-list__meta">{t('receiptBy', { at: formatDateTime(w.autoReceiveAt, timeZone) })}</p>}
                    {w.status === 'paid' && !w.receipt && <ReceiptForm withdrawal={w} />}
                  </li>
                );
              })}
            </ul>
            <Pagination page={pageNo} totalPages={d.totalPages} onChange={setPageNo} label={t('withdrawalPages')} />
          </>
        )}
      </QueryState>
    </section>
  );
}
