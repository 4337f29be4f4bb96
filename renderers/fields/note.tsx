import type { SlotProps } from '../../src/contract/slotProps';
import { FieldShell } from '../parts/FieldShell';

/** A few lines of free text (an application's note): a text area, its length bounded by the model. */
export default function NoteField(props: SlotProps['field']) {
  const { model } = props;
  return (
    <FieldShell props={props}>
      {({ input, describedBy }) => (
        <textarea
          id={input}
          name={model.name}
          rows={4}
          value={props.value}
          maxLength={model.maxLength ?? undefined}
          required={model.required}
          aria-invalid={Boolean(props.error)}
          aria-describedby={describedBy}
          onChange={(e) => props.onChange(e.target.value)}
          onBlur={props.onBlur}
        />
      )}
    </FieldShell>
  );
}
