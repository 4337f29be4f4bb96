import { randomInt } from 'node:crypto';

// No 0/O, 1/l/I: a password read aloud or copied from a screen is typed right the first time.
const lower = 'abcdefghijkmnopqrstuvwxyz';
const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const digits = '23456789';

/** How long a password someone else issued works before it must have been changed (ASVS 6.4.1). */
export const ONE_TIME_PASSWORD_MS = 24 * 3600_000;

/** When a one-time password issued now stops working. */
export const oneTimePasswordExpiry = (now = Date.now()): Date => new Date(now + ONE_TIME_PASSWORD_MS);

/** Whether a password issued with this expiry (null: its owner chose it) no longer works. */
export const oneTimePasswordExpired = (expiresAt: Date | string | null, now = Date.now()): boolean => expiresAt !== null && new Date(expiresAt).getTime() <= now;

/**
 * A one-time password for an account support opens: 12 characters with a lower-case letter, a
 * capital and a digit (about 70 bits), so it passes any brand rule of letters and digits.
 */
export function temporaryPassword(): string {
  const all = lower + upper + digits;
  const chars = [lower, upper, digits].map((set) => set[randomInt(set.length)]!);
  while (chars.length < 12) chars.push(all[randomInt(all.length)]!);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
