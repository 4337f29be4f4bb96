import type { TFunction } from 'i18next';
import { TranslatableString, type RJSFValidationError } from '@rjsf/utils';

const keyOf = new Map<string, string>(Object.entries(TranslatableString).map(([key, value]) => [value, key]));

/**
 * rjsf's own words (buttons, yes/no, empty lists) from locales/<lang>/consoleForms.json, keyed by
 * the name of rjsf's TranslatableString; `%1`, `%2` become `{{p1}}`, `{{p2}}`.
 */
export function translateString(t: TFunction) {
  return (text: TranslatableString, params?: string[]): string => {
    const values = Object.fromEntries((params ?? []).map((p, i) => [`p${i + 1}`, p]));
    return t(`consoleForms:rjsf_${keyOf.get(text) ?? 'Unknown'}`, values);
  };
}

/**
 * Schema errors in the console's language, by keyword with the limit in words ("at least 1"), in
 * place of Ajv's English; an error the locale does not name reads as "not valid". A field whose
 * format needs saying has words of its own, `error_<keyword>_<property>` (a brand's site address).
 */
export function transformErrors(t: TFunction) {
  return (errors: RJSFValidationError[]): RJSFValidationError[] =>
    errors.map((e) => {
      const params = (e.params ?? {}) as Record<string, unknown>;
      const key = `consoleForms:error_${e.name ?? 'invalid'}`;
      const property = e.property?.split('.').at(-1);
      const message = t(property ? [`${key}_${property}`, key] : key, { ...params, defaultValue: t('consoleForms:error_invalid') });
      return { ...e, message, stack: `${e.property ?? ''} ${message}`.trim() };
    });
}
