import { describe, expect, it } from 'vitest';
import { ADDRESS_FREE_FAILURES, memberSearch, signInAddress, usernameKey, waitAfterFailures } from './service';
import { roleAdmits } from '../../http/operatorSession';

describe('operator sign-in rules', () => {
  it('lets the first three failures go and then doubles the wait up to a minute, never locking', () => {
    expect([0, 1, 2].map((n) => waitAfterFailures(n))).toEqual([0, 0, 0]);
    expect([3, 4, 5, 6].map((n) => waitAfterFailures(n))).toEqual([1, 2, 4, 8]);
    expect(waitAfterFailures(9)).toBe(60);
    expect(waitAfterFailures(500)).toBe(60);
  });

  it('gives an address its own number of free failures before the same doubling waits', () => {
    expect(waitAfterFailures(ADDRESS_FREE_FAILURES - 1, ADDRESS_FREE_FAILURES)).toBe(0);
    expect([0, 1, 2].map((n) => waitAfterFailures(ADDRESS_FREE_FAILURES + n, ADDRESS_FREE_FAILURES))).toEqual([1, 2, 4]);
    expect(waitAfterFailures(ADDRESS_FREE_FAILURES + 50, ADDRESS_FREE_FAILURES)).toBe(60);
  });

  it('counts an IPv6 address by its /64, and an IPv4 one as it is', () => {
    expect(signInAddress('2001:db8:1:2:aaaa::1')).toBe(signInAddress('2001:db8:1:2:bbbb::9'));
    expect(signInAddress('2001:db8:1:2::1')).not.toBe(signInAddress('2001:db8:1:3::1'));
    expect(signInAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(signInAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
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

describe('memberSearch', () => {
  it('reads a query as an account prefix, the digits of a number and an ID at once', () => {
    expect(memberSearch('  ')).toEqual({ kind: 'all' });
    expect(memberSearch('Player')).toEqual({ kind: 'text', accountPrefix: 'player', mobileDigits: null, id: null });
    expect(memberSearch('+880 1712-34')).toEqual({ kind: 'text', accountPrefix: '+880 1712-34', mobileDigits: '880171234', id: null });
    expect(memberSearch('#42')).toEqual({ kind: 'text', accountPrefix: '#42', mobileDigits: null, id: '42' });
    expect(memberSearch('171234')).toEqual({ kind: 'text', accountPrefix: '171234', mobileDigits: '171234', id: '171234' });
    // Too few digits to mean a number; a name with digits is a name.
    expect(memberSearch('171')).toEqual({ kind: 'text', accountPrefix: '171', mobileDigits: null, id: '171' });
    expect(memberSearch('demo2024')).toEqual({ kind: 'text', accountPrefix: 'demo2024', mobileDigits: null, id: null });
  });

  it('takes LIKE wildcards literally', () => {
    expect(memberSearch('a_b%c\\')).toEqual({ kind: 'text', accountPrefix: 'a\\_b\\%c\\\\', mobileDigits: null, id: null });
  });
});
