import { describe, expect, it } from 'vitest';
import { afterSignIn, landingOf } from './landing';

describe("the console's landing after sign-in", () => {
  it('takes a payments operator to the desk, and keeps the others on the modules', () => {
    expect(landingOf('payments')).toBe('/payments');
    expect(landingOf('admin')).toBe('/');
    expect(afterSignIn('payments', { pathname: '/console', search: '' })).toBe('/console/payments');
    expect(afterSignIn('payments', { pathname: '/console/', search: '?brand=in' })).toBe('/console/payments?brand=in');
    expect(afterSignIn('admin', { pathname: '/console', search: '' })).toBeNull();
    expect(afterSignIn('support', { pathname: '/console/', search: '' })).toBeNull();
  });

  it('leaves a sign-in at another page on that page', () => {
    expect(afterSignIn('payments', { pathname: '/console/account', search: '' })).toBeNull();
    expect(afterSignIn('payments', { pathname: '/console/payments', search: '?brand=bd' })).toBeNull();
  });
});
