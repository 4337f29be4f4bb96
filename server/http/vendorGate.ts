import type { preValidationAsyncHookHandler } from 'fastify';
import { apiError } from '../errors';
import { rawBodyOf } from './rawBody';
import { checkVendorSignature } from '../lib/vendorSignature';

/** How a vendor signs, as the API document states it on each signed call. */
export const vendorSigningRule =
  'Called by a game vendor\'s server and signed with the vendor\'s secret: header `X-Timestamp` is the time of sending in Unix milliseconds; header `X-Signature` is the lowercase hex HMAC-SHA256, keyed with the secret, of `<X-Timestamp>.<raw body>` over the body\'s bytes exactly as sent. Refused with 401: a vendor the brand has not connected (VENDOR_NOT_CONNECTED), no signature (SIGNATURE_REQUIRED), a wrong one (SIGNATURE_INVALID), a timestamp more than 30 seconds from the server\'s clock (SIGNATURE_STALE). Closed with 403 MODULE_DISABLED while the brand\'s games (GAMELO3) are off.';

/**
 * The gate of a call a vendor's server makes: the vendor the path names must be connected to the
 * request's brand (401 VENDOR_NOT_CONNECTED), and the body signed with its secret, recently
 * (401 SIGNATURE_REQUIRED, SIGNATURE_INVALID, SIGNATURE_STALE). Runs before the body is validated,
 * so an unsigned caller learns nothing of what the call wants.
 */
export const vendorGate: preValidationAsyncHookHandler = async function (req) {
  const { vendor } = req.params as { vendor?: string };
  const secret = vendor && vendor.length <= 32 ? await this.vendorSecrets.of(req.brand.id, vendor) : null;
  if (secret === null) throw apiError('VENDOR_NOT_CONNECTED');
  const { 'x-timestamp': timestamp, 'x-signature': signature } = req.headers;
  const fault = checkVendorSignature({ secret, timestamp, signature, body: rawBodyOf(req), now: Date.now() });
  if (fault) throw apiError(fault);
};
