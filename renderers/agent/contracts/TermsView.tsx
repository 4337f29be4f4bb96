import { useTranslation } from 'react-i18next';
import type { ContractKind, ContractTerms, DividendTerms, RealTimeTerms } from '../../../src/generated/types';
import { tierFields, type TierField } from '../../../src/engine/contractDraft';
import { useMoney } from '../../parts/useMoney';

/** How one figure of a term reads: money in the brand's currency, a rate in per cent, members as a count. */
export function useTermText(): (field: TierField | 'profitRate' | 'lossRate' | 'minBet', value: string | number) => string {
  const { t } = useTranslation('agent');
  const money = useMoney();
  return (field, value) =>
    field === 'rate' || field === 'profitRate' || field === 'lossRate' ? t('contractPercent', { rate: String(value) }) : field === 'activeMembers' ? String(value) : money(String(value));
}

/** A contract's terms: the tiers as a table (the dividend's period above it), a real-time salary's three figures as a list. */
export function TermsView({ kind, terms, caption }: { kind: ContractKind; terms: ContractTerms; caption: string }) {
  const { t } = useTranslation('agent');
  const text = useTermText();
  if (kind === 'realtime') {
    const r = terms as RealTimeTerms;
    return (
      <div role="group" aria-label={caption}>
        <dl className="contract-terms contract-terms--flat">
          {(['profitRate', 'lossRate', 'minBet'] as const).map((field) => (
            <div key={field}>
              <dt>{t(`contractField_${field}`)}</dt>
              <dd>{text(field, r[field])}</dd>
            </div>
          ))}
        </dl>
      </div>
    );
  }
  const fields = tierFields[kind];
  const tiered = terms as unknown as { period?: DividendTerms['period']; tiers: Array<Record<string, string | number>> };
  return (
    <div className="contract-terms">
      {tiered.period && (
        <p className="contract-terms__period">
          {t('contractPeriodLabel')}: {t(`contractPeriod_${tiered.period}`)}
        </p>
      )}
      <div className="contract-terms__scroll" tabIndex={0} role="region" aria-label={caption}>
        <table>
          <caption className="mq-visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('contractTier')}</th>
              {fields.map((field) => (
                <th key={field} scope="col">
                  {t(`contractField_${field}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {tiered.tiers.map((tier, i) => (
              <tr key={i}>
                <th scope="row">{i + 1}</th>
                {fields.map((field) => (
                  <td key={field}>{text(field, tier[field] ?? '')}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
