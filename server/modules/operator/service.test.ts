import { describe, expect, it } from 'vitest';
import { roleAdmits, usernameKey, waitAfterFailures } from './service';

describe('operator sign-in rules', () => {
  it('lets the first three failures go and then doubles the wait up to a minute, never locking', () => {
    expect([0, 1, 2].map(waitAfterFailures)).toEqual([0, 0, 0]);
    expect([3, 4, 5, 6].map(waitAfterFailures)).toEqual([1, 2, 4, 8]);
    expect(waitAfterFailures(9)).toBe(60);
    expect(waitAfterFailures(500)).toBe(60);
  });

  it('compares names without case or surrounding spaces', () => {
    expect(usernameKey('  Admin ')).toBe('admin');
  });

  it('admits admin to every call and other roles to the calls that name them', () => {
    expect(roleAdmits('admin', ['admin'])).toBe(true);
    expect(roleAdmits('content', ['admin'])).toBe(false);
    expect(roleAdmits('content', ['content'])).toBe(true);
    expect(roleAdmits('support', ['content', 'payments'])).toBe(false);
  });
});
