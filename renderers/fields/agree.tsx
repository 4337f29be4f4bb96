import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { usePermission } from '../../src/contract/contexts';
import { useFieldId } from '../../src/contract/fieldIds';
import '../parts/FieldShell.css';

/** Terms, privacy policy and age (SPEC §5: "I am 18", the age from the brand). */
export default function AgreeField(props: SlotProps['field']) {
  const { t } = useTranslation('forms');
  const { whitelabel } = usePermission();
  const id = useFieldId(props.model.name);
  return (
    <div className={`form-field form-field--check${props.error ? ' form-field--error' : ''}`}>
      <input
        id={id}
        type="checkbox"
        checked={props.value === 'true'}
        aria-invalid={Boolean(props.error)}
        aria-describedby={props.error ? `${id}-error` : undefined}
        onChange={(e) => props.onChange(e.target.checked ? 'true' : '')}
        onBlur={props.onBlur}
      />
      <label htmlFor={id}>{t('agreeTerms', { age: whitelabel.minAge })}</label>
      {props.error && (
        <p id={`${id}-error`} className="form-field__error" role="alert">
          {props.error}
        </p>
      )}
    </div>
  );
}
