import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { withdrawalsQuery } from '../../../src/api/wallet/money';
import { formatDateTime } from '../../../src/engine/formatDateTime';
import { Pagination } from '../../../src/ui/Pagination';
import { QueryState } from '../../parts/QueryState';
import { ReceiptForm } from './ReceiptForm';
import { Payout } from './Payout';
import '../record/cards.css';

/**
 * The member's withdrawals with their statuses, a card each (the records' cards): the account paid
 * to and the amount, then the status in words, the time and the reference; a paid one asks whether
 * it arrived.
 */
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
            <ul className="deposit-list" aria-labelledby="my-withdrawals-title">
              {d.list.map((w) => {
                const shown = w.receipt ?? w.status;
                return (
                  <li key={w.id} className="record-card">
                    <div className="record-card__head">
                      <span className="record-card__title">{w.account}</span>
                      <span className="record-card__figure">{money(w.amount)}</span>
                    </div>
                    <dl className="record-card__facts">
                      <div>
                        <dt>{t('listStatus')}</dt>
                        <dd>
                          <span className={`status-badge status-badge--${shown}`}>{t(`withdrawalStatus_${shown}`)}</span>
                        </dd>
                      </div>
                      <div>
                        <dt>{t('recordAt')}</dt>
                        <dd>{formatDateTime(w.createdAt, timeZone)}</dd>
                      </div>
                      <div>
                        <dt>{t('recordReference')}</dt>
                        <dd>{w.reference}</dd>
                      </div>
                    </dl>
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
