import { createHash, randomInt } from 'node:crypto';
import { mobileCountry, mobileE164 } from '../../../src/engine/mobileNumber';

// The rules of SMS codes, free of I/O.

export const CODE_DIGITS = 6;
/** A code is good for this long. */
export const CODE_TTL_S = 5 * 60;
/** Another code for the same number and purpose may be asked for after this long (the form's countdown). */
export const RESEND_AFTER_S = 60;
/** Wrong codes after which the code is void and a new one must be asked for. */
export const MAX_WRONG_TRIES = 5;
/**
 * Texts one number may be sent in a day of the brand's calendar, every purpose together: enough for
 * a person who mistypes a few times, too few for a number to be flooded or to run up the bill.
 */
export const SMS_DAILY_CAP = 10;

/** What a code is for; 'device': the second step of a password sign-in from a new device or network. */
export type SmsPurpose = 'register' | 'login' | 'device' | 'confirm' | 'identity';

export const newCode = () => String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');

/** What is kept of a code: bound to its brand, purpose and number, so a hash says nothing elsewhere. */
export const codeHash = (brandId: string, purpose: SmsPurpose, mobile: string, code: string) =>
  createHash('sha256').update(`${brandId}\n${purpose}\n${mobile}\n${code.trim()}`).digest('hex');

/**
 * A number as typed with its country calling code, in E.164 (+8801712345678); null when it is no
 * mobile number there. The engine's check, so the server takes exactly the numbers the form takes.
 */
export const toE164 = mobileE164;

/**
 * Whether a number (E.164) belongs to one of the brand's countries, the ones its form offers; a
 * brand that lists none takes every country. The country comes from the number's own ranges.
 */
export function inBrandCountries(countries: readonly string[] | undefined, mobile: string): boolean {
  if (!countries?.length) return true;
  const country = mobileCountry(mobile);
  return country !== null && countries.includes(country);
}

/** Seconds before another code may be sent, 0 when one may be sent now. */
export function secondsUntilResend(sentAt: Date | null, now: Date): number {
  if (!sentAt) return 0;
  return Math.max(0, Math.ceil(RESEND_AFTER_S - (now.getTime() - sentAt.getTime()) / 1000));
}
