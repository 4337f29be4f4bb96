// The one way the site talks to the platform API: the envelope, the platform family's headers and
// the session token. Errors come back as ApiCallError carrying the server's translated message.

import { siteCalls as calls, type CallIO, type SiteCallName as CallName } from '../generated/calls';
import { clearSession, renewSession, sessionToken } from './sessionStore';
import { renewals } from './renewals';
import { preview } from './preview';
import type { VerificationAsked } from '../generated/types';

export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly field?: string,
    /** VERIFICATION_REQUIRED's: the code a sign-in from a new device needs. */
    readonly verification?: VerificationAsked,
  ) {
    super(message);
  }
}

export type Envelope<T> = { success: true; value: T } | { success: false; errorCode: string; message: string; field?: string; verification?: VerificationAsked };

/** The server's translated message for a failed call, or `fallback` when there is none (no network, say). */
export function failureMessage(err: unknown, fallback: string): string {
  return err instanceof ApiCallError && err.message ? err.message : fallback;
}

/** The failed call's error code, or null for anything that is not a failed call. */
export const failureCode = (err: unknown): string | null => (err instanceof ApiCallError ? err.errorCode : null);

/** What a sign-in answered with VERIFICATION_REQUIRED asks for, or null for any other failure. */
export const failureVerification = (err: unknown): VerificationAsked | null => (err instanceof ApiCallError && err.verification ? err.verification : null);

let language = 'bn';
/** The language the server answers messages in (`Language` header). */
export function setApiLanguage(lang: string) {
  language = lang;
}

type Method<N extends CallName> = (typeof calls)[N]['method'];
/** The calls that read: GET, with their input in the query (or the path). */
export type ReadCall = { [N in CallName]: Method<N> extends 'GET' ? N : never }[CallName];
/** The calls that move money: each takes an Idempotency-Key (apiSendOnce). */
export type OnceCall = { [N in CallName]: (typeof calls)[N] extends { idempotent: true } ? N : never }[CallName];
/** The other calls that change something: POST, PUT, DELETE. */
export type WriteCall = Exclude<CallName, ReadCall | OnceCall>;
export type CallRequest<N extends CallName> = CallIO[N]['request'];
export type CallResponse<N extends CallName> = CallIO[N]['response'];

/** The call's path with its `:name` parts filled from the input, and what is left of the input. */
function pathOf(name: CallName, input: object): { path: string; rest: Record<string, unknown> } {
  const rest: Record<string, unknown> = { ...input };
  const path = calls[name].path.replace(/:(\w+)/g, (_m, key: string) => {
    const v = rest[key];
    delete rest[key];
    return encodeURIComponent(String(v));
  });
  return { path, rest };
}

/** A read by call name: the table (src/generated/calls.ts) knows its path; the query is typed by its request schema. */
export async function apiGet<N extends ReadCall>(name: N, input: CallRequest<N> = {} as CallRequest<N>, signal?: AbortSignal, withToken?: string): Promise<CallResponse<N>> {
  const { path, rest } = pathOf(name, input as object);
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(rest)) if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return send<CallResponse<N>>('GET', qs ? `${path}?${qs}` : path, undefined, signal, withToken);
}

/** A read made with a token the tab does not keep yet (the member info right after the login call). */
export const apiGetWithToken = <N extends ReadCall>(token: string, name: N, input?: CallRequest<N>): Promise<CallResponse<N>> => apiGet(name, input, undefined, token);

/**
 * The server's key for encrypted calls, fetched once and again only when the server stops taking
 * it, with how far the server's clock is ahead of this device's: a sealed body is dated by the
 * server's clock (taken halfway through the round trip), so a device set wrong still gets in.
 */
type SealingKey = { key: CallResponse<'system/publicKey'>; clockOffset: number };
let publicKey: Promise<SealingKey> | null = null;
const currentKey = (fresh: boolean) => {
  if (fresh || !publicKey) {
    const asked = Date.now();
    publicKey = apiGet('system/publicKey').then(
      (key) => ({ key, clockOffset: key.serverTime - (asked + Date.now()) / 2 }),
      (err) => {
        publicKey = null;
        throw err;
      },
    );
  }
  return publicKey;
};
// Loaded with the first sealed call (a sign-in, a registration): a visitor browsing never needs it.
const seal = async (fresh: boolean, body: Record<string, unknown>) => {
  const [{ key, clockOffset }, { encryptBody }] = await Promise.all([currentKey(fresh), import('./encryptBody')]);
  return encryptBody(key, body, Date.now() + clockOffset);
};

/** A change by call name; a call the table marks `encrypted` is sealed with the server's key on the way. */
export const apiSend = <N extends WriteCall>(name: N, input: CallRequest<N> = {} as CallRequest<N>): Promise<CallResponse<N>> => write(name, input, {});

/**
 * A money call, with the key that makes sending it again harmless: the same key and input answer
 * the first result and move nothing (useOnceKey keeps one per intended change).
 */
export const apiSendOnce = <N extends OnceCall>(name: N, input: CallRequest<N>, idempotencyKey: string): Promise<CallResponse<N>> =>
  write(name, input, { 'Idempotency-Key': idempotencyKey });

async function write<N extends CallName>(name: N, input: CallRequest<N>, extra: Record<string, string>): Promise<CallResponse<N>> {
  const c: { method: string; encrypted?: true } = calls[name];
  const { path, rest } = pathOf(name, input as object);
  if (c.method === 'DELETE') return send<CallResponse<N>>('DELETE', path, undefined, undefined, undefined, extra);
  if (!c.encrypted) return send<CallResponse<N>>(c.method, path, rest, undefined, undefined, extra);
  try {
    return await send<CallResponse<N>>(c.method, path, await seal(false, rest), undefined, undefined, extra);
  } catch (err) {
    // A key the server retired (or another process's new one), or a body dated by a clock that
    // has drifted since: fetch the key and the server's time, and seal once more.
    const code = failureCode(err);
    if (code !== 'BAD_ENCRYPTION' && code !== 'SEALED_BODY_STALE') throw err;
    return send<CallResponse<N>>(c.method, path, await seal(true, rest), undefined, undefined, extra);
  }
}

/** What every call sends beside its body: the platform family's headers, the session token, a preview's draft. */
export function callHeaders(token: string | null, hasBody: boolean, extra: Record<string, string> = {}): Record<string, string> {
  const headers: Record<string, string> = { ...extra, Language: language.toUpperCase(), Device: 'web', 'X-Gateway-Version': '3', Accept: 'application/json' };
  if (token) headers.Authorization = token;
  if (preview.token) headers.Preview = preview.token;
  if (hasBody) headers['Content-Type'] = 'application/json';
  return headers;
}

/** A call's value from its answer, or its ApiCallError. */
export function settle<T>(status: number, envelope: Envelope<T>, token: string | null): T {
  if (envelope.success) return envelope.value;
  // The session this tab kept has ended (expired, or signed out elsewhere): it is a visitor again.
  if (status === 401 && token && token === sessionToken()) clearSession();
  throw new ApiCallError(status, envelope.errorCode, envelope.message, envelope.field, envelope.verification);
}

const renewed = renewals(sessionToken, renewSession);

async function send<T>(method: string, path: string, body: unknown, signal?: AbortSignal, withToken?: string, extra: Record<string, string> = {}): Promise<T> {
  const token = withToken ?? sessionToken();
  const headers = callHeaders(token, body !== undefined, extra);
  const request = renewed.fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal }, token);
  let res: Response;
  try {
    res = await request;
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
  // Sent in the instant a change renewed the token: the tab stays signed in, and a query's own
  // retry goes with the renewed token.
  if (res.status === 401 && token && !withToken) await renewed.tokenAfterRefusal(token);
  return settle(res.status, envelope, token);
}
