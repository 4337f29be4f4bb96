import { createHash, randomInt } from 'node:crypto';
import { mobileE164 } from '../../../src/engine/mobileNumber';

// The rules of SMS codes, free of I/O.

export const CODE_DIGITS = 6;
/** A code is good for this long. */
export const CODE_TTL_S = 5 * 60;
/** Another code for the same number and purpose may be asked for after this long (the form's countdown). */
export const RESEND_AFTER_S = 60;
/** Wrong codes after which the code is void and a new one must be asked for. */
export const MAX_WRONG_TRIES = 5;

export type SmsPurpose = 'register' | 'login';

export const newCode = () => String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');

/** What is kept of a code: bound to its brand, purpose and number, so a hash says nothing elsewhere. */
export const codeHash = (brandId: string, purpose: SmsPurpose, mobile: string, code: string) =>
  createHash('sha256').update(`${brandId}\n${purpose}\n${mobile}\n${code.trim()}`).digest('hex');

/**
 * A number as typed with its country calling code, in E.164 (+8801712345678); null when it is no
 * mobile number there. The engine's check, so the server takes exactly the numbers the form takes.
 */
export const toE164 = mobileE164;

/** Seconds before another code may be sent, 0 when one may be sent now. */
export function secondsUntilResend(sentAt: Date | null, now: Date): number {
  if (!sentAt) return 0;
  return Math.max(0, Math.ceil(RESEND_AFTER_S - (now.getTime() - sentAt.getTime()) / 1000));
}
