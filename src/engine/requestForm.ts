import { requestFields, type FormCallName, type RequestFieldRule } from '../generated/requestFields';
import type { FieldModel, FormModel } from './runtime';

/** What a form adds to a request field: how it is drawn and what it says; the rules come from the schema. */
export type FieldSpec = Omit<FieldModel, 'required' | 'pattern' | 'minLength' | 'maxLength'> & {
  /** Asked for although the call can go without it (an old password, once one is set). */
  required?: boolean;
};

/**
 * A loose check of an e-mail address's shape, as a person would type it: the server's `format:
 * email` has the last word, this only catches a missing @ or domain before the form is sent.
 */
const emailShape = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

/**
 * A form for one call of the player site: each field's rules (required, pattern, lengths) read from
 * the call's request schema, so the form checks as the player types what the server will check
 * again, and nothing of it is written twice. A field the request does not take is a mistake in the
 * form, found the first time it is built.
 */
export function requestForm(call: FormCallName, fields: readonly FieldSpec[]): FormModel {
  const rules: Record<string, RequestFieldRule> = requestFields[call];
  return {
    fields: fields.map(({ required, ...spec }) => {
      const rule = rules[spec.name];
      if (!rule) throw new Error(`${call} takes no field ${spec.name}`);
      return {
        ...spec,
        required: required ?? rule.required,
        pattern: rule.pattern ?? (rule.format === 'email' ? emailShape : null),
        minLength: rule.minLength,
        maxLength: rule.maxLength,
      };
    }),
  };
}
