import { describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { checkVendorSignature, isStale, signedHeaders, signVendorBody } from './vendorSignature';

const secret = 'vendor-secret';
const body = '{"token":"abc","txId":"t1","roundId":"r1","amount":"12.50"}';
const now = 1_760_000_000_000;

describe('signVendorBody', () => {
  it('is the lowercase hex HMAC-SHA256 of `<timestamp>.<body>` under the secret', () => {
    const expected = createHmac('sha256', secret).update(`${now}.${body}`).digest('hex');
    expect(signVendorBody(secret, now, body)).toBe(expected);
    expect(signVendorBody(secret, String(now), Buffer.from(body))).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
  });

  it('makes the headers of a signed call', () => {
    expect(signedHeaders(secret, body, now)).toEqual({ 'content-type': 'application/json', 'x-timestamp': String(now), 'x-signature': signVendorBody(secret, now, body) });
  });
});

describe('isStale', () => {
  it('allows 30 seconds either way, and not a millisecond more', () => {
    expect(isStale(now, now)).toBe(false);
    expect(isStale(now, now - 30_000)).toBe(false);
    expect(isStale(now, now + 30_000)).toBe(false);
    expect(isStale(now, now - 30_001)).toBe(true);
    expect(isStale(now, now + 30_001)).toBe(true);
    expect(isStale(now, now - 40_000)).toBe(true);
  });
});

describe('checkVendorSignature', () => {
  const signed = { secret, timestamp: String(now), signature: signVendorBody(secret, now, body), body, now };

  it('accepts the vendor\'s signature, in either case of hex', () => {
    expect(checkVendorSignature(signed)).toBeNull();
    expect(checkVendorSignature({ ...signed, signature: signed.signature.toUpperCase() })).toBeNull();
  });

  it('asks for a signature when either header is missing, empty or repeated', () => {
    expect(checkVendorSignature({ ...signed, signature: undefined })).toBe('SIGNATURE_REQUIRED');
    expect(checkVendorSignature({ ...signed, timestamp: undefined })).toBe('SIGNATURE_REQUIRED');
    expect(checkVendorSignature({ ...signed, signature: '' })).toBe('SIGNATURE_REQUIRED');
    expect(checkVendorSignature({ ...signed, signature: [signed.signature, signed.signature] })).toBe('SIGNATURE_REQUIRED');
  });

  it('refuses another body, another secret, another timestamp, and what is no signature at all', () => {
    expect(checkVendorSignature({ ...signed, body: body.replace('12.50', '12.5') })).toBe('SIGNATURE_INVALID');
    expect(checkVendorSignature({ ...signed, secret: 'other' })).toBe('SIGNATURE_INVALID');
    expect(checkVendorSignature({ ...signed, timestamp: String(now + 1) })).toBe('SIGNATURE_INVALID');
    expect(checkVendorSignature({ ...signed, signature: 'zz'.repeat(32) })).toBe('SIGNATURE_INVALID');
    expect(checkVendorSignature({ ...signed, signature: signed.signature.slice(2) })).toBe('SIGNATURE_INVALID');
    expect(checkVendorSignature({ ...signed, timestamp: '1.7e12' })).toBe('SIGNATURE_INVALID');
  });

  it('refuses a genuine signature made more than 30 seconds away from now', () => {
    const old = now - 40_000;
    expect(checkVendorSignature({ ...signed, timestamp: String(old), signature: signVendorBody(secret, old, body) })).toBe('SIGNATURE_STALE');
    const ahead = now + 40_000;
    expect(checkVendorSignature({ ...signed, timestamp: String(ahead), signature: signVendorBody(secret, ahead, body) })).toBe('SIGNATURE_STALE');
  });
});
