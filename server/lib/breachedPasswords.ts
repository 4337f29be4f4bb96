import { createHash } from 'node:crypto';

/** Whether a password is in a set of passwords known from breaches, asked without sending it. */
export interface BreachedPasswords {
  seen(password: string): Promise<boolean>;
}

/** How long a new password waits for the look-up before it is judged by the built-in list alone. */
export const BREACHED_LOOKUP_TIMEOUT_MS = 2_000;

/**
 * A range look-up by k-anonymity, the form of the Pwned Passwords API (ASVS 6.2.12): only the first
 * five hex digits of the password's SHA-1 leave the server (GET {base}/range/{prefix}); the answer
 * lists every suffix of that prefix as `SUFFIX:COUNT` lines, padded with entries of count 0 so its
 * size says nothing either. A look-up that fails or is slow lets the password through (the
 * built-in list of the most used ones still holds) and tells `onUnavailable`: a service out of
 * reach must not stop every registration and password change of every brand.
 */
export function breachedPasswordsAt(base: string, o: { timeoutMs?: number; onUnavailable?: (err: unknown) => void } = {}): BreachedPasswords {
  const root = base.replace(/\/+$/, '');
  return {
    async seen(password) {
      const hash = createHash('sha1').update(password, 'utf8').digest('hex').toUpperCase();
      const [prefix, suffix] = [hash.slice(0, 5), hash.slice(5)];
      try {
        const res = await fetch(`${root}/range/${prefix}`, {
          headers: { 'Add-Padding': 'true', 'User-Agent': 'Marquee' },
          signal: AbortSignal.timeout(o.timeoutMs ?? BREACHED_LOOKUP_TIMEOUT_MS),
        });
        if (!res.ok) throw new Error(`the breached-password range answered ${res.status}`);
        for (const line of (await res.text()).split('\n')) {
          const [s, count] = line.trim().split(':');
          if (s?.toUpperCase() === suffix) return Number(count) > 0;
        }
        return false;
      } catch (err) {
        o.onUnavailable?.(err);
        return false;
      }
    },
  };
}
