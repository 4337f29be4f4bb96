import { readFileSync } from 'node:fs';
import { PASSWORD_LENGTHS } from '../../src/engine/passwordFloor';
import { apiError } from '../errors';
import type { BreachedPasswords } from './breachedPasswords';

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
export type PasswordWeakness = 'errors:reason_password_short' | 'errors:reason_password_common' | 'errors:reason_password_is_account' | 'errors:reason_password_context';

/** The product's own names, tried against any brand and the console alike. */
const PRODUCT_WORDS = ['marquee', 'console', 'admin', 'casino', 'betting'];

/** Hosts that name no one: a brand on them adds no word. */
const NO_WORDS = new Set(['www', 'localhost', 'local', 'test', 'example', 'online', 'site', 'club', 'live', 'info', 'com', 'net', 'org', 'bet', 'app', 'play']);

/**
 * The words of this site an attacker tries first with a few digits after them (ASVS 6.1.2): the
 * product's names, the brand's name (whole and word by word) and the labels of its domains, each
 * of four letters or more, in lower case, letters only.
 */
export function contextWords(brand: { config: { name: string }; domains: readonly string[] } | null): string[] {
  const words = new Set(PRODUCT_WORDS);
  const add = (w: string) => {
    const letters = lettersOf(w);
    if (letters.length >= 4 && !NO_WORDS.has(letters)) words.add(letters);
  };
  if (brand) {
    add(brand.config.name);
    for (const w of brand.config.name.split(/\s+/)) add(w);
    for (const d of brand.domains) for (const label of d.split(/[.:]/)) add(label);
  }
  return [...words];
}

/** A password's letters, in lower case: "Marquee2026!" is "marquee" to someone guessing. */
const lettersOf = (s: string) => s.toLowerCase().replace(/[^\p{L}]/gu, '');

/**
 * A password any attacker tries first: one of the most used, or the account's own name. Case does
 * not help ("Password" is tried as soon as "password"), so both compare in lower case. The brand's
 * rule has had its say before this; this holds whatever that rule allows.
 */
export function guessablePassword(password: string, account: string, context: readonly string[] = []): PasswordWeakness | null {
  const lower = password.toLowerCase();
  if (commonPasswords.has(lower)) return 'errors:reason_password_common';
  const name = account.trim().toLowerCase();
  if (name !== '' && lower === name) return 'errors:reason_password_is_account';
  // One of the site's words with digits and signs around it, or two of them run together.
  const letters = lettersOf(password);
  if (letters !== '' && context.some((w) => letters === w || context.some((v) => letters === w + v))) return 'errors:reason_password_context';
  return null;
}

/**
 * Whether a password that just signed in is too weak to keep: shorter than the minimum, or
 * guessable. Lengths count code points, as the forms count them. Sign-in uses it to ask for a new
 * password; it never refuses a right password.
 */
export function passwordWeakness(password: string, account: string, context: readonly string[] = []): PasswordWeakness | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'errors:reason_password_short';
  return guessablePassword(password, account, context);
}

/**
 * A new password (registration, change, recovery) refused when guessable, or, where the deployment
 * names a breached-password look-up (MARQUEE_BREACHED_PASSWORDS_URL), when a breach is known to
 * hold it: 400 FIELD_INVALID at `field`, with the reason translated like the brand rule's own
 * message. The look-up comes last, so a password the list refuses costs no call.
 */
export async function refuseGuessablePassword(
  password: string,
  account: string,
  field: string,
  context: readonly string[],
  breached: BreachedPasswords | null,
): Promise<void> {
  const weak = guessablePassword(password, account, context);
  if (weak) throw apiError('FIELD_INVALID', { reason: weak }, field);
  await refuseBreachedPassword(password, field, breached);
}

/**
 * The breached-password look-up alone, for a caller that must check cheaper things first:
 * registration asks only once the slider, the captcha and the SMS code have passed, so a script
 * cannot make the server call the look-up without them.
 */
export async function refuseBreachedPassword(password: string, field: string, breached: BreachedPasswords | null): Promise<void> {
  if (breached && (await breached.seen(password))) throw apiError('FIELD_INVALID', { reason: 'errors:reason_password_breached' }, field);
}
