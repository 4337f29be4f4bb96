import type { SlotProps } from '../../src/contract/slotProps';
import { FieldShell } from '../parts/FieldShell';
import { RuleInput } from '../parts/RuleInput';

/** A payout account's number: a digit keypad, or for a UPI ID (name@bank) the keyboard with @; never offered by autofill. */
export default function PayoutNumberField(props: SlotProps['field']) {
  return (
    <FieldShell props={props}>
      {({ input, describedBy }) => <RuleInput props={props} ids={{ input, describedBy }} inputMode={props.form.kind === 'upi' ? 'email' : 'numeric'} autoComplete="off" />}
    </FieldShell>
  );
}
