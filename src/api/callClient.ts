import type { VerificationAsked } from '../generated/types';
import type { renewals } from './renewals';

/**
 * A call the server refused, or one that got no answer (`NETWORK`, status 0, no message), for every
 * page of ours: the site, the console and the game. The message is the server's, in the language
 * the call asked for.
 */
export class CallError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    /** The request field at fault, when the server names one. */
    readonly field?: string,
    /** VERIFICATION_REQUIRED's: the code a sign-in from a new device needs. */
    readonly verification?: VerificationAsked,
    /** INSUFFICIENT_FUNDS's: the balance a refused bet was above. */
    readonly balance?: string,
  ) {
    super(message);
  }
}

export type Envelope<T> = { success: true; value: T } | { success: false; errorCode: string; message: string; field?: string; verification?: VerificationAsked; balance?: string };

/** The server's translated message for a failed call, or `fallback` when there is none (no network, say). */
export function failureMessage(err: unknown, fallback: string): string {
  return err instanceof CallError && err.message ? err.message : fallback;
}

/** The failed call's error code, or null for anything that is not a failed call. */
export const failureCode = (err: unknown): string | null => (err instanceof CallError ? err.errorCode : null);

/** A call's value from its answer, or its CallError. */
export function valueOf<T>(status: number, envelope: Envelope<T>): T {
  if (envelope.success) return envelope.value;
  throw new CallError(status, envelope.errorCode, envelope.message, envelope.field, envelope.verification, envelope.balance);
}

/** One row of a call table (src/generated/calls.ts). */
export type CallEntry = { readonly method: string; readonly path: string; readonly encrypted?: true };

/** A call as the client is about to send it: the table's row and the input left after the path took its parts. */
export interface Outgoing {
  name: string;
  method: string;
  path: string;
  input: Record<string, unknown>;
}

/** What one kind of page does its own way; the rest is the same for all. */
export interface ClientPolicy {
  /** The headers every call carries (language, device, token, preview), beside a body's type. */
  headers(token: string | null): Record<string, string>;
  /** The token calls go with when the caller names none. */
  token?: () => string | null;
  /** The page's renewal guard (renewals.ts), when it renews its token. */
  renewed?: ReturnType<typeof renewals>;
  /**
   * A 401 to a call sent with `token`: whether to send it once more (the token was renewed in the
   * meantime) — the page forgets its session here when the refusal stands.
   */
  refused?(token: string, call: Outgoing, asSent: { withToken: boolean }): Promise<boolean>;
  /** The body of a call the table marks `encrypted`, sealed (`fresh`: with a key fetched anew). */
  seal?(body: Record<string, unknown>, fresh: boolean): Promise<unknown>;
  /** Whether a sealed call refused with this code goes again with a fresh key. */
  sealAgain?(code: string): boolean;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** A token the page does not keep yet (the member info right after the login call). */
  token?: string;
  headers?: Record<string, string>;
}

/** Fills the call's `:name` path parts from the input, and returns what is left of the input. */
function fillPath(path: string, input: object): { path: string; rest: Record<string, unknown> } {
  const rest: Record<string, unknown> = { ...input };
  const filled = path.replace(/:(\w+)/g, (_m, key: string) => {
    const v = rest[key];
    delete rest[key];
    return encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v));
  });
  return { path: filled, rest };
}

/** A query string of the input's given values (an empty string is not given). */
function queryOf(input: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(input)) if (v !== undefined && v !== '') params.set(k, typeof v === 'string' ? v : JSON.stringify(v));
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

/**
 * The one way our pages call the platform API: a call of a table by name, its path filled from the
 * input, the rest of the input in the query for GET and DELETE and as a JSON body otherwise, the
 * envelope read and a refusal thrown as a CallError. The page's policy gives the headers, the
 * token, sealing and what a 401 means.
 */
export function callClient<Table extends Record<string, CallEntry>>(table: Table | (() => Promise<Table>), policy: ClientPolicy) {
  // A table given as a loader is fetched with the first call, once.
  let loaded: Promise<Table> | null = null;
  const rows = (): Table | Promise<Table> => (typeof table === 'function' ? (loaded ??= table()) : table);

  async function send(call: Outgoing, body: unknown, options: CallOptions, again: boolean): Promise<unknown> {
    const token = options.token ?? policy.token?.() ?? null;
    const inQuery = call.method === 'GET' || call.method === 'DELETE';
    const headers = { ...policy.headers(token), ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...options.headers };
    const init = { method: call.method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: options.signal };
    const url = inQuery ? call.path + queryOf(call.input) : call.path;
    let res: Response;
    try {
      res = await (policy.renewed ? policy.renewed.fetch(url, init, token) : fetch(url, init));
    } catch (err) {
      if ((err as Error).name === 'AbortError') throw err;
      throw new CallError(0, 'NETWORK', '');
    }
    let envelope: Envelope<unknown>;
    try {
      envelope = (await res.json()) as Envelope<unknown>;
    } catch {
      throw new CallError(res.status, 'BAD_RESPONSE', '');
    }
    if (res.status === 401 && token && policy.refused && (await policy.refused(token, call, { withToken: Boolean(options.token) })) && !again) {
      return send(call, body, options, true);
    }
    return valueOf(res.status, envelope);
  }

  /** Makes the call `name` with `input`; its answer's value, or a CallError. */
  return async function call(name: keyof Table & string, input: object = {}, options: CallOptions = {}): Promise<unknown> {
    const found = rows();
    const entry = (found instanceof Promise ? await found : found)[name]!;
    const { path, rest } = fillPath(entry.path, input);
    const outgoing: Outgoing = { name, method: entry.method, path, input: rest };
    if (entry.method === 'GET' || entry.method === 'DELETE') return send(outgoing, undefined, options, false);
    if (!entry.encrypted || !policy.seal) return send(outgoing, rest, options, false);
    try {
      return await send(outgoing, await policy.seal(rest, false), options, false);
    } catch (err) {
      // A key the server retired, or a body dated by a clock that has drifted: seal once more.
      if (!(err instanceof CallError) || !policy.sealAgain?.(err.errorCode)) throw err;
      return send(outgoing, await policy.seal(rest, true), options, false);
    }
  };
}
