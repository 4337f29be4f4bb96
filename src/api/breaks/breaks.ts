import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiSend, apiSendOnce, type CallRequest } from '../client';

/**
 * RG3 (decisions 0323 and 0324): the member's session limit and reality check, the session's
 * start, and their 30-day net deposits. Keyed by the sign-in's token: a new session is a new start.
 */
export const playStatusQuery = (token: string) => queryOptions({ staleTime: 60_000, queryKey: ['breaks', 'status', token], queryFn: ({ signal }) => apiGet('breaks/playStatus', {}, signal) });

/** This session's time played and its bets' staked, won and net, asked when the reality check shows. */
export const realityCheckQuery = (token: string, shownAt: number) =>
  queryOptions({ staleTime: Infinity, queryKey: ['breaks', 'reality', token, shownAt], queryFn: ({ signal }) => apiGet('breaks/realityCheck', {}, signal) });

export const savePlay = (body: CallRequest<'breaks/savePlay'>) => apiSend('breaks/savePlay', body);

/** A time-out or an exclusion, with the password: its key kept by the caller, as a money call's is (a bonus is forfeited). */
export const takeBreak = (body: CallRequest<'breaks/takeBreak'>, idempotencyKey: string) => apiSendOnce('breaks/takeBreak', body, idempotencyKey);

/** Why this tab was signed out by responsible play, for the page to say once: a locale key of `member` and its values. */
export interface SignedOutBecause {
  key: string;
  values?: Record<string, string>;
}
const reasonKey = 'playSignedOut';

export function noteSignedOut(reason: SignedOutBecause): void {
  sessionStorage.setItem(reasonKey, JSON.stringify(reason));
  window.dispatchEvent(new Event(reasonKey));
}

/** The reason noted, taken (said once), or null. */
export function takeSignedOutReason(): SignedOutBecause | null {
  const raw = sessionStorage.getItem(reasonKey);
  if (raw === null) return null;
  sessionStorage.removeItem(reasonKey);
  try {
    return JSON.parse(raw) as SignedOutBecause;
  } catch {
    return null;
  }
}

/** Calls `listener` when a reason is noted in this tab. */
export function onSignedOutReason(listener: () => void): () => void {
  window.addEventListener(reasonKey, listener);
  return () => window.removeEventListener(reasonKey, listener);
}
