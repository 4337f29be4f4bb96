import { describe, expect, it } from 'vitest';
import { inCidrs, isRegionBlocked } from './service';

describe('region restriction by address', () => {
  const cidrs = ['203.0.113.0/24', 'not a range', '2001:db8::/32'];

  it('matches an address inside a range, IPv4-mapped IPv6 as the IPv4 it carries, and IPv6 ranges', () => {
    expect(inCidrs('203.0.113.7', cidrs)).toBe(true);
    expect(inCidrs('::ffff:203.0.113.7', cidrs)).toBe(true);
    expect(inCidrs('2001:db8::1', cidrs)).toBe(true);
    expect(inCidrs('203.0.114.7', cidrs)).toBe(false);
  });

  it('never matches what is not an address, and skips a malformed range', () => {
    expect(inCidrs('', cidrs)).toBe(false);
    expect(inCidrs('203.0.113', cidrs)).toBe(false);
    expect(inCidrs('203.0.113.7', ['not a range'])).toBe(false);
  });

  it('answers the same however often it is asked, and follows a new configuration', () => {
    for (let i = 0; i < 3; i++) expect(isRegionBlocked({ blockedCidrs: cidrs, blockedCountries: [] }, '203.0.113.9', null)).toBe(true);
    expect(isRegionBlocked({ blockedCidrs: ['198.51.100.0/24'], blockedCountries: [] }, '203.0.113.9', null)).toBe(false);
    expect(isRegionBlocked({ blockedCidrs: [], blockedCountries: ['US'] }, '198.51.100.1', 'US')).toBe(true);
  });
});
