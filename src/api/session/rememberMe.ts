import { apiSend } from '../client';

// SPEC §5 "remember me", kept in cookies for a day as the spec says — but what is kept is the
// account name and a token the server issued and can revoke, never the password. The server sets
// both cookies (server/modules/session/rememberCookies.ts); the token's is HttpOnly, so no script
// here can read it: the browser sends it with the remembered sign-in. The page reads only the name.

const ACCOUNT = '__Host-remember-account';

/** The account this device remembers; null when none (or the day is over). */
export function remembered(): { account: string } | null {
  const found = document.cookie.split('; ').find((c) => c.startsWith(`${ACCOUNT}=`));
  if (!found) return null;
  try {
    const account = decodeURIComponent(found.slice(ACCOUNT.length + 1));
    return account ? { account } : null;
  } catch {
    return null;
  }
}

/** Forgets the account on this device, and the server its token: unticked, or "not you?". */
export async function forgetRemembered(): Promise<void> {
  await apiSend('session/forget').catch(() => undefined);
}
