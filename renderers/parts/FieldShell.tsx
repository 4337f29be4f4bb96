import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { useFieldId } from '../../src/contract/fieldIds';
import './FieldShell.css';

/** Label, required mark and error text around one input, wired for screen readers. */
export function FieldShell({ props, children }: { props: SlotProps['field']; children: (ids: { input: string; describedBy?: string }) => ReactNode }) {
  const { t } = useTranslation('forms');
  const input = useFieldId(props.model.name);
  const error = `${input}-error`;
  return (
    <div className={`form-field${props.error ? ' form-field--error' : ''}`}>
      <label htmlFor={input}>
        {t(`label_${props.model.name}`)}
        {props.model.required && <span aria-hidden="true"> *</span>}
      </label>
      {children({ input, describedBy: props.error ? error : undefined })}
      {props.error && (
        <p id={error} className="form-field__error" role="alert">
          {props.error}
        </p>
      )}
    </div>
  );
}
