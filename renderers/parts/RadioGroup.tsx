import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { useFieldId } from '../../src/contract/fieldIds';

/**
 * A field's options as radio buttons under its legend, the problem announced under them: the
 * choice and cards field renderers, which differ only in how the options are laid out.
 */
export function RadioGroup({ props, className, optionClass, nameClass }: { props: SlotProps['field']; className: string; optionClass?: string; nameClass?: string }) {
  const { t } = useTranslation('forms');
  const { model } = props;
  const id = useFieldId(model.name);
  return (
    <fieldset className={`${className}${props.error ? ' form-field--error' : ''}`} aria-describedby={props.error ? `${id}-error` : undefined}>
      <legend>{model.label ? t(model.label.key, model.label.params) : t(`label_${model.name}`)}</legend>
      {(model.options ?? []).map((o, i) => (
        <label key={o.value} className={optionClass}>
          <input
            id={i === 0 ? id : undefined}
            type="radio"
            name={model.name}
            value={o.value}
            checked={o.value === props.value}
            readOnly={model.readOnly}
            onChange={() => props.onChange(o.value)}
          />
          {nameClass ? <span className={nameClass}>{o.label}</span> : o.label}
        </label>
      ))}
      {props.error && (
        <p id={`${id}-error`} className="form-field__error" role="alert">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}
