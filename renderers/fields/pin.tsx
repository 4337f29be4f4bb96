import type { SlotProps } from '../../src/contract/slotProps';
import { FieldShell } from '../parts/FieldShell';
import { RuleInput } from '../parts/RuleInput';

/** A payment password: six digits on a digit keypad, hidden as typed, never offered by a password manager. */
export default function PinField(props: SlotProps['field']) {
  return (
    <FieldShell props={props}>
      {({ input, describedBy }) => <RuleInput props={props} ids={{ input, describedBy }} type="password" inputMode="numeric" maxLength={6} autoComplete="off" />}
    </FieldShell>
  );
}
