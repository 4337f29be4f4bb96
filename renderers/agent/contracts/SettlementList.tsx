import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractSettlement } from '../../../src/generated/types';
import { usePermission } from '../../../src/contract/contexts';
import { settlementPeriodLabel } from '../../../src/engine/settlementPeriod';
import { useMoney } from '../../parts/useMoney';
import { useFiguresText, useSettlementStatusText } from './settlementText';

/**
 * The agent's last settlements of a contract kind on its contract page (decision 0292): each
 * period's figures, amount and where it stands: paid, awaiting approval, or rejected with the reason.
 */
export function SettlementList({ settlements }: { settlements: ContractSettlement[] }) {
  const { t } = useTranslation('agent');
  const { timeZone } = usePermission().whitelabel;
  const money = useMoney();
  const figuresText = useFiguresText();
  const statusText = useSettlementStatusText();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="contracts__part">
      <h3 id={titleId}>{t('settlementsRecent')}</h3>
      {settlements.length === 0 ? (
        <p className="contracts__empty">{t('settlementsNone')}</p>
      ) : (
        <div className="team-table-wrap" tabIndex={0} role="region" aria-label={t('income_table')}>
          <table className="team-table">
            <caption className="mq-visually-hidden">{t('settlementsRecent')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('income_period')}</th>
                <th scope="col">{t('income_figures')}</th>
                <th scope="col">{t('settlementAmount')}</th>
                <th scope="col">{t('settlementStatus')}</th>
              </tr>
            </thead>
            <tbody>
              {settlements.map((s) => (
                <tr key={s.id} className={`settlement-row settlement-row--${s.status}`}>
                  <th scope="row">{settlementPeriodLabel(s.kind, s.periodStart, s.periodEnd, timeZone)}</th>
                  <td>{figuresText(s.figures)}</td>
                  <td>{money(s.amount)}</td>
                  <td>{statusText(s)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
