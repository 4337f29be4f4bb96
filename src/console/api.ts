import { consoleCalls, type CallIO, type ConsoleCallName } from '../generated/calls';
import { renewals } from '../api/renewals';

const tokenKey = 'marquee.console.token';

export const savedToken = () => sessionStorage.getItem(tokenKey);
export const saveToken = (token: string | null) => (token ? sessionStorage.setItem(tokenKey, token) : sessionStorage.removeItem(tokenKey));

/** An operator call the server refused: its code, its message in the console's language, the field at fault. */
export class OpsError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly field?: string,
  ) {
    super(message);
  }
}

const renewed = renewals(savedToken, (token) => saveToken(token));

/**
 * Makes an operator call of the table (src/generated/calls.ts): GET and DELETE carry the input in
 * the query, the others as a JSON body; the session token goes in Authorization, and a money
 * call's key in Idempotency-Key. A 401 forgets the token, so the console shows the sign-in again.
 */
export async function opsCall<N extends ConsoleCallName>(
  name: N,
  input: CallIO[N]['request'],
  lang: string,
  idempotencyKey?: string,
  /** A page refreshing what it already shows, unasked: not a sign that anyone is at the console. */
  refresh = false,
  again = false,
): Promise<CallIO[N]['response']> {
  const { method, path } = consoleCalls[name];
  const query = method === 'GET' || method === 'DELETE' ? new URLSearchParams(Object.entries(input as Record<string, unknown>).filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => [k, String(v)])).toString() : '';
  const token = savedToken();
  const request = renewed.fetch(
    query ? `${path}?${query}` : path,
    {
      method,
      headers: { Language: lang.toUpperCase(), ...(token ? { Authorization: token } : {}), ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}), ...(refresh ? { 'X-Console-Refresh': '1' } : {}), ...(method === 'GET' || method === 'DELETE' ? {} : { 'Content-Type': 'application/json' }) },
      ...(method === 'GET' || method === 'DELETE' ? {} : { body: JSON.stringify(input) }),
    },
    token,
  );
  const res = await request;
  const body = (await res.json().catch(() => null)) as { success: boolean; value?: unknown; errorCode?: string; message?: string; field?: string } | null;
  if (res.status === 401 && name !== 'ops/signIn' && token) {
    // Sent in the instant a change renewed the token (the payments desk's poll): a read goes again
    // with the token it left; otherwise the session has ended.
    const now = await renewed.tokenAfterRefusal(token);
    if (now && method === 'GET' && !again) return opsCall(name, input, lang, idempotencyKey, refresh, true);
    if (!now && token === savedToken()) saveToken(null);
  }
  if (!body?.success) throw new OpsError(body?.errorCode ?? 'UNAVAILABLE', body?.message ?? res.statusText, res.status, body?.field);
  return body.value as CallIO[N]['response'];
}
