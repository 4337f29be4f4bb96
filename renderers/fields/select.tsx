import type { SlotProps } from '../../src/contract/slotProps';
import { FieldShell } from '../parts/FieldShell';

/** One of the form's options from a drop-down list: a wallet, a kind of account. */
export default function SelectField(props: SlotProps['field']) {
  const { model } = props;
  return (
    <FieldShell props={props}>
      {({ input, describedBy }) => (
        <select
          id={input}
          name={model.name}
          value={props.value}
          required={model.required}
          aria-invalid={Boolean(props.error)}
          aria-describedby={describedBy}
          onChange={(e) => props.onChange(e.target.value)}
          onBlur={props.onBlur}
        >
          {(model.options ?? []).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
