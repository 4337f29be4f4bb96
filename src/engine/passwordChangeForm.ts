import type { RegistrationRules } from '../generated/types';
import { ruleField } from './ruleField';
import type { FieldModel, FormModel, PatternKind } from './runtime';

const field = (name: string, message: FieldModel['message']): FieldModel => ({ name, renderer: 'password', required: true, pattern: null, minLength: null, maxLength: null, message });

/**
 * SPEC §5 change password: the old password, required but not judged by today's rule (an older
 * account may predate it); the new one by the brand's password rule, as registration judges it;
 * its confirmation equal to it.
 */
export function passwordChangeForm(input: { rules: RegistrationRules; patterns: Record<string, PatternKind> }): FormModel {
  return {
    fields: [
      field('oldPassword', { key: 'validation:required', params: {} }),
      { ...ruleField('password', true, input.rules.password, input.patterns), name: 'newPassword' },
      field('confirmNewPassword', { key: 'validation:inconsistentTwice', params: {} }),
    ],
  };
}
