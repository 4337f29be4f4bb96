import { useSyncExternalStore } from 'react';

// SPEC §5–6: the signed-in state lives in session storage — the token the API wants, the account
// type (`isAgent`, as the platform family names it) and the account name. One store for it, so the
// header, the route guard and the runtime follow a sign-in or sign-out without a reload.

export interface SignedIn {
  /**
   * The token the tab signed in with: it names this session for the tab's cached answers. A
   * renewal (the password given again, ASVS 7.2.4) changes the token the calls send
   * (`sessionToken`), not this, so nothing the page shows is fetched again for it.
   */
  token: string;
  /** Agents are 1, 2, 41, 42; 4 is a trial account; null until the member info says. */
  accountType: number | null;
  account: string;
}

const keys = {
  token: 'token',
  signedInWith: 'signedInWith',
  accountType: 'isAgent',
  account: 'account',
} as const;
const listeners = new Set<() => void>();
let cached: { raw: string; value: SignedIn | null } = { raw: '', value: null };

/** The token the calls send: the sign-in's, or the one its last renewal answered. */
export const sessionToken = () => sessionStorage.getItem(keys.token);

/** The signed-in state, or null for a visitor. The same object while nothing changed, a renewal included. */
export function readSession(): SignedIn | null {
  const live = sessionToken();
  const token = live && (sessionStorage.getItem(keys.signedInWith) ?? live);
  const type = sessionStorage.getItem(keys.accountType);
  const account = sessionStorage.getItem(keys.account) ?? '';
  const raw = `${token}\n${type}\n${account}`;
  if (raw !== cached.raw) {
    const n = Number(type);
    cached = {
      raw,
      value: token
        ? {
            token,
            accountType: type !== null && Number.isInteger(n) ? n : null,
            account,
          }
        : null,
    };
  }
  return cached.value;
}

export function saveSession(s: { token: string; accountType?: number | null; account?: string }) {
  // The same session told who it is, or a new sign-in: either way the token it names.
  if (s.token !== readSession()?.token) {
    sessionStorage.setItem(keys.token, s.token);
    sessionStorage.setItem(keys.signedInWith, s.token);
  }
  if (s.accountType != null) sessionStorage.setItem(keys.accountType, String(s.accountType));
  if (s.account) sessionStorage.setItem(keys.account, s.account);
  notify();
}

/** The server renewed the session's token: the calls send the new one from now on, and nothing else changes. */
export function renewSession(token: string) {
  const signedIn = readSession();
  if (!signedIn) return;
  // Written again for a tab signed in before the two were kept apart.
  sessionStorage.setItem(keys.signedInWith, signedIn.token);
  sessionStorage.setItem(keys.token, token);
}

/** Sign-out forgets only the signed-in state; whatever else the tab keeps (the merchant's values) stays. */
export function clearSession() {
  for (const k of Object.values(keys)) sessionStorage.removeItem(k);
  notify();
}

function notify() {
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SignedIn | null {
  return useSyncExternalStore(subscribe, readSession, () => null);
}

