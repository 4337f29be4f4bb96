import type { RegistrationRules } from '../generated/types';
import { ruleField } from './ruleField';
import type { FieldModel, FormModel, PatternKind } from './runtime';

interface RuleInput {
  rules: RegistrationRules;
  patterns: Record<string, PatternKind>;
}

/** The new password by the brand's rule, as registration judges it, and its confirmation equal to it. */
export function newPasswordFields(input: RuleInput): FieldModel[] {
  return [
    { ...ruleField('password', true, input.rules.password, input.patterns), name: 'newPassword' },
    { name: 'confirmNewPassword', renderer: 'password', required: true, pattern: null, minLength: null, maxLength: null, message: { key: 'validation:inconsistentTwice', params: {} } },
  ];
}

/**
 * SPEC §5/§8 forgot password. By phone: the mobile number (by the chosen country's plan), the code
 * sent to it, and the new password. By e-mail: the account name and e-mail address by their rules,
 * both required. The reset form behind the mailed link: the new password. A way is null when its
 * module is off.
 */
export function forgotPasswordForms(input: RuleInput & { byPhone: boolean; byEmail: boolean }): { phone: FormModel | null; email: FormModel | null; reset: FormModel } {
  const code: FieldModel = { name: 'verificationCode', renderer: 'resetSmsCode', required: true, pattern: null, minLength: null, maxLength: 255, message: { key: 'validation:required', params: {} } };
  return {
    phone: input.byPhone ? { fields: [ruleField('mobileNum', true, input.rules.mobileNum, input.patterns), code, ...newPasswordFields(input)] } : null,
    email: input.byEmail ? { fields: [ruleField('username', true, input.rules.username, input.patterns), ruleField('email', true, input.rules.email, input.patterns)] } : null,
    reset: { fields: newPasswordFields(input) },
  };
}
