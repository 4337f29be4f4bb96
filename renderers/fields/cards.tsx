import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../src/contract/slotProps';
import { useFieldId } from '../../src/contract/fieldIds';

/** One of a few options drawn as cards side by side, each a radio button (a deposit's payment channel). */
export default function CardsField(props: SlotProps['field']) {
  const { t } = useTranslation('forms');
  const { model } = props;
  const id = useFieldId(model.name);
  return (
    <fieldset className={`channel-choice${props.error ? ' form-field--error' : ''}`} aria-describedby={props.error ? `${id}-error` : undefined}>
      <legend>{model.label ? t(model.label.key, model.label.params) : t(`label_${model.name}`)}</legend>
      {(model.options ?? []).map((o, i) => (
        <label key={o.value} className="channel-choice__option">
          <input
            id={i === 0 ? id : undefined}
            type="radio"
            name={model.name}
            value={o.value}
            checked={o.value === props.value}
            readOnly={model.readOnly}
            onChange={() => props.onChange(o.value)}
          />
          <span className="channel-choice__name">{o.label}</span>
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
