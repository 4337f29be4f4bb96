import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a signed call's timestamp may stray from the server's clock, either way: a captured call cannot be sent again later. */
export const signatureWindowMs = 30_000;

/**
 * The X-Signature of a vendor's wallet call: lowercase hex HMAC-SHA256, keyed with the vendor's
 * secret (its UTF-8 bytes), of the X-Timestamp text, a dot, and the body's bytes exactly as sent —
 * the bytes, not the JSON they parse to, since two texts of one JSON value sign differently.
 */
export function signVendorBody(secret: string, timestamp: number | string, body: string | Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
}

/** The headers that make a body a signed call at `now` (Unix milliseconds): what a vendor's server, or the studio, sends. */
export function signedHeaders(secret: string, body: string, now = Date.now()): Record<string, string> {
  return { 'content-type': 'application/json', 'x-timestamp': String(now), 'x-signature': signVendorBody(secret, now, body) };
}

/** A timestamp further than the window from now, before or after. */
export const isStale = (now: number, timestamp: number, windowMs = signatureWindowMs): boolean => Math.abs(now - timestamp) > windowMs;

export type SignatureFault = 'SIGNATURE_REQUIRED' | 'SIGNATURE_INVALID' | 'SIGNATURE_STALE';

export interface SignedCall {
  secret: string;
  /** The X-Timestamp and X-Signature headers as they came (a repeated header arrives as an array: no signature). */
  timestamp: unknown;
  signature: unknown;
  body: string | Buffer;
  now: number;
}

/**
 * What is wrong with a call's signature, or null when it is the vendor's and fresh. The signature is
 * compared in constant time; staleness is judged only once the signature holds, so a stranger
 * learns nothing about the clock from it.
 */
export function checkVendorSignature(call: SignedCall): SignatureFault | null {
  const { timestamp, signature } = call;
  if (typeof timestamp !== 'string' || typeof signature !== 'string' || timestamp === '' || signature === '') return 'SIGNATURE_REQUIRED';
  if (!/^[0-9]{1,16}$/.test(timestamp) || !/^[0-9a-fA-F]{64}$/.test(signature)) return 'SIGNATURE_INVALID';
  const expected = Buffer.from(signVendorBody(call.secret, timestamp, call.body), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'SIGNATURE_INVALID';
  return isStale(call.now, Number(timestamp)) ? 'SIGNATURE_STALE' : null;
}
