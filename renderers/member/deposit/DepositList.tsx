import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Deposit } from '../../../src/generated/types';
import { depositsQuery } from '../../../src/api/wallet/money';
import { formatDateTime } from '../../../src/engine/formatDateTime';
import { Button } from '../../../src/ui/Button';
import { Pagination } from '../../../src/ui/Pagination';
import { QueryState } from '../../parts/QueryState';
import '../record/cards.css';

/**
 * The member's deposits with their statuses, newest first, a card each (the records' cards): the
 * channel and the amount, then the status in words, the time, the reference and the payment's
 * transaction ID. An open one can be taken up again.
 */
export function DepositList({ token, money, timeZone, onResume }: { token: string; money: (v: string) => string; timeZone: string; onResume: (d: Deposit) => void }) {
  const { t } = useTranslation('member');
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery(depositsQuery(token, pageNo));
  return (
    <section aria-labelledby="my-deposits-title">
      <h3 id="my-deposits-title">{t('myDeposits')}</h3>
      <QueryState query={query} isEmpty={(d) => d.list.length === 0} emptyTitle={t('noDeposits')}>
        {(d) => (
          <>
            <ul className="deposit-list" aria-labelledby="my-deposits-title">
              {d.list.map((x) => (
                <li key={x.id} className="record-card">
                  <div className="record-card__head">
                    <span className="record-card__title">{x.channelName}</span>
                    <span className="record-card__figure">{money(x.amount)}</span>
                  </div>
                  <dl className="record-card__facts">
                    <div>
                      <dt>{t('listStatus')}</dt>
                      <dd>
                        <span className={`status-badge status-badge--${x.status}`}>{t(`depositStatus_${x.status}`)}</span>
                      </dd>
                    </div>
                    <div>
                      <dt>{t('recordAt')}</dt>
                      <dd>{formatDateTime(x.createdAt, timeZone)}</dd>
                    </div>
                    <div>
                      <dt>{t('recordReference')}</dt>
                      <dd>{x.reference}</dd>
                    </div>
                    {x.transactionId && (
                      <div>
                        <dt>{t('transactionId')}</dt>
                        <dd>{x.transactionId}</dd>
                      </div>
                    )}
                  </dl>
                  {x.rejectReason && <p className="deposit-list__reason">{t('depositRejectedBecause', { reason: x.rejectReason })}</p>}
                  {x.status === 'open' && (
                    <div>
                      <Button size="small" variant="secondary" onClick={() => onResume(x)}>
                        {t('depositResume')}
                      </Button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
            <Pagination page={pageNo} totalPages={d.totalPages} onChange={setPageNo} label={t('depositPages')} />
          </>
        )}
      </QueryState>
    </section>
  );
}
