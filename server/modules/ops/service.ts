import { normalizeIP } from '@fastify/rate-limit';
import { likeLiteral } from '../../db/likeText';
import type { FormModel } from '../../../src/engine/runtime';
import { required } from '../../../src/engine/loginForm';

// The rules of the console's sign-in, operators' passwords and roles, free of I/O.

/** An operator session lasts a working shift from sign-in. */
export const OPERATOR_SESSION_TTL_MS = 8 * 60 * 60_000;
/** Live sessions one operator may hold (ASVS 7.1.2): a new sign-in ends the oldest beyond it. */
export const OPERATOR_MAX_SESSIONS = 5;
/** Failed sign-ins for one name from one address before each further try of that name from there must wait. */
export const FREE_FAILURES = 3;
/**
 * Failed sign-ins from one address, whatever names they give, before each further try from it must
 * wait: guessing one password at every operator's name. More than one name's, as an office's
 * operators may sit behind one address and each mistype now and then.
 */
export const ADDRESS_FREE_FAILURES = 10;
/** The longest wait between tries, however long the run of failures. */
export const MAX_WAIT_S = 60;
/** A run of failures older than this is forgotten. */
export const FAILURE_MEMORY_S = 30 * 60;
/**
 * The lengths of an operator's new password, in characters as a person counts them. Longer than a
 * player's least (8): one operator account opens every member's records or the payment desks, so a
 * guessed password costs far more. No more than the sign-in takes (128), or the password set could
 * never be typed in.
 */
export const OPERATOR_PASSWORD_LENGTHS = { min: 12, max: 128 } as const;

/**
 * An operator's own password change, checked by the engine's validator as a player's is: the
 * current password required (judged by its hash, not by today's lengths: it may predate them), the
 * new one within OPERATOR_PASSWORD_LENGTHS with a message that names them, the confirmation equal
 * to it. Passwords are compared as typed.
 */
export const operatorPasswordForm: FormModel = {
  fields: [
    required('oldPassword', 'password'),
    required('newPassword', 'password', {
      minLength: OPERATOR_PASSWORD_LENGTHS.min,
      maxLength: OPERATOR_PASSWORD_LENGTHS.max,
      message: { key: 'validation:length', params: { ...OPERATOR_PASSWORD_LENGTHS } },
    }),
    required('confirmNewPassword', 'password', { message: { key: 'validation:inconsistentTwice', params: {} } }),
  ],
};

/**
 * How long a try must wait after the last failure of a run of `failures`: nothing for the first
 * `free` (FREE_FAILURES for a name from one address, ADDRESS_FREE_FAILURES for an address), then 1,
 * 2, 4 … seconds up to MAX_WAIT_S. A growing wait, never a lock, and only for the address that
 * failed: an attacker guessing slows to a crawl, and cannot shut the operator out by failing on
 * purpose from elsewhere.
 */
export function waitAfterFailures(failures: number, free = FREE_FAILURES): number {
  if (failures < free) return 0;
  return Math.min(MAX_WAIT_S, 2 ** (failures - free));
}

/** How a typed operator name is compared: case and surrounding spaces do not matter. */
export const usernameKey = (username: string) => username.trim().toLowerCase();

/**
 * The address sign-in failures are counted by: the request's (which follows the server's trusted
 * proxies), an IPv6 one by its /64 as the rate limits count it, since one subscriber holds the whole
 * /64 and could otherwise start a fresh run with every try.
 */
export const signInAddress = (ip: string) => normalizeIP(ip);



export type MemberSearch = { kind: 'all' } | { kind: 'text'; accountPrefix: string; mobileDigits: string | null; id: string | null };

/**
 * What support typed into the member search, each reading tried at once: the start of an account
 * name (any case); when it reads as a phone number of 4 digits or more, those digits anywhere in
 * the stored number (+880 1712… is found by 1712); when it is a whole number (or #number), the
 * member with that ID.
 */
export function memberSearch(query: string): MemberSearch {
  const q = query.trim();
  if (!q) return { kind: 'all' };
  const digits = q.replace(/\D/g, '');
  const phoneLike = /^[+\d\s().-]+$/.test(q) && digits.length >= 4;
  const id = /^#?(\d{1,18})$/.exec(q)?.[1]?.replace(/^0+(?=\d)/, '') ?? null;
  return { kind: 'text', accountPrefix: likeLiteral(q.toLowerCase()), mobileDigits: phoneLike ? digits : null, id };
}
