import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Deposit } from '../../../src/generated/types';
import { depositsQuery } from '../../../src/api/wallet/money';
import { formatDateTime } from '../../../src/engine/formatDateTime';
import { Button } from '../../../src/ui/Button';
import { Pagination } from '../../../src/ui/Pagination';
import { QueryState } from '../../parts/QueryState';

/** The member's deposits with their statuses, newest first; an open one can be taken up again. */
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
            <ul className="deposit-list">
              {d.list.map((x) => (
                <li key={x.id} className="deposit-list__item">
                  <div className="deposit-list__main">
                    <strong>{money(x.amount)}</strong> · {x.channelName} · {x.reference}
                    <span className={`status-badge status-badge--${x.status}`}>{t(`depositStatus_${x.status}`)}</span>
                  </div>
                  <div className="deposit-list__meta">
                    {formatDateTime(x.createdAt, timeZone)}
                    {x.transactionId && ` · ${t('transactionId')}: ${x.transactionId}`}
                  </div>
                  {x.rejectReason && <p className="deposit-list__reason">{t('depositRejectedBecause', { reason: x.rejectReason })}</p>}
                  {x.status === 'open' && (
                    <Button size="small" variant="secondary" onClick={() => onResume(x)}>
                      {t('depositResume')}
                    </Button>
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
