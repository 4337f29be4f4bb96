import type { SlotProps } from '../../src/contract/slotProps';
import { FieldShell } from '../parts/FieldShell';
import { RuleInput } from '../parts/RuleInput';

/** A reference copied from another app (a payment's transaction ID): capitals on a phone's keyboard, no spelling fixes. */
export default function ReferenceField(props: SlotProps['field']) {
  return (
    <FieldShell props={props}>
      {({ input, describedBy }) => <RuleInput props={props} ids={{ input, describedBy }} autoCapitalize="characters" spellCheck={false} />}
    </FieldShell>
  );
}
