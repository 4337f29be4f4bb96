import type { SlotProps } from '../../src/contract/slotProps';
import { FieldShell } from '../parts/FieldShell';
import { RuleInput } from '../parts/RuleInput';

/** A day, picked from the browser's own calendar or typed as year-month-day. */
export default function DateField(props: SlotProps['field']) {
  return (
    <FieldShell props={props}>
      {({ input, describedBy }) => <RuleInput props={props} ids={{ input, describedBy }} type="date" autoComplete={props.model.autoComplete ?? 'off'} />}
    </FieldShell>
  );
}
