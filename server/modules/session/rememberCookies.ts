import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * "Remember me" lives in two cookies the server sets (ASVS 3.3.1–3.3.4): the token, HttpOnly so no
 * script on the page can read it, and the account's name, which the login form shows ("Continue
 * as …") and so must read. Both `__Host-`: Secure, the whole site and this host only, never sent
 * by another site (SameSite=Strict). Browsers take Secure cookies from https and from localhost;
 * a site served over plain http elsewhere has no remember me.
 */
const TOKEN = '__Host-remember-token';
const ACCOUNT = '__Host-remember-account';

const cookie = (name: string, value: string, maxAgeS: number, httpOnly: boolean) =>
  `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeS}; Path=/; Secure; SameSite=Strict${httpOnly ? '; HttpOnly' : ''}`;

/** Remembers the account on this device until `until` (a token handed on keeps the first day's end). */
export function setRememberCookies(reply: FastifyReply, account: string, token: string, until: Date): void {
  const maxAgeS = Math.max(0, Math.floor((until.getTime() - Date.now()) / 1000));
  reply.header('set-cookie', [cookie(TOKEN, token, maxAgeS, true), cookie(ACCOUNT, account, maxAgeS, false)]);
}

/** Forgets the account on this device: "not you?", or a token the server no longer takes. */
export function clearRememberCookies(reply: FastifyReply): void {
  reply.header('set-cookie', [cookie(TOKEN, '', 0, true), cookie(ACCOUNT, '', 0, false)]);
}

/** The remember token the browser sent, if any. */
export function rememberTokenOf(req: FastifyRequest): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === TOKEN) {
      try {
        return decodeURIComponent(value.join('=')) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}
