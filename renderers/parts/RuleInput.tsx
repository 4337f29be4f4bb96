import type { InputHTMLAttributes } from 'react';
import type { SlotProps } from '../../src/contract/slotProps';

/** The text input of a field renderer, wired to its model, value, error and blur check. */
export function RuleInput({
  props,
  ids,
  ...attrs
}: { props: SlotProps['field']; ids: { input: string; describedBy?: string | undefined } } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>) {
  return (
    <input
      id={ids.input}
      name={props.model.name}
      type="text"
      autoComplete="off"
      value={props.value}
      maxLength={props.model.maxLength ?? undefined}
      required={props.model.required}
      readOnly={props.model.readOnly}
      aria-invalid={Boolean(props.error)}
      aria-describedby={ids.describedBy}
      onChange={(e) => props.onChange(e.target.value)}
      onBlur={props.onBlur}
      {...attrs}
    />
  );
}
