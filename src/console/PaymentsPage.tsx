import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OpsBrand } from '../generated/types';
import { Pagination } from '../ui/Pagination';
import { opsCall, OpsError } from './api';
import { BrandSelect } from './BrandSelect';
import { useSessionLostOn } from './ConsoleContext';
import { ListState } from './ListState';
import { DepositCard } from './payments/DepositCard';
import { useBrandChoice } from './useBrandChoice';

const statuses = ['pending', 'approved', 'rejected'] as const;

/** The payments desk: a brand's deposits waiting for a decision (oldest first), and those decided. */
export function PaymentsPage() {
  const { t } = useTranslation();
  const { brands, brand, choose } = useBrandChoice();
  if (brands.isPending) return <p aria-busy="true">{t('loading')}</p>;
  if (!brand) return <p role="alert">{brands.error instanceof OpsError ? brands.error.message : t('networkError')}</p>;
  return (
    <section aria-labelledby="payments-title">
      <div className="console-page-head">
        <h1 id="payments-title">{t('page_payments')}</h1>
        <BrandSelect brands={brands.data!} value={brand.id} onChange={choose} />
      </div>
      <Desk key={brand.id} brand={brand} />
    </section>
  );
}

function Desk({ brand }: { brand: OpsBrand }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [status, setStatus] = useState<(typeof statuses)[number]>('pending');
  const [pageNo, setPageNo] = useState(1);
  const [message, setMessage] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ['ops', 'deposits', brand.id, status, pageNo],
    queryFn: () => opsCall('ops/deposits', { brandId: brand.id, status, pageNo, pageSize: 10 }, i18n.language),
    placeholderData: keepPreviousData,
    // A desk is watched: new deposits appear without a reload.
    refetchInterval: 15_000,
  });
  useSessionLostOn(list.error);
  return (
    <>
      <form className="console-filters" onSubmit={(e) => e.preventDefault()} aria-label={t('depositFilter')}>
        <label className="console-field">
          <span>{t('depositStatus')}</span>
          <select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as (typeof statuses)[number]);
              setPageNo(1);
            }}
          >
            {statuses.map((s) => (
              <option key={s} value={s}>
                {t(`depositStatus_${s}`)}
              </option>
            ))}
          </select>
        </label>
      </form>
      <p role="status" className="console-status">
        {message}
      </p>
      <ListState query={list} empty={list.data?.list.length === 0} emptyText={t(`depositsNone_${status}`)}>
        {() => (
          <>
            <p className="console-muted">{t('depositsCount', { count: list.data!.total })}</p>
            <ul className="deposit-desk">
              {list.data!.list.map((d) => (
                <DepositCard
                  key={d.id}
                  brandId={brand.id}
                  symbol={brand.currencySymbol}
                  deposit={d}
                  onDecided={(m) => {
                    setMessage(m);
                    void client.invalidateQueries({ queryKey: ['ops', 'deposits', brand.id] });
                  }}
                />
              ))}
            </ul>
            <Pagination page={pageNo} totalPages={list.data!.totalPages} onChange={setPageNo} label={t('depositPages')} />
          </>
        )}
      </ListState>
    </>
  );
}
