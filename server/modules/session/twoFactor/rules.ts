import { createHash } from 'node:crypto';
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { MAX_WRONG_TRIES } from '../../verification/index';

// The rules of the second step of a sign-in and of the authenticator app, free of I/O.

/** Wrong authenticator codes in a row after which every code is refused for a while: as many as an SMS code allows. */
export const TOTP_MAX_WRONG = MAX_WRONG_TRIES;
/** How long the codes stay refused after the last of those, and how long a run of wrong codes is remembered. */
export const TOTP_LOCK_MS = 15 * 60_000;
/** Digits of the national number left visible when a number is named to someone who has only the password. */
const VISIBLE_DIGITS = 3;

/**
 * What is kept of where a member signed in from: a device id or an address, hashed with the member,
 * so the table neither holds a usable device id nor links one address across accounts.
 */
export const placeHash = (memberId: string, kind: 'device' | 'ip', value: string) => createHash('sha256').update(`${memberId}\n${kind}\n${value}`).digest('hex');

/** +8801712345678 as +880 •••••••678: enough for the owner to know the phone, too little to learn the number. */
export function maskMobile(e164: string): string {
  const phone = parsePhoneNumberFromString(e164);
  const national = phone ? String(phone.nationalNumber) : e164.replace(/^\+/, '');
  const shown = national.slice(-VISIBLE_DIGITS);
  const hidden = '•'.repeat(Math.max(0, national.length - VISIBLE_DIGITS));
  return phone ? `+${phone.countryCallingCode} ${hidden}${shown}` : `${hidden}${shown}`;
}

/** Whole minutes (at least one) until the codes are taken again, after a run that ended at `lastWrongAt`. */
export const minutesLocked = (lastWrongAt: Date, now: Date) => Math.max(1, Math.ceil((lastWrongAt.getTime() + TOTP_LOCK_MS - now.getTime()) / 60_000));
