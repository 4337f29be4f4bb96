import type { FeatureName, RegistrationRule, RegistrationRules } from '../generated/types';
import type { FieldModel, FormModel, PatternKind } from './runtime';
import { PASSWORD_LENGTHS } from './passwordFloor';

export interface RegistrationFormInput {
  rules: RegistrationRules;
  patterns: Record<string, PatternKind>;
  features: Record<FeatureName, boolean>;
  /** The brand's minimum age, for the agreement's message. */
  minAge: number;
  /** A password on the mobile tab too, whatever its module says: the brand signs in only by password and code. */
  passwordAlways?: boolean;
}

/**
 * Bounds for a rule that names none. A message always states the length it checks, so every
 * field that has one gets both; 255 is the spec's verification-code limit and a safe column size.
 */
const DEFAULT_MIN_LENGTH = 1;
const DEFAULT_MAX_LENGTH = 255;
/** E.164's 15 digits with a trunk 0 and the spaces and hyphens of a printed number. */
const MOBILE_MAX_TYPED = 24;
/** E.164 allows 15 digits in all, so no national number is longer. */
const MAX_NATIONAL_DIGITS = 15;

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

const renderers: Record<string, string> = {
  password: 'password',
  confirmPassword: 'password',
  paymentPassword: 'password',
  mobileNum: 'mobile',
  verificationCode: 'smsCode',
  captcha: 'captcha',
  email: 'email',
  agree: 'agree',
};

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

/** One field checked by the brand's rule for it (pattern kind, own pattern, lengths), or by the defaults when it has none. */
export function ruleField(name: string, required: boolean, rule: RegistrationRule | undefined, patterns: Record<string, PatternKind>): FieldModel {
  if (name === 'mobileNum') return mobileField(required, rule);
  const kind = rule?.patternId ? patterns[rule.patternId] : undefined;
  const pattern = fieldPattern(kind?.regex, rule?.acceptedPattern);
  const defaults = name === 'password' ? PASSWORD_LENGTHS : { min: DEFAULT_MIN_LENGTH, max: DEFAULT_MAX_LENGTH };
  // A value that is there has at least one character, so a rule's 0 says nothing a message needs.
  const minLength = Math.max(DEFAULT_MIN_LENGTH, rule?.minLength ?? defaults.min);
  const maxLength = rule?.maxLength ?? defaults.max;
  const params: Record<string, number> = minLength === maxLength ? { count: minLength } : { min: minLength, max: maxLength };
  const key = kind?.messageKey ?? (pattern ? 'validation:format' : 'validation:length');
  return { name, renderer: renderers[name] ?? 'text', required, pattern, minLength, maxLength, message: { key, params } };
}

/**
 * A mobile number is checked by the numbering plan of the country chosen beside it (libphonenumber's
 * mobile ranges), not by the brand rule's pattern, which can describe one country only. The rule
 * says whether the field is asked and required, and its lengths bound the national number's digits
 * (1712345678 in Bangladesh, 9876543210 in India: no country code, no trunk 0), which an operator
 * can narrow. The message names an example of the chosen country when the value is checked
 * (validateField); this one stands when no country is known.
 */
function mobileField(required: boolean, rule: RegistrationRule | undefined): FieldModel {
  const bounded = rule?.minLength !== undefined || rule?.maxLength !== undefined;
  const digits = bounded ? { min: Math.max(1, rule?.minLength ?? 1), max: rule?.maxLength ?? MAX_NATIONAL_DIGITS } : null;
  return { name: 'mobileNum', renderer: 'mobile', required, pattern: null, minLength: null, maxLength: MOBILE_MAX_TYPED, digits, message: { key: 'validation:mobile', params: {} } };
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

/**
 * One anchored source from the kind's pattern and the rule's own. The rule narrows (a Bangladeshi
 * mobile number is 01[3-9] and eight digits); the kind keeps the message true (the rule may not
 * let through what "digits only" says it refuses). A rule pattern that does not compile with the
 * `u` flag is left out and the kind alone applies, the same in the browser and on the server.
 */
function fieldPattern(kind: string | undefined, accepted: string | undefined): string | null {
  const own = accepted && compiles(accepted) ? `(?:${accepted})` : null;
  const general = kind && compiles(kind) ? `(?:${kind})` : null;
  if (own && general) return `^(?=${general}$)${own}$`;
  if (own) return `^${own}$`;
  if (general) return `^${general}$`;
  return null;
}

function compiles(source: string): boolean {
  try {
    new RegExp(source, 'u');
    return true;
  } catch {
    return false;
  }
}
