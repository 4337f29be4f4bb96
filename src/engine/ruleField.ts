import type { RegistrationRule } from '../generated/types';
import type { FieldModel, PatternKind } from './runtime';
import { PASSWORD_LENGTHS } from './passwordFloor';

// One field of a form checked by the brand's registration rule for it: the sign-in, recovery,
// password change and agent application forms (in the first script, with the sign-in form) and the
// registration's (./registrationForm.ts, loaded with its dialog) are made of these.

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
