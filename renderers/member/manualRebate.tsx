import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { usePermission } from '../../src/contract/contexts';
import { useSession } from '../../src/api/sessionStore';
import { claimRebate, rebateHistoryQuery, rebateSummaryQuery } from '../../src/api/rebate/rebate';
import { moneyMoved } from '../../src/api/wallet/money';
import { useOnceKey } from '../../src/api/useOnceKey';
import type { RebateLine } from '../../src/generated/types';
import { categoryLabelKey } from '../../src/engine/categoryLabelKey';
import { formatDateTime } from '../../src/engine/formatDateTime';
import { formatNumber } from '../../src/engine/formatNumber';
import { Button } from '../../src/ui/Button';
import { Pagination } from '../../src/ui/Pagination';
import { Skeleton } from '../../src/ui/Skeleton';
import { useDialog } from '../../src/ui/useDialog';
import { QueryState } from '../parts/QueryState';
import { FormOutcome, useFormOutcome } from '../parts/useFormOutcome';
import { useMoney } from '../parts/useMoney';
import './manualRebate.css';

/**
 * The manual rebate (REBATE3, decision 0267): per product, the member's own-money valid bet since
 * their last claim, the rate and the rebate; the total and a claim, asked first; then their claims.
 * The server counts and pays; the page shows what it answered and asks again after a claim.
 */
export default function ManualRebate({ pageKey }: SlotProps['member']) {
  const { t } = useTranslation(['member', 'nav']);
  const token = useSession()?.token ?? '';
  const summary = useQuery(rebateSummaryQuery(token));
  const money = useMoney();
  const { timeZone } = usePermission().whitelabel;
  const dialog = useDialog();
  const client = useQueryClient();
  const once = useOnceKey();
  const { outcome, setOutcome, failed } = useFormOutcome();
  const claim = useMutation({
    mutationFn: () => claimRebate(once.keyFor('rebate')),
    onMutate: () => setOutcome(null),
    onSuccess: (paid) => {
      once.done();
      setOutcome({ ok: true, text: t('rebateClaimed', { amount: money(paid.amount) }) });
      void moneyMoved(client);
    },
    onError: (err) => {
      failed(err);
      void client.invalidateQueries({ queryKey: ['wallet', 'rebate'] });
    },
  });
  const ask = async (amount: string) => {
    if (await dialog.confirm(t('rebateConfirm', { amount: money(amount) }), { title: t('rebateConfirmTitle') })) claim.mutate();
  };
  return (
    <section aria-labelledby={`centre-${pageKey}`} className="rebate">
      <h2 id={`centre-${pageKey}`}>{t(pageKey)}</h2>
      <QueryState
        query={summary}
        isEmpty={() => false}
        emptyTitle={t('rebateNone')}
        loading={
          <div className="rebate__card">
            <Skeleton height="1.25em" width="60%" />
            <Skeleton height="6em" />
          </div>
        }
      >
        {(s) => (
          <div className="rebate__card">
            <p className="rebate__since">
              {s.lastClaimAt ? t('rebateSince', { time: formatDateTime(s.lastClaimAt, timeZone) }) : t('rebateSinceStart')}
            </p>
            {s.products.length === 0 ? (
              <p className="rebate__empty">{t('rebateNone')}</p>
            ) : (
              <RebateTable lines={s.products} total={{ validBet: s.validBet, amount: s.amount }} caption={t('rebateTableCaption')} />
            )}
            <p className="rebate__rates">{s.rateSource === 'vip' ? t('rebateRatesVip') : t('rebateRatesDefault')}</p>
            <p className="rebate__minimum">{t('rebateMinimum', { amount: money(s.minimum) })}</p>
            <div className="rebate__action" aria-live="polite">
              <Button onClick={() => void ask(s.amount)} disabled={!s.claimable || claim.isPending}>
                {claim.isPending ? t('rebateClaiming') : t('rebateClaim', { amount: money(s.amount) })}
              </Button>
              <FormOutcome outcome={outcome} />
              {!s.claimable && <p className="rebate__hint">{Number(s.amount) > 0 ? t('rebateBelowMinimum', { amount: money(s.minimum) }) : t('rebateNothing')}</p>}
            </div>
          </div>
        )}
      </QueryState>
      <RebateHistory />
    </section>
  );
}

function RebateTable({ lines, total, caption }: { lines: RebateLine[]; total?: { validBet: string; amount: string }; caption: string }) {
  const { t } = useTranslation(['member', 'nav']);
  const money = useMoney();
  return (
    <div className="rebate__tableWrap">
      <table className="rebate__table">
        <caption className="mq-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('rebateProduct')}</th>
            <th scope="col">{t('rebateValidBet')}</th>
            <th scope="col">{t('rebateRate')}</th>
            <th scope="col">{t('rebateAmount')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.product}>
              <th scope="row">{t(categoryLabelKey(l.product))}</th>
              <td>{money(l.validBet)}</td>
              <td>{t('rebatePercent', { n: formatNumber(l.rate, { decimals: 2 }) })}</td>
              <td>{money(l.amount)}</td>
            </tr>
          ))}
        </tbody>
        {total && (
          <tfoot>
            <tr>
              <th scope="row">{t('rebateTotal')}</th>
              <td>{money(total.validBet)}</td>
              <td />
              <td className="rebate__total">{money(total.amount)}</td>
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

function RebateHistory() {
  const { t } = useTranslation('member');
  const token = useSession()?.token ?? '';
  const [pageNo, setPageNo] = useState(1);
  const history = useQuery(rebateHistoryQuery(token, pageNo));
  const money = useMoney();
  const { timeZone } = usePermission().whitelabel;
  return (
    <section aria-labelledby="rebate-history" className="rebate__history">
      <h3 id="rebate-history">{t('rebateHistory')}</h3>
      <QueryState query={history} isEmpty={(d) => d.list.length === 0} emptyTitle={t('rebateHistoryEmpty')} loading={<Skeleton height="4em" />}>
        {(d) => (
          <>
            <ul className="rebate__claims" aria-busy={history.isFetching}>
              {d.list.map((c) => (
                <li key={c.id} className="rebate__claimRow">
                  <details>
                    <summary>
                      <span className="rebate__claimTime">{formatDateTime(c.claimedAt, timeZone)}</span>
                      <span className="rebate__claimAmount">{money(c.amount)}</span>
                      <span className="rebate__claimBet">{t('rebateOfValidBet', { amount: money(c.validBet) })}</span>
                    </summary>
                    <RebateTable lines={c.products} caption={t('rebateClaimCaption', { time: formatDateTime(c.claimedAt, timeZone) })} />
                  </details>
                </li>
              ))}
            </ul>
            <Pagination page={pageNo} totalPages={d.totalPages} onChange={setPageNo} label={t('rebateHistoryPages')} />
          </>
        )}
      </QueryState>
    </section>
  );
}
