import { createHash, randomBytes } from 'node:crypto';

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

/** How a typed account name is compared: case and surrounding spaces do not matter. */
export const accountKey = (account: string) => account.trim().toLowerCase();
