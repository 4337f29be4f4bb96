import type { FormModel } from '../../src/engine/runtime';
import { validateField } from '../../src/engine/validateField';
import { apiError } from '../errors';
import { translate, type Language } from '../i18n';

/**
 * A payload checked field by field with the engine's own validator, as the form checked it: the
 * first problem answers 400 FIELD_INVALID at that field, in the caller's language. The payload's
 * text values, for the handler to use.
 */
export function checkFields(model: FormModel, input: object, lang: Language, skip: readonly string[] = []): Record<string, string> {
  const values = Object.fromEntries(Object.entries(input).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
  for (const field of model.fields) {
    if (skip.includes(field.name)) continue;
    const problem = validateField(field, values[field.name] ?? '', values);
    if (problem)
      throw apiError('FIELD_INVALID', { reason: translate(lang, problem.key, Object.fromEntries(Object.entries(problem.params).map(([k, v]) => [k, String(v)]))) }, field.name);
  }
  return values;
}
