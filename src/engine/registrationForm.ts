import type { FeatureName, RegistrationRules } from '../generated/types';
import type { FieldModel, FormModel, PatternKind } from './runtime';
import { ruleField } from './ruleField';

export interface RegistrationFormInput {
  rules: RegistrationRules;
  patterns: Record<string, PatternKind>;
  features: Record<FeatureName, boolean>;
  /** The brand's minimum age, for the agreement's message. */
  minAge: number;
  /** A password on the mobile tab too, whatever its module says: the brand signs in only by password and code. */
  passwordAlways?: boolean;
}

// The optional fields of the username tab, in the order a person expects: contact first, then
// identity, then codes that come from someone else, then the checks that end a form.
const usernameTabOptional = [
  'mobileNum',
  'verificationCode',
  'email',
  'payeeName',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'affiliateCode',
  'paymentPassword',
  'captcha',
] as const;

/**
 * The fields of one registration tab (SPEC §4, §5), in order, each with its renderer key, its
 * required flag, its pattern and lengths, and the message shown when the value is wrong or missing.
 */
export function registrationForm(tab: 'username' | 'mobile', input: RegistrationFormInput): FormModel {
  const { rules, features } = input;
  const field = (name: string, required: boolean) => ruleField(name, required, rules[name], input.patterns);
  const sms = features.smsVerificationOnRegister === true;
  const captcha = rules.captcha?.enabled === true && features.captcha === true;
  const fields: FieldModel[] = [];

  if (tab === 'username') {
    fields.push(field('username', true), field('password', true), confirmField());
    for (const name of usernameTabOptional) {
      const rule = rules[name];
      if (name === 'verificationCode') {
        // A code cannot be sent without a number: no number on this tab, no code.
        if (sms && rules.mobileNum?.enabled === true) fields.push(field(name, true));
      } else if (name === 'mobileNum') {
        // The number is asked here only when the brand's rule asks it on this tab too; the mobile
        // tab always asks it. A number asked here brings its SMS code when the brand verifies numbers.
        if (rule?.enabled) fields.push(field(name, sms || rule.required));
      } else if (name === 'captcha') {
        if (captcha) fields.push(field(name, rules.captcha?.required === true));
      } else if (name === 'paymentPassword') {
        if (rule?.enabled) fields.push(field(name, true));
      } else if (rule?.enabled) {
        fields.push(field(name, rule.required));
      }
    }
  } else {
    const password = features.mobilePasswordOnRegister === true || input.passwordAlways === true;
    fields.push(field('mobileNum', true));
    // Without a password the code is the only proof that the number is the person's own.
    if (sms || !password) fields.push(field('verificationCode', true));
    if (password) fields.push(field('password', true), confirmField());
    if (captcha) fields.push(field('captcha', rules.captcha?.required === true));
  }

  fields.push(agreeField(input.minAge));
  return { fields };
}

function confirmField(): FieldModel {
  return {
    name: 'confirmPassword',
    renderer: 'password',
    required: true,
    pattern: null,
    minLength: null,
    maxLength: null,
    message: { key: 'validation:inconsistentTwice', params: {} },
  };
}

function agreeField(minAge: number): FieldModel {
  return { name: 'agree', renderer: 'agree', required: true, pattern: null, minLength: null, maxLength: null, message: { key: 'validation:agree', params: { age: minAge } } };
}
