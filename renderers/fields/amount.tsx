import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { formatAmount } from '../../src/engine/formatAmount';
import { Button } from '../../src/ui/Button';
import { FieldShell } from '../parts/FieldShell';
import { RuleInput } from '../parts/RuleInput';

const whole = (v: string) => v.replace(/\.00$/, '');

/**
 * An amount of money as typed (decimal keypad on a phone), with quick amounts that fill it and,
 * where the form offers it, a button for all that is available.
 */
export default function AmountField(props: SlotProps['field']) {
  const { t } = useTranslation('member');
  const amount = props.model.amount;
  const quick = amount?.quick ?? [];
  const all = amount?.all ? amount.available : undefined;
  return (
    <FieldShell
      props={props}
      after={
        (quick.length > 0 || all !== undefined) && (
          <div className="money-quick" role="group" aria-label={t('quickAmounts')}>
            {quick.map((q) => (
              <Button key={q} size="small" variant="secondary" onClick={() => props.onChange(whole(q))}>
                {whole(formatAmount(q))}
              </Button>
            ))}
            {all !== undefined && (
              <Button size="small" variant="secondary" onClick={() => props.onChange(all)}>
                {t('amountAll')}
              </Button>
            )}
          </div>
        )
      }
    >
      {({ input, describedBy }) => <RuleInput props={props} ids={{ input, describedBy }} inputMode="decimal" />}
    </FieldShell>
  );
}
