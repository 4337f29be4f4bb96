import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../src/engine/formatAmount';
import { Button } from '../../src/ui/Button';
import { FormRow } from './FormRow';

/**
 * An amount of money as typed (decimal keypad on a phone), its problem or hint, and quick amounts
 * that fill it; `all` adds a button for the whole of what is available.
 */
export function AmountField({ id, value, onChange, problem, hint, quick, all }: { id: string; value: string; onChange: (v: string) => void; problem: string | null; hint: string; quick: readonly string[]; all?: string }) {
  const { t } = useTranslation('member');
  const whole = (v: string) => v.replace(/\.00$/, '');
  return (
    <FormRow
      id={id}
      label={t('amount')}
      problem={problem}
      hint={hint}
      after={
        (quick.length > 0 || all !== undefined) && (
          <div className="money-quick" role="group" aria-label={t('quickAmounts')}>
            {quick.map((q) => (
              <Button key={q} size="small" variant="secondary" onClick={() => onChange(whole(q))}>
                {whole(formatAmount(q))}
              </Button>
            ))}
            {all !== undefined && (
              <Button size="small" variant="secondary" onClick={() => onChange(all)}>
                {t('amountAll')}
              </Button>
            )}
          </div>
        )
      }
    >
      {(control) => <input {...control} inputMode="decimal" autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />}
    </FormRow>
  );
}
