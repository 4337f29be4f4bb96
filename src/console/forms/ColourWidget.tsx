import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '@rjsf/utils';

/** #abc as #aabbcc: the colour picker takes six digits only. */
const sixDigits = (v: string) => (/^#[0-9a-fA-F]{3}$/.test(v) ? `#${[...v.slice(1)].map((c) => c + c).join('')}` : v);

/**
 * A colour as its hex code, typed or picked. An unset colour stays empty (the brand's default
 * applies) instead of showing the picker's black, which would read as a choice.
 */
export function ColourWidget({ id, value, onChange, onBlur, onFocus, disabled, readonly, label, rawErrors, required }: WidgetProps) {
  const { t } = useTranslation();
  const text = typeof value === 'string' ? value : '';
  const valid = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(text);
  return (
    <div className="sf-colour">
      <input
        id={id}
        type="text"
        value={text}
        placeholder={t('consoleForms:colourUnset')}
        maxLength={7}
        spellCheck={false}
        disabled={disabled || readonly}
        required={required}
        aria-invalid={(rawErrors?.length ?? 0) > 0 || undefined}
        aria-describedby={`${id}__error`}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <input
        type="color"
        className={valid ? undefined : 'sf-colour__picker--unset'}
        aria-label={t('consoleForms:colourPick', { name: label })}
        value={valid ? sixDigits(text) : '#808080'}
        disabled={disabled || readonly}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
