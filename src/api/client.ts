// The site's calls to the platform API (callClient.ts with the site's policy): the platform family's
// headers, the tab's session token, sealed bodies, and a 401 that ends the tab's session.

import type { CallIO, SiteCallName as CallName, siteCalls } from '../generated/calls';
import { clearSession, renewSession, sessionToken } from './sessionStore';
import { renewals } from './renewals';
import { preview } from './preview';
import type { VerificationAsked } from '../generated/types';
import { callClient, CallError, valueOf, type Envelope } from './callClient';

/** The server's refusal, as every page of ours gets it (callClient.ts). */
export { CallError, failureCode, failureMessage, type Envelope } from './callClient';

/** What a sign-in answered with VERIFICATION_REQUIRED asks for, or null for any other failure. */
export const failureVerification = (err: unknown): VerificationAsked | null => (err instanceof CallError && err.verification ? err.verification : null);

let language = 'bn';
/** The language the server answers messages in (`Language` header). */
export function setApiLanguage(lang: string) {
  language = lang;
}

type Method<N extends CallName> = (typeof siteCalls)[N]['method'];
/** The calls that read: GET, with their input in the query (or the path). */
export type ReadCall = { [N in CallName]: Method<N> extends 'GET' ? N : never }[CallName];
/** The calls that move money: each takes an Idempotency-Key (apiSendOnce). */
export type OnceCall = { [N in CallName]: (typeof siteCalls)[N] extends { idempotent: true } ? N : never }[CallName];
/** The other calls that change something: POST, PUT, DELETE. */
export type WriteCall = Exclude<CallName, ReadCall | OnceCall>;
export type CallRequest<N extends CallName> = CallIO[N]['request'];
export type CallResponse<N extends CallName> = CallIO[N]['response'];

/** What every call sends beside its body: the platform family's headers, the session token, a preview's draft. */
export function callHeaders(token: string | null, extra: Record<string, string> = {}): Record<string, string> {
  const headers: Record<string, string> = { ...extra, Language: language.toUpperCase(), Device: 'web', 'X-Gateway-Version': '3', Accept: 'application/json' };
  if (token) headers.Authorization = token;
  if (preview.token) headers.Preview = preview.token;
  return headers;
}

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

const renewed = renewals(sessionToken, renewSession);

/** The session this tab kept has ended (expired, or signed out elsewhere): it is a visitor again. */
function forgetEnded(token: string) {
  if (token === sessionToken()) clearSession();
}

/**
 * Once the changes on their way have answered: one of them may have renewed the session (a password
 * given again ends the old token as it gives the new), so a word that the session ended is checked
 * after it, with the token the tab holds then.
 */
export const changesSettled = (): Promise<void> => renewed.settled();

// The call table (about 2 KB gzip) loads with the first call, not with the first script: the first
// paint draws from the page's boot data and asks nothing.
const call = callClient(() => import('../generated/calls').then((m) => m.siteCalls), {
  headers: (token) => callHeaders(token),
  token: sessionToken,
  renewed,
  async refused(token, _call, { withToken }) {
    // Sent in the instant a change renewed the token: the tab stays signed in, and a query's own
    // retry goes with the renewed token.
    if (!withToken) await renewed.tokenAfterRefusal(token);
    forgetEnded(token);
    return false;
  },
  // Loaded with the first sealed call (a sign-in, a registration): a visitor browsing never needs it.
  async seal(body, fresh) {
    const [{ key, clockOffset }, { encryptBody }] = await Promise.all([currentKey(fresh), import('./encryptBody')]);
    return encryptBody(key, body, Date.now() + clockOffset);
  },
  sealAgain: (code) => code === 'BAD_ENCRYPTION' || code === 'SEALED_BODY_STALE',
});

/** A read by call name: the table (src/generated/calls.ts) knows its path; the query is typed by its request schema. */
export const apiGet = <N extends ReadCall>(name: N, input: CallRequest<N> = {}, signal?: AbortSignal): Promise<CallResponse<N>> => call(name, input, { signal }) as Promise<CallResponse<N>>;

/** A read made with a token the tab does not keep yet (the member info right after the login call). */
export const apiGetWithToken = <N extends ReadCall>(token: string, name: N, input: CallRequest<N> = {}): Promise<CallResponse<N>> => call(name, input, { token }) as Promise<CallResponse<N>>;

/** A change by call name; a call the table marks `encrypted` is sealed with the server's key on the way. */
export const apiSend = <N extends WriteCall>(name: N, input: CallRequest<N> = {}): Promise<CallResponse<N>> => call(name, input) as Promise<CallResponse<N>>;

/**
 * A money call, with the key that makes sending it again harmless: the same key and input answer
 * the first result and move nothing (useOnceKey keeps one per intended change).
 */
export const apiSendOnce = <N extends OnceCall>(name: N, input: CallRequest<N>, idempotencyKey: string): Promise<CallResponse<N>> =>
  call(name, input, { headers: { 'Idempotency-Key': idempotencyKey } }) as Promise<CallResponse<N>>;

/** A call's value from an answer read some other way (an upload's), forgetting an ended session as every call does. */
export function settle<T>(status: number, envelope: Envelope<T>, token: string | null): T {
  if (status === 401 && token) forgetEnded(token);
  return valueOf(status, envelope);
}
