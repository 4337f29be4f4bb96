// The rules of signing in, free of I/O.

/** Wrong passwords in a row, for one typed account name, after which a captcha is needed too. */
export const FAILURES_BEFORE_CAPTCHA = 3;
/** A run of failures older than this is forgotten. */
export const FAILURE_MEMORY_MS = 30 * 60_000;
/** A session lasts this long from sign-in. */
export const SESSION_TTL_MS = 24 * 60 * 60_000;

/**
 * Whether a sign-in try needs a captcha: `tryNo` is its place in the run of tries since the last
 * success (countTry), so the first FAILURES_BEFORE_CAPTCHA go without one and every later one needs it.
 */
export function captchaNeeded(tryNo: number, captchaOn: boolean): boolean {
  return captchaOn && tryNo > FAILURES_BEFORE_CAPTCHA;
}
