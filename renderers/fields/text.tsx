import type { SlotProps } from '../../src/contract/slotProps';
import { FieldShell } from '../parts/FieldShell';
import { RuleInput } from '../parts/RuleInput';

export default function TextField(props: SlotProps['field']) {
  return (
    <FieldShell props={props}>
      {({ input, describedBy }) => (
        <RuleInput props={props} ids={{ input, describedBy }} autoComplete={props.model.autoComplete ?? (props.model.name === 'username' ? 'username' : 'off')} />
      )}
    </FieldShell>
  );
}
