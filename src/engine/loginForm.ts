import type { RegistrationRules } from '../generated/types';
import { ruleField } from './ruleField';
import type { FieldModel, FormModel, LoginType, PatternKind } from './runtime';

export interface LoginFormInput {
  rules: RegistrationRules;
  patterns: Record<string, PatternKind>;
  /** The server asked for a captcha (after failed tries): the username form gains the field. */
  captcha: boolean;
}

/** The spec's limit for a verification code. */
const CODE_MAX_LENGTH = 255;

/** A required field with no rule of its own beyond `extra`: the sign-in's and the console's password forms. */
export const required = (name: string, renderer: string, extra: Partial<FieldModel> = {}): FieldModel => ({
  name,
  renderer,
  required: true,
  pattern: null,
  minLength: null,
  maxLength: null,
  message: { key: 'validation:required', params: {} },
  ...extra,
});

/**
 * SPEC §5 sign-in: by username, the account and the password, both required (a sign-in form does
 * not judge a password by today's rules: an older account may predate them), and the captcha once
 * the server asks for it; by SMS, the mobile number, checked by the brand's mobile rule as the
 * registration form checks it (the numbering plan of the chosen country), and the code that was sent to it.
 */
export function loginForm(type: LoginType, input: LoginFormInput): FormModel {
  if (type === 'sms') {
    return { fields: [ruleField('mobileNum', true, input.rules.mobileNum, input.patterns), required('verificationCode', 'loginSmsCode', { maxLength: CODE_MAX_LENGTH })] };
  }
  // A sign-in asks for the password the account has: managers then fill it rather than offer a new one.
  const fields = [required('username', 'text', { autoComplete: 'username' }), required('password', 'password', { autoComplete: 'current-password' })];
  if (input.captcha) fields.push(required('captcha', 'captcha'));
  return { fields };
}
