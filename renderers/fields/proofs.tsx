import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { useFieldId } from '../../src/contract/fieldIds';
import { proofLimits } from '../../src/engine/proofFiles';
import '../parts/FieldShell.css';

/**
 * Proof pictures of a payment, chosen from the device: a button in the site's language (the
 * browser's own file button speaks the browser's), the names chosen, its error and the limits.
 */
export default function ProofsField(props: SlotProps['field']) {
  const { t } = useTranslation('forms');
  const { model } = props;
  const id = useFieldId(model.name);
  const input = useRef<HTMLInputElement>(null);
  const files = props.files ?? [];
  // Emptied by the form (after it was sent): the same pictures chosen again are a change again.
  useEffect(() => {
    if (files.length === 0 && input.current) input.current.value = '';
  }, [files.length]);
  const describedBy = [props.error && `${id}-error`, `${id}-chosen`, model.hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className={`form-field${props.error ? ' form-field--error' : ''}`}>
      <span id={`${id}-label`}>
        {model.label ? t(model.label.key, model.label.params) : t(`label_${model.name}`)}
        {model.required && !model.readOnly && <span aria-hidden="true"> *</span>}
      </span>
      <div className="proof-pick">
        <label className="mq-button mq-button--secondary mq-button--small">
          {t('member:proofsChoose')}
          <input
            ref={input}
            id={id}
            name={model.name}
            className="mq-visually-hidden"
            type="file"
            accept={proofLimits.types.join(',')}
            multiple
            disabled={model.readOnly}
            onChange={(e) => props.setFiles?.([...(e.target.files ?? [])])}
            aria-labelledby={`${id}-label`}
            aria-required={model.required || undefined}
            aria-invalid={props.error ? true : undefined}
            aria-describedby={describedBy}
          />
        </label>
        <span id={`${id}-chosen`}>{files.length ? files.map((f) => f.name).join(', ') : t('member:proofsNone')}</span>
      </div>
      {props.error && (
        <p id={`${id}-error`} className="form-field__error" role="alert">
          {props.error}
        </p>
      )}
      {/* The limits stay beside an error: most errors are about them. */}
      {model.hint && (
        <p id={`${id}-hint`} className="form-field__hint">
          {t(model.hint.key, model.hint.params)}
        </p>
      )}
    </div>
  );
}
