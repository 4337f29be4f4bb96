import type { Operator } from '../generated/types';

/** The page each role starts on after signing in: a payments operator's work is the desk; everyone else starts on the modules. */
export const landingOf = (role: Operator['role']): string => (role === 'payments' ? '/payments' : '/');

/**
 * Where the console opens after a sign-in at `location` (under `/console`): a sign-in at the
 * console's root goes to the role's landing, keeping the query (the brand chosen); one at any other
 * page stays there, as a link to it meant.
 */
export function afterSignIn(role: Operator['role'], location: { pathname: string; search: string }): string | null {
  const inside = location.pathname.replace(/^\/console/, '').replace(/\/+$/, '');
  if (inside !== '') return null;
  const landing = landingOf(role);
  return landing === '/' ? null : `/console${landing}${location.search}`;
}
