import { siteCalls, studioCalls, type CallIO } from '../generated/calls';

/*
 * The game page's calls. Not the site's client (src/api/client.ts): that one sends the tab's
 * sign-in token and forgets it on any 401, and an expired launch answers 401. In the site's frame
 * the game would sign the player out of the site. The game speaks with its launch token alone.
 */

export type PlayCall = 'studio/session' | 'studio/round' | 'studio/seed' | 'studio/rounds' | 'studio/verify' | 'system/whitelabel';

export class PlayCallError extends Error {
  constructor(
    readonly status: number,
    /** NETWORK when no answer came. */
    readonly errorCode: string,
    message: string,
    /** The balance a refused bet was above (INSUFFICIENT_FUNDS). */
    readonly balance?: string,
  ) {
    super(message);
  }
}

type Envelope<T> = { success: true; value: T } | { success: false; errorCode: string; message: string; balance?: string };

let language = 'bn';
/** The language the server's messages come in (`Language` header). */
export const setPlayLanguage = (lang: string) => void (language = lang);

/** The calls the game page makes: the studio's, and the brand's look. */
const playCalls: Record<PlayCall, { method: string; path: string }> = { ...studioCalls, 'system/whitelabel': siteCalls['system/whitelabel'] };

export async function playCall<N extends PlayCall>(name: N, input: CallIO[N]['request']): Promise<CallIO[N]['response']> {
  const { method, path } = playCalls[name];
  const fields = Object.entries(input as object).filter(([, v]) => v !== undefined);
  const query = method === 'GET' && fields.length ? `?${new URLSearchParams(fields.map(([k, v]) => [k, String(v)]))}` : '';
  const headers: Record<string, string> = { Accept: 'application/json', Language: language.toUpperCase() };
  if (method !== 'GET') headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(path + query, { method, headers, body: method === 'GET' ? undefined : JSON.stringify(input) });
  } catch {
    throw new PlayCallError(0, 'NETWORK', '');
  }
  let envelope: Envelope<CallIO[N]['response']>;
  try {
    envelope = (await res.json()) as Envelope<CallIO[N]['response']>;
  } catch {
    throw new PlayCallError(res.status, 'BAD_RESPONSE', '');
  }
  if (envelope.success) return envelope.value;
  throw new PlayCallError(res.status, envelope.errorCode, envelope.message, envelope.balance);
}

/** The server's translated message for a failed call, else `fallback` (no answer at all, say). */
export const playFailure = (err: unknown, fallback: string): string => (err instanceof PlayCallError && err.message ? err.message : fallback);
