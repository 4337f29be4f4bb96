import { describe, expect, it } from 'vitest';
import { CallError, failureCode, failureMessage } from './client';

describe('what a form shows for a failed call', () => {
  it("is the server's translated message when it sent one", () => {
    expect(failureMessage(new CallError(404, 'NOT_FOUND', 'এই ঠিকানায় কিছু নেই।'), 'fallback')).toBe('এই ঠিকানায় কিছু নেই।');
  });
  it('is the fallback when the network failed or the error is not a call', () => {
    expect(failureMessage(new CallError(0, 'NETWORK', ''), 'fallback')).toBe('fallback');
    expect(failureMessage(new TypeError('boom'), 'fallback')).toBe('fallback');
  });
  it('names the error code of a failed call only', () => {
    expect(failureCode(new CallError(400, 'CAPTCHA_REQUIRED', 'x'))).toBe('CAPTCHA_REQUIRED');
    expect(failureCode(new Error('x'))).toBeNull();
  });
});
