import { consoleCalls, type CallIO, type ConsoleCallName } from '../generated/calls';
import { callClient } from '../api/callClient';
import { renewals } from '../api/renewals';

const tokenKey = 'marquee.console.token';

export const savedToken = () => sessionStorage.getItem(tokenKey);
export const saveToken = (token: string | null) => (token ? sessionStorage.setItem(tokenKey, token) : sessionStorage.removeItem(tokenKey));

const renewed = renewals(savedToken, (token) => saveToken(token));

let sessionEnded: () => void = () => undefined;
/**
 * What the console does when the server no longer knows its session (a 401 that a renewal does not
 * explain): the app shows the sign-in. Said once here, so no page handles a 401 of its own.
 */
export const whenSessionEnds = (then: () => void) => void (sessionEnded = then);

/**
 * The server said the session `token` names is over (a 401, or the live channel). Believed once the
 * changes on their way have answered, since one of them may have renewed it: answers the token held
 * now, or null, and then the console shows the sign-in.
 */
export async function sessionOver(token: string): Promise<string | null> {
  const now = await renewed.tokenAfterRefusal(token);
  if (!now && token === savedToken()) {
    saveToken(null);
    sessionEnded();
  }
  return now;
}

const call = callClient(consoleCalls, {
  headers: (token): Record<string, string> => (token ? { Authorization: token } : {}),
  token: savedToken,
  renewed,
  async refused(token, { name, method }) {
    if (name === 'ops/signIn') return false;
    // Sent in the instant a change renewed the token (a desk refreshed by a live event): a read goes
    // again with the token it left; otherwise the session has ended and the console shows the sign-in.
    const now = await sessionOver(token);
    return Boolean(now) && method === 'GET';
  },
});

/**
 * Makes an operator call of the table (src/generated/calls.ts) through the one call client
 * (callClient.ts), in the console's language, with the session token, a money call's key in
 * Idempotency-Key, and `refresh` for a page refreshing what it already shows, unasked: not a sign
 * that anyone is at the console.
 */
export const opsCall = <N extends ConsoleCallName>(name: N, input: CallIO[N]['request'], lang: string, idempotencyKey?: string, refresh = false): Promise<CallIO[N]['response']> =>
  call(name, input, {
    headers: { Language: lang.toUpperCase(), ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}), ...(refresh ? { 'X-Console-Refresh': '1' } : {}) },
  }) as Promise<CallIO[N]['response']>;
