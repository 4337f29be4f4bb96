import type { RegistrationRule } from '../generated/types';

/**
 * A password rule that names no lengths takes 8 to 64 characters (ASVS 6.2.1, 6.2.9), so a long
 * passphrase fits. Whatever the rule, the server also refuses the most used passwords and the
 * account's own name (server/lib/passwordWeakness.ts).
 */
export const PASSWORD_LENGTHS = { min: 8, max: 64 } as const;

/** The only pattern kind a password rule may name: any characters but control characters. */
const ANY_CHARS = 'anyChars';

/**
 * What no brand's password rule goes under (ASVS 6.2.1, 6.2.5, 6.2.9): a rule may ask for more
 * than 8 characters, but not fewer; allow more than 64, but not fewer; and never ask for kinds of
 * characters (a capital, a digit, a symbol), which push people to predictable passwords. The
 * console and the start-up check of brand files refuse a rule under it, naming this property;
 * null when the rule keeps it. Rules stored before it held were raised to it by migration 036.
 */
export function passwordFloorBroken(rule: RegistrationRule): 'minLength' | 'maxLength' | 'patternId' | 'acceptedPattern' | null {
  if (rule.minLength !== undefined && rule.minLength < PASSWORD_LENGTHS.min) return 'minLength';
  if (rule.maxLength !== undefined && rule.maxLength < PASSWORD_LENGTHS.max) return 'maxLength';
  if (rule.patternId !== undefined && rule.patternId !== ANY_CHARS) return 'patternId';
  if (rule.acceptedPattern !== undefined) return 'acceptedPattern';
  return null;
}
