import { useTranslation } from 'react-i18next';
import type { TransactionEntry } from '../../../src/generated/types';
import { usePermission } from '../../../src/contract/contexts';
import { formatDateTime } from '../../../src/engine/formatDateTime';
import { formatProfit } from '../../../src/engine/formatProfit';
import { useMoney } from '../../parts/useMoney';
import { VisuallyHidden } from '../../../src/ui/VisuallyHidden';
import './cards.css';
import '../money.css';

/**
 * One page of the account record: a table on a wide screen, a card per movement on a phone (the
 * two are drawn, CSS shows one, as the betting record does). Each says what it was and the wallet in
 * the server's words, its amount with its sign written out (money out is not told by colour alone),
 * the balance after it and the reference a person quotes, where there is one. An agent's team record
 * (Transaction Details) adds whose movement each is, and tells the balance of direct downlines only.
 */
export function LedgerEntries({ entries, labelledBy, busy }: { entries: TransactionEntry[]; labelledBy: string; busy: boolean }) {
  const { t } = useTranslation('member');
  const { whitelabel } = usePermission();
  const money = useMoney();
  const rows = entries.map((e) => ({
    e,
    at: formatDateTime(e.at, whitelabel.timeZone),
    amount: formatProfit(whitelabel.currency.symbol, e.amount),
    amountClass: e.amount.startsWith('-') ? ' money-table__out' : '',
    balanceAfter:
      e.balanceAfter === null ? (
        <>
          <span aria-hidden="true">—</span>
          <VisuallyHidden>{t('recordBalanceNotShown')}</VisuallyHidden>
        </>
      ) : (
        money(e.balanceAfter)
      ),
  }));
  const withAccount = entries.some((e) => e.account !== undefined);
  return (
    <>
      <div className="money-table-wrap record-table" tabIndex={0} role="region" aria-labelledby={labelledBy}>
        <table className="money-table" aria-busy={busy}>
          <thead>
            <tr>
              <th scope="col">{t('recordAt')}</th>
              {withAccount && <th scope="col">{t('betAccount')}</th>}
              <th scope="col">{t('recordWhat')}</th>
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
            {rows.map(({ e, at, amount, amountClass, balanceAfter }) => (
              <tr key={e.id}>
                <td className="ledger-when">{at}</td>
                {withAccount && <td>{e.account}</td>}
                <td className="ledger-what">{e.label}</td>
                <td>{e.walletName}</td>
                <td className={`money-table__amount${amountClass}`}>{amount}</td>
                <td className="money-table__amount">{balanceAfter}</td>
                <td>{e.reference ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="record-cards" aria-labelledby={labelledBy} aria-busy={busy}>
        {rows.map(({ e, at, amount, amountClass, balanceAfter }) => (
          <li key={e.id} className="record-card">
            <div className="record-card__head">
              <span className="record-card__title">{e.label}</span>
              <span className={`record-card__figure${amountClass}`}>{amount}</span>
            </div>
            <dl className="record-card__facts">
              {withAccount && (
                <div>
                  <dt>{t('betAccount')}</dt>
                  <dd>{e.account}</dd>
                </div>
              )}
              <div>
                <dt>{t('recordAt')}</dt>
                <dd>{at}</dd>
              </div>
              <div>
                <dt>{t('recordBalanceAfter')}</dt>
                <dd>{balanceAfter}</dd>
              </div>
              <div>
                <dt>{t('recordWallet')}</dt>
                <dd>{e.walletName}</dd>
              </div>
              {e.reference && (
                <div>
                  <dt>{t('recordReference')}</dt>
                  <dd>{e.reference}</dd>
                </div>
              )}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
