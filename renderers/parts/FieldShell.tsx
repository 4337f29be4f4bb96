import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { useFieldId } from '../../src/contract/fieldIds';
import './FieldShell.css';

/**
 * Label, required mark, and under the input its error (announced) or else its hint, wired for
 * screen readers. `after` is drawn last: a field's own buttons (quick amounts).
 */
export function FieldShell({ props, children, after }: { props: SlotProps['field']; children: (ids: { input: string; describedBy?: string }) => ReactNode; after?: ReactNode }) {
  const { t } = useTranslation('forms');
  const { model } = props;
  const input = useFieldId(model.name);
  const error = `${input}-error`;
  const hint = `${input}-hint`;
  const describedBy = props.error ? error : model.hint ? hint : undefined;
  return (
    <div className={`form-field${props.error ? ' form-field--error' : ''}`}>
      <label htmlFor={input}>
        {model.label ? t(model.label.key, model.label.params) : t(`label_${model.name}`)}
        {model.required && !model.readOnly && <span aria-hidden="true"> *</span>}
      </label>
      {children({ input, describedBy })}
      {props.error ? (
        <p id={error} className="form-field__error" role="alert">
          {props.error}
        </p>
      ) : (
        model.hint && (
          <p id={hint} className="form-field__hint">
            {t(model.hint.key, model.hint.params)}
          </p>
        )
      )}
      {after}
    </div>
  );
}
