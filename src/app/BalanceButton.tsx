import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { balanceQuery } from '../api/wallet/balance';
import { formatMoney } from '../engine/formatAmount';
import { usePermission } from '../contract/contexts';

const hiddenKey = 'hideBalance';

/**
 * SPEC §2.3, the balance in the logged-in bar: a click fetches it again; the eye hides it as ***.
 * Hiding is remembered on this device, since a player who hides it in public wants it to stay hidden.
 */
export function BalanceButton({ token }: { token: string }) {
  const { t } = useTranslation(['common', 'ui']);
  const { currency } = usePermission().whitelabel;
  const balance = useQuery(balanceQuery(token));
  const [hidden, setHidden] = useState(() => localStorage.getItem(hiddenKey) === '1');
  const toggle = () => {
    localStorage.setItem(hiddenKey, hidden ? '0' : '1');
    setHidden(!hidden);
  };
  const amount = balance.data ? formatMoney(currency.symbol, balance.data.sumBalance) : null;
  const shown = hidden ? '***' : (amount ?? (balance.isError ? t('balanceUnavailable') : t('ui:loading')));
  return (
    <span className="balance">
      <button
        type="button"
        className="balance__amount"
        onClick={() => void balance.refetch()}
        aria-busy={balance.isFetching}
        aria-label={hidden ? t('balanceHiddenRefresh') : t('balanceRefresh', { balance: shown })}
        data-testid="balance"
      >
        <span aria-hidden="true">{shown}</span>
      </button>
      <button type="button" className="balance__eye" onClick={toggle} aria-pressed={hidden} aria-label={t('hideBalance')}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          {hidden ? (
            <path
              fill="currentColor"
              d="M2 4.3 3.3 3l17.7 17.7-1.3 1.3-3.2-3.2A10.8 10.8 0 0 1 12 20C6.5 20 2.7 15.8 1 12a13 13 0 0 1 4.1-5.2L2 4.3zM12 4c5.5 0 9.3 4.2 11 8a13 13 0 0 1-3 4.2l-3.3-3.3A5 5 0 0 0 11.1 7.3L8.6 4.8C9.7 4.3 10.8 4 12 4z"
            />
          ) : (
            <path
              fill="currentColor"
              d="M12 4c5.5 0 9.3 4.2 11 8-1.7 3.8-5.5 8-11 8S2.7 15.8 1 12c1.7-3.8 5.5-8 11-8zm0 3a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 2.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5z"
            />
          )}
        </svg>
      </button>
    </span>
  );
}
