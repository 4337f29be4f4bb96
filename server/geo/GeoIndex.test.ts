import { describe, expect, it } from 'vitest';
import { GeoIndex } from './GeoIndex';

describe('GeoIndex', () => {
  const index = new GeoIndex([
    { cidr: '103.0.0.0/8', countryCode: 'BD' },
    { cidr: '103.4.0.0/16', countryCode: 'IN' },
    { cidr: '2001:db8::/32', countryCode: 'NP' },
    { cidr: '10.1.2.3/32', countryCode: 'PK' },
  ]);

  it('answers the longest matching prefix', () => {
    expect(index.countryOf('103.9.9.9')).toBe('BD');
    expect(index.countryOf('103.4.200.1')).toBe('IN');
    expect(index.countryOf('10.1.2.3')).toBe('PK');
    expect(index.countryOf('10.1.2.4')).toBeNull();
  });

  it('reads IPv6 and IPv4-mapped IPv6 addresses', () => {
    expect(index.countryOf('2001:db8:1::5')).toBe('NP');
    expect(index.countryOf('::ffff:103.4.1.1')).toBe('IN');
    expect(index.countryOf('2001:db9::1')).toBeNull();
  });

  it('has no country for what is not an address', () => {
    for (const junk of ['', 'localhost', '999.1.1.1', '103.4.1.1/8', '\u0000', '1.2.3']) expect(index.countryOf(junk)).toBeNull();
  });
});
