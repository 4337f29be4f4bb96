import { createHash, randomBytes } from 'node:crypto';

// The rules of signing in, free of I/O.

/** Wrong passwords in a row, for one typed account name, after which a captcha is needed too. */
export const FAILURES_BEFORE_CAPTCHA = 3;
/** A run of failures older than this is forgotten. */
export const FAILURE_MEMORY_MS = 30 * 60_000;
/** A session lasts this long from sign-in. */
export const SESSION_TTL_MS = 24 * 60 * 60_000;

/** How a typed account name is compared: case and surrounding spaces do not matter. */
export const accountKey = (account: string) => account.trim().toLowerCase();

/** 256 random bits, URL-safe: what the client keeps and sends back in `Authorization`. */
export const newToken = () => randomBytes(32).toString('base64url');

/** What the database keeps of a token. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A session's short name: the start of its token's hash, which names it without being able to sign anyone in. */
export const sessionShortId = (hash: string) => hash.slice(0, 16);

/** The token a request carries: `Authorization: <token>` as the platform family sends it, or `Bearer <token>`. */
export function tokenOf(authorization: string | string[] | undefined): string | null {
  if (typeof authorization !== 'string') return null;
  const token = authorization.replace(/^Bearer\s+/i, '').trim();
  return /^[A-Za-z0-9_-]{20,128}$/.test(token) ? token : null;
}

/**
 * Whether a sign-in try needs a captcha: `tryNo` is its place in the run of tries since the last
 * success (countTry), so the first FAILURES_BEFORE_CAPTCHA go without one and every later one needs it.
 */
export function captchaNeeded(tryNo: number, captchaOn: boolean): boolean {
  return captchaOn && tryNo > FAILURES_BEFORE_CAPTCHA;
}
