import { readFileSync } from 'node:fs';
import { PASSWORD_LENGTHS } from '../../../src/engine/registrationForm';
import { apiError } from '../../errors';

/** Fewer characters than a password rule's default minimum is weak whatever a brand's rule allows (ASVS 6.2.1). */
export const PASSWORD_MIN_LENGTH = PASSWORD_LENGTHS.min;

/**
 * The 10,000 most used passwords, in lower case (scripts/commonPasswords.ts writes the file from a
 * ranked list). Read once: a look-up is then one hash of the typed password.
 */
const commonPasswords = new Set(
  readFileSync(new URL('./commonPasswords.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line !== ''),
);

/** Why a password is weak, as the errors namespace words it (a FIELD_INVALID reason). */
export type PasswordWeakness = 'errors:reason_password_short' | 'errors:reason_password_common' | 'errors:reason_password_is_account';

/**
 * A password any attacker tries first: one of the most used, or the account's own name. Case does
 * not help ("Password" is tried as soon as "password"), so both compare in lower case. The brand's
 * rule has had its say before this; this holds whatever that rule allows.
 */
export function guessablePassword(password: string, account: string): PasswordWeakness | null {
  const lower = password.toLowerCase();
  if (commonPasswords.has(lower)) return 'errors:reason_password_common';
  const name = account.trim().toLowerCase();
  if (name !== '' && lower === name) return 'errors:reason_password_is_account';
  return null;
}

/**
 * Whether a password that just signed in is too weak to keep: shorter than the minimum, or
 * guessable. Lengths count code points, as the forms count them. Sign-in uses it to ask for a new
 * password; it never refuses a right password.
 */
export function passwordWeakness(password: string, account: string): PasswordWeakness | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'errors:reason_password_short';
  return guessablePassword(password, account);
}

/**
 * A new password (registration, change, recovery) refused when guessable: 400 FIELD_INVALID at
 * `field`, with the reason translated like the brand rule's own message.
 */
export function refuseGuessablePassword(password: string, account: string, field: string): void {
  const weak = guessablePassword(password, account);
  if (weak) throw apiError('FIELD_INVALID', { reason: weak }, field);
}
