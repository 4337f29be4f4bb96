// The one way the site talks to the platform API: the envelope, the platform family's headers and
// the session token. Errors come back as ApiCallError carrying the server's translated message.

import type { PublicKey } from '../generated/types';
import { encryptBody } from './encryptBody';
import { clearSession, sessionToken } from './session';

export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

type Envelope<T> = { success: true; value: T } | { success: false; errorCode: string; message: string; field?: string };

/** The server's translated message for a failed call, or `fallback` when there is none (no network, say). */
export function failureMessage(err: unknown, fallback: string): string {
  return err instanceof ApiCallError && err.message ? err.message : fallback;
}

/** The failed call's error code, or null for anything that is not a failed call. */
export const failureCode = (err: unknown): string | null => (err instanceof ApiCallError ? err.errorCode : null);

let language = 'bn';
/** The language the server answers messages in (`Language` header). */
export function setApiLanguage(lang: string) {
  language = lang;
}

export async function apiGet<T>(path: string, query: Record<string, string | number | undefined> = {}, signal?: AbortSignal): Promise<T> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return send<T>('GET', qs ? `${path}?${qs}` : path, undefined, signal);
}

/** A read made with a token the tab does not keep yet (the member info right after the login call). */
export const apiGetWithToken = <T>(token: string, path: string): Promise<T> => send<T>('GET', path, undefined, undefined, token);

/** The server's key for encrypted calls, fetched once and again only when the server stops taking it. */
let publicKey: Promise<PublicKey> | null = null;
const currentKey = (fresh: boolean) => {
  if (fresh || !publicKey)
    publicKey = send<PublicKey>('GET', '/wps/system/publicKey', undefined).catch((err) => {
      publicKey = null;
      throw err;
    });
  return publicKey;
};

export async function apiSend<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, opts: { encrypted?: boolean } = {}): Promise<T> {
  if (!opts.encrypted) return send<T>(method, path, body);
  try {
    return await send<T>(method, path, await encryptBody(await currentKey(false), body));
  } catch (err) {
    // A key the server retired (or another process's new one): fetch it and seal once more.
    if (failureCode(err) !== 'BAD_ENCRYPTION') throw err;
    return send<T>(method, path, await encryptBody(await currentKey(true), body));
  }
}

async function send<T>(method: string, path: string, body: unknown, signal?: AbortSignal, withToken?: string): Promise<T> {
  const headers: Record<string, string> = { Language: language.toUpperCase(), Device: 'web', 'X-Gateway-Version': '3', Accept: 'application/json' };
  const token = withToken ?? sessionToken();
  if (token) headers.Authorization = token;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiCallError(0, 'NETWORK', '');
  }
  let envelope: Envelope<T>;
  try {
    envelope = (await res.json()) as Envelope<T>;
  } catch {
    throw new ApiCallError(res.status, 'BAD_RESPONSE', '');
  }
  if (envelope.success) return envelope.value;
  // The session this tab kept has ended (expired, or signed out elsewhere): it is a visitor again.
  if (res.status === 401 && token && token === sessionToken()) clearSession();
  throw new ApiCallError(res.status, envelope.errorCode, envelope.message, envelope.field);
}
