import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { OpsBrand } from '../generated/types';
import { Pagination } from '../ui/Pagination';
import { ListState } from './ListState';
import { DepositCard } from './payments/DepositCard';
import { WithdrawalCard } from './payments/WithdrawalCard';
import { BrandFrame } from './BrandFrame';
import { Button } from '../ui/Button';
import { paymentDecided, paymentQueries, paymentQueues, paymentQueueSeen, queueCount, type DepositStatus } from './queries/payments';

const statuses = { deposits: ['pending', 'approved', 'rejected'], withdrawals: ['pending', 'approved', 'paid', 'rejected'] } as const;
type Book = keyof typeof statuses;
type Status = (typeof statuses)[Book][number];

/** The payments desk: how many wait in each queue, a brand's deposits and withdrawals waiting for a decision (oldest first), and those decided. */
export function PaymentsPage() {
  return <BrandFrame page="payments">{(brand) => <Desk brand={brand} />}</BrandFrame>;
}

function Desk({ brand }: { brand: OpsBrand }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [book, setBook] = useState<Book>('deposits');
  const [status, setStatus] = useState<Status>('pending');
  const [pageNo, setPageNo] = useState(1);
  const [message, setMessage] = useState<string | null>(null);
  // Both lists follow the server while shown (ConsoleLive, deskChanged): new requests appear without a reload.
  const deposits = useQuery({ ...paymentQueries.deposits(client, brand.id, status as DepositStatus, pageNo, i18n.language), enabled: book === 'deposits' });
  const withdrawals = useQuery({ ...paymentQueries.withdrawals(client, brand.id, status, pageNo, i18n.language), enabled: book === 'withdrawals' });
  const list = book === 'deposits' ? deposits : withdrawals;
  const counts = useQuery(paymentQueries.counts(brand.id, i18n.language));
  const { data: shown, dataUpdatedAt: fetchedAt, isPlaceholderData: previous } = list;
  // A list fetched again that no longer agrees with its queue's count asks for the counts (not the last list's, shown while the next loads).
  useEffect(() => {
    if (shown && !previous) paymentQueueSeen(client, brand.id, book, status, { total: shown.total, fetchedAt });
  }, [client, brand.id, book, status, shown, fetchedAt, previous]);
  const open = (next: Book, nextStatus: Status) => {
    setBook(next);
    setStatus(nextStatus);
    setPageNo(1);
  };
  const decided = (m: string) => {
    setMessage(m);
    void paymentDecided(client, brand.id, book);
  };
  return (
    <>
      {counts.data && (
        <div className="member-card__actions" role="group" aria-label={t('paymentsQueues')}>
          {paymentQueues.map((q) => (
            <Button key={`${q.book}-${q.status}`} size="small" variant="secondary" aria-pressed={book === q.book && status === q.status} onClick={() => open(q.book, q.status)}>
              {t(`paymentsQueue_${q.book}_${q.status}`, { n: queueCount(counts.data, q) })}
            </Button>
          ))}
        </div>
      )}
      <form className="console-filters" onSubmit={(e) => e.preventDefault()} aria-label={t('depositFilter')}>
        <label className="console-field">
          <span>{t('paymentsBook')}</span>
          <select
            value={book}
            onChange={(e) => open(e.target.value as Book, 'pending')}
          >
            {(Object.keys(statuses) as Book[]).map((b) => (
              <option key={b} value={b}>
                {t(`paymentsBook_${b}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="console-field">
          <span>{t('depositStatus')}</span>
          <select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as Status);
              setPageNo(1);
            }}
          >
            {statuses[book].map((s) => (
              <option key={s} value={s}>
                {t(`${book}Status_${s}`)}
              </option>
            ))}
          </select>
        </label>
      </form>
      <p role="status" className="console-status">
        {message}
      </p>
      <ListState query={list} empty={list.data?.list.length === 0} emptyText={t(`${book}None_${status}`)}>
        {() => (
          <>
            <p className="console-muted">{t(`${book}Count`, { count: list.data!.total })}</p>
            <ul className="deposit-desk">
              {book === 'deposits'
                ? deposits.data!.list.map((d) => <DepositCard key={d.id} brandId={brand.id} symbol={brand.currencySymbol} deposit={d} onDecided={decided} />)
                : withdrawals.data!.list.map((w) => <WithdrawalCard key={w.id} brandId={brand.id} symbol={brand.currencySymbol} withdrawal={w} onDecided={decided} />)}
            </ul>
            <Pagination page={pageNo} totalPages={list.data!.totalPages} onChange={setPageNo} label={t('depositPages')} />
          </>
        )}
      </ListState>
    </>
  );
}
