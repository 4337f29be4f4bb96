import type { SlotProps } from '../../src/contract/slotProps';
import { FieldShell } from '../parts/FieldShell';
import { RuleInput } from '../parts/RuleInput';

/** A six-digit code the person reads off a text or an authenticator app: a digit keypad, and the phone may fill it from the text. */
export default function OneTimeCodeField(props: SlotProps['field']) {
  return (
    <FieldShell props={props}>
      {({ input, describedBy }) => <RuleInput props={props} ids={{ input, describedBy }} inputMode="numeric" autoComplete="one-time-code" />}
    </FieldShell>
  );
}
