import { checkAmount } from './checkAmount';
import { matchesPattern } from './matchesPattern';
import { toMinorUnits } from './money';
import { countryForDialingCode, mobileE164, mobileExample, nationalDigitCount } from './mobileNumber';
import type { FieldModel } from './runtime';

type Message = FieldModel['message'];

const codePoints = (s: string) => [...s].length;

/** A confirmation field and the field it repeats. */
export const confirmed: Record<string, string> = { confirmPassword: 'password', confirmNewPassword: 'newPassword' };

/**
 * The problem with one value, or null when it is fine. Values are trimmed first, as the platform
 * trims them, except passwords: a space is one of a password's characters, and the sign-in
 * compares the password as typed, so registration keeps it so too. An empty required field says
 * that it is required, then the field's own message (SPEC §5: "the required message uses the same
 * text"), so a person learns both that something is missing and what to type; a confirmation says
 * only that it is required, as its own message is about a mismatch there is not yet. Lengths count characters as a person sees code points, not UTF-16 units, so a
 * Bengali or Thai name is not cut short.
 */
export function validateField(model: FieldModel, value: string, all: Record<string, string> = {}): Message | null {
  const v = model.renderer === 'password' ? value : value.trim();
  if (model.name === 'agree') return v === 'true' ? null : model.message;
  if (model.renderer === 'mobile') return mobileProblem(model, v, all);
  if (v === '') return model.required ? emptyMessage(model.name, model.message) : null;
  if (model.amount) return amountProblem(model.amount, v);
  if (model.options && !model.options.some((o) => o.value === v)) return model.message;
  const confirms = confirmed[model.name];
  if (confirms) return v === (all[confirms] ?? '') ? null : { key: 'validation:inconsistentTwice', params: {} };
  const n = codePoints(v);
  if (model.minLength !== null && n < model.minLength) return model.message;
  if (model.maxLength !== null && n > model.maxLength) return model.message;
  if (model.pattern !== null && !matchesPattern(model.pattern, v)) return model.message;
  return null;
}

const REQUIRED: Message = { key: 'validation:required', params: {} };

/**
 * What an empty required field says: "required", then what to type (the field's rule message nested
 * by its key, `validation:requiredThen`). A confirmation, or a field whose message is already
 * "required", says "required" alone; a form's own message, written for the empty field, stays.
 */
export function emptyMessage(name: string, message: Message): Message {
  if (confirmed[name] || message.key === REQUIRED.key) return REQUIRED;
  // A form's own message (`member:payoutBankNeeded`) was written for the empty field already.
  if (!message.key.startsWith('validation:')) return message;
  return { key: 'validation:requiredThen', params: { ...message.params, then: message.key } };
}

/**
 * A mobile number against the mobile ranges of the country chosen beside it (the dialling code the
 * payload carries), the same check the server makes before it texts or stores the number. The
 * message shows a number of that country, so a wrong one and a missing one both say what to type.
 */
function mobileProblem(model: FieldModel, v: string, all: Record<string, string>): Message | null {
  const dialingCode = all.countryDialingCode ?? '';
  // The brand's length comes first: its message names the count the operator chose, which a
  // number valid elsewhere in the plan (or a short one) is told to meet.
  const n = v === '' || !model.digits ? null : nationalDigitCount(dialingCode, v);
  if (n !== null && model.digits && (n < model.digits.min || n > model.digits.max)) {
    const { min, max } = model.digits;
    return min === max ? { key: 'validation:mobileDigits', params: { count: min } } : { key: 'validation:mobileDigitsRange', params: { min, max } };
  }
  if (v !== '' && mobileE164(dialingCode, v) !== null) return null;
  if (v === '' && !model.required) return null;
  const country = countryForDialingCode(dialingCode, all.countryCode);
  const example = country ? mobileExample(country) : null;
  const message = example ? { key: 'validation:mobileLike', params: { example } } : model.message;
  return v === '' ? emptyMessage(model.name, message) : message;
}

/**
 * An amount against its limits and what the source holds; the message's figures are the ones the
 * player reads (with the currency), not the decimal strings the check compares.
 */
function amountProblem(amount: NonNullable<FieldModel['amount']>, v: string): Message | null {
  const minor = (s: string | undefined) => (s === undefined ? undefined : (toMinorUnits(s) ?? undefined));
  const problem = checkAmount(v, { min: minor(amount.min), max: minor(amount.max), available: minor(amount.available) });
  if (!problem) return null;
  const params = Object.fromEntries(Object.keys(problem.params).map((k) => [k, amount.shown[k as keyof typeof amount.shown] ?? problem.params[k]!]));
  const key = problem.key === 'amountAboveBalance' && amount.aboveAvailable ? amount.aboveAvailable : `member:${problem.key}`;
  return { key, params };
}
